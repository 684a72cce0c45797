/// The rules for what the terminal sends (KeyStream applies them read after
/// read), recognising the
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
///   A string sequence counts only with its terminator.
public enum KeySequenceDecoder {
    /// One unit as ncurses returned it: a character code, or an event it already decoded.
    public enum Input: Hashable, Sendable {
        case code(UInt32)
        case event(TerminalEvent)
    }

    /// One read decoded on its own, as if nothing came after it: what is
    /// left unfinished at the end is settled at once (`KeyStream.finish`).
    public static func decode(_ input: [Input], character: (UInt32) -> TerminalEvent?) -> [TerminalEvent] {
        var stream = KeyStream()
        return stream.feed(input, now: 0, character: character) + stream.finish()
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

    /// Device attributes (`ESC [ ? 62 ; 4 c`) and the cell size (`ESC [ 6 ; 20 ; 10 t`).
    static func reply(params: String, final: UInt32) -> TerminalReply? {
        if final == 0x63, params.hasPrefix("?") {   // c
            return .deviceAttributes(params.dropFirst().split(separator: ";").compactMap { Int($0) })
        }
        if final == 0x63, params.hasPrefix(">") {   // c, the secondary attributes
            return .secondaryAttributes(params.dropFirst().split(separator: ";").prefix(8).compactMap { Int($0) })
        }
        if final == 0x74 {   // t
            let n = params.split(separator: ";").compactMap { Int($0) }
            if n.count == 3, n[0] == 6, (1...512).contains(n[1]), (1...512).contains(n[2]) {
                return .cellPixels(Size(width: n[2], height: n[1]))
            }
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
}
