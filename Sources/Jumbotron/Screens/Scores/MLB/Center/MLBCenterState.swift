import FoundationEssentials
import SportsCore

/// One game's center: its feed, the section on screen, each section's
/// scroll, and where the At bat and Box score sections are looking.
public struct MLBCenterState: GameCenterModel {
    public typealias Game = MLBGame
    /// A final's feed: it never changes.
    public typealias Kept = MLBGameFeed

    public enum Section: String, CenterSection {
        case summary, box, plays, atBat, winProbability

        /// The at-bat's pitches and the plays' (the one under way with its pitches so far).
        var drawsEachPitch: Bool { self == .atBat || self == .plays }

        public var title: String {
            switch self {
            case .summary: "Summary"
            case .box: "Box score"
            case .plays: "Plays"
            case .atBat: "At bat"
            case .winProbability: "Win probability"
            }
        }

        /// The strip's word for it.
        public var short: String {
            switch self {
            case .summary: "Summary"
            case .box: "Box"
            case .plays: "Plays"
            case .atBat: "At bat"
            case .winProbability: "Win %"
            }
        }

        public var key: Character {
            switch self {
            case .summary: "i"
            case .box: "b"
            case .plays: "p"
            case .atBat: "a"
            case .winProbability: "w"
            }
        }

        public var hint: String {
            switch self {
            case .summary: "summary"
            case .box: "box"
            case .plays: "plays"
            case .atBat: "at bat"
            case .winProbability: "win %"
            }
        }
    }

    public var gamePk: Int
    public var gameId: Int { gamePk }
    public var feed = Loadable<MLBGameFeed, FetchError>() { didSet { feedMark = LoadMark(feed) } }
    public var winProbability = Loadable<MLBWinProbability, FetchError>() { didSet { winProbabilityMark = LoadMark(winProbability) } }
    /// What the sections' drawing depends on in each answer, kept as the
    /// answers change so a frame need not look into the feed (see `SectionMemo`).
    public private(set) var feedMark = LoadMark()
    public private(set) var winProbabilityMark = LoadMark()
    public var section: Section = .summary
    /// Where each section was left, so coming back finds it there.
    public var scrolls: [Section: Int] = [:]
    /// Plays: scoring plays only (`!`).
    public var scoringOnly = false
    /// Box score: the team shown when both do not fit side by side.
    public var boxSide: ScoreRules.Side = .away
    /// At bat: the plate appearance shown; nil follows the latest.
    public var playIndex: Int?
    /// Plays: the play under the cursor (an index into the feed's plays); nil: the first shown.
    public var playCursor: Int?
    /// A live refresh is waiting on its timer.
    public var refreshScheduled = false
    /// Live polls answered by the linescore alone since the feed was last asked.
    public var probes = 0

    public init(gamePk: Int) { self.gamePk = gamePk }
    public init(gameId: Int) { self.gamePk = gameId }

    /// Whether `section` can exist for this game: everything past the summary
    /// needs a game under way or over. Before the feed arrives the
    /// scoreboard's row decides.
    public func offers(_ section: Section, _ game: MLBGame?) -> Bool {
        guard section != .summary else { return true }
        // From the marks kept as answers arrive: this runs several times a frame.
        if feedMark.hasValue {
            switch section {
            case .box: return feedMark.hasBox
            case .plays, .atBat: return feedMark.plays > 0
            case .winProbability: return feedMark.plays > 0 && feedMark.started
            case .summary: return true
            }
        }
        return game.map(Self.hasStarted) ?? false
    }

    static func hasStarted(_ game: MLBGame) -> Bool {
        switch ScoreRules.phase(game) {
        case .live, .final, .delayed, .suspended: game.linescore?.innings?.isEmpty == false
        default: false
        }
    }

    /// The game as the center knows it: the feed's when it has come, else the row's.
    func game(_ row: MLBGame?) -> MLBGame? { feed.value?.game ?? row }

    public var isLive: Bool { feedMark.isLive }
    public var isFinal: Bool { feedMark.isFinal }

    /// The plate appearance At bat shows: the chosen one, else the latest.
    public var shownPlayIndex: Int? {
        guard let plays = feed.value?.plays, !plays.isEmpty else { return nil }
        return min(max(0, playIndex ?? plays.count - 1), plays.count - 1)
    }
}

/// A load by its phase, when its answer came and the figures a live answer
/// changes: enough to tell two drawings of it apart without comparing feeds.
public struct LoadMark: Equatable, Sendable {
    var isLoading = false
    var hasValue = false
    var loadedAt: Date?
    var failure: FetchError?
    var plays = -1, lastPitches = -1, score = -1, count = -1, inning = -1, points = -1
    var lastComplete = false
    var state: String?
    /// The feed has box-score batters, and a game under way or over.
    var hasBox = false
    var started = false
    var isLive = false
    var isFinal = false

    init() {}

    init(_ load: Loadable<MLBGameFeed, FetchError>) {
        self.init(phase: load)
        guard let f = load.value else { return }
        let ls = f.game.linescore
        plays = f.plays.count
        lastPitches = f.plays.last?.pitches.count ?? -1
        lastComplete = f.plays.last?.isComplete ?? false
        score = (ls?.teams?.away?.runs ?? -1) &* 1000 &+ (ls?.teams?.home?.runs ?? -1)
        count = (ls?.balls ?? -1) &* 100 &+ (ls?.strikes ?? -1) &* 10 &+ (ls?.outs ?? -1)
        inning = ls?.currentInning ?? -1
        state = f.game.status.detailedState
        hasBox = f.box.map { !$0.away.batters.isEmpty || !$0.home.batters.isEmpty } ?? false
        started = MLBCenterState.hasStarted(f.game)
        isLive = ScoreRules.isLive(f.game)
        isFinal = ScoreRules.phase(f.game) == .final
    }

    init(_ load: Loadable<MLBWinProbability, FetchError>) {
        self.init(phase: load)
        points = load.value?.points.count ?? -1
    }

    private init<V>(phase load: Loadable<V, FetchError>) {
        isLoading = load.isLoading; hasValue = load.value != nil; loadedAt = load.loadedAt; failure = load.failure
    }
}
