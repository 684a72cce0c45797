import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The NFL board: a week under its day headings, the live situation on the
/// rows, the byes, a week per arrow, the live pace; and the game card drawn
/// at three sizes and the smallest.
@Suite struct NFLBoardTests {
    static let sizes = [(80, 24), (120, 40), (200, 60)]
    let thursday = 401772001, overtime = 401772002, redZone = 401772003, halftime = 401772004, kickoff = 401772007
    let sundayNight = 401772013

    @Test func theWeekUnderItsDaysWithTheByesLast() {
        let s = loadedNFL()
        let board = s.scores.boards.nfl
        let headings = board.rows.compactMap { if case .heading(let h) = $0 { h } else { nil } }
        #expect(headings == ["Thursday", "Sunday", "Monday"])
        #expect(board.rows.last == .note("Bye: DAL, WSH, IND, LV"))
        #expect(board.rows.filter(\.isGame).count == 14)
        #expect(board.selectedGame?.id == overtime, "the board opens on the day shown (Sunday), on its first live game")
        let text = renderScreen(s).snapshot
        #expect(text.contains("Week 11 · Sun, Nov 22, 2026"))
    }

    @Test func headingsAreNeverSelected() {
        var s = loadedNFL()
        press(&s, .up)
        #expect(s.scores.boards.nfl.selectedGame?.id == thursday, "past the Sunday heading")
        press(&s, .down)
        #expect(s.scores.boards.nfl.selectedGame?.id == overtime)
        press(&s, .home)
        #expect(s.scores.boards.nfl.selectedGame?.id == thursday, "the first game, never the heading above it")
        press(&s, .end)
        #expect(s.scores.boards.nfl.selectedGame?.id == 401772014, "the byes are a note, not a row to select")
    }

    @Test func theArrowsStepAWeekAndSayWeek() {
        var s = loadedNFL()
        let next = press(&s, .right)
        #expect(s.scores.boards.nfl.date == Day(iso: "2026-11-29"))
        #expect(next.contains(.fetch(.nflDay(date: "2026-11-29"))))
        press(&s, .left, .left)
        #expect(s.scores.boards.nfl.date == Day(iso: "2026-11-15"))
        let help = ScoresModule.keyHelp(s.scores, s.context()).flatMap(\.entries).map(\.help)
        #expect(help.contains("Next week") && help.contains("Previous week") && help.contains("This week"))
        #expect(help.contains { $0.contains("standings") }, "s opens the NFL's standings")
    }

    @Test func aLiveWeekRefreshesEveryFifteenSecondsKeepingTheSelection() {
        var s = loadedScores("2018-09-19")
        s.display.offline = false
        s.scores.boards.nfl = BoardState<FootballLeague>(league: .nfl, date: nflSampleDay, standings: ESPNStandingsBoard(league: .nfl))
        switchLeague(&s, to: .nfl)
        let first = reduce(&s, .scores(.nfl(.loaded(nflSampleDay, .success(Loaded(value: sampleNFLWeek(), origin: .network)), at: loadTime))))
        #expect(first.contains(.startTimer(.liveRefresh(.nfl), after: .seconds(15))))
        openNFLCard(&s, redZone)
        let due = reduce(&s, .scores(.nfl(.liveRefreshDue)))
        #expect(due.contains(.fetch(.nflDay(date: nflSampleDay.iso))))
        // The drive goes on: a new down, out of the red zone after a penalty.
        var week = sampleNFLWeek()
        let i = week.games.firstIndex { $0.id == redZone }!
        week.games[i].situation?.downDistance = "2nd & 14 at DET 23"
        week.games[i].situation?.isRedZone = false
        week.games.swapAt(0, i)
        _ = reduce(&s, .scores(.nfl(.loaded(nflSampleDay, .success(Loaded(value: week, origin: .network)), at: loadTime))))
        #expect(s.scores.boards.nfl.selectedGame?.id == redZone, "the same game, wherever it is now")
        let text = renderScreen(s).snapshot
        #expect(text.contains("2nd & 14 at DET 23") && !text.contains("1st & Goal at DET 4"))
    }

    @Test func theRowSaysWhoHasTheBallAndTheRedZone() {
        let s = loadedNFL(width: 120, height: 40)
        let week = sampleNFLWeek()
        let game = week.games.first { $0.id == redZone }!
        #expect(FootballLeague.situation(game) == RowSituation(text: "1st & Goal at DET 4", flag: "RED ZONE"))
        #expect(FootballLeague.marked(game) == .away)
        let half = week.games.first { $0.id == halftime }!
        #expect(FootballLeague.situation(half) == nil && FootballLeague.marked(half) == nil, "at the half nobody has the ball")
        let afterScore = week.games.first { $0.id == kickoff }!
        #expect(FootballLeague.situation(afterScore) == nil, "live without a down: two lines, no third")
        let text = renderScreen(s).snapshot
        #expect(text.contains("OT 6:12") && text.contains("Half") && text.contains("RED ZONE"))
    }

    @Test func anEmptyWeekSaysSo() {
        let s = loadedNFL(week: ESPNSlate(season: 2026, seasonType: 4, number: 1), day: Day(iso: "2026-06-10")!)
        let text = renderScreen(s).snapshot
        #expect(text.contains("No games scheduled for"))
        #expect(text.contains("Wed, Jun 10, 2026") && !text.contains("Week 1 ·"), "the off season has no week to name")
    }

    @Test(arguments: sizes)
    func theBoardAndTheCards(width: Int, height: Int) {
        Snapshot.assert(renderScreen(loadedNFL(width: width, height: height)).snapshot, named: "nfl-board-\(width)x\(height)")
        for (id, name) in [(redZone, "red-zone"), (overtime, "overtime"), (thursday, "final"), (sundayNight, "not-started")] {
            Snapshot.assert(renderScreen(nflCard(id, width: width, height: height)).snapshot, named: "nfl-card-\(name)-\(width)x\(height)")
        }
    }

    /// The recorded Sunday of 2022, as the TUI shows it.
    @Test func theRecordedSunday() {
        let s = loadedNFL(width: 120, height: 40, week: recordedNFLWeek(), day: Day(iso: "2022-11-20")!)
        Snapshot.assert(renderScreen(s).snapshot, named: "nfl-recorded-2022-week11-120x40")
        var end = s
        press(&end, .end)
        let text = renderScreen(end).snapshot
        #expect(text.contains("Bye: MIA, SEA, TB, JAX") && text.contains("Monday"))
    }

    @Test func theSmallestTerminalScrollsTheCard() {
        var s = nflCard(redZone, width: 40, height: 12)
        Snapshot.assert(renderScreen(s).snapshot, named: "nfl-card-red-zone-40x12")
        for _ in 0..<120 { press(&s, .down) }
        Snapshot.assert(renderScreen(s).snapshot, named: "nfl-card-red-zone-40x12-scrolled")
        #expect(renderScreen(s).snapshot.contains("Watch"))
    }
}
