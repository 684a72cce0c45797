import SportsCore
import TerminalUI

/// Where the settings screen's parts go: a box over the content, the file's
/// path, the list (it scrolls), and a footer for the selected row.
struct SettingsLayout: Equatable {
    var box: Rect
    var inner: Rect
    var list: Rect
    var visibleRows: Int { list.height }

    init(_ state: AppState) {
        let area = state.layout.content
        box = area.centered(width: min(area.width, 100), height: area.height)
        inner = box.inset(top: 1, left: 2, bottom: 1, right: 2)
        list = Rect(x: inner.x, y: inner.y + 2, width: inner.width, height: max(1, inner.height - 4))
    }

    /// The lines that can be selected (settings, not headings).
    static let itemRows: [Int] = SettingItem.lines.indices.filter { if case .item = SettingItem.lines[$0] { true } else { false } }

    /// Scrolled so the selected row shows, with its heading when it is the first under one.
    static func reveal(_ state: inout AppState) {
        let rows = SettingsLayout(state).visibleRows
        var sheet = state.settingsSheet
        let top = sheet.selected > 0 && SettingItem.lines[sheet.selected - 1] != .item(.spoilers) ? sheet.selected - 1 : sheet.selected
        if top < sheet.scroll { sheet.scroll = max(0, top) }
        if sheet.selected >= sheet.scroll + rows { sheet.scroll = sheet.selected - rows + 1 }
        sheet.scroll = min(max(0, sheet.scroll), max(0, SettingItem.lines.count - rows))
        state.settingsSheet = sheet
    }
}

enum SettingsView {
    static func render(_ state: AppState, into canvas: inout Canvas) {
        let theme = state.display.theme, sheet = state.settingsSheet
        let p = SettingsLayout(state)
        canvas.fill(p.box, style: .plain)
        canvas.box(p.box, title: "Settings", style: theme.border, titleStyle: theme.heading)
        canvas.text(sheet.path.isEmpty ? "Changes last until you quit (no config file in this run)" : "Saved to \(sheet.path)",
                    x: p.inner.x, y: p.inner.y, width: p.inner.width, style: theme.muted)
        if let row = sheet.leagueRow {
            checklist(state, row, p, &canvas)
        } else {
            list(state, p, &canvas)
        }
        footer(state, p, &canvas)
    }

    static func list(_ state: AppState, _ p: SettingsLayout, _ canvas: inout Canvas) {
        let theme = state.display.theme, sheet = state.settingsSheet
        let labelWidth = min(24, p.list.width / 3), valueX = p.list.x + labelWidth + 1
        let valueWidth = max(0, min(34, p.list.width - labelWidth - 3 - 23))   // the source's longest words keep their room
        let sourceX = valueX + valueWidth + 2
        let lines = SettingItem.lines
        for row in 0..<p.visibleRows {
            let i = sheet.scroll + row, y = p.list.y + row
            guard lines.indices.contains(i) else { break }
            switch lines[i] {
            case .heading(let title):
                canvas.text(title, x: p.list.x, y: y, width: p.list.width, style: theme.heading)
            case .item(let item):
                let selected = i == sheet.selected
                let base: Style = selected ? theme.selection : .plain
                if selected { canvas.fill(Rect(x: p.list.x, y: y, width: p.list.width, height: 1), style: base) }
                canvas.text(item.label, x: p.list.x, y: y, width: labelWidth, style: base)
                var value = SettingValues.text(item, state)
                if selected, item == .quietHours, let typed = sheet.typing { value = typed + "▏" }
                let valueStyle = item.changes ? base.with(.bold) : theme.on(base, theme.muted)
                canvas.text(value, x: valueX, y: y, width: valueWidth, style: valueStyle)
                canvas.text(sheet.source(item.key), x: sourceX, y: y, width: max(0, p.list.maxX - sourceX), style: theme.on(base, theme.muted))
            }
        }
        let more = [sheet.scroll > 0 ? "↑" : nil, sheet.scroll + p.visibleRows < lines.count ? "↓" : nil].compactMap { $0 }
        if !more.isEmpty {
            canvas.text(more.joined() + " more", x: p.inner.x, y: p.list.maxY, width: p.inner.width, style: theme.muted, align: .right)
        }
    }

    static func checklist(_ state: AppState, _ selected: Int, _ p: SettingsLayout, _ canvas: inout Canvas) {
        let theme = state.display.theme, leagues = state.settingsSheet.leagues
        let rows = state.leagues.rows
        let note = leagues.isEmpty ? "None chosen: the picker (l) lists every league; L cycles through them all."
            : "First in the picker (l), in this order; L cycles through them: \(leagues.map(\.name).joined(separator: ", "))"
        canvas.text(note, x: p.list.x, y: p.list.y, width: p.list.width, style: theme.muted)
        let visible = max(1, p.visibleRows - 1)
        let start = max(0, min(selected - visible / 2, rows.count - visible))
        let ascii = state.display.ascii
        for row in 0..<visible {
            let i = start + row
            guard rows.indices.contains(i) else { break }
            let league = rows[i]
            let base: Style = i == selected ? theme.selection : .plain
            let y = p.list.y + 1 + row
            if i == selected { canvas.fill(Rect(x: p.list.x, y: y, width: p.list.width, height: 1), style: base) }
            let on = leagues.firstIndex(of: league.id)
            let mark = on.map { ascii ? "[\($0 + 1)]" : "☑ \($0 + 1)" } ?? (ascii ? "[ ]" : "☐  ")
            canvas.text("\(mark)  \(league.name)", x: p.list.x, y: y, width: p.list.width / 2, style: on == nil ? base : base.with(.bold))
            canvas.text(league.id.rawValue, x: p.list.x + p.list.width / 2, y: y, width: p.list.width / 2, style: theme.on(base, theme.muted))
        }
    }

    /// What the selected row is about: why it was not saved, how to type, or where it is set.
    static func footer(_ state: AppState, _ p: SettingsLayout, _ canvas: inout Canvas) {
        let theme = state.display.theme, sheet = state.settingsSheet
        guard case .item(let item) = SettingItem.lines[sheet.selected] else { return }
        let text: String
        if sheet.typing != nil {
            text = "Quiet hours: no bell or notification from the first time to the second (22:30-07:00); empty for none."
        } else if case .notSaved(let reason)? = sheet.changes[item.key] {
            text = "Not saved: \(reason)"
        } else if item.changes {
            text = item == .leagues ? "Enter picks your leagues." : "←/→ or Enter changes it; saved at once."
        } else {
            text = "Read at start: change it in the config file or with a flag."
        }
        canvas.text(text, x: p.inner.x, y: p.inner.maxY - 1, width: p.inner.width, style: theme.muted)
    }
}
