import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// A game's answer that failed never reads as a game with nothing in it:
/// every section says what could not be loaded and that `r` tries again,
/// a 404 included; only a part a game may lack (MLB's win probability, a
/// competition's table) reads as "none" on a 404.
@Suite struct CenterFailureTests {
    static let notFound = FetchError.httpStatus(404)

    @Test(arguments: [FetchError.httpStatus(404), .httpStatus(500), .timeout])
    func everyNFLSectionSaysTheSummaryFailed(failure: FetchError) {
        let game = NFLCenterTests.recordedSummary().game!
        var s = loadedNFL(width: 120, height: 40, week: ESPNSlate(season: 2023, seasonType: 2, number: 2, games: [game]), day: Day(iso: "2023-09-17")!)
        openNFLCard(&s, NFLCenterTests.recordedID)
        _ = reduce(&s, .scores(.nfl(.center(.answer(.summaryLoaded(NFLCenterTests.recordedID, .failure(failure), at: loadTime))))))
        for key in ["i", "p", "b", "c", "w"] {
            press(&s, .char(Character(key)))
            let text = renderScreen(s).snapshot
            #expect(text.contains("Could not load") && text.contains("Press r to try again."), "\(key): \(text)")
            #expect(!text.contains("There is no"), "a failure is not an absence: \(key)")
        }
    }

    @Test func everySoccerSectionSaysTheSummaryFailed() {
        var s = SoccerBoardTests.board(width: 120, height: 40)
        for _ in 0..<12 where s.scores.boards[soccer: SoccerBoardTests.league].selectedGame?.id != SoccerBoardTests.live { press(&s, .down) }
        let id = SoccerBoardTests.live
        _ = reduce(&s, .scores(.soccer(SoccerBoardTests.league, .center(.answer(.summaryLoaded(id, .failure(Self.notFound), at: loadTime))))))
        for section in SoccerCenterState.Section.allCases {
            press(&s, .char(section.key))
            let text = renderScreen(s).snapshot
            #expect(text.contains("Could not load") && text.contains("Press r to try again."), "\(section): \(text)")
        }
    }

    @Test func aPartAGameMayLackReadsAsNoneOnA404() {
        var s = loadedScores("2018-09-19", width: 120, height: 40)
        press(&s, .home)
        let pk = s.scores.boards.mlb.selectedGame!.gamePk
        press(&s, .char("w"))
        _ = reduce(&s, .scores(.mlb(.center(.answer(.winProbabilityLoaded(pk, .failure(Self.notFound), at: loadTime))))))
        let text = renderScreen(s).snapshot
        #expect(text.contains("No win probability for this game.") && !text.contains("Press r"), "\(text)")
    }
}
