import TerminalUI

/// A club's code as its badge writes it: ` NYJ ` for three letters, ` TENN `
/// for four (college codes), never cut below four; wider codes are cut.
enum ClubCode {
    static func badge(_ code: String) -> String {
        " " + code.fixedWidth(min(4, max(3, code.count))) + " "
    }
}
