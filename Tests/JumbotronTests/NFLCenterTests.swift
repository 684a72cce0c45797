import Foundation
@testable import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The NFL's game center: every section on the recorded GB @ ATL final and on
/// the sample's live and coming games, its keys, and what it asks for.
@Suite struct NFLCenterTests {
    static let sizes = [(80, 24), (120, 40), (200, 60)]
    static let recordedID = 401547417
    let redZone = 401772003, sundayNight = 401772013

    static func recordedSummary() -> ESPNSummary {
        try! ESPNSummary.decode(Fixtures.data("espn/nfl-summary-401547417-gb-at-atl-2023-week2.json"), event: recordedID)
    }

    /// The recorded final on a board of its own, its center open with `summary` (the recording unless told).
    static func recorded(width: Int, height: Int, summary: ESPNSummary = recordedSummary()) -> AppState {
        let game = recordedSummary().game!
        var s = loadedNFL(width: width, height: height, week: ESPNSlate(season: 2023, seasonType: 2, number: 2, games: [game]),
                          day: Day(iso: "2023-09-17")!)
        openNFLCard(&s, recordedID)
        answerSummary(&s, recordedID, summary)
        return s
    }

    @Test(arguments: sizes)
    func everySectionOfTheRecordedFinal(width: Int, height: Int) {
        var s = Self.recorded(width: width, height: height)
        for (key, name) in [("i", "summary"), ("p", "drives"), ("b", "box"), ("c", "stats"), ("w", "winprob")] {
            press(&s, .char(Character(key)))
            if name == "drives" { press(&s, .char("]"), .enter) }
            Snapshot.assert(renderScreen(s).snapshot, named: "nfl-center-\(name)-\(width)x\(height)")
        }
    }

    @Test(arguments: sizes)
    func theLiveFieldAndTheInjuries(width: Int, height: Int) {
        Snapshot.assert(renderScreen(nflCard(redZone, width: width, height: height)).snapshot, named: "nfl-center-live-\(width)x\(height)")
        var drives = nflCard(redZone, width: width, height: height)
        press(&drives, .char("p"), .enter)
        Snapshot.assert(renderScreen(drives).snapshot, named: "nfl-center-live-drive-\(width)x\(height)")
        Snapshot.assert(renderScreen(nflCard(sundayNight, width: width, height: height)).snapshot, named: "nfl-center-before-\(width)x\(height)")
    }

    @Test func theSummaryTellsTheScoringPlaysWithTheScoreAfterEach() {
        let text = renderScreen(Self.recorded(width: 120, height: 60)).snapshot
        #expect(text.contains("Younghoe Koo 24 Yd Field Goal") && text.contains("GB 0, ATL 3"))
        #expect(text.contains("1st quarter") && text.contains("Scoring"))
        #expect(text.contains("Mercedes-Benz Stadium") && text.contains("69,251"))
    }

    @Test func theFieldPutsTheBallTheLineToGainAndTheDriveToScale() {
        let game = sampleNFLWeek().games.first { $0.id == redZone }!
        let drive = sampleNFLSummary(redZone)?.currentDrive
        let spots = try! #require(FootballField.spots(game, drive: drive))
        // CHI, the away side, attacks the right-hand end zone: DET 4 is 96 yards from CHI's goal line.
        #expect(spots == FootballField.Spots(ball: 96, toGain: 100, driveStart: 25, rightward: true))
        let text = renderScreen(nflCard(redZone, width: 120, height: 40)).snapshot
        #expect(text.contains("CHI ball · 1st & Goal at DET 4 · RED ZONE") && text.contains("Timeouts  CHI ●●○  DET ●●●"))
    }

    @Test func drivesOpenWithEnterAndTheBracketsCarryTheOpenDrive() {
        var s = Self.recorded(width: 120, height: 40)
        press(&s, .char("p"))
        #expect(!renderScreen(s).snapshot.contains("1st & 10 at GB 25"))
        press(&s, .enter)
        let center = { s.scores.boards.nfl.center! }
        #expect(center().openDrive == 0 && renderScreen(s).snapshot.contains("1st & 10 at GB 25"))
        press(&s, .char("]"))
        #expect(center().driveCursor == 1 && center().openDrive == 1, "browsing with a drive open opens the next")
        press(&s, .enter)
        #expect(center().openDrive == nil)
        press(&s, .char("["))
        #expect(center().driveCursor == 0 && center().openDrive == nil)
        let keys = ScoresModule.keyHelp(s.scores, s.context()).flatMap(\.entries).flatMap(\.keys)
        #expect(keys.contains(.char("]")) && keys.contains(.enter))
    }

