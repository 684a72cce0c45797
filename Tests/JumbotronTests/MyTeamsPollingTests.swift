import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// My Teams never stops watching: a game that starts late is polled until it
/// is over, a game later today is looked at every few minutes, a failed load
/// is said as such and tried again with backoff (never before `Retry-After`),
/// an older copy never rolls a score back, and an event is told once.
@Suite struct MyTeamsPollingTests {
    static let chiefsGame = 401772013
    static let bearsGame = 401772003

    /// Live My Teams on the NFL sample's Sunday (as today), following `team`.
    func watching(_ team: FollowedTeam = Followed.chiefs) -> AppState {
        var s = makeState(tab: .myTeams, offline: false)
        s.display.offline = false
        s.today = nflSampleDay
        s.saved = Saved(shows: [], players: [], teams: [team])
        s.myTeams = MyTeamsState(sampleDays: [.nfl: [nflSampleDay]])
        _ = reduce(&s, .myTeams(.app(.savedChanged)))
        return s
    }

    /// The sample's games with one of them changed.
    func games(_ id: Int, _ change: (inout Contest) -> Void) -> [Contest] {
        var games = sampleSummaries(.nfl).1
        change(&games[games.firstIndex { $0.id == id }!])
        return games
    }

    @discardableResult
    func answer(_ s: inout AppState, _ result: Result<Loaded<[Contest]>, FetchError>, at: Date) -> [EffectSignature] {
        reduce(&s, .myTeams(.loaded(.nfl, FeedAnswer(day: nflSampleDay, result: result, at: at), background: true)))
    }

    static func isAlert(_ e: EffectSignature) -> Bool { if case .log(let line) = e { line.hasPrefix("alert: ") } else { false } }

    func fresh(_ games: [Contest]) -> Result<Loaded<[Contest]>, FetchError> { .success(Loaded(value: games, origin: .network)) }

    /// How long until the next poll, if one is set.
    func pollWait(_ effects: [EffectSignature]) -> Duration? {
        effects.lazy.compactMap { if case .startTimer(.myTeamsPoll(.nfl), let after) = $0 { after } else { nil } }.first
    }

