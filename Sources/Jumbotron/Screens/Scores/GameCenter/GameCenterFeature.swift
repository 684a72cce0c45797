import Foundation
import SportsCore
import TerminalUI

public enum GameCenterAction: Equatable, Sendable {
    case feedLoaded(Int, Result<Loaded<MLBGameFeed>, FetchError>, at: Date)
    case winProbabilityLoaded(Int, Result<Loaded<MLBWinProbability>, FetchError>, at: Date)
    /// Time to fetch a live game's feed again.
    case refreshDue
    /// The cursor rested on a game beside the list: now its feed is worth asking for.
    case restedOn(Int)
    case retry(Int)
}

public enum GameCenterIntent: Equatable, Sendable {
    case section(GameCenterState.Section)
    case toggleScoringOnly
    case previousPlay, nextPlay
    case switchTeam
}

extension TimerID {
    /// Re-fetch the feed of a live game whose center is on screen.
    public static let gameCenterRefresh = TimerID("scores.gameCenterRefresh")
    /// Beside the list, a game's feed (1.6 MB) is asked for once the cursor
    /// rests on it, not for every game it passes.
    public static let gameCenterRest = TimerID("scores.gameCenterRest")
}

/// Pure: which game the center follows, its sections, its feed and its live refresh.
enum GameCenterFeature {
    /// Never poll faster than this, whatever the feed asks.
    static let minimumWait = 5
    static let defaultWait = 10
    static let maximumWait = 300
    static let rest = Duration.milliseconds(250)

    /// The center is on screen: beside the list when wide, pushed when narrow.
    static func isVisible(_ s: ScoresState, _ context: ScreenContext) -> Bool {
        s.league == .mlb && s.selectedGame != nil && !s.isShowingStandings && context.isShowing(ScoresModule.self)
            && (context.isSplit || s.list.showingDetail)
    }

    /// Runs after every action: a center on screen follows the selected game
    /// (fetching it unless it is a final kept from earlier), and a live one
    /// that came back on screen polls again.
    static func follow(_ s: inout ScoresState, _ context: ScreenContext) -> [Effect<ScoresAction>] {
        guard isVisible(s, context), let game = s.selectedGame else { return [] }
        if let center = s.center, center.gamePk == game.gamePk {
            guard !center.feed.isLoading, !center.refreshScheduled, center.isLive, !context.display.offline else { return [] }
            return scheduleRefresh(&s, context)
        }
        var center = GameCenterState(gamePk: game.gamePk)
        if let previous = s.center, center.offers(previous.section, game) { center.section = previous.section }
        s.center = center
        if let kept = s.kept[game.gamePk] {
            s.center?.feed.apply(.success(Loaded(value: kept, origin: .cache(fetchedAt: .distantPast))), at: .distantPast)
            return [.cancelTimer(.gameCenterRefresh)] + sectionNeeds(&s)
        }
        if context.isSplit && !s.list.showingDetail {
            s.center?.feed.start()   // says "Loading" at once; asked for when the cursor rests
            return [.cancelTimer(.gameCenterRefresh), .startTimer(.gameCenterRest, after: rest, fire: .center(.restedOn(game.gamePk)))]
        }
        return [.cancelTimer(.gameCenterRefresh), .cancelTimer(.gameCenterRest)]
            + fetchFeed(&s, game.gamePk, final: ScoreRules.phase(game) == .final)
    }

    static func fetchFeed(_ s: inout ScoresState, _ pk: Int, final: Bool = false) -> [Effect<ScoresAction>] {
        s.center?.feed.start()
        s.center?.refreshScheduled = false
        return [.fetch(.mlbGameFeed(pk, final: final), key: "gamecenter") { .center(.feedLoaded(pk, $0, at: $1)) }]
    }

    /// The win probability is fetched when its section is first shown (and
    /// again with each live refresh while it is).
    static func sectionNeeds(_ s: inout ScoresState) -> [Effect<ScoresAction>] {
        guard let center = s.center, center.section == .winProbability, !center.winProbability.isLoading,
              center.winProbability.value == nil || center.isLive else { return [] }
        let pk = center.gamePk
        s.center?.winProbability.start()
        return [.fetch(.mlbWinProbability(pk, final: center.isFinal), key: "winprob") { .center(.winProbabilityLoaded(pk, $0, at: $1)) }]
    }

