import Foundation
import SportsCore
import TerminalUI

public enum NHLCenterAction: Equatable, Sendable {
    case landingLoaded(Int, Result<Loaded<NHLLanding>, FetchError>, at: Date)
    case boxLoaded(Int, Result<Loaded<NHLBoxscore>, FetchError>, at: Date)
    case playsLoaded(Int, Result<Loaded<NHLPlayByPlay>, FetchError>, at: Date)
    /// Time to fetch a live game again.
    case refreshDue
    /// The cursor rested on a game beside the list: now it is worth asking for.
    case restedOn(Int)
    case retry(Int)
}

public enum NHLCenterIntent: Equatable, Sendable {
    case section(NHLCenterState.Section)
    case switchTeam
    case toggleKeyPlays
}

extension TimerID {
    public static let nhlCenterRefresh = TimerID("scores.nhl.centerRefresh")
    public static let nhlCenterRest = TimerID("scores.nhl.centerRest")
}

/// Pure: which game the NHL center follows, what it fetches for each
/// section, and its live refresh (every 10 s while on screen, as the MLB
/// center does at the feed's own pace).
enum NHLCenterFeature {
    static let liveWait = Duration.seconds(10)
    static let rest = Duration.milliseconds(250)

    static func isVisible(_ s: NHLBoardState, _ context: ScreenContext, _ visible: Bool) -> Bool {
        visible && s.selectedGame != nil && !s.showingStandings && (context.isSplit || s.list.showingDetail)
    }

    /// Runs after every NHL action: a center on screen follows the selected
    /// game (a kept final at once, else fetched), and a live one polls.
    static func follow(_ s: inout NHLBoardState, _ context: ScreenContext, visible: Bool) -> [Effect<NHLBoardAction>] {
        guard isVisible(s, context, visible), let game = s.selectedGame else { return [] }
        if let center = s.center, center.gameId == game.id {
            guard !center.landing.isLoading, !center.refreshScheduled, center.isLive, !context.display.offline else { return [] }
            s.center?.refreshScheduled = true
            return [.startTimer(.nhlCenterRefresh, after: liveWait, fire: .center(.refreshDue))]
        }
        var center = NHLCenterState(gameId: game.id)
        if let previous = s.center, center.offers(previous.section, game) { center.section = previous.section }
        if let kept = s.kept[game.id] {
            let old = Date.distantPast
            center.landing.apply(.success(Loaded(value: kept.landing, origin: .cache(fetchedAt: old))), at: old)
            if let box = kept.box { center.box.apply(.success(Loaded(value: box, origin: .cache(fetchedAt: old))), at: old) }
            if let plays = kept.plays { center.plays.apply(.success(Loaded(value: plays, origin: .cache(fetchedAt: old))), at: old) }
            s.center = center
            return [.cancelTimer(.nhlCenterRefresh)] + sectionNeeds(&s)
        }
        s.center = center
        if context.isSplit && !s.list.showingDetail {
            s.center?.landing.start()   // says "Loading" at once; asked for when the cursor rests
            return [.cancelTimer(.nhlCenterRefresh), .startTimer(.nhlCenterRest, after: rest, fire: .center(.restedOn(game.id)))]
        }
        return [.cancelTimer(.nhlCenterRefresh), .cancelTimer(.nhlCenterRest)] + fetchLanding(&s, game.id, final: isFinal(game))
            + sectionNeeds(&s, row: game)
    }

    static func isFinal(_ game: NHLGame) -> Bool { NHLGameRules.phase(game) == .final }

    static func fetchLanding(_ s: inout NHLBoardState, _ id: Int, final: Bool) -> [Effect<NHLBoardAction>] {
        s.center?.landing.start()
        s.center?.refreshScheduled = false
        return [.fetch(.nhlLanding(id, final: final), key: "nhl-landing") { .center(.landingLoaded(id, $0, at: $1)) }]
    }

    /// The landing and what the section on screen needs, all again (`r`, a live refresh).
    static func fetchAll(_ s: inout NHLBoardState, _ id: Int) -> [Effect<NHLBoardAction>] {
        let final = s.center?.isFinal ?? false
        return fetchLanding(&s, id, final: final) + sectionNeeds(&s, again: true)
    }

