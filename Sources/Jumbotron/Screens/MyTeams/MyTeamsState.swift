import FoundationEssentials
import SportsCore
import TerminalUI

/// One followed team at a glance: its live game, its last result and its next game.
public struct TeamBlock: Equatable, Sendable {
    public var team: FollowedTeam
    /// The team's own league (where it was followed).
    public var league: ScoresLeague
    /// Every competition watched for it, its own league first: a soccer club's cups too.
    public var leagues: [ScoresLeague]
    public var live: DatedGame?
    public var last: DatedGame?
    public var next: DatedGame?

    /// The game `Enter` opens: the live one, else the last result, else the next.
    public var primary: DatedGame? { live ?? last ?? next }
}

/// A game and the day its league files it under (what the Scores board is opened on).
public struct DatedGame: Equatable, Sendable {
    public var day: Day
    public var game: Contest
    /// The competition it is played in (a club's cup tie is not its league's).
    public var league: ScoresLeague
}

/// The My Teams tab: the games of the followed teams' leagues around today
/// (offline: the sample's days), the blocks made from them, the selection,
/// and which leagues are polled in the background because a followed game is live.
public struct MyTeamsState: Equatable, Sendable {
    /// Per league, per day asked: the games as last answered.
    public var days: [ScoresLeague: [Day: [Contest]]] = [:]
    /// When each day was last answered, by arrival: the freshest answer of a game seen on several days wins.
    public var answered: [ScoresLeague: [Day: Int]] = [:]
    private var arrivals = 0
    /// When each day's games were current (an answer's arrival, a copy's fetch):
    /// an older copy never replaces them, so a score never rolls back.
    public var asOf: [ScoresLeague: [Day: Date]] = [:]
    /// Each league's last failure, until an answer comes fresh.
    public var failures: [ScoresLeague: FetchError] = [:]
    /// Days whose last answer failed (with or without a copy to show): asked again.
    public var failedDays: [ScoresLeague: Set<Day>] = [:]
    /// Each league's poll: its failures in a row and what the server asked for.
    public var paces: [ScoresLeague: PollPace] = [:]
    /// When a league is asked next after a failure (what the tab says).
    public var nextTry: [ScoresLeague: Date] = [:]
    /// The days each league's poll will ask for when its timer fires.
    public var planned: [ScoresLeague: Set<Day>] = [:]
    /// The events already told (a score, a start, an end), so none is told twice.
    public var told = ToldEvents()
    /// Requests out, by `league/day`.
    public var pending: Set<String> = []
    /// Days still to ask for, a league at a time: one after the other, so a
    /// league whose days share one file (the NBA's season) downloads it once.
    public var queued: [ScoresLeague: [Day]] = [:]
    /// Offline: each league's sample days (the window there), as given.
    public var sampleDays: [ScoresLeague: [Day]] = [:]
    /// Offline: where the other leagues' sample days are read, when first asked for.
    public var samples: OfflineDataSource?
    /// Leagues loaded for the teams followed now (a new follow loads its league).
    public var loadedLeagues: Set<ScoresLeague> = []
    public var blocks: [TeamBlock] = []
    public var viewport = ListViewport()
    /// The user moved the cursor: a refresh keeps it on the same team; until then it stays on the first block.
    public var moved = false
    /// Leagues with a followed game live: their days are polled at the league's pace.
    public var polling: Set<ScoresLeague> = []
    /// What the terminal's title says now (nil: left as it was).
    public var title: String?
    /// The multiview, while it is up (`m`).
    public var grid: MultiviewState?
    /// The followed players' game logs (by ESPN's id), and which of their team's finals each was asked after (0: none yet).
    public var playerLogs: [Int: ESPNGameLog] = [:]
    public var logsAsked: [Int: Int] = [:]

    public init(sampleDays: [ScoresLeague: [Day]] = [:]) { self.sampleDays = sampleDays }

    public var isLoading: Bool { !pending.isEmpty || queued.values.contains { !$0.isEmpty } }
    public var selected: TeamBlock? { blocks.indices.contains(viewport.selected) ? blocks[viewport.selected] : nil }

    /// The days My Teams asks for: offline the sample's, else around today (a
    /// week each way for the NFL, a few days for the others).
    func window(_ league: ScoresLeague, today: Day) -> [Day] {
        if let days = sampleDays[league] ?? samples.map({ SampleDays.of(league, $0) }), !days.isEmpty { return days }
        let step = league.entry.stepDays
        // Today first, then outward: a live game's day is asked before the days around it
        // (with a delay, each day that can be live waits it, one after another).
        let offsets = step == 1 ? [0, -1, 1, -2, 2, -3, 3, 4] : [0, -1, 1]
        return offsets.map { today.adding(days: $0 * step) }
    }