    @Test func theBoxScoreSitsSideBySideWhenItFitsAndOSwitchesOtherwise() {
        var wide = Self.recorded(width: 200, height: 60)
        press(&wide, .char("b"))
        let both = renderScreen(wide).snapshot
        #expect(both.contains("Green Bay Packers") && both.contains("Atlanta Falcons") && both.contains("C/ATT"))
        var narrow = Self.recorded(width: 80, height: 24)
        press(&narrow, .char("b"))
        #expect(renderScreen(narrow).snapshot.contains("Green Bay Packers") && !renderScreen(narrow).snapshot.contains("Atlanta Falcons"))
        press(&narrow, .char("o"))
        #expect(renderScreen(narrow).snapshot.contains("Atlanta Falcons"))
    }

    @Test func teamStatsAndWinProbabilitySayTheirNumbers() {
        var s = Self.recorded(width: 120, height: 40)
        press(&s, .char("c"))
        let stats = renderScreen(s).snapshot
        #expect(stats.contains("3rd down") && stats.contains("3-9") && stats.contains("23:45"))
        press(&s, .char("w"))
        let chart = renderScreen(s).snapshot
        #expect(chart.contains("Biggest swings") && chart.contains("Q1") && chart.contains("ATL"))
    }

    @Test func raggedSummariesSayWhatIsMissing() {
        var bare = Self.recordedSummary()
        bare.drives = []
        bare.winProbability = []
        var s = Self.recorded(width: 120, height: 40, summary: bare)
        press(&s, .char("p"))
        #expect(renderScreen(s).snapshot.contains("No drives yet"))
        press(&s, .char("w"))
        #expect(s.scores.boards.nfl.center?.section == .drives, "no win probability, no section")
        #expect(!renderScreen(s).snapshot.contains("Win %"))
        var empty = Self.recordedSummary()
        empty.drives = [ESPNSummary.Drive(teamID: "9", abbreviation: "GB", result: "Punt"),
                        ESPNSummary.Drive(teamID: "1", abbreviation: "ATL", result: "Punt", plays: [ESPNSummary.Play(text: "A snap with no down.")])]
        var d = Self.recorded(width: 120, height: 40, summary: empty)
        press(&d, .char("p"), .enter)
        #expect(renderScreen(d).snapshot.contains("No plays in this drive."))
        press(&d, .char("]"))
        #expect(renderScreen(d).snapshot.contains("A snap with no down."))
    }

    /// Sections are drawn once and kept across frames (and across states):
    /// two answers for one game that arrived at the same moment are still two drawings.
    @Test func twoAnswersAtOneMomentAreNeverOneDrawing() {
        var full = Self.recorded(width: 120, height: 40)
        press(&full, .char("p"), .enter)
        #expect(!renderScreen(full).snapshot.contains("No plays in this drive."))
        var empty = Self.recordedSummary()
        empty.drives = [ESPNSummary.Drive(teamID: "9", abbreviation: "GB", result: "Punt")]
        var bare = Self.recorded(width: 120, height: 40, summary: empty)
        press(&bare, .char("p"), .enter)
        #expect(renderScreen(bare).snapshot.contains("No plays in this drive."))
    }

    @Test func theCenterAsksForItsLeaguesSummaryOnceAndBeforeKickoffToo() {
        var s = loadedNFL(width: 80, height: 24)
        press(&s, .home)
        for _ in 0..<s.scores.boards.nfl.rows.count where s.scores.boards.nfl.selectedGame?.id != sundayNight { press(&s, .down) }
        #expect(press(&s, .enter).contains(.fetch(.espnSummary(.nfl, event: sundayNight))))
        #expect(!press(&s, .char("i")).contains(.fetch(.espnSummary(.nfl, event: sundayNight))))
        answerSummary(&s, sundayNight, sampleNFLSummary(sundayNight)!)
        let text = renderScreen(s).snapshot
        #expect(text.contains("Season leaders"))
        for key: Character in ["p", "b", "c", "w"] {
            press(&s, .char(key))
            #expect(s.scores.boards.nfl.center?.section == .summary, "nothing but the summary before kick-off")
        }
    }
}
