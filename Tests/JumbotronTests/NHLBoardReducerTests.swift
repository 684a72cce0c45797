import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The league switch and the NHL board's reducer: each league keeps its own
/// date, selection and center; effects are checked as data.
@Suite struct NHLBoardReducerTests {
    @Test func eachLeagueKeepsItsDateSelectionAndCenter() {
        var s = loadedScores("2018-09-19")
        press(&s, .down, .down)
        let mlbSelected = s.scores.boards.mlb.list.selected
        s.scores.boards.nhl = BoardState<NHLLeague>(league: .nhl, date: nhlSampleDay, bundledDates: [nhlSampleDay], standings: NHLStandingsBoard())
        let first = press(&s, .char("n"))
        // Leaving a board stops its timers; the other asks for its first day.
        let leaveMLB: [EffectSignature] = [.cancelTimer(.liveRefresh(.mlb)), .cancelTimer(.centerRefresh(.mlb))]
        #expect(s.scores.league == .nhl && first == leaveMLB + [.cancelTimer(.liveRefresh(.nhl)), .fetchNHLScores(nhlSampleDay)])
        #expect(ScoresModule.title(s.scores, s.context()) == "Scores › NHL")
        let games = sampleNHLGames().filter { NHLGameRules.phase($0) != .live }
        _ = reduce(&s, .scores(.nhl(.loaded(nhlSampleDay, .success(Loaded(value: games, origin: .bundledSample)), at: loadTime))))
        press(&s, .down)
        #expect(s.scores.boards.nhl.list.selected == 1)
        // Back to MLB (round the table): its day and selection are as they were, nothing fetched (no live game).
        let back = switchLeague(&s, to: .mlb)
        #expect(s.scores.league == .mlb && s.scores.boards.mlb.list.selected == mlbSelected && s.scores.boards.mlb.date == Day(iso: "2018-09-19"))
        #expect(!back.contains(.fetchScores(Day(iso: "2018-09-19")!)) && !back.contains(.fetchNHLScores(nhlSampleDay)))
        // And the NHL board again, painted from what it had: no fetch, same selection.
        let again = switchLeague(&s, to: .nhl)
        #expect(again.starts(with: leaveMLB) && !again.contains(.fetchNHLScores(nhlSampleDay)))
        #expect(s.scores.boards.nhl.list.selected == 1 && s.scores.boards.nhl.games == games)
        // The day keys and the picker move the NHL day only.
        #expect(press(&s, .right) == [.cancelTimer(.liveRefresh(.nhl)), .fetchNHLScores(Day(iso: "2026-11-22")!)])
        #expect(s.scores.boards.nhl.date == Day(iso: "2026-11-22") && s.scores.boards.mlb.date == Day(iso: "2018-09-19"))
        press(&s, .char("d"))
        #expect(s.scores.picker?.cursor == Day(iso: "2026-11-22"))
        let picked = press(&s, .left, .enter)
        #expect(picked == [.cancelTimer(.liveRefresh(.nhl)), .fetchNHLScores(nhlSampleDay)] && s.scores.boards.nhl.date == nhlSampleDay && s.scores.picker == nil)
        #expect(s.scores.boards.mlb.date == Day(iso: "2018-09-19"))
    }

    @Test func theStartingLeagueComesFromTheSettings() {
        var s = ScoresState(date: Day(iso: "2018-09-19")!, league: .nhl)
        s.boards.nhl.date = nhlSampleDay
        #expect(s.league == .nhl && s.boards.nhl.date == nhlSampleDay && s.boards.mlb.date == Day(iso: "2018-09-19"))
        #expect(LeagueTable.standard.rows.map(\.id).first == .mlb && ScoresLeague.mlb.next(among: LeagueTable.standard.enabledRows.map(\.id)) == .nhl)
    }

