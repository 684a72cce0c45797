import Primitives
import TerminalUI

/// Draws a section from its top down, one line at a time, and says how tall
/// it was: the game center's sections scroll as one content.
struct Pen {
    var x: Int
    var y: Int
    var width: Int

    mutating func line(_ text: String, _ style: Style = .plain, indent: Int = 0, into canvas: inout Canvas) {
        canvas.text(text, x: x + indent, y: y, width: max(0, width - indent), style: style)
        y += 1
    }

    /// Text wrapped to the width, every line at `indent`. What a section
    /// writes is the feed's data, one paragraph: a line break inside a venue
    /// or a play is a space, never a row of its own.
    mutating func wrapped(_ text: String, _ style: Style = .plain, indent: Int = 0, into canvas: inout Canvas) {
        for part in Canvas.wrap(InertText.singleLine(text), width: max(1, width - indent)) { line(part, style, indent: indent, into: &canvas) }
    }

    /// `Label    value`, left out when there is no value.
    mutating func field(_ label: String, _ value: String?, _ theme: Theme, into canvas: inout Canvas) {
        guard let value, !value.isEmpty else { return }
        canvas.text(label, x: x, y: y, width: 11, style: theme.muted)
        let lines = Canvas.wrap(InertText.singleLine(value), width: max(1, width - 12))
        for part in lines { canvas.text(part, x: x + 12, y: y, width: max(0, width - 12)); y += 1 }
    }

    mutating func skip(_ n: Int = 1) { y += n }
}
