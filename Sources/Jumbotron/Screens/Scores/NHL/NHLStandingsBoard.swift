import FoundationEssentials
import SportsCore
import TerminalUI

/// NHL standings pushed over the NHL scoreboard with `s`: the same
/// `/v1/standings/now` the Hockey tab's team list reads, by division, with
/// the clinch marks the API adds late in a season.
public struct NHLStandingsBoard: Equatable, Sendable {
    public var load = Loadable<NHLStandings, FetchError>()
    /// First table line shown.
    public var scroll = 0

    public init() {}
}

public enum NHLStandingsIntent: Sendable, Equatable {
    case scroll(ScrollIntent)
    case close
}

public enum NHLStandingsAction: Equatable, Sendable {
    case scroll(ScrollIntent)
    case mouse(MouseEvent)
    case loaded(Result<Loaded<NHLStandings>, FetchError>, at: Date)
    case retry
}

public enum NHLStandingsScreen: StandingsModel {
    public typealias State = NHLStandingsBoard
    public typealias Action = NHLStandingsAction

    static let headerHeight = 2

    static func open(_ s: inout NHLStandingsBoard, day: Day) -> [Effect<NHLStandingsAction>] {
        if s.load.value != nil && s.load.failure == nil { return [] }
        return load(&s)
    }

    static func refresh(_ s: inout NHLStandingsBoard) -> [Effect<NHLStandingsAction>] { load(&s, refresh: true) }

    static func load(_ s: inout NHLStandingsBoard, refresh: Bool = false) -> [Effect<NHLStandingsAction>] {
        s.load.start()
        return [.fetch(.nhlStandings(refresh: refresh), key: "nhl-standings") { .loaded($0, at: $1) }]
    }

    static func keyMap(_ s: NHLStandingsBoard, _ context: ScreenContext) -> KeyMap<NHLStandingsIntent> {
        let scrolls = maxScroll(s, context) > 0
        let scrolling: [KeyBinding<NHLStandingsIntent>] = scrolls ? ScrollIntent.bindings { .scroll($0) } : []
        return KeyMap("NHL standings", scrolling + [
            KeyBinding([.escape, .backspace, .char("h"), .char("s")], .close, help: "Back to the NHL scoreboard", hint: "scores"),
        ])
    }

    static func scroll(_ s: inout NHLStandingsBoard, _ intent: ScrollIntent, _ context: ScreenContext) {
        intent.apply(to: &s.scroll, page: max(1, visibleLines(context) - 1))
        clamp(&s, context)
    }

    static func visibleLines(_ context: ScreenContext) -> Int { max(1, context.layout.content.height - headerHeight) }

    static func maxScroll(_ s: NHLStandingsBoard, _ context: ScreenContext) -> Int {
        max(0, lines(s, context).count - visibleLines(context))
    }

    static func clamp(_ s: inout NHLStandingsBoard, _ context: ScreenContext) {
        s.scroll = min(max(0, s.scroll), maxScroll(s, context))
    }

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
        canvas.text(title, x: area.x, y: area.y, width: area.width, style: theme.heading, align: .center)
        if let marker = StaleMarker.text(s.load.origin, loadedAt: s.load.loadedAt) {
            canvas.text(marker, x: area.x, y: area.y, width: area.width - 1, style: theme.warning, align: .right)
        }
        canvas.hline(x: area.x, y: area.y + 1, width: area.width, style: theme.border)
        let body = Rect(x: area.x, y: area.y + headerHeight, width: area.width, height: max(0, area.height - headerHeight))
        if s.load.value == nil {
            let lines = CenteredMessage.status(s.load, loading: "Loading the NHL standings…",
                                               failed: "Could not load the NHL standings.", context) ?? []
            CenteredMessage.render(lines, into: &canvas, area: body)
            return
        }
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
