import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// A tour in the Scores tab: the tournament's leaderboard, a line a player
/// (place with ties, to par, today, thru or the tee time, the rounds), the
/// cut drawn across it with those who missed it and withdrew after.
enum GolfLeague: League {
    typealias Game = GolfPlayer
    typealias Slate = [GolfTournament]
    typealias Center = GolfCenter
    typealias Standings = NoStandings

    static func games(in slate: [GolfTournament]) -> [GolfPlayer] { slate.flatMap(\.players) }

    static func slate(_ slate: [GolfTournament], with games: [GolfPlayer]) -> [GolfTournament] {
        slate.map { t in
            var t = t
            t.players = games.filter { $0.tournamentID == t.id }
            return t
        }
    }
}

extension GolfLeague: ESPNScoreboardLeague {
    static var espnSport: String { "golf" }
    static func decode(_ data: Data, league: LeagueID, day: Day) throws -> Slate { try GolfScoreboard.decode(data, league: league) }

    /// The day's scoreboard, then, once a tournament has begun, its leaderboard for the official
    /// places and the cut: optional, the places worked out from the scores stand without it.
    static func schedule(_ league: ScoresLeague, _ day: Day, today: Day) -> Fetch<Slate> {
        let id = LeagueID(league.rawValue), espn = espnLeague(league, sport: espnSport)
        var fetch = Fetch<Slate>(.espnDay(espn, date: day.iso), then: { slate in
            guard let first = slate.first, !first.players.isEmpty, first.phase != .scheduled else { return nil }
            return Fetch(.espnLeaderboard(espn, event: first.id)) { data in
                var out = slate
                out[0] = try GolfLeaderboard.apply(data, to: first)
                return out
            }
        }) { try decode($0, league: id, day: day) }
        fetch.thenIsOptional = true
        return fetch
    }

    static var rowHeight: Int { 1 }
    static var followedFirst: Bool { false }
    static var stateWidth: Int { 9 }
    /// Four rounds from the first tee time to the last putt, over four days.
    static var longestGame: TimeInterval { 4 * 86_400 }

    /// Each tournament under its name and round, the columns named once, the cut drawn across.
    static func rows(_ slate: [GolfTournament], _ context: ScreenContext) -> [BoardRow] {
        var rows: [BoardRow] = []
        var index = 0
        for t in slate {
            rows.append(.heading([t.name, t.detail].compactMap { $0 }.joined(separator: " · ")))
            if t.players.isEmpty { rows.append(.note("The field is not out yet.")) }
            else { rows.append(.heading(GolfLine.header)) }
            var last: GolfPlayer.Standing = .active
            // Before the cut is made, the line it would fall on now, where the leaderboard gives its score.
            var projected = t.cut.flatMap { cut in (t.round ?? 0) <= cut.round && t.phase == .live ? cut : nil }
            for player in t.players {
                if let cut = projected, let score = cut.score, player.standing == .active, (player.toPar?.value ?? .max) > score {
                    rows.append(.heading("Projected cut \(cut.scoreText ?? "")"))
                    projected = nil
                }
                if player.standing != last {
                    rows.append(.heading(heading(player.standing, t.cut)))
                    last = player.standing
                }
                rows.append(.game(index))
                index += 1
            }
        }
        return rows
    }

    /// The line over those out of it: the cut with its score where the leaderboard gave it.
    static func heading(_ standing: GolfPlayer.Standing, _ cut: GolfTournament.Cut?) -> String {
        switch standing {
        case .missedCut: "Missed the cut" + (cut?.scoreText.map { " (\($0))" } ?? "")
        case .withdrew: "Withdrew"
        case .disqualified: "Disqualified"
        case .active: ""
        }
    }

    static func drawRow(_ game: Contest, _ row: GolfPlayer, _ look: RowLook, into canvas: inout Canvas, area: Rect) {
        GolfLine.render(row, look, into: &canvas, area: area)
    }

    static var printSections: [String] { ["scorecard"] }

    /// `print game --league pga ID`: looked for on the days around today (the sample's, offline).
    static func printGame(_ league: ScoresLeague, _ id: Int, _ section: String, _ data: any DataSource,
                          _ locale: TimeLocale, _ zone: Zone) async throws(FetchError) -> PrintTable {
        let found = await lookUp(league, data, zone: zone) { $0.flatMap(\.players).first(where: { $0.id == id }) }
        guard let player = found else { throw notFound(league, id, zone: zone) }
        return GolfPage.scorecard(player)
    }
}

/// One line of the leaderboard, in fixed columns so the header over them lines up.
enum GolfLine {
    static let nameWidth = 18
    static let header = "POS  " + "PLAYER".padded(to: nameWidth) + "TO PAR".rightAligned(in: 7) + "TODAY".rightAligned(in: 6)
        + "THRU".rightAligned(in: 9) + "  R1  R2  R3  R4"

    static func render(_ p: GolfPlayer, _ look: RowLook, into canvas: inout Canvas, area: Rect) {
        let theme = look.theme, display = look.display
        let base: Style = look.selected ? theme.selection : .plain
        if look.selected { canvas.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1), style: base) }
        let followed = look.followed.contains("\(p.league):\(p.id)")
        let name = (followed ? display.glyphs.star + " " : "") + p.name
        let fitted = Canvas.fit(name, width: nameWidth - 1)
        var line = (look.hidden ? "" : p.placeText).rightAligned(in: 3, gap: 0) + "  " + fitted.text
            + String(repeating: " ", count: max(0, nameWidth - fitted.width))
        if look.hidden {
            line += "".rightAligned(in: 13) + when(p, display).rightAligned(in: 9)
        } else {
            let thru = p.thru ?? when(p, display)
            line += (p.toPar?.text ?? "-").rightAligned(in: 7) + (p.today ?? "").rightAligned(in: 6) + thru.rightAligned(in: 9) + "  "
                + (1...4).map { n in (p.rounds.first { $0.number == n && $0.complete }?.strokes.map(String.init) ?? "").rightAligned(in: 4, gap: 0) }
                    .joined()
        }
        let style: Style = followed ? theme.on(base, theme.favorite) : p.onCourse ? theme.on(base, theme.live)
            : p.standing == .active ? base : theme.on(base, theme.muted)
        canvas.text(look.state.map { line.prefix(5 + nameWidth) + $0.rightAligned(in: 22) } ?? line, x: area.x + 1, y: area.y,
                    width: area.width - 2, style: style)
    }

    /// A tee time not yet reached, or `-`.
    static func when(_ p: GolfPlayer, _ display: DisplayOptions) -> String {
        p.teeTime.map { TimeText.time($0, locale: display.locale, timeZone: display.timeZone) } ?? "-"
    }
}