    /// Every game of a league as last answered, each once (the NFL's days answer whole weeks).
    /// Takes a day's answer, noting its arrival.
    /// Returns false when what is held is newer than the answer (a copy from
    /// before it), which is then left unused.
    @discardableResult
    mutating func store(_ games: [Contest], _ league: ScoresLeague, _ day: Day, asOf current: Date? = nil) -> Bool {
        if let current, let held = asOf[league]?[day], held > current { return false }
        arrivals += 1
        let held = days[league]?[day] ?? []
        days[league, default: [:]][day] = held.isEmpty ? games : games.map { game in
            held.first { $0.id == game.id }.map(game.keepingScores(of:)) ?? game
        }
        answered[league, default: [:]][day] = arrivals
        if let current { asOf[league, default: [:]][day] = current }
        return true
    }

    /// Everything known of a league, gone (its last team unfollowed).
    mutating func forget(_ league: ScoresLeague) {
        loadedLeagues.remove(league); days[league] = nil; answered[league] = nil; asOf[league] = nil
        polling.remove(league); queued[league] = nil; failures[league] = nil; failedDays[league] = nil
        paces[league] = nil; nextTry[league] = nil; planned[league] = nil
    }

    /// A game answered on several days (a week's) is filed under the day it is
    /// played when that day was asked, else under the day answered last; its
    /// state is that day's answer, the freshest one (a poll's).
    func games(_ league: ScoresLeague, zone: Zone = .utc) -> [DatedGame] {
        let order = answered[league] ?? [:]
        var filed: [Int: DatedGame] = [:]
        for (day, games) in (days[league] ?? [:]).sorted(by: { (order[$0.key] ?? 0) < (order[$1.key] ?? 0) }) {
            for game in games {
                let played = game.start.map { Day($0, in: zone) }
                if filed[game.id]?.day != played || day == played { filed[game.id] = DatedGame(day: day, game: game, league: league) }
            }
        }
        return Array(filed.values)
    }

    /// Blocks in follow order, the teams with a live game first.
    mutating func rebuild(_ teams: [FollowedTeam], leagues table: LeagueTable, zone: Zone = .utc) {
        let keep = selected?.team.id
        var built: [TeamBlock] = []
        for team in teams {
            guard let league = table.league(team.league) else { continue }
            let leagues = Self.competitions(team, table)
            let mine = leagues.flatMap { games($0, zone: zone) }.filter { team.isIn($0.game) }
            let byStart = mine.sorted { ($0.game.start ?? .distantFuture, $0.game.id) < ($1.game.start ?? .distantFuture, $1.game.id) }
            var block = TeamBlock(team: team, league: league, leagues: leagues)
            block.live = byStart.first { $0.game.isLive }
            block.last = byStart.last { $0.game.isFinal }
            block.next = byStart.first { $0.game.state == .scheduled }
            built.append(block)
        }
        blocks = built.filter { $0.live != nil } + built.filter { $0.live == nil }
        if moved, let keep, let i = blocks.firstIndex(where: { $0.team.id == keep }) { viewport.selected = i }
        viewport.selected = min(viewport.selected, max(0, blocks.count - 1))
    }

    /// A game as last answered on the day it was marked, else on any day asked.
    func game(_ link: GameLink) -> DatedGame? {
        if let game = days[link.league]?[link.day]?.first(where: { $0.id == link.game }) {
            return DatedGame(day: link.day, game: game, league: link.league)
        }
        return games(link.league).first { $0.game.id == link.game }
    }

    /// Whether a league is one a followed team is known to play in: its own league, one with a
    /// marked game, or one whose answers have held a followed team's game.
    func watches(_ league: ScoresLeague, _ saved: Saved) -> Bool {
        if saved.teamList.contains(where: { $0.league == league.rawValue }) || saved.marked.contains(where: { $0.league == league }) { return true }
        let ids = saved.teamIDs
        return (days[league] ?? [:]).values.contains { $0.contains { $0.involves(ids) } }
    }

    /// The followed teams' games that are live now, by league.
    func liveLeagues() -> Set<ScoresLeague> { Set(blocks.compactMap(\.live?.league)) }

    /// Where a team's games are looked for: its league, and the others its
    /// family says it can play in (a soccer club's cups).
    static func competitions(_ team: FollowedTeam, _ leagues: LeagueTable) -> [ScoresLeague] {
        guard let own = leagues.league(team.league) else { return [] }
        return [own] + own.family.otherCompetitions(of: team, own: own, enabled: leagues.enabledRows)
    }
}

/// The alerts already raised, by event (`401772003 score away 14`): an event
/// is told once, whatever the order answers arrive in. Bounded: the oldest
/// are forgotten past a few thousand (by then those games are long over).
public struct ToldEvents: Equatable, Sendable {
    private var seen: Set<String> = []
    private var order: [String] = []
    static let limit = 4_000

    /// True the first time an event is seen.
    mutating func first(_ event: String) -> Bool {
        guard seen.insert(event).inserted else { return false }
        order.append(event)
        if order.count > Self.limit {
            let drop = order.count - Self.limit / 2
            for old in order.prefix(drop) { seen.remove(old) }
            order.removeFirst(drop)
        }
        return true
    }

    public var count: Int { seen.count }
}

extension MyTeamsState {
    /// Offline, each league's window is its sample's days, read when My
    /// Teams first asks for the league (not before the first frame).
    public init(offline: OfflineDataSource?) {
        self.init()
        samples = offline
    }
}
