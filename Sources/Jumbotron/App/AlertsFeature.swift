import FoundationEssentials
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
    static let spacingTimer = TimerID("app.alerts")
    /// The bell and notifications go out at most this often: thirty teams
    /// scoring at once make one notification, not thirty.
    static let spacing: Duration = .seconds(5)

    /// One answer's news: the banner shows the latest with how many came
    /// with it; the bell or one notification says them all, at most every few seconds.
    static func alert(_ news: AlertNews, _ state: inout AppState) -> [Command] {
        guard state.display.alerts != .off, let latest = news.lines.last else { return [] }
        // The count first: a long latest line is cut at the edge, the count never is.
        state.banner = (news.lines.count > 1 ? "+\(news.lines.count - 1) more · " : "") + latest
        var commands: [Command] = [.startTimer(bannerTimer, after: bannerTime, fire: .bannerExpired)]
        commands += news.lines.map { .log("alert: \($0)") }
        guard state.display.alerts == .bell || state.display.alerts == .desktop else { return commands }
        // Quiet hours: the banner on screen, no sound and no notification.
        if let quiet = state.display.quietHours, quiet.contains(news.at, in: state.display.timeZone) { return commands }
        state.heldAlerts += news.lines
        let gap = spacing.timeInterval
        if let last = state.lastSignalAt, news.at.timeIntervalSince(last) < gap, news.at >= last {
            // Too soon after the last: held, and told together when the gap is over.
            let wait = gap - news.at.timeIntervalSince(last)
            return commands + [.startTimer(spacingTimer, after: .milliseconds(Int(wait * 1000)), fire: .alertsDue)]
        }
        state.lastSignalAt = news.at
        return commands + flush(&state)
    }

    /// The gap after the last signal is over: what was held goes out now.
    static func spaced(_ state: inout AppState) -> [Command] {
        if let last = state.lastSignalAt { state.lastSignalAt = last.addingTimeInterval(spacing.timeInterval) }
        return flush(&state)
    }

    /// The held news as one bell or one notification.
    static func flush(_ state: inout AppState) -> [Command] {
        guard !state.heldAlerts.isEmpty else { return [] }
        let lines = state.heldAlerts
        state.heldAlerts = []
        let body = lines.count == 1 ? lines[0] : "\(lines.count) updates: " + lines.joined(separator: " · ")
        switch state.display.alerts {
        case .bell: return [.signal(.bell)]
        case .desktop:
            guard let style = state.notifyStyle else { return [.signal(.bell)] }   // a terminal without notifications still gets the bell
            return [.signal(.notify(title: "Jumbotron", body: body, style: style, passthrough: state.notifyPassthrough))]
        case .off, .banner: return []
        }
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
}