    @Test func aGameThatStartsLateIsPolledAtTheLivePaceUntilItIsOver() {
        var s = watching()
        let start = loadTime.addingTimeInterval(15)
        let pregame = games(Self.chiefsGame) { $0.start = start }
        #expect(pollWait(answer(&s, fresh(pregame), at: loadTime)) == .seconds(16), "asked again just after the listed start")
        #expect(reduce(&s, .myTeams(.pollDue(.nfl))) == [.fetch(.nflDay(date: nflSampleDay.iso))])
        // Still `Pre-Game` after its start, again and again: asked at the league's live pace (15 s), never dropped.
        for late in [16.0, 170, 900] {
            #expect(pollWait(answer(&s, fresh(pregame), at: start.addingTimeInterval(late))) == .seconds(15), "\(late) s late")
            #expect(s.myTeams.planned[.nfl] == [nflSampleDay])
        }
        let started = games(Self.chiefsGame) { $0.start = start; $0.state = .live(period: "Q1", clock: "15:00"); $0.away.score = 0; $0.home.score = 0 }
        let effects = answer(&s, fresh(started), at: start.addingTimeInterval(960))
        #expect(pollWait(effects) == .seconds(15))
        #expect(s.banner?.contains("has started") == true, "the start is told")
        let over = games(Self.chiefsGame) { $0.start = start; $0.state = .final(detail: nil); $0.away.score = 3; $0.home.score = 7; $0.winner = .home }
        #expect(answer(&s, fresh(over), at: start.addingTimeInterval(4 * 3600)).contains(.cancelTimer(.myTeamsPoll(.nfl))),
                "a final ends the polling")
    }

    @Test func aGameLaterTodayIsLookedAtEveryFewMinutes() {
        var s = watching()
        let evening = games(Self.chiefsGame) { $0.start = loadTime.addingTimeInterval(3 * 3600) }
        #expect(pollWait(answer(&s, fresh(evening), at: loadTime)) == .seconds(300))
        let soon = games(Self.chiefsGame) { $0.start = loadTime.addingTimeInterval(100) }
        #expect(pollWait(answer(&s, fresh(soon), at: loadTime)) == .seconds(101))
    }

    @Test func aFailedFirstLoadIsSaidRetriedWithBackoffAndRNow() {
        var s = watching(Followed.bears)
        #expect(pollWait(answer(&s, .failure(.httpStatus(500)), at: loadTime)) == .seconds(30), "twice the pace after one failure")
        let text = renderScreen(s).snapshot
        #expect(text.contains("Couldn't load NFL games: The server answered HTTP 500."), "\(text)")
        #expect(text.contains("Next try at") && text.contains("r tries now"))
        #expect(!text.contains("Nothing scheduled"), "a failure is never called an empty schedule")
        #expect(pollWait(answer(&s, .failure(.httpStatus(500)), at: loadTime.addingTimeInterval(30))) == .seconds(60))
        #expect(pollWait(answer(&s, .failure(.timeout), at: loadTime.addingTimeInterval(90))) == .seconds(120))
        // `r` asks again now.
        #expect(press(&s, .char("r")).contains(.fetch(.nflDay(date: nflSampleDay.iso))))
        answer(&s, fresh(sampleSummaries(.nfl).1), at: loadTime.addingTimeInterval(100))
        #expect(s.myTeams.failures.isEmpty && s.myTeams.blocks.first?.live?.game.id == Self.bearsGame)
        #expect(!renderScreen(s).snapshot.contains("Couldn't load"))
    }

    @Test func retryAfterIsHonouredEvenWithACopyToShow() {
        var s = watching(Followed.bears)
        answer(&s, fresh(sampleSummaries(.nfl).1), at: loadTime)
        let copy = Loaded(value: sampleSummaries(.nfl).1, origin: .staleCache(fetchedAt: loadTime, failure: .rateLimited(retryAfter: 120)))
        #expect(pollWait(answer(&s, .success(copy), at: loadTime.addingTimeInterval(15))) == .seconds(120))
        let busy = Loaded(value: sampleSummaries(.nfl).1, origin: .staleCache(fetchedAt: loadTime, failure: .unavailable(retryAfter: 200)))
        #expect(pollWait(answer(&s, .success(busy), at: loadTime.addingTimeInterval(135))) == .seconds(200))
        #expect(renderScreen(s).snapshot.contains("not updated"), "the block says it is not current")
    }

    @Test func anOlderCopyNeverRollsTheScoreBackNorRepeatsAnAlert() {
        var s = watching(Followed.bears)
        s.display.alerts = .banner
        answer(&s, fresh(sampleSummaries(.nfl).1), at: loadTime)
        let scored = games(Self.bearsGame) { $0.away.score = 24 }
        #expect(answer(&s, fresh(scored), at: loadTime.addingTimeInterval(15)).contains(where: Self.isAlert))
        // The next poll fails and falls back to the copy on disk from before the touchdown.
        let older = Loaded(value: sampleSummaries(.nfl).1, origin: .staleCache(fetchedAt: loadTime, failure: .httpStatus(502)))
        answer(&s, .success(older), at: loadTime.addingTimeInterval(30))
        #expect(s.myTeams.blocks.first?.live?.game.away.score == 24, "the newer score stays")
        // The same touchdown again (answers out of order): told once only.
        let again = answer(&s, fresh(scored), at: loadTime.addingTimeInterval(45))
        #expect(!again.contains(where: Self.isAlert))
    }

    @Test func thirtyTeamsScoringAtOnceMakeOneNotification() {
        var s = makeState(tab: .scores)
        s.display.alerts = .desktop
        s.notifyStyle = .osc9
        let lines = (1...30).map { "T\($0) scores" }
        let first = AppReducer.reduce(&s, .to(MyTeamsModule.self, .app(.resized))) + AlertsFeature.alert(AlertNews(lines, at: loadTime), &s)
        let signals = first.map(\.signature).filter { if case .signal = $0 { true } else { false } }
        #expect(signals.count == 1)
        guard case .signal(.notify(_, let body, _, _))? = signals.first else { Issue.record("no notification"); return }
        #expect(body.hasPrefix("30 updates: T1 scores · T2 scores"))
        #expect(s.banner == "+29 more · T30 scores")
        // Two seconds later: held, and told when the gap is over.
        let soon = AlertsFeature.alert(AlertNews(["T31 scores"], at: loadTime.addingTimeInterval(2)), &s).map(\.signature)
        #expect(!soon.contains { if case .signal = $0 { true } else { false } })
        #expect(soon.contains(.startTimer(AlertsFeature.spacingTimer, after: .seconds(3))))
        #expect(reduce(&s, .alertsDue) == [.signal(.notify(title: "Jumbotron", body: "T31 scores", style: .osc9, passthrough: false))])
        // The bell, the same way: at most one every few seconds.
        s.display.alerts = .bell
        let bells = (0..<10).flatMap { AlertsFeature.alert(AlertNews(["goal"], at: loadTime.addingTimeInterval(20 + Double($0) * 0.1)), &s) }
        #expect(bells.map(\.signature).filter { $0 == .signal(.bell) }.count == 1)
    }

    @Test func aStartThatIsOnlyADayIsNotChasedByTheClock() {
        var s = watching()
        let tbd = games(Self.chiefsGame) { $0.start = loadTime.addingTimeInterval(-600); $0.timeTBD = true }
        #expect(pollWait(answer(&s, fresh(tbd), at: loadTime)) == .seconds(300), "a day without a time is checked, not chased")
    }
}

/// A board with a live game keeps watching through failures at its pace,
/// never before `Retry-After`, and without a dialog every poll.
@Suite struct BoardPollingTests {
    func liveNFL() -> AppState {
        var s = loadedNFL(width: 120, height: 40)
        s.display.offline = false
        return s
    }

