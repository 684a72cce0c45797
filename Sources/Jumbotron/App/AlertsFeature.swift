import SportsCore
import TerminalUI

/// How a followed team's news reaches the user (`alerts` in the config, `--alerts`).
public enum AlertMode: String, CaseIterable, Sendable {
    case off, banner, bell, desktop
}

/// The app's side of alerts: the banner over the title line for a few
/// seconds (keys go on to the screen as ever), the bell, or a desktop
/// notification through the terminal in the dialect it answered in at start;
/// and the title a live followed game writes. Also the jump from My Teams to
/// a game in Scores, and `Esc` back.
enum AlertsFeature {
    static let bannerTimer = TimerID("app.banner")
    static let bannerTime: Duration = .seconds(6)

    static func alert(_ text: String, _ state: inout AppState) -> [Command] {
        guard state.display.alerts != .off else { return [] }
        state.banner = text
        var commands: [Command] = [.startTimer(bannerTimer, after: bannerTime, fire: .bannerExpired), .log("alert: \(text)")]
        switch state.display.alerts {
        case .bell: commands.append(.signal(.bell))
        case .desktop:
            if let style = state.notifyStyle {
                commands.append(.signal(.notify(title: "Jumbotron", body: text, style: style, passthrough: state.notifyPassthrough)))
            } else {
                commands.append(.signal(.bell))   // a terminal without notifications still gets the bell
            }
        case .off, .banner: break
        }
        return commands
    }

    static func title(_ text: String?, _ state: inout AppState) -> [Command] {
        guard state.display.alerts != .off || text == nil else { return [] }
        return [.signal(.title(text))]
    }

    /// The notification dialect from what the terminal said of itself at start.
    static func notifyStyle(_ report: TerminalReport, environment program: String?) -> TerminalSignal.NotifyStyle? {
        let name = ((report.version ?? "") + " " + (program ?? "")).lowercased()
        if report.kittyAnswered || ["kitty", "iterm", "wezterm", "windows terminal"].contains(where: name.contains) { return .osc9 }
        if ["foot", "ghostty", "urxvt", "rxvt"].contains(where: name.contains) { return .osc777 }
        return nil
    }

    /// From My Teams: Scores on the game's league and day, the game selected
    /// and its center open; `Esc` there comes back to My Teams.
    static func openGame(_ link: GameLink, _ state: inout AppState) -> [Command] {
        guard let scores = state.tabs.firstIndex(of: .scores) else { return [] }
        var link = link
        link.from = state.tab.name
        var commands: [Command] = [.log("open \(link.league.rawValue) game \(link.game) of \(link.day.iso) from \(link.from ?? "-")")]
        commands += AppReducer.select(&state, scores)
        commands += AppReducer.reduce(&state, .scores(.openGame(link)))
        return commands
    }
}
