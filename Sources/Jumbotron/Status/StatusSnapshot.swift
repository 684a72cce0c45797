import FoundationEssentials
import Primitives
import SportsCore

/// What `jumbotron status` prints from, kept in a small file between runs:
/// each followed team's live game, last result and next game, as My Teams
/// last knew them. The app writes it whenever a followed team's games are
/// answered, and `status` itself after it asked; reading it is the fast
/// path a status bar takes every few seconds.
public struct StatusSnapshot: Codable, Hashable, Sendable {
    /// When the games in it were current.
    public var written: Date
    /// The followed teams it was made for, by id: a follow or an unfollow since makes it old.
    public var teams: [String]
    public var games: [StatusGame]

    public init(written: Date, teams: [String], games: [StatusGame]) {
        self.written = written; self.teams = teams; self.games = games
    }

    /// My Teams' blocks as the status line needs them.
    public init(blocks: [TeamBlock], teams: [FollowedTeam], at date: Date) {
        var games: [StatusGame] = []
        for block in blocks {
            for (role, dated) in [(StatusGame.Role.live, block.live), (.last, block.last), (.next, block.next)] {
                guard let dated else { continue }
                games.append(StatusGame(dated.game, league: dated.league, role: role, team: block.team.id))
            }
        }
        self.init(written: date, teams: teams.map(\.id), games: games)
    }

    /// Whether it may be printed as it is at `now` for `teams`: a live or due
    /// game is good for a live pace, anything else until the next start or
    /// for ten minutes, whichever comes first.
    public func isFresh(for teams: [FollowedTeam], now: Date) -> Bool { isFresh(teamIDs: teams.map(\.id), now: now) }

    public func isFresh(teamIDs: [String], now: Date) -> Bool {
        guard self.teams == teamIDs, written <= now.addingTimeInterval(5) else { return false }
        let age = now.timeIntervalSince(written)
        let nextStart = games.filter { $0.role == .next }.compactMap(\.start).min()
        if games.contains(where: { $0.role == .live }) || nextStart.map({ $0 <= now }) == true { return age < Self.livePace }
        let until = nextStart.map { $0.timeIntervalSince(written) } ?? Self.quietPace
        return age < min(Self.quietPace, until)
    }

    /// How long a snapshot with a live game is good for: the app rewrites it at every poll (15–30 s).
    public static let livePace: TimeInterval = 45
    public static let quietPace: TimeInterval = 600
}

/// One game of a followed team, as the status line prints it.
public struct StatusGame: Codable, Hashable, Sendable {
    public enum Role: String, Codable, Sendable { case live, last, next }
    public enum Phase: String, Codable, Sendable { case scheduled, live, final, other }

    public struct Side: Codable, Hashable, Sendable {
        public var id: String
        public var abbreviation: String
        public var score: Int?
    }

    public var role: Role
    /// The followed team whose game it is.
    public var team: String
    public var league: String
    public var id: Int
    public var phase: Phase
    public var start: Date?
    public var timeTBD: Bool
    /// Where a live game is (`Q2 4:12`, `58'`), how a final ended (`Final`, `F/10`), or what stopped it (`Postponed`).
    public var state: String
    public var away: Side, home: Side
    /// Soccer names the home side first (`ARS 2-1 CHE`).
    public var homeFirst: Bool
    /// A field contest's name (`Race`, `The RSM Classic`), and the followed athlete's place in it (`P5`, `T8 at -9`):
    /// `away` is then the athlete and `home` no one. Absent in snapshots of two sides.
    public var contest: String?
    public var place: String?
    /// A playoff series as it stands (`CAR leads 2-1`); absent outside the playoffs.
    public var series: String?

    init(_ game: Contest, league: ScoresLeague, role: Role, team: String) {
        self.role = role; self.team = team; self.league = league.rawValue; id = game.id
        phase = switch game.state {
        case .scheduled: .scheduled
        case .live, .delayed: .live
        case .final: .final
        default: .other
        }
        start = game.start; timeTBD = game.timeTBD
        // A feed's words are written where other programs print them (a bar, tmux's
        // status line): no control character and no line break gets that far.
        state = game.state == .scheduled ? "" : InertText.singleLine(game.stateText(locale: .posix, timeZone: .utc))
        away = Side(id: game.away.id, abbreviation: InertText.singleLine(game.away.abbreviation), score: game.away.score)
        home = Side(id: game.home.id, abbreviation: InertText.singleLine(game.home.abbreviation), score: game.home.score)
        homeFirst = league.family.homeFirst
        series = game.series.map { InertText.singleLine(String($0.prefix(40))) }
        if game.isField {
            contest = InertText.singleLine(game.matchup)
            let mine = game.entrant(team)
            away = Side(id: team, abbreviation: InertText.singleLine(mine?.competitor.abbreviation ?? ""), score: mine?.score?.value)
            home = Side(id: "", abbreviation: "", score: nil)
            place = mine.flatMap { e in game.state == .scheduled ? nil : FieldAlerts.place(e) + (e.score.map { " at \($0.text)" } ?? "") }
        }
    }
}
