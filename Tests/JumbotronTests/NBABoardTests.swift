import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The NBA board and its game center: the reducer's requests and keys, the
/// flow through the real effects, and every section drawn at three sizes.
@Suite struct NBABoardTests {
    static let sizes = [(80, 24), (120, 40), (200, 60)]
    static let sections: [(Character, String)] = [("i", "summary"), ("b", "box"), ("p", "plays"), ("m", "shots")]
    let final = 22600201, live = 22600203, future = 22600204, postponed = 22600205

    @Test func aLiveGamePollsEveryTenSecondsAndKeepsItsSection() {
        var s = loadedNBA()
        s.display.offline = false
        let asked = openNBACenter(&s, live, section: "m")
        #expect(asked.contains(.fetchNBABox(live)) && asked.contains(.fetchNBAPlays(live)))
        #expect(asked.contains(.startTimer(.centerRefresh(.nba), after: .seconds(10))))
        let refresh = reduce(&s, .scores(.nba(.center(.refreshDue))))
        #expect(refresh.contains(.fetchNBABox(live)) && refresh.contains(.fetchNBAPlays(live)))
        // A fresher box: the row follows, the section and selection stay.
        var box = sampleNBABox(live)
        box.home.score = 79
        box.clock = "PT04M58.00S"
        _ = reduce(&s, .scores(.nba(.center(.answer(.boxLoaded(live, .success(Loaded(value: box, origin: .network)), at: loadTime))))))
        #expect(s.scores.boards.nba.center?.section == .shots && s.scores.boards.nba.selectedGame?.id == live)
        let row = s.scores.boards.nba.summaries[s.scores.boards.nba.list.selected]
        #expect(row.home.score == 79 && row.stateText(locale: .english, timeZone: .utc) == "Q3 4:58")
    }

    @Test func aFinalIsFetchedOnceAndKept() {
        var s = loadedNBA()
        let first = openNBACenter(&s, final, section: "p")
        #expect(first.contains(.fetchNBABox(final)) && first.contains(.fetchNBAPlays(final)))
        #expect(!first.contains { if case .startTimer(.centerRefresh(.nba), _) = $0 { true } else { false } })
        press(&s, .escape, .down)
        press(&s, .enter)
        answerNBA(&s, 22600202)
        press(&s, .escape, .up)
        let again = press(&s, .enter)
        #expect(!again.contains(.fetchNBABox(final)) && s.scores.boards.nba.center?.plays.value != nil)
    }

    @Test func aGameNotStartedAsksForNothingAndOffersOnlyItsSummary() {
        for id in [future, postponed] {
            var s = loadedNBA()
            let asked = openNBACenter(&s, id)
            #expect(!asked.contains(.fetchNBABox(id)) && !asked.contains(.fetchNBAPlays(id)), "the cdn has no box before tip-off")
            let entries = ScoresModule.keyHelp(s.scores, s.context()).flatMap(\.entries)
            let keys = entries.flatMap(\.keys)
            #expect(!keys.contains(.char("b")) && keys.contains(.char("s")), "the standings are there still")
            // No shot chart before tip-off: `m` is the multiview's there.
            #expect(entries.filter { $0.keys.contains(.char("m")) }.map(\.help) == ["Several games at once (multiview)"])
            press(&s, .char("m"))
            #expect(s.tab == .myTeams && s.scores.boards.nba.center?.section == .summary)
        }
    }

    @Test func theShotChartFiltersByTeamAndQuarter() {
        var s = nbaCenter(final, width: 80, height: 24, section: "m")
        press(&s, .char("o"))
        #expect(s.scores.boards.nba.center?.shotTeams == .away)
        press(&s, .char("]"), .char("]"))
        #expect(s.scores.boards.nba.center?.shotPeriod == 2)
        press(&s, .char("["), .char("["))
        #expect(s.scores.boards.nba.center?.shotPeriod == nil)
        press(&s, .char("["))
        #expect(s.scores.boards.nba.center?.shotPeriod == 5, "back from every quarter lands on the overtime")
        let text = renderScreen(s).snapshot
        #expect(text.contains("Overtime · BOS") && !text.contains("NYK FG"))
    }

    @Test func scoringPlaysOnly() {
        var s = nbaCenter(final, width: 80, height: 24, section: "p")
        press(&s, .char("!"))
        let text = renderScreen(s).snapshot
        #expect(s.scores.boards.nba.center?.scoringOnly == true && !text.contains("MISS") && !text.contains("SUB"))
    }

    @Test func aFailedBoxOffersARetryAndAFailedRefreshKeepsTheGame() {
        var s = loadedNBA()
        press(&s, .down, .enter)
        _ = reduce(&s, .scores(.nba(.center(.answer(.boxLoaded(final, .failure(.timeout), at: loadTime))))))
        guard case .dialog? = s.presented else { Issue.record("no retry dialog"); return }
        s.presented = nil
        #expect(s.scores.boards.nba.center?.box.isLoading == false, "a failed box is not asked for again on its own")
        #expect(reduce(&s, .scores(.nba(.center(.retry(final))))).contains(.fetchNBABox(final)))
        answerNBA(&s, final)
        _ = reduce(&s, .scores(.nba(.center(.answer(.boxLoaded(final, .failure(.timeout), at: loadTime))))))
        #expect(s.scores.boards.nba.center?.box.value != nil && (s.presented == nil))
    }

    @Test func anAnswerForAnotherGameIsIgnored() {
        var s = loadedNBA()
        openNBACenter(&s, final)
        let before = s.scores.boards.nba.center
        _ = reduce(&s, .scores(.nba(.center(.answer(.boxLoaded(live, .success(Loaded(value: sampleNBABox(live), origin: .network)), at: loadTime))))))
        #expect(s.scores.boards.nba.center == before)
    }

    @Test(arguments: sizes)
    func theBoardAndEverySectionOfTheOvertimeFinal(width: Int, height: Int) {
        var board = loadedNBA(width: width, height: height)
        if let id = board.scores.boards.nba.center?.gameId { answerNBA(&board, id) }
        Snapshot.assert(renderScreen(board).snapshot, named: "nba-board-\(width)x\(height)")
        for (key, name) in Self.sections {
            Snapshot.assert(renderScreen(nbaCenter(final, width: width, height: height, section: key)).snapshot,
                            named: "nba-final-\(name)-\(width)x\(height)")
        }
    }

    @Test(arguments: sizes)
    func theLiveGameAndTheGameNotStarted(width: Int, height: Int) {
        for (key, name) in [("i", "summary"), ("m", "shots")] as [(Character, String)] {
            Snapshot.assert(renderScreen(nbaCenter(live, width: width, height: height, section: key)).snapshot,
                            named: "nba-live-\(name)-\(width)x\(height)")
        }
        Snapshot.assert(renderScreen(nbaCenter(future, width: width, height: height)).snapshot, named: "nba-future-summary-\(width)x\(height)")
    }

    @Test func theSmallestTerminalAndASCII() {
        for (key, name) in Self.sections {
            Snapshot.assert(renderScreen(nbaCenter(final, width: 40, height: 12, section: key)).snapshot, named: "nba-final-\(name)-40x12")
        }
        var s = nbaCenter(final, width: 80, height: 24, section: "m")
        s.display.ascii = true
        s.display.themeKind = .mono
        Snapshot.assert(renderScreen(s).snapshot, named: "nba-ascii-shots-80x24")
    }
}