    /// The plays feed the summary's shots by period, the plays and the map;
    /// the box score only its own section. Each is fetched once for a final,
    /// and again with each refresh of a live game.
    static func sectionNeeds(_ s: inout NHLBoardState, row: NHLGame? = nil, again: Bool = false) -> [Effect<NHLBoardAction>] {
        guard let center = s.center, let game = center.game(row ?? s.selectedGame),
              center.offers(.plays, game) else { return [] }
        let id = center.gameId, final = isFinal(game)
        var effects: [Effect<NHLBoardAction>] = []
        if center.section == .box {
            if !center.box.isLoading, center.box.value == nil || (again && !final) {
                s.center?.box.start()
                effects.append(.fetch(.nhlBoxscore(id, final: final), key: "nhl-box") { .center(.boxLoaded(id, $0, at: $1)) })
            }
        } else if !center.plays.isLoading, center.plays.value == nil || (again && !final) {
            s.center?.plays.start()
            effects.append(.fetch(.nhlPlayByPlay(id, final: final), key: "nhl-plays") { .center(.playsLoaded(id, $0, at: $1)) })
        }
        return effects
    }

    static func reduce(_ s: inout NHLBoardState, _ action: NHLCenterAction, _ context: ScreenContext,
                       visible: Bool) -> [Effect<NHLBoardAction>] {
        switch action {
        case .landingLoaded(let id, let result, let at):
            guard s.center?.gameId == id, var center = s.center else { return [] }
            let hadValue = center.landing.value != nil
            let failure = center.landing.apply(result, at: at)
            if !center.offers(center.section, s.selectedGame) { center.section = .summary }
            s.center = center
            if let landing = center.landing.value {
                NHLBoard.patchRow(&s, with: landing.game)
                if center.isFinal { s.kept.keep(landing, box: center.box.value, plays: center.plays.value) }
            }
            var effects = sectionNeeds(&s)
            if let failure, !hadValue, s.list.showingDetail, !context.isSplit, visible {
                effects += Effect.retryDialog(for: failure, .center(.retry(id)))
            }
            if center.isLive, isVisible(s, context, visible), !context.display.offline {
                s.center?.refreshScheduled = true
                effects.append(.startTimer(.nhlCenterRefresh, after: liveWait, fire: .center(.refreshDue)))
            }
            return effects
        case .boxLoaded(let id, let result, let at):
            guard s.center?.gameId == id else { return [] }
            _ = s.center?.box.apply(result, at: at)
            keepIfFinal(&s)
            return []
        case .playsLoaded(let id, let result, let at):
            guard s.center?.gameId == id else { return [] }
            _ = s.center?.plays.apply(result, at: at)
            keepIfFinal(&s)
            return []
        case .refreshDue:
            s.center?.refreshScheduled = false
            guard let center = s.center, center.isLive, isVisible(s, context, visible), !center.landing.isLoading else { return [] }
            return fetchAll(&s, center.gameId)
        case .retry(let id):
            guard s.center?.gameId == id else { return [] }
            return fetchAll(&s, id)
        case .restedOn(let id):
            guard s.center?.gameId == id, s.center?.landing.value == nil, let game = s.selectedGame, game.id == id else { return [] }
            return fetchLanding(&s, id, final: isFinal(game)) + sectionNeeds(&s, row: game)
        }
    }

    static func keepIfFinal(_ s: inout NHLBoardState) {
        guard let center = s.center, center.isFinal, let landing = center.landing.value else { return }
        s.kept.keep(landing, box: center.box.value, plays: center.plays.value)
    }

    static func perform(_ s: inout NHLBoardState, _ intent: NHLCenterIntent, _ context: ScreenContext) -> [Effect<NHLBoardAction>] {
        guard var center = s.center else { return [] }
        switch intent {
        case .section(let section):
            guard center.offers(section, s.selectedGame), section != center.section else { return [] }
            s.list.turn(from: center.section, to: section, scrolls: &center.scrolls)
            center.section = section
            s.center = center
            return sectionNeeds(&s)
        case .switchTeam:
            center.boxSide = center.boxSide == .away ? .home : .away
        case .toggleKeyPlays:
            center.keyPlaysOnly.toggle()
            s.list.detailScroll.restore(0, selected: s.list.selected)
        }
        s.center = center
        return []
    }
}
