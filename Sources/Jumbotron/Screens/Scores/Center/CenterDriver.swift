import FoundationEssentials
import SportsCore
import TerminalUI

/// Pure: the game center of any league. It follows the selected game (a kept
/// final at once, else fetched once the cursor rests), asks for what the
/// section on screen needs, polls a live game at the league's pace while it is
/// on screen, keeps finals, and keeps each section's scroll across refreshes.
enum CenterDriver<L: LeagueRules> {
    typealias C = L.Center
    typealias Action = BoardAction<L>

    static var rest: Duration { .milliseconds(250) }

    /// The center is on screen: beside the list when wide, pushed when narrow.
    static func isVisible(_ s: BoardState<L>, _ context: ScreenContext, _ visible: Bool) -> Bool {
        visible && s.selectedGame != nil && !s.showingCover && (s.list.isSplit(context) || s.list.showingDetail)
    }

    /// Runs after every action: a center on screen follows the selected game,
    /// and a live one that came back on screen polls again.
    static func follow(_ s: inout BoardState<L>, _ context: ScreenContext, visible: Bool) -> [Effect<Action>] {
        guard isVisible(s, context, visible), let game = s.selectedGame else { return [] }
        let id = C.id(of: game)
        if let center = s.center, center.gameId == id {
            guard !center.head.isLoading, !center.refreshScheduled, watching(center, game), !context.display.offline else { return [] }
            return scheduleRefresh(&s)
        }
        var center = C(gameId: id)
        s.centerPace = PollPace()   // another game: its own failures, none yet
        if let previous = s.center, center.offers(previous.section, game) { center.section = previous.section }
        if let kept = s.kept[id] {
            center.restore(kept)
            s.center = center
            return [.cancelTimer(.centerRefresh(s.league))] + needs(&s, row: game)
        }
        s.center = center
        if s.list.isSplit(context) && !s.list.showingDetail {
            // Says "Loading" at once; asked for when the cursor rests.
            _ = s.center?.fetchHead(final: C.isFinal(game))
            return [.cancelTimer(.centerRefresh(s.league)), .startTimer(.centerRest(s.league), after: rest, fire: .center(.restedOn(id)))]
        }
        return [.cancelTimer(.centerRefresh(s.league)), .cancelTimer(.centerRest(s.league))] + open(&s, game)
    }

    /// The first requests for a game: its head answer and what the section needs.
    static func open(_ s: inout BoardState<L>, _ game: L.Game) -> [Effect<Action>] {
        lift(s.center?.fetchHead(final: C.isFinal(game)) ?? []) + needs(&s, row: game)
    }

    /// Everything again (`r`, a retry, a live refresh).
    static func refetch(_ s: inout BoardState<L>) -> [Effect<Action>] {
        let final = s.center?.isFinal ?? false
        return lift(s.center?.fetchHead(final: final) ?? []) + needs(&s, again: true)
    }

    static func needs(_ s: inout BoardState<L>, row: L.Game? = nil, again: Bool = false) -> [Effect<Action>] {
        let row = row ?? s.selectedGame
        return lift(s.center?.sectionNeeds(row: row, again: again) ?? [])
    }

    /// A live game is polled; so is one the board's row says has begun while the center's answer is from before
    /// (a preview opened before the first pitch), until an answer says so too.
    static func watching(_ center: C, _ row: L.Game?) -> Bool {
        center.isLive || (!center.isFinal && center.head.hasValue && row.map { L.summary($0).isLive } == true)
    }

    static func scheduleRefresh(_ s: inout BoardState<L>) -> [Effect<Action>] {
        guard let pace = s.center?.liveWait else { return [] }
        s.center?.refreshScheduled = true
        return [.startTimer(.centerRefresh(s.league), after: s.centerPace.wait(pace: pace, live: true), fire: .center(.refreshDue))]
    }

