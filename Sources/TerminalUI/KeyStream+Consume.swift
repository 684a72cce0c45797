/// The two states that swallow input whole, read after read: a sequence too
/// long to keep (consumed to its end and dropped) and a bracketed paste
/// (text to its end marker).
extension KeyStream {
    /// Units of an over-long sequence, up to and including its end; nil
    /// when the read ends on an ESC that may be the first half of its end.
    mutating func consumeSkip(_ skip: Skip, _ input: [Input], from start: Int) -> Int? {
        var j = start
        while j < input.count {
            defer { j += 1 }
            guard case .code(let c) = input[j] else { continue }
            switch skip {
            case .csi:
                if (0x40...0x7E).contains(c) { mode = .ground; return j + 1 }
                if !(0x20...0x3F).contains(c) { mode = .ground; return j }   // not part of it: read afresh
            case .string(let kind):
                if c == 7 && kind == 0x5D { mode = .ground; return j + 1 }
                guard c == 27 else { continue }
                guard j + 1 < input.count else { return nil }
                mode = .ground
                // ESC \ ends it; ESC and anything else ends it too, and that ESC is read afresh.
                return Self.code(input, j + 1) == 0x5C ? j + 2 : j
            }
        }
        return input.count
    }

    static func code(_ input: [Input], _ at: Int) -> UInt32? {
        guard at < input.count, case .code(let c) = input[at] else { return nil }
        return c
    }

    static let pasteEnd: [UInt32] = [27, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Text of a paste, up to and including its end marker.
    mutating func consumePaste(_ input: [Input], from start: Int, into out: inout [TerminalEvent]) -> Int {
        guard case .paste(var text, var kept, var matched) = mode else { return start }
        func add(_ c: UInt32) {
            guard kept < Self.pasteLimit else { return }
            kept += 1
            let scalar = Unicode.Scalar(c) ?? " "
            text.unicodeScalars.append(c < 0x20 || (0x7F..<0xA0).contains(c) ? " " : scalar)
        }
        var j = start
        while j < input.count {
            defer { j += 1 }
            guard case .code(let c) = input[j] else {
                for m in Self.pasteEnd.prefix(matched) { add(m) }
                matched = 0
                continue   // a key ncurses decoded inside a paste: not text, not a command
            }
            if c == Self.pasteEnd[matched] {
                matched += 1
                if matched == Self.pasteEnd.count {
                    mode = .ground
                    out.append(.paste(text))
                    return j + 1
                }
                continue
            }
            for m in Self.pasteEnd.prefix(matched) { add(m) }
            matched = c == 27 ? 1 : 0
            if matched == 0 { add(c) }
        }
        mode = .paste(text: text, kept: kept, matched: matched)
        return input.count
    }
}
