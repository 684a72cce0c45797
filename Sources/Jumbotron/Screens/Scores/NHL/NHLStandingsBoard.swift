import FoundationEssentials
import SportsCore
import TerminalUI

/// NHL standings pushed over the NHL scoreboard with `s`: the same
/// `/v1/standings/now` the Hockey tab's team list reads, by division, with
/// the clinch marks the API adds late in a season.
public struct NHLStandingsBoard: Equatable, Sendable, StandingsPaneState {
    public var load = Loadable<NHLStandings, FetchError>()
    /// First table line shown.
    public var scroll = 0

    public init() {}
}

public typealias NHLStandingsAction = StandingsPaneAction<NHLStandings>

public enum NHLStandingsScreen: StandingsModel {
    public typealias State = NHLStandingsBoard
    public typealias Action = NHLStandingsAction

    static func refresh(_ s: inout NHLStandingsBoard) -> [Effect<NHLStandingsAction>] { load(&s, refresh: true) }

    static func load(_ s: inout NHLStandingsBoard) -> [Effect<NHLStandingsAction>] { load(&s, refresh: false) }

    static func load(_ s: inout NHLStandingsBoard, refresh: Bool) -> [Effect<NHLStandingsAction>] {
        s.load.start()
        return [.fetch(.nhlStandings(refresh: refresh), key: "nhl-standings") { .loaded($0, at: $1) }]
    }

    static func lineCount(_ s: NHLStandingsBoard, _ context: ScreenContext) -> Int { lines(s, context).count }
    static func name(_ s: NHLStandingsBoard) -> String { "NHL standings" }
    static func backHelp(_ s: NHLStandingsBoard) -> String { "Back to the NHL scoreboard" }

    enum Line: Equatable { case heading(String), team(NHLTeam), blank, legend(String) }

    static func lines(_ s: NHLStandingsBoard, _ context: ScreenContext) -> [Line] {
        guard let standings = s.load.value else { return [] }
        var out: [Line] = []
        for (division, teams) in standings.byDivision {
            if !out.isEmpty { out.append(.blank) }
            out.append(.heading(division))
            out += teams.map(Line.team)
        }
        if standings.teams.contains(where: { $0.clinch != nil }) {
            out += [.blank, .legend("x playoff spot · y division · z conference · p Presidents' Trophy")]
        }
        return out
    }

    static func render(_ s: NHLStandingsBoard, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        var title = "NHL standings"
        if let date = s.load.value?.date { title += " · \(date)" }
        guard let body = StandingsPane.frame(title, s.load, name: "NHL", context, into: &canvas, area: area) else { return }
        let all = lines(s, context)
        let nameWidth = max(8, min(24, body.width - 40))
        for (i, line) in all.dropFirst(s.scroll).prefix(body.height).enumerated() {
            let y = body.y + i
            switch line {
            case .heading(let name):
                canvas.text(Canvas.fit(name, width: nameWidth + 6).text.fixedWidth(nameWidth + 6) + columns(nil, width: body.width - nameWidth - 8),
                            x: body.x + 1, y: y, width: body.width - 2, style: theme.heading)
            case .team(let team):
                let mark = team.clinch.map { "\($0)-" } ?? "  "
                HockeyView.badge(team.tricode, x: body.x + 1, y: y, context, into: &canvas)
                canvas.text(mark + team.name, x: body.x + 5, y: y, width: nameWidth + 2)
                canvas.text(columns(team, width: body.width - nameWidth - 8), x: body.x + nameWidth + 7, y: y,
                            width: max(0, body.width - nameWidth - 8))
            case .blank: break
            case .legend(let text):
                canvas.text(text, x: body.x + 1, y: y, width: body.width - 2, style: theme.muted)
            }
        }
    }

    /// `GP  W  L OTL PTS  GF  GA DIFF STRK`, as many as fit.
    static func columns(_ team: NHLTeam?, width: Int) -> String {
        func n(_ v: Int?) -> String { v.map(String.init) ?? "-" }
        let diff: String? = team.flatMap { t in
            guard let f = t.goalsFor, let a = t.goalsAgainst else { return nil }
            return f - a > 0 ? "+\(f - a)" : "\(f - a)"
        }
        let streak = team.flatMap { t in t.streakCode.map { "\($0)\(t.streakCount.map(String.init) ?? "")" } }
        let cells: [(String, String, Int)] = [
            ("GP", n(team?.gamesPlayed), 3), ("W", n(team?.wins), 3), ("L", n(team?.losses), 3), ("OTL", n(team?.otLosses), 4),
            ("PTS", n(team?.points), 4), ("GF", n(team?.goalsFor), 4), ("GA", n(team?.goalsAgainst), 4),
            ("DIFF", diff ?? "-", 5), ("STRK", streak ?? "-", 5),
        ]
        var out = "", used = 0
        for (label, value, w) in cells {
            guard used + w <= width else { break }
            let text = team == nil ? label : value
            out += String(repeating: " ", count: max(0, w - text.count)) + text
            used += w
        }
        return out
    }
}