    @Test func aLiveGameRefreshesEveryTenSecondsWithoutMovingTheSelection() {
        var s = loadedNHL()
        var display = s.display
        display.offline = false
        s.display = display
        let asked = openNHLCenter(&s, 2026020303)
        #expect(asked.contains(.fetchLanding(2026020303)) && asked.contains(.fetchNHLPlays(2026020303)))
        #expect(asked.contains(.startTimer(.centerRefresh(.nhl), after: .seconds(10))))
        let selected = s.scores.boards.nhl.list.selected
        press(&s, .char("m"))
        let refresh = reduce(&s, .scores(.nhl(.center(.refreshDue))))
        #expect(refresh.contains(.fetchLanding(2026020303)) && refresh.contains(.fetchNHLPlays(2026020303)))
        // A new landing with a goal: the row follows the center, the selection and section stay.
        var landing = sampleLanding(2026020303)
        landing.game.home.score = 2
        landing.game.clock?.timeRemaining = "11:02"
        _ = reduce(&s, .scores(.nhl(.center(.answer(.landingLoaded(2026020303, .success(Loaded(value: landing, origin: .network)), at: loadTime))))))
        #expect(s.scores.boards.nhl.list.selected == selected && s.scores.boards.nhl.center?.section == .shotMap)
        #expect(s.scores.boards.nhl.selectedGame?.home.score == 2)
        #expect(NHLGameRules.stateText(s.scores.boards.nhl.selectedGame!, locale: .init(identifier: "en_US"), timeZone: .utc) == "2nd 11:02")
        // Off screen (another league's board), a due refresh asks for nothing.
        press(&s, .char("n"))
        #expect(reduce(&s, .scores(.nhl(.center(.refreshDue)))).isEmpty)
    }

    @Test func aFinalIsFetchedOnceAndKept() {
        var s = loadedNHL()
        let first = openNHLCenter(&s, 2026020301, section: "b")
        #expect(first.contains(.fetchLanding(2026020301)) && first.contains(.fetchNHLBox(2026020301)))
        #expect(!first.contains { if case .startTimer(.centerRefresh(.nhl), _) = $0 { true } else { false } })
        press(&s, .escape, .down)
        press(&s, .enter)
        _ = answerNHL(&s, 2026020302)
        press(&s, .escape, .up)
        let again = press(&s, .enter)
        #expect(!again.contains(.fetchLanding(2026020301)) && !again.contains(.fetchNHLBox(2026020301)))
        #expect(s.scores.boards.nhl.center?.box.value != nil)
    }

    @Test func sectionsAreOfferedOnlyForAGameUnderWayOrOver() {
        var s = loadedNHL()
        openNHLCenter(&s, 2026020304)
        let entries = ScoresModule.keyHelp(s.scores, s.context()).flatMap(\.entries)
        let keys = entries.flatMap(\.keys)
        // No shot map before the puck drops: `m` is the multiview's there.
        #expect(!entries.contains { $0.keys.contains(.char("b")) && $0.help.lowercased().contains("box") } && keys.contains(.char("l")))
        #expect(entries.filter { $0.keys.contains(.char("m")) }.map(\.help) == ["Several games at once (multiview)"])
        press(&s, .char("m"))
        #expect(s.tab == .myTeams && s.scores.boards.nhl.center?.section == .summary)
    }

    @Test func aFailedFirstLoadOffersARetryAndAFailedRefreshKeepsTheGame() {
        var s = loadedNHL()
        press(&s, .enter)
        _ = reduce(&s, .scores(.nhl(.center(.answer(.landingLoaded(2026020301, .failure(.timeout), at: loadTime))))))
        guard case .dialog? = s.presented else { Issue.record("no retry dialog"); return }
        s.presented = nil
        let retry = reduce(&s, .scores(.nhl(.center(.retry(2026020301)))))
        #expect(retry.contains(.fetchLanding(2026020301)))
        _ = answerNHL(&s, 2026020301)
        _ = reduce(&s, .scores(.nhl(.center(.answer(.landingLoaded(2026020301, .failure(.timeout), at: loadTime))))))
        #expect(s.scores.boards.nhl.center?.landing.value != nil && (s.presented == nil))
    }

    @Test func standingsPushOverTheNHLBoardAndComeBack() {
        var s = loadedNHL()
        let asked = press(&s, .char("s"))
        #expect(asked == [.fetch(.nhlStandings)] && s.scores.boards.nhl.showingStandings)
        let standings = try! NHLStandings.decode(nhlSample("standings"))
        _ = reduce(&s, .scores(.nhl(.standings(.loaded(.success(Loaded(value: standings, origin: .bundledSample)), at: loadTime)))))
        #expect(renderScreen(s).lines.contains { $0.contains("Atlantic") })
        press(&s, .escape)
        #expect(!s.scores.boards.nhl.showingStandings && s.scores.league == .nhl)
    }
}
