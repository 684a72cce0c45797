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
/// - The terminal's answers to the start-up questions (device attributes,
///   cell size, and the DCS, OSC and APC strings of XTVERSION, the
///   background colour and the kitty graphics query) are `.reply` events.
///   A string sequence counts only with its terminator; without one, `ESC P`
///   is Alt-P as before.
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
            case 0x50, 0x5D, 0x5F:   // ESC P (DCS), ESC ] (OSC), ESC _ (APC): an answer when terminated
                if let (reply, used) = stringSequence(input, kind: next, from: i + 2, code: code) {
                    if let reply { out.append(.reply(reply)) }
                    i += 2 + used
                } else {
                    out.append(.key(.alt(Character(Unicode.Scalar(next) ?? " "))))
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
        if let final = code(j), let reply = reply(params: params, final: final) { return (.reply(reply), j + 1 - start) }
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

    /// Device attributes (`ESC [ ? 62 ; 4 c`) and the cell size (`ESC [ 6 ; 20 ; 10 t`).
    static func reply(params: String, final: UInt32) -> TerminalReply? {
        if final == 0x63, params.hasPrefix("?") {   // c
            return .deviceAttributes(params.dropFirst().split(separator: ";").compactMap { Int($0) })
        }
        if final == 0x74 {   // t
            let n = params.split(separator: ";").compactMap { Int($0) }
            if n.count == 3, n[0] == 6, (1...512).contains(n[1]), (1...512).contains(n[2]) {
                return .cellPixels(Size(width: n[2], height: n[1]))
            }
        }
        return nil
    }

    /// A DCS, OSC or APC string up to its terminator (ST, or BEL for OSC): the
    /// reply it is (or nil, swallowed) and the units used; nil when it is not
    /// terminated in what arrived (then it is a key after all). 4 KB at most.
    static func stringSequence(_ input: [Input], kind: UInt32, from start: Int, code: (Int) -> UInt32?) -> (TerminalReply?, Int)? {
        var body = ""
        var j = start
        while j < input.count, j - start < 4096 {
            guard let c = code(j) else { return nil }
            if c == 7 && kind == 0x5D { return (stringReply(kind: kind, body), j + 1 - start) }
            if c == 27 {
                guard code(j + 1) == 0x5C else { return nil }
                return (stringReply(kind: kind, body), j + 2 - start)
            }
            if let scalar = Unicode.Scalar(c) { body.unicodeScalars.append(scalar) }
            j += 1
        }
        return nil
    }

    static func stringReply(kind: UInt32, _ body: String) -> TerminalReply? {
        switch kind {
        case 0x50 where body.hasPrefix(">|"):   // XTVERSION
            let name = body.dropFirst(2).filter { $0.isASCII && !$0.isNewline }
            return name.isEmpty ? nil : .version(String(name.prefix(64)))
        case 0x5D where body.hasPrefix("11;"):
            return RGB(x11: body.dropFirst(3)).map(TerminalReply.background)
        case 0x5F where body.hasPrefix("G"):
            return .kittyGraphics(ok: body.hasSuffix(";OK"))
        default:
            return nil
        }
    }

    /// Where an answer that has not finished arriving starts (`ESC P`, `ESC ]`
    /// or `ESC _` with no terminator yet, or `ESC [ ?` with no final byte):
    /// the terminal keeps those back for the next read instead of turning the
    /// rest into keys. nil when everything is complete.
    public static func unfinishedAnswer(in input: [Input]) -> Int? {
        func code(_ at: Int) -> UInt32? {
            guard at < input.count, case .code(let c) = input[at] else { return nil }
            return c
        }
        var i = input.count - 1
        while i >= 0 {
            if code(i) == 27, let next = code(i + 1) {
                if [0x50, 0x5D, 0x5F].contains(next) {
                    return stringSequence(input, kind: next, from: i + 2, code: code) == nil ? i : nil
                }
                if next == 0x5B, code(i + 2) == 0x3F {
                    var j = i + 3
                    while let c = code(j), (0x30...0x3F).contains(c) { j += 1 }
                    return j >= input.count ? i : nil
                }
                return nil
            }
            i -= 1
        }
        return nil
    }
}
