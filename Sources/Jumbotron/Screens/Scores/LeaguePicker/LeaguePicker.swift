import FoundationEssentials
import SportsCore
import TerminalUI

/// `l` over Scores: every league of the table grouped by sport (the sports of
/// the user's leagues first, and in each sport the user's leagues first),
/// each with its loaded board's games and live games; typing filters by name
/// or code, `↑`/`↓` move, `Enter` switches, `Esc` cancels. Any league is a
/// letter or two and `Enter` away.
public struct LeaguePickerState: Equatable, Sendable {
    /// What has been typed.
    public var filter = ""
    /// The league under the cursor, kept by identity while the filter changes the list.
    public var selected: ScoresLeague?

    public init(selected: ScoresLeague? = nil) { self.selected = selected }
}

/// A line of the picker: a sport's heading or a league.
enum LeaguePickerLine: Equatable {
    case sport(Sport)
    case league(ScoresLeague, enabled: Bool)
}

enum LeaguePicker {
    /// Longest filter kept: a paste of any length is cut here, never grown.
    static let maxFilter = 40

    /// The leagues the filter keeps, under their sports: the sports of the
    /// user's leagues first (in the order the config names them), and in each
    /// sport the user's leagues first.
    static func lines(_ filter: String, _ table: LeagueTable, enabled: [ScoresLeague]? = nil) -> [LeaguePickerLine] {
        let needle = filter.lowercased(), enabled = enabled ?? table.enabledRows.map(\.id)
        let shown = table.rows.filter {
            needle.isEmpty || $0.name.lowercased().contains(needle) || $0.id.rawValue.contains(needle) || $0.aliases.contains { $0.hasPrefix(needle) }
        }
        // Sets and one pass each: the picker stays linear in the number of leagues.
        let shownIDs = Set(shown.map(\.id)), enabledIDs = Set(enabled)
        let mine = enabled.compactMap { id in shownIDs.contains(id) ? table.row(id) : nil }
        var sports: [Sport] = [], seen = Set<Sport>()
        for row in mine + shown where seen.insert(row.sport).inserted { sports.append(row.sport) }
        return sports.flatMap { sport -> [LeaguePickerLine] in
            let others = shown.filter { $0.sport == sport && !enabledIDs.contains($0.id) }
            return [.sport(sport)] + mine.filter { $0.sport == sport }.map { .league($0.id, enabled: true) }
                + others.map { .league($0.id, enabled: false) }
        }
    }

    static func leagues(_ lines: [LeaguePickerLine]) -> [ScoresLeague] {
        lines.compactMap { if case .league(let id, _) = $0 { id } else { nil } }
    }

    /// The league under the cursor: the one chosen while it is shown, else the first shown.
    static func current(_ p: LeaguePickerState, _ table: LeagueTable) -> ScoresLeague? {
        let shown = leagues(lines(p.filter, table))
        if let chosen = p.selected, shown.contains(chosen) { return chosen }
        return shown.first
    }

    enum Outcome: Equatable { case stay, cancelled, picked(ScoresLeague) }

    /// A key while the picker is open.
    static func reduce(_ p: inout LeaguePickerState, _ key: Key, _ table: LeagueTable) -> Outcome {
        switch key {
        case .escape: return .cancelled
        case .enter: return current(p, table).map(Outcome.picked) ?? .stay
        case .up, .down:
            let shown = leagues(lines(p.filter, table))
            guard let now = current(p, table), let i = shown.firstIndex(of: now) else { return .stay }
            p.selected = shown[max(0, min(shown.count - 1, i + (key == .up ? -1 : 1)))]
        case .backspace:
            if !p.filter.isEmpty { p.filter.removeLast() }
        case .char(let c) where !c.isNewline && c != "\t":
            if p.filter.count < maxFilter { p.filter.append(c) }
        default: break
        }
        return .stay
    }

    /// The short names each league answers to (`epl`, `ucl`), typed here or given to `--league`.
    static func shortNames(_ table: LeagueTable) -> KeyHelp {
        KeyHelp(title: "Short names", entries: table.rows.flatMap { row in
            row.aliases.map { KeyHelp.Entry(keys: [], help: row.name, hint: nil, label: $0) }
        })
    }

    static let help = KeyHelp(title: "League picker", entries: [
        KeyHelp.Entry(keys: [.char("a")], help: "Type to filter the leagues by name", hint: nil, label: "a-z"),
        KeyHelp.Entry(keys: [.up, .down], help: "Move between leagues", hint: "move", label: "↑↓"),
        KeyHelp.Entry(keys: [.enter], help: "Show this league", hint: "show"),
        KeyHelp.Entry(keys: [.backspace], help: "Delete a letter of the filter", hint: "delete", label: "⌫"),
        KeyHelp.Entry(keys: [.escape], help: "Close the picker", hint: "cancel"),
    ])
}
