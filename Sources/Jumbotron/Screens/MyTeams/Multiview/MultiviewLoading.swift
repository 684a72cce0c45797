import FoundationEssentials
import SportsCore

/// The marked games are watched as the followed teams' are: each one's day
/// is asked once (a league nobody follows too), and a live one is polled at
/// its league's pace with the followed games' days (`MyTeamsPolling`).
extension MyTeamsModule {
    static func loadMarked(_ state: inout MyTeamsState, _ context: ScreenContext, again: Bool = false) -> [Effect<MyTeamsAction>] {
        var effects: [Effect<MyTeamsAction>] = []
        var asked = Set<String>()
        for link in context.saved.marked {
            let key = "\(link.league.rawValue)/\(link.day.iso)"
            let known = state.days[link.league]?[link.day] != nil && !again
            let coming = state.pending.contains(key) || state.queued[link.league]?.contains(link.day) == true
            guard !known, !coming, asked.insert(key).inserted else { continue }
            effects.append(ask(&state, link.league, link.day, context, background: false))
        }
        // A marked game already live whose league has no poll waiting: one starts at the league's pace.
        if !context.display.offline {
            for league in Set(context.saved.marked.map(\.league)) where state.planned[league] == nil {
                let live = context.saved.marked.filter { $0.league == league }.compactMap { state.game($0) }.filter { $0.game.isLive }
                guard !live.isEmpty, !state.pending.contains(where: { $0.hasPrefix(league.rawValue + "/") }) else { continue }
                state.planned[league] = Set(live.map(\.day))
                state.polling.insert(league)
                effects.append(.startTimer(.myTeamsPoll(league), after: league.entry.livePace(context.liveRefresh), fire: .pollDue(league)))
            }
        }
        return effects
    }

    /// The marked games of a league, as last answered: polled while live or due.
    static func markedGames(_ state: MyTeamsState, _ league: ScoresLeague, _ context: ScreenContext) -> [DatedGame] {
        context.saved.marked.filter { $0.league == league }.compactMap { state.game($0) }
    }
}
