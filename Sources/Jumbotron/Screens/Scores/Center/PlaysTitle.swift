import TerminalUI

/// The first line of every league's plays: what is shown and in which order,
/// since a live game reads newest first and a final in order, and a filter
/// that hides plays says how to bring them back.
enum PlaysTitle {
    static func text(filtered: String?, live: Bool) -> String {
        let order = live ? "newest first" : "in order"
        guard let filtered else { return "Every play · \(order)" }
        return "\(filtered) · \(order) · ! shows every play"
    }

    static func render(filtered: String?, live: Bool, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        pen.line(text(filtered: filtered, live: live), context.theme.muted, into: &canvas)
    }
}