    func refreshWait(_ effects: [EffectSignature]) -> Duration? {
        effects.lazy.compactMap { if case .startTimer(.liveRefresh(.nfl), let after) = $0 { after } else { nil } }.first
    }

    @Test func retryAfterAndBackoffPaceTheBoard() {
        var s = liveNFL()
        let copy = Loaded(value: sampleNFLWeek(), origin: .staleCache(fetchedAt: loadTime, failure: .rateLimited(retryAfter: 120)))
        #expect(refreshWait(reduce(&s, .scores(.nfl(.loaded(nflSampleDay, .success(copy), at: loadTime.addingTimeInterval(15)))))) == .seconds(120))
        s.presented = nil
        let failed = reduce(&s, .scores(.nfl(.loaded(nflSampleDay, .failure(.timeout), at: loadTime.addingTimeInterval(140)))))
        #expect(refreshWait(failed) == .seconds(15), "two failures in a row while live: still the pace, so the score is back within one of the server's return")
        #expect((s.presented == nil), "a live board's failed poll says stale in its header, not a dialog every time")
        let back = reduce(&s, .scores(.nfl(.loaded(nflSampleDay, .success(Loaded(value: sampleNFLWeek(), origin: .network)),
                                                at: loadTime.addingTimeInterval(200)))))
        #expect(refreshWait(back) == .seconds(15))
    }
}

/// A live game's poll does not wait for the rest of the window: with a delay,
/// each day that can be live waits it, and the days after today's held its
/// polls back (a start told 85 s late in the delay soak).
@Suite struct WindowPollingTests {
    @Test func todaysLiveGameIsPolledWhileTheWindowStillComes() {
        var s = makeState(tab: .myTeams, offline: false)
        s.display.offline = false
        s.today = nflSampleDay
        s.saved = Saved(shows: [], players: [], teams: [Followed.chiefs])
        let window = [nflSampleDay, nflSampleDay.adding(days: -7), nflSampleDay.adding(days: 7)]
        s.myTeams = MyTeamsState()
        let asked = reduce(&s, .myTeams(.app(.savedChanged)))
        #expect(asked.contains(.fetch(.nflDay(date: nflSampleDay.iso))), "today first: \(asked)")
        #expect(s.myTeams.queued[.nfl] == Array(window.dropFirst()), "the rest after it")
        var games = sampleSummaries(.nfl).1
        let i = games.firstIndex { $0.id == MyTeamsPollingTests.chiefsGame }!
        games[i].state = .live(period: "Q1", clock: "12:00"); games[i].away.score = 0; games[i].home.score = 7
        let effects = reduce(&s, .myTeams(.loaded(.nfl, FeedAnswer(day: nflSampleDay, result: .success(Loaded(value: games, origin: .network)),
                                                                   at: loadTime), background: false)))
        #expect(effects.contains { if case .startTimer(.myTeamsPoll(.nfl), _) = $0 { true } else { false } },
                "the live game polled at once, the next day being asked beside it: \(effects)")
        #expect(effects.contains(.fetch(.nflDay(date: window[1].iso))))
    }
}

/// What the delay kept from before an outage is shown during it, as of when it
/// came: newer than the last picture shown, so its news is told (the delay
/// soak lost a game's start this way).
@Suite struct DelayedOutageTests {
    @Test func aKeptAnswerServedDuringAnOutageIsNewerThanTheLastShown() {
        var s = makeState(tab: .myTeams, offline: false)
        s.display.offline = false
        s.today = nflSampleDay
        s.saved = Saved(shows: [], players: [], teams: [Followed.chiefs])
        s.myTeams = MyTeamsState(sampleDays: [.nfl: [nflSampleDay]])
        _ = reduce(&s, .myTeams(.app(.savedChanged)))
        var games = sampleSummaries(.nfl).1
        let i = games.firstIndex { $0.id == MyTeamsPollingTests.chiefsGame }!
        games[i].state = .live(period: "Q1", clock: "12:00"); games[i].away.score = 0; games[i].home.score = 0
        let t0 = loadTime
        // Shown 45 s late: the picture of t0, arriving at t0 + 45.
        _ = reduce(&s, .myTeams(.loaded(.nfl, FeedAnswer(day: nflSampleDay, result: .success(Loaded(value: games, origin: .delayed(asOf: t0))),
                                                           at: t0 + 45), background: true)))
        // The feed fails; the delay serves what it kept from t0 + 10 (a touchdown), stale, at t0 + 55.
        var scored = games
        scored[i].away.score = 7
        let effects = reduce(&s, .myTeams(.loaded(.nfl, FeedAnswer(day: nflSampleDay, result: .success(Loaded(
            value: scored, origin: .staleCache(fetchedAt: t0 + 10, failure: .httpStatus(500)))), at: t0 + 55), background: true)))
        #expect(effects.contains { if case .log(let line) = $0 { line.hasPrefix("alert: ") && line.contains("7") } else { false } }, "\(effects)")
    }
}
