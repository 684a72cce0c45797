import Foundation
import SportsCore
import TerminalUI

/// The league switch and the NHL board's place in the Scores tab: the date
/// picker is the tab's (one overlay, whichever league asked), everything else
/// of the NHL board is its own.
enum ScoresLeagues {
    /// The NHL board is on screen.
    static func nhlVisible(_ s: ScoresState, _ context: ScreenContext) -> Bool {
        s.league == .nhl && context.isShowing(ScoresModule.self)
    }

    /// `l`: the other league's board as it was left, painted at once; what
    /// it still needs (its first day, a live day's refresh) is asked for.
    static func switchLeague(_ s: inout ScoresState, _ context: ScreenContext) -> [Effect<ScoresAction>] {
        s.league = s.league.next
        switch s.league {
        case .nhl:
            return ScoresModule.liftNHL(NHLBoard.appear(&s.nhl))
        case .mlb:
            var effects: [Effect<ScoresAction>] = [.cancelTimer(.nhlLiveRefresh), .cancelTimer(.nhlCenterRefresh)]
            s.nhl.center?.refreshScheduled = false
            if s.isLoading { return effects }
            if !s.load.isSettled || s.hasLiveGame { effects += ScoresModule.load(&s, s.date) }
            return effects
        }
    }

    /// The actions the NHL board answers while it is on screen; nil for the
    /// ones that stay the tab's (the picker's keys).
    static func reduceNHL(_ s: inout ScoresState, _ action: ScoresAction, _ context: ScreenContext) -> [Effect<ScoresAction>]? {
        let visible = nhlVisible(s, context)
        switch action {
        case .app(.appear):
            return ScoresModule.liftNHL(NHLBoard.appear(&s.nhl))
        case .app(.refresh):
            return ScoresModule.liftNHL(NHLBoard.refresh(&s.nhl, context, visible: visible))
        case .app(.resized):
            s.nhl.list.reveal(s.nhl.spec, context)
            NHLStandingsScreen.clamp(&s.nhl.standings, context)
            return []
        case .app(.back):
            if s.picker != nil { s.picker = nil }
            else if s.nhl.showingStandings { s.nhl.showingStandings = false }
            else { s.nhl.list.apply(.back, s.nhl.spec, context) }
            return []
        case .nhl(.intent(.switchLeague)), .intent(.switchLeague):
            return switchLeague(&s, context)
        case .nhl(.intent(.pickDate)):
            s.picker = DatePickerState(cursor: s.nhl.date, available: s.nhl.bundledDates)
            return []
        case .nhl(.mouse(let event)) where event.kind == .click && !s.nhl.showingStandings:
            if let intent = NHLBoardView.headerClick(s.nhl, context, at: event.position) {
                return reduceNHL(&s, .nhl(.intent(intent)), context)
            }
            return ScoresModule.liftNHL(NHLBoard.reduce(&s.nhl, .mouse(event), context, visible: visible))
        case .nhl(let action):
            return ScoresModule.liftNHL(NHLBoard.reduce(&s.nhl, action, context, visible: visible))
        default:
            return nil
        }
    }

    static func nhlKeyAction(_ key: Key, _ s: ScoresState, _ context: ScreenContext) -> ScoresAction? {
        if s.nhl.showingStandings {
            return NHLStandingsScreen.keyMap(s.nhl.standings, context).intent(for: key).map { .nhl(.intent(.standingsKey($0))) }
        }
        return NHLBoardKeys.map(s.nhl, context, visible: nhlVisible(s, context)).intent(for: key).map { .nhl(.intent($0)) }
    }

    static func nhlKeyHelp(_ s: ScoresState, _ context: ScreenContext) -> [KeyHelp] {
        if s.nhl.showingStandings { return [NHLStandingsScreen.keyMap(s.nhl.standings, context).described] }
        return [NHLBoardKeys.map(s.nhl, context, visible: nhlVisible(s, context)).described]
    }
}
