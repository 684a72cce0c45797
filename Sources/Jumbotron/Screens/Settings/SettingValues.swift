import SportsCore
import TerminalUI

/// What each setting's row shows: the value in force now (the ones that
/// change here read the app's state, the rest what the run started with).
enum SettingValues {
    static func text(_ item: SettingItem, _ state: AppState) -> String {
        let display = state.display, sheet = state.settingsSheet, s = sheet.settings
        switch item {
        case .spoilers: return display.hideSpoilers ? "on: scores hidden until v" : "off"
        case .delay:
            let d = display.delays
            guard d.isOn else { return display.offline ? "0 s (none offline)" : "0 s" }
            let leagues = d.leagues.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value) s" }
            return "\(d.all) s" + (leagues.isEmpty ? "" : " (" + leagues.joined(separator: ", ") + ")")
        case .followedFirst: return display.followedFirst ? "on" : "off"
        case .alerts: return display.alerts.rawValue
        case .alertKind(let kind): return display.alertKinds.contains(kind) ? "on" : "off"
        case .quietHours: return display.quietHours?.description ?? "none"
        case .theme:
            guard let theme = sheet.theme else { return "auto (\(sheet.autoTheme.rawValue))" }
            return theme.rawValue
        case .leagues:
            guard !sheet.leagues.isEmpty else { return "all" }
            return sheet.leagues.map(\.name).joined(separator: ", ")
        case .fixed(let key, _):
            switch key {
            case "clock": return s.clock.rawValue
            case "ascii": return s.ascii ? "on" : "off"
            case "mouse": return s.mouse ? "on" : "off"
            case "images": return s.images.rawValue
            case "default_tab": return s.defaultTab
            case "scores_league": return s.scoresLeague.name
            case "time_zone": return display.timeZone.identifier
            case "refresh_seconds": return "\(s.refreshSeconds) s"
            case "teams.mlb": return s.favoriteMLBTeams.isEmpty ? "none" : s.favoriteMLBTeams.joined(separator: " ")
            case "teams.nfl": return s.favoriteNFLTeams.isEmpty ? "none" : s.favoriteNFLTeams.joined(separator: " ")
            // Whether it is set, never the key.
            case "nba_api_key": return s.nbaAPIKey == nil ? "not set" : "set (hidden)"
            default: return ""
            }
        }
    }
}
