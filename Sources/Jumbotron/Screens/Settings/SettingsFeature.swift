import SportsCore
import TerminalUI

/// The settings screen's reducer: a change takes effect at once (the same
/// state the flags and the file set at start) and goes to the config file as
/// an edit the runtime writes; its row says whether it was saved.
enum SettingsFeature {
    static func open(_ state: inout AppState) {
        state.presented = .settings
        state.settingsSheet.typing = nil
        state.settingsSheet.leagueRow = nil
    }

    static func key(_ key: Key, _ state: inout AppState) -> [Command] {
        if state.settingsSheet.typing != nil { return typing(key, &state) }
        if state.settingsSheet.leagueRow != nil { return checklist(key, &state) }
        guard let intent = SettingsKeys.map.intent(for: key) else { return [] }
        let items = SettingsLayout.itemRows
        var sheet = state.settingsSheet
        let at = items.firstIndex(of: sheet.selected) ?? 0
        let page = max(1, SettingsLayout(state).visibleRows - 1)
        switch intent {
        case .close:
            AppReducer.dismissDialog(&state)   // a dialog that came meanwhile shows now
            return []
        case .up: sheet.selected = items[max(0, at - 1)]
        case .down: sheet.selected = items[min(items.count - 1, at + 1)]
        case .pageUp: sheet.selected = items.last { $0 <= max(0, sheet.selected - page) } ?? items[0]
        case .pageDown: sheet.selected = items.first { $0 >= sheet.selected + page } ?? items[items.count - 1]
        case .top: sheet.selected = items[0]
        case .bottom: sheet.selected = items[items.count - 1]
        case .next, .previous, .change:
            guard case .item(let item) = SettingItem.lines[sheet.selected] else { return [] }
            return change(item, intent, &state)
        }
        state.settingsSheet = sheet
        SettingsLayout.reveal(&state)
        return []
    }

    static func change(_ item: SettingItem, _ intent: SettingsIntent, _ state: inout AppState) -> [Command] {
        let forward = intent != .previous
        switch item {
        case .spoilers:
            state.display.hideSpoilers.toggle()
            return save(item, .set(section: nil, key: "spoilers", value: state.display.hideSpoilers ? "\"hide\"" : "\"show\""), &state)
        case .delay:
            guard !state.display.offline else {
                state.notice = "No delay offline: the samples are not live."
                return []
            }
            state.display.delays = state.display.delays.adjusted(by: forward ? Delays.step : -Delays.step)
            return [.setDelays(state.display.delays)] + save(item, .delays(state.display.delays), &state)
        case .followedFirst:
            state.display.followedFirst.toggle()
            // Every board puts its rows in the new order.
            let rearranged = state.uniqueModules.flatMap { $0.send(.savedChanged, &state, state.tab) }
            return rearranged + save(item, .set(section: nil, key: "followed_first", value: "\(state.display.followedFirst)"), &state)
        case .alerts:
            state.display.alerts = cycle(AlertMode.allCases, state.display.alerts, forward)
            return save(item, .set(section: nil, key: "alerts", value: "\"\(state.display.alerts.rawValue)\""), &state)
        case .alertKind(let kind):
            if state.display.alertKinds.remove(kind) == nil { state.display.alertKinds.insert(kind) }
            return save(item, .alertKinds(state.display.alertKinds), &state)
        case .quietHours:
            state.settingsSheet.typing = state.display.quietHours?.description ?? ""
            return []
        case .theme:
            let choices: [Settings.ThemeChoice?] = [nil] + Settings.ThemeChoice.allCases
            let theme = cycle(choices, state.settingsSheet.theme, forward)
            state.settingsSheet.theme = theme
            let kind = theme ?? state.settingsSheet.autoTheme
            if kind != .mono, !state.settingsSheet.colors {
                state.display.themeKind = .mono
                return save(item, .set(section: nil, key: "theme", value: "\"\(theme?.rawValue ?? "auto")\""), &state,
                            note: "colours show from the next start (this one began without them)")
            }
            state.display.themeKind = kind
            return save(item, .set(section: nil, key: "theme", value: "\"\(theme?.rawValue ?? "auto")\""), &state)
        case .leagues:
            state.settingsSheet.leagueRow = 0
            return []
        case .fixed:
            state.notice = "Set in \(state.settingsSheet.path.isEmpty ? "config.toml" : state.settingsSheet.path) or by a flag: read at start."
            return []
        }
    }