    static func scheduleRefresh(_ s: inout ScoresState, _ context: ScreenContext) -> [Effect<ScoresAction>] {
        // The feed's own pace, never faster than every 5 s, and never so slow
        // (a wild `wait`) that a live game stops moving.
        let wait = min(max(minimumWait, s.center?.feed.value?.wait ?? defaultWait), maximumWait)
        s.center?.refreshScheduled = true
        return [.startTimer(.gameCenterRefresh, after: .seconds(wait), fire: .center(.refreshDue))]
    }

    static func reduce(_ s: inout ScoresState, _ action: GameCenterAction, _ context: ScreenContext) -> [Effect<ScoresAction>] {
        switch action {
        case .feedLoaded(let pk, let result, let at):
            guard s.center?.gamePk == pk, var center = s.center else { return [] }
            let hadValue = center.feed.value != nil
            let failure = center.feed.apply(result, at: at)
            if let feed = center.feed.value, ScoreRules.phase(feed.game) == .final { s.kept.keep(feed) }
            if !center.offers(center.section, s.selectedGame) { center.section = .summary }
            s.center = center
            var effects = sectionNeeds(&s)
            // A dialog only when the game was opened on purpose; beside the list the
            // pane says what failed and `r` tries again, so moving the cursor never pops one.
            if let failure, !hadValue, s.list.showingDetail, !context.isSplit {
                effects += Effect.retryDialog(for: failure, .center(.retry(pk)))
            }
            if center.isLive, isVisible(s, context), !context.display.offline { effects += scheduleRefresh(&s, context) }
            return effects
        case .winProbabilityLoaded(let pk, let result, let at):
            guard s.center?.gamePk == pk else { return [] }
            _ = s.center?.winProbability.apply(result, at: at)
            return []
        case .refreshDue:
            s.center?.refreshScheduled = false
            guard let center = s.center, center.isLive, isVisible(s, context), !center.feed.isLoading else { return [] }
            var effects = fetchFeed(&s, center.gamePk)
            if center.section == .winProbability { effects += sectionNeeds(&s) }
            return effects
        case .retry(let pk):
            guard s.center?.gamePk == pk else { return [] }
            return fetchFeed(&s, pk)
        case .restedOn(let pk):
            guard s.center?.gamePk == pk, s.center?.feed.value == nil, let game = s.selectedGame, game.gamePk == pk else { return [] }
            return fetchFeed(&s, pk, final: ScoreRules.phase(game) == .final)
        }
    }

    static func perform(_ s: inout ScoresState, _ intent: GameCenterIntent, _ context: ScreenContext) -> [Effect<ScoresAction>] {
        guard var center = s.center else { return [] }
        switch intent {
        case .section(let section):
            guard center.offers(section, s.selectedGame), section != center.section else { return [] }
            s.list.turn(from: center.section, to: section, scrolls: &center.scrolls)
            center.section = section
            s.center = center
            return sectionNeeds(&s)
        case .toggleScoringOnly:
            center.scoringOnly.toggle()
            s.list.detailScroll.restore(0, selected: s.list.selected)
        case .previousPlay, .nextPlay:
            guard let shown = center.shownPlayIndex, let count = center.feed.value?.plays.count else { return [] }
            let next = min(max(0, shown + (intent == .nextPlay ? 1 : -1)), count - 1)
            // Stepping onto the latest plate appearance follows it again while live.
            center.playIndex = next == count - 1 ? nil : next
        case .switchTeam:
            center.boxSide = center.boxSide == .away ? .home : .away
        }
        s.center = center
        return []
    }
}

extension ListDetail {
    /// A game center's section change: each section keeps its own scroll,
    /// so `current`'s is kept and `next`'s put back (clamped when drawn).
    mutating func turn<Section: Hashable>(from current: Section, to next: Section, scrolls: inout [Section: Int]) {
        scrolls[current] = detailOffset
        detailScroll.restore(scrolls[next] ?? 0, selected: selected)
    }
}

extension DetailScroll {
    /// Puts the scroll back where a section left it (clamped when drawn).
    mutating func restore(_ offset: Int, selected: Int) {
        row = selected
        self.offset = max(0, offset)
    }
}
