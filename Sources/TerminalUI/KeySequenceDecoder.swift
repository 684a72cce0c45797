/// Turns what the terminal sent in one read into events, recognising the
/// escape sequences ncurses' keypad leaves as loose bytes (its terminfo entry
/// does not match the terminal: xterm under tmux, screen, rxvt, the Linux
/// console, modifiers like `ESC [1;5C`). Before, such a sequence became
/// `Esc`, `[`, `1`, `~`: `1` switched tabs and `Esc` closed what was open.
///
/// - CSI (`ESC [ params final`) and SS3 (`ESC O final`) sequences become the
///   key they name, or nothing when unknown (swallowed whole, never split).
/// - `ESC` followed by a printable character in the same read is Alt-that-key.
/// - Bracketed paste (`ESC [200~ … ESC [201~`) is one `.paste` event: text, never commands.
public enum KeySequenceDecoder {
    /// One unit as ncurses returned it: a character code, or an event it already decoded.
    public enum Input: Hashable, Sendable {
        case code(UInt32)
        case event(TerminalEvent)
    }

    public static func decode(_ input: [Input], character: (UInt32) -> TerminalEvent?) -> [TerminalEvent] {
        var out: [TerminalEvent] = []
        var i = 0
        func code(_ at: Int) -> UInt32? {
            guard at < input.count, case .code(let c) = input[at] else { return nil }
            return c
        }
        while i < input.count {
            guard case .code(let c) = input[i] else {
                if case .event(let e) = input[i] { out.append(e) }
                i += 1
                continue
            }
            guard c == 27, let next = code(i + 1) else {
                if let e = character(c) { out.append(e) }
                i += 1
                continue
            }
            switch next {
            case 0x5B:   // ESC [
                let (event, used) = csi(input, from: i + 2, code: code)
                if let event { out.append(event) }
                i += 2 + used
            case 0x4F:   // ESC O
                if let final = code(i + 2) {
                    if let key = ss3(final) { out.append(.key(key)) }
                    i += 3
                } else {
                    out.append(.key(.alt("O")))
                    i += 2
                }
            case 27:
                out.append(.key(.escape))
                i += 1
            case 0x20...0x7E, 0xA0...:
                out.append(.key(.alt(Character(Unicode.Scalar(next) ?? " "))))
                i += 2
            default:
                out.append(.key(.escape))
                i += 1
            }
        }
        return out
    }

    /// Parameters, intermediates and a final byte after `ESC [`; how many units it used.
    static func csi(_ input: [Input], from start: Int, code: (Int) -> UInt32?) -> (TerminalEvent?, Int) {
        // The Linux console's F1–F5: ESC [ [ A … E.
        if code(start) == 0x5B {
            guard let f = code(start + 1) else { return (nil, 1) }
            return ((0x41...0x45).contains(f) ? .key(.function(Int(f) - 0x40)) : nil, 2)
        }
        var params = ""
        var j = start
        while let c = code(j), (0x30...0x3F).contains(c) { params.unicodeScalars.append(Unicode.Scalar(c)!); j += 1 }
        while let c = code(j), (0x20...0x2F).contains(c) { j += 1 }
        guard let final = code(j), (0x40...0x7E).contains(final) else {
            return (nil, j - start)   // cut short or not a sequence: swallowed, never split into keys
        }
        let used = j + 1 - start
        let first = Int(params.split(separator: ";").first ?? "") ?? 0
        if final == 0x7E, first == 200 {
            let (text, length) = paste(input, from: start + used, code: code)
            return (text, used + length)
        }
        return (key(final: final, first: first).map { .key($0) }, used)
    }

    static func key(final: UInt32, first: Int) -> Key? {
        switch final {
        case 0x41: return .up          // A (also with modifiers: ESC [1;5A)
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home        // H
        case 0x46: return .end         // F
        case 0x5A: return .backTab     // Z
        case 0x50...0x53: return .function(Int(final) - 0x4F)   // P…S with modifiers: F1–F4
        case 0x7E:                     // ~
            switch first {
            case 1, 7: return .home
            case 4, 8: return .end
            case 2: return .insert
            case 3: return .delete
            case 5: return .pageUp
            case 6: return .pageDown
            case 11...15: return .function(first - 10)
            case 17...21: return .function(first - 11)
            case 23, 24: return .function(first - 12)
            default: return nil
            }
        default: return nil
        }
    }

    static func ss3(_ final: UInt32) -> Key? {
        switch final {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        case 0x50...0x53: .function(Int(final) - 0x4F)
        case 0x4D: .enter              // keypad Enter
        default: nil
        }
    }

    /// Text up to `ESC [201~` (or the end of what arrived); control characters become spaces.
    static func paste(_ input: [Input], from start: Int, code: (Int) -> UInt32?) -> (TerminalEvent?, Int) {
        var text = ""
        var j = start
        let end: [UInt32] = [27, 0x5B, 0x32, 0x30, 0x31, 0x7E]
        while j < input.count {
            if (0..<end.count).allSatisfy({ code(j + $0) == end[$0] }) { j += end.count; break }
            if let c = code(j), let scalar = Unicode.Scalar(c) {
                text.unicodeScalars.append(c < 0x20 || (0x7F..<0xA0).contains(c) ? " " : scalar)
            }
            j += 1
        }
        return (.paste(text), j - start)
    }
}