    static func cycle<T: Equatable>(_ all: [T], _ current: T, _ forward: Bool) -> T {
        let i = all.firstIndex(of: current) ?? 0
        return all[(i + (forward ? 1 : all.count - 1)) % all.count]
    }

    /// The edit goes to the runtime; the row says "saving…" until it is written.
    static func save(_ item: SettingItem, _ edit: ConfigEdit, _ state: inout AppState, note: String? = nil) -> [Command] {
        state.settingsSheet.changes[item.key] = .saving
        if let note { state.notice = "\(item.label.trimmedLeft): \(note)" }
        return [.saveSettings([edit])]
    }

    /// The runtime's answer: each setting it names is saved, or is not (and why).
    static func saved(_ outcome: SettingsSaveOutcome, _ state: inout AppState) {
        let (names, change): ([String], SettingsSheet.Change)
        switch outcome {
        case .saved(let saved, let path):
            (names, change) = (saved, .saved)
            if state.notice == nil { state.notice = "Saved to \(path)" }
        case .failed(let failed, let reason):
            (names, change) = (failed, .notSaved(reason))
            state.notice = "Not saved (holds until you quit): \(reason)"
        }
        for key in state.settingsSheet.changes.keys where names.contains(where: { key == $0 || key.hasPrefix($0 + ".") }) {
            state.settingsSheet.changes[key] = change
        }
    }

    // MARK: typing the quiet hours

    static func typing(_ key: Key, _ state: inout AppState) -> [Command] {
        guard var text = state.settingsSheet.typing else { return [] }
        switch key {
        case .char(let c) where c.isASCII && (c.isNumber || c == ":" || c == "-"):
            if text.count < 11 { text.append(c) }
        case .backspace:
            if !text.isEmpty { text.removeLast() }
        case .escape:
            state.settingsSheet.typing = nil
            return []
        case .enter:
            if text.isEmpty {
                state.settingsSheet.typing = nil
                state.display.quietHours = nil
                return save(.quietHours, .remove(section: nil, key: "quiet_hours"), &state)
            }
            guard let hours = QuietHours(text) else {
                state.notice = "Quiet hours are a span of the day like 22:30-07:00"
                return []
            }
            state.settingsSheet.typing = nil
            state.display.quietHours = hours
            return save(.quietHours, .set(section: nil, key: "quiet_hours", value: "\"\(hours)\""), &state)
        default:
            return []
        }
        state.settingsSheet.typing = text
        return []
    }

    // MARK: the league checklist

    static func checklist(_ key: Key, _ state: inout AppState) -> [Command] {
        guard let row = state.settingsSheet.leagueRow, let intent = SettingsKeys.checklist.intent(for: key) else { return [] }
        let rows = state.leagues.rows
        switch intent {
        case .up: state.settingsSheet.leagueRow = max(0, row - 1)
        case .down: state.settingsSheet.leagueRow = min(rows.count - 1, row + 1)
        case .done: state.settingsSheet.leagueRow = nil
        case .toggle:
            guard rows.indices.contains(row) else { return [] }
            let id = rows[row].id
            var leagues = state.settingsSheet.leagues
            if let i = leagues.firstIndex(of: id) { leagues.remove(at: i) } else { leagues.append(id) }
            state.settingsSheet.leagues = leagues
            let edit: ConfigEdit = leagues.isEmpty ? .remove(section: nil, key: "leagues")
                : .set(section: nil, key: "leagues", value: "[" + leagues.map { ConfigEditor.quoted($0.rawValue) }.joined(separator: ", ") + "]")
            // The picker and `L` follow at once.
            state.leagues.enable(leagues)
            return save(.leagues, edit, &state)
        }
        return []
    }
}

extension String {
    /// Without the spaces an indented label starts with.
    var trimmedLeft: String { String(drop { $0 == " " }) }
}
