import FoundationEssentials
import SportsCore
import TerminalUI

enum DatePickerView {
    static let width = 34
    static let height = 15

    static func render(_ p: DatePickerState, today: Day, display: DisplayOptions, theme: Theme,
                       into canvas: inout Canvas, area: Rect) {
        let box = area.centered(width: width, height: height)
        canvas.box(box, title: "Pick a date", style: theme.border, titleStyle: theme.heading)
        let x0 = box.x + 3
        canvas.text(TimeText.monthYear(p.cursor, locale: display.locale), x: box.x + 1, y: box.y + 1,
                    width: box.width - 2, style: theme.heading, align: .center)
        let (symbols, firstWeekday) = TimeText.weekdaySymbols(locale: display.locale)
        for (i, s) in symbols.enumerated() {
            canvas.text(s, x: x0 + i * 4, y: box.y + 2, width: 3, style: theme.muted, align: .right)
        }
        let first = p.cursor.firstOfMonth
        let lead = (first.weekday - firstWeekday + 7) % 7
        let days = Day.daysIn(month: first.month, year: first.year)
        for d in 1...days {
            let slot = lead + d - 1
            let day = Day(year: first.year, month: first.month, day: d)!
            var style = Style.plain
            if day == today { style = style.with(.underline) }
            if p.available != nil { style = p.hasData(day) ? style.with(.bold) : theme.muted }
            if day == p.cursor { style = theme.selection.with(.bold) }
            canvas.text(String(d), x: x0 + (slot % 7) * 4, y: box.y + 3 + slot / 7, width: 3, style: style, align: .right)
        }
        let footY = box.maxY - 4
        if let message = p.message {
            canvas.text(message, x: x0, y: footY, width: box.width - 4, style: theme.error)
        } else if p.available != nil {
            canvas.text("Bold dates have sample data", x: x0, y: footY, width: box.width - 4, style: theme.muted)
        }
        let typed = p.typed.isEmpty ? "YYYY-MM-DD" : p.typed
        canvas.text("Go to: ", x: x0, y: footY + 1, style: theme.muted)
        canvas.text(typed, x: x0 + 7, y: footY + 1, width: 12, style: p.typed.isEmpty ? theme.muted : Style.bold.with(.underline))
        canvas.text("Enter pick  Esc cancel", x: x0, y: footY + 2, width: box.width - 4, style: theme.muted)
    }
}
