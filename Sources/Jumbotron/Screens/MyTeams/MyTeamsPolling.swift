import FoundationEssentials
import SportsCore

/// When My Teams asks a league again, and for which days. A followed game
/// that is live, or due and not started yet (real games sit in `Pre-Game`
/// for minutes after their listed start), is asked for at the league's live
/// pace until it is over; one listed for later today is looked at every few
/// minutes until it starts; a day whose answer failed is asked again with
/// backoff (and never sooner than the server's `Retry-After`).
enum MyTeamsPolling {
    /// A game listed for later today is looked at again at least this often.
    static let todayCheck: TimeInterval = 300
    /// A game still not started this long after its listed start is no longer
    /// chased at the live pace (a postponement the feed never said), only checked.
    static let lateStart: TimeInterval = 4 * 3600

    /// Past its listed start, not started yet.
    static func isDue(_ game: Contest, now: Date) -> Bool {
        guard game.state == .scheduled, !game.timeTBD, let start = game.start else { return false }
        return start <= now && now.timeIntervalSince(start) < lateStart
    }

    /// Listed for today (its board's day or the user's), not started yet.
    static func isToday(_ game: DatedGame, now: Date, today: Day, zone: Zone) -> Bool {
        guard game.game.state == .scheduled else { return false }
        if game.day == today { return true }
        return game.game.start.map { Day($0, in: zone) == today && $0 > now } ?? false
    }

    /// The days to ask next and how long to wait first; nil when nothing needs asking.
    static func plan(_ s: MyTeamsState, _ league: ScoresLeague, _ context: ScreenContext,
                     now: Date) -> (wait: Duration, days: Set<Day>, live: Bool)? {
        let pace = league.entry.livePace(context.liveRefresh)
        let backoff = s.paces[league] ?? PollPace()
        // A club's cup tie is polled with its cup's days, its league games with its league's.
        let mine = s.blocks.filter { $0.leagues.contains(league) }
        let failed = s.failedDays[league] ?? []
        // The games marked for the multiview are watched as a followed team's are.
        let marked = MyTeamsModule.markedGames(s, league, context)
        let live = mine.compactMap(\.live).filter { $0.league == league } + marked.filter { $0.game.isLive }
        let coming = mine.compactMap(\.next).filter { $0.league == league } + marked.filter { $0.game.state == .scheduled }
        let due = coming.filter { isDue($0.game, now: now) }
        let today = coming.filter { isToday($0, now: now, today: context.today, zone: context.display.timeZone) }
        let days = failed.union(live.map(\.day)).union(due.map(\.day)).union(today.map(\.day))
        guard !days.isEmpty else { return nil }
        let watching = !live.isEmpty || !due.isEmpty
        if !failed.isEmpty || watching { return (backoff.wait(pace: pace, live: watching), days, watching) }
        // Only games later today: until the first one's start (or a quarter of
        // an hour before it, when its alert is due), at most a few minutes.
        let timed = today.filter { !$0.game.timeTBD }.compactMap(\.game.start).flatMap { [$0.addingTimeInterval(-15 * 60), $0] }.filter { $0 > now }
        let first = timed.min().map { $0.timeIntervalSince(now) } ?? todayCheck
        let wait = Duration.seconds(Int(min(todayCheck, max(pace.timeInterval, first + 1)).rounded(.up)))
        return (max(wait, backoff.wait(pace: pace)), days, false)
    }
}
