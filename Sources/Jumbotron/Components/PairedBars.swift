import SportsCore
import TerminalUI

/// Two teams' statistics as paired bars: the left side's grows left from the
/// middle, the right side's right, each as long as its share of the larger;
/// the texts at either end. One line a statistic when wide
/// (`17 ████ 1st downs ██████ 22`), else its name over its bars.
enum PairedBars {
    struct Row {
        var label: String
        var left: String?, right: String?
        var leftValue: Double, rightValue: Double
    }

    /// A statistic's size from the feed's text (`1,204`, `55.6`, `60%`); nil for what is not a size.
    static func number(_ text: String) -> Double? {
        Double(text.filter { $0 != "," && $0 != "%" }).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }

    /// The rows for the statistics both sides' lists name (by ESPN's `name`), in `wanted`'s order:
    /// `measure` sizes a bar from the feed's text, `shown` is what is printed at its end.
    static func rows(_ left: [ESPNSummary.TeamStat], _ right: [ESPNSummary.TeamStat], _ wanted: [(name: String, label: String)],
                     measure: (String, String) -> Double?, shown: (String, String) -> String = { text, _ in text }) -> [Row] {
        wanted.compactMap { row in
            let l = left.first { $0.name == row.name }?.text, r = right.first { $0.name == row.name }?.text
            guard l != nil || r != nil else { return nil }
            return Row(label: row.label, left: l.map { shown($0, row.name) }, right: r.map { shown($0, row.name) },
                       leftValue: l.flatMap { measure($0, row.name) } ?? 0, rightValue: r.flatMap { measure($0, row.name) } ?? 0)
        }
    }

    static func render(_ rows: [Row], codes: (left: String, right: String), styles: (left: Style, right: Style), _ context: ScreenContext,
                       _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        // A space each side of the longest label: `Interceptions` ran into its bars in 14 columns.
        let labelWidth = max(14, (rows.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2), valueWidth = 6
        let inline = pen.width >= 44
        let half = max(1, (pen.width - 2 * valueWidth - (inline ? labelWidth : 0) - 2) / 2)
        canvas.text(codes.left, x: pen.x, y: pen.y, width: valueWidth, style: theme.heading)
        canvas.text(codes.right.leftPadded(valueWidth), x: pen.x + pen.width - valueWidth, y: pen.y, width: valueWidth, style: theme.heading)
        pen.skip(2)
        let glyph = context.display.ascii ? "#" : "█"
        for row in rows {
            let top = max(row.leftValue, row.rightValue)
            func length(_ v: Double) -> Int { top > 0 ? max(v > 0 ? 1 : 0, Int((v / top * Double(half)).rounded())) : 0 }
            if !inline { pen.line(row.label.centered(pen.width), theme.muted, into: &canvas) }
            let middle = pen.x + valueWidth + 1 + half
            canvas.text(row.left ?? "-", x: pen.x, y: pen.y, width: valueWidth, style: .bold)
            let ll = length(row.leftValue), rl = length(row.rightValue)
            canvas.text(String(repeating: glyph, count: ll), x: middle - ll, y: pen.y, width: ll, style: styles.left)
            let right = middle + (inline ? labelWidth : 0)
            if inline { canvas.text(row.label.centered(labelWidth), x: middle, y: pen.y, width: labelWidth, style: theme.muted) }
            canvas.text(String(repeating: glyph, count: rl), x: right, y: pen.y, width: rl, style: styles.right)
            canvas.text((row.right ?? "-").leftPadded(valueWidth), x: pen.x + pen.width - valueWidth, y: pen.y, width: valueWidth, style: .bold)
            pen.skip()
        }
    }
}