    static func reduce(_ s: inout BoardState<L>, _ action: CenterAction<C>, _ context: ScreenContext,
                       visible: Bool) -> [Effect<Action>] {
        switch action {
        case .answer(let answer):
            guard var center = s.center, let change = center.apply(answer) else { return [] }
            if case .head(let failure, _) = change { s.centerPace.record(failure) }
            if case .probed(let changed) = change {
                // Unchanged: nothing more is asked until the next poll; changed (or unreadable): the head answer now.
                s.center = center
                if changed { return lift(s.center?.fetchHead(final: false) ?? []) }
                Board<L>.patchRow(&s, with: center)   // a count the probe brought
                s.centerPace.record(nil)
                return watching(center, s.selectedGame) && isVisible(s, context, visible) && !context.display.offline ? scheduleRefresh(&s) : []
            }
            guard case .head(let failure, let hadValue) = change else {
                s.center = center
                keepIfFinal(&s)
                return []
            }
            if !center.offers(center.section, s.selectedGame), let first = C.Section.allCases.first { center.section = first }
            s.center = center
            Board<L>.patchRow(&s, with: center)
            keepIfFinal(&s)
            var effects = needs(&s)
            // A dialog only when the game was opened on purpose; beside the list the
            // pane says what failed and `r` tries again, so moving the cursor never pops one.
            if let failure, !hadValue, s.list.showingDetail, !s.list.isSplit(context), visible {
                effects += Effect.retryDialog(for: failure, .center(.retry(center.gameId)), service: "\(s.league.name) game")
            }
            if watching(center, s.selectedGame), isVisible(s, context, visible), !context.display.offline { effects += scheduleRefresh(&s) }
            return effects
        case .refreshDue:
            s.center?.refreshScheduled = false
            guard let center = s.center, watching(center, s.selectedGame), isVisible(s, context, visible), !center.head.isLoading else { return [] }
            // A preview the row has overtaken asks its head answer anew, not a light check of it.
            if !center.isLive { return refetch(&s) }
            return lift(s.center?.fetchLive() ?? []) + needs(&s, again: true)
        case .retry(let id):
            guard s.center?.gameId == id else { return [] }
            return refetch(&s)
        case .restedOn(let id):
            guard s.center?.gameId == id, s.center?.head.hasValue == false, let game = s.selectedGame,
                  C.id(of: game) == id else { return [] }
            return open(&s, game)
        }
    }

    static func keepIfFinal(_ s: inout BoardState<L>) {
        guard let center = s.center, center.isFinal, let kept = center.keep(merging: s.kept[center.gameId]) else { return }
        s.kept.keep(kept, id: center.gameId)
    }

    static func perform(_ s: inout BoardState<L>, _ intent: CenterIntent<C>, _ context: ScreenContext) -> [Effect<Action>] {
        if case .fullScreen = intent {
            // Follows on the next pass: the center opens with the list's detail.
            let full = s.list.fullScreen || (s.list.showingDetail && !context.isSplit)
            if full { s.list.closeDetail() } else { s.list.zoom() }
            return []
        }
        guard var center = s.center else { return [] }
        switch intent {
        case .section(let section):
            return turn(&s, to: section)
        case .own(let intent, let section):
            var effects: [Effect<Action>] = []
            if section != center.section {
                effects = turn(&s, to: section)
                guard let turned = s.center, turned.section == section else { return effects }
                center = turned
            }
            let pane = s.list.detailPane(Board<L>.spec(s, context), context) ?? context.layout.content
            let next = center.perform(intent, list: &s.list, body: Size(width: pane.width, height: max(1, pane.height - 1)))
            s.center = center
            if let next { effects += turn(&s, to: next) }
            return effects
        case .fullScreen:
            return []
        }
    }

    /// Another section on screen, each keeping its own scroll; and what it needs asked for.
    static func turn(_ s: inout BoardState<L>, to section: C.Section) -> [Effect<Action>] {
        guard var center = s.center, center.offers(section, s.selectedGame), section != center.section else { return [] }
        s.list.turn(from: center.section, to: section, scrolls: &center.scrolls)
        center.section = section
        s.center = center
        return needs(&s)
    }

    static func lift(_ effects: [Effect<C.Answer>]) -> [Effect<Action>] { effects.map { $0.map { .center(.answer($0)) } } }
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
