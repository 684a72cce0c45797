import CNcurses
import TerminalUI

/// Maps what wget_wch returns to Keys.
public enum CursesKeys {
    public static func character(_ v: UInt32) -> TerminalEvent? {
        switch v {
        case 13, 10: return .key(.enter)
        case 9: return .key(.tab)
        case 27: return .key(.escape)
        case 127, 8: return .key(.backspace)
        case 1...26: return .key(.ctrl(Character(Unicode.Scalar(v + 96)!)))
        case 0..<32: return nil
        default:
            guard let s = Unicode.Scalar(v) else { return nil }
            return .key(.char(Character(s)))
        }
    }

    public static func special(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_SPREVIOUS: .shiftPageUp
        case KEY_SNEXT: .shiftPageDown
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_BACKSPACE: .backspace
        case KEY_DC: .delete
        case KEY_IC: .insert
        case KEY_BTAB: .backTab
        case KEY_ENTER: .enter
        default: nil
        }
    }
}
