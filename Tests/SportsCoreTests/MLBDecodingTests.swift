import Foundation
import Testing
import TestSupport
@testable import SportsCore

@Suite struct MLBDecodingTests {
    @Test
    func everyRecordedSchedulePayloadDecodes() throws {
        let files = Fixtures.files(in: "mlb").filter { $0.lastPathComponent.hasPrefix("schedule-") }
        #expect(files.count >= 2)
        for file in files {
            let schedule = try MLBSchedule.decode(Data(contentsOf: file))
            #expect(!schedule.games.isEmpty, "\(file.lastPathComponent)")
            #expect(schedule.skippedGames == 0, "\(file.lastPathComponent)")
        }
    }

    @Test
    func springTrainingWithLinescores() throws {
        let games = try MLBSchedule.decode(Fixtures.data("mlb/schedule-2019-03-09-spring-team-linescore.json")).games
        #expect(games.count == 18)
        #expect(games.allSatisfy { ScoreRules.phase($0) == .final })
        #expect(games.allSatisfy { ScoreRules.stateText($0, locale: TimeLocale(identifier: "en_US"), timeZone: Zone.utc) == "Final" })
        let first = try #require(games.first { $0.gamePk == 565019 })
        #expect(ScoreRules.abbreviation(first.teams.away.team) == "NYM")
        #expect(first.linescore?.innings?.count == 9)
        #expect(ScoreRules.winner(first) == .away)
        #expect(ScoreRules.gameTypeText(first.gameType) == "Spring training")
    }

    @Test
    func unhydratedMultiDateRange() throws {
        let schedule = try MLBSchedule.decode(Fixtures.data("mlb/schedule-2022-04-15-to-2022-04-22-no-hydrate.json"))
        #expect(schedule.dates.count == 8)
        #expect(schedule.games.count == 111)
        let mets = try #require(schedule.games.first { $0.gamePk == 662485 })
        #expect(mets.linescore == nil)
        #expect(ScoreRules.abbreviation(mets.teams.home.team) == "NYM")   // from the clubs table
        #expect(ScoreRules.runs(mets, .home) == nil)
        #expect(ScoreRules.stateText(mets, locale: TimeLocale(identifier: "en_US"), timeZone: Zone(identifier: "America/New_York")!) == "1:10 PM")
        #expect(mets.description == "Mets home opener - Jackie Robinson Day")
    }

    @Test(arguments: ["mlb/teams-2019.json", "mlb/standings-2019-03-10-regular-hydrated.json"])
    func aPayloadThatIsNotAScheduleIsADecodingError(file: String) throws {
        #expect(throws: FetchError.decoding("not a schedule: no list of dates")) { try MLBSchedule.decode(Fixtures.data(file)) }
        #expect(throws: DecodingError.self) { try MLBSchedule.decodedByType(Fixtures.data(file)) }
    }

    @Test func garbageAndTruncatedJSONAreErrors() {
        #expect(throws: (any Error).self) { try MLBSchedule.decode(Data("<html>".utf8)) }
        #expect(throws: (any Error).self) { try MLBSchedule.decode(Data("{\"dates\":[{\"games\":[".utf8)) }
    }

    @Test func oneMalformedGameIsSkippedNotFatal() throws {
        let json = """
        {"dates":[{"date":"2018-09-19","games":[
          {"gamePk":1,"status":{},"teams":{"away":{"team":{"id":147}},"home":{"team":{"id":111}}}},
          {"gamePk":"oops"},
          {"gamePk":2,"status":{"abstractGameState":"Final"},"teams":{"away":{"team":{}},"home":{"team":{}}}}
        ]}]}
        """
        let schedule = try MLBSchedule.decode(Data(json.utf8))
        #expect(schedule.games.map(\.gamePk) == [1, 2])
        #expect(schedule.skippedGames == 1)
        #expect(ScoreRules.teamName(schedule.games[1].teams.away.team) == "Unknown team")
    }

    @Test func bundledSamplesCoverEveryCase() throws {
        func games(_ date: String) throws -> [MLBGame] {
            try MLBSchedule.decode(Data(contentsOf: Fixtures.samples.appendingPathComponent("mlb/schedule-\(date).json"))).games
        }
        let en = TimeLocale(identifier: "en_US"), ny = Zone(identifier: "America/New_York")!
        let states = try (games("2018-09-19") + games("2018-09-20")).map { ScoreRules.stateText($0, locale: en, timeZone: ny) }
        for expected in ["Final", "F/7", "F/10", "F/13", "Postponed", "Suspended", "Cancelled", "Delayed",
                         "Top 5th", "Mid 3rd", "Bot 7th", "End 8th", "TBD", "9:40 PM"] {
            #expect(states.contains(expected), "\(expected) in \(states)")
        }
        #expect(try games("2018-09-21").isEmpty)
        #expect(try games("2018-09-19").contains { ScoreRules.doubleheaderText($0) == "Game 2 of a doubleheader" })
        let offline = OfflineDataSource(samples: Fixtures.samples)
        #expect(offline.bundledMLBDays().map(\.iso) == ["2018-09-19", "2018-09-20", "2018-09-21"])
        #expect(offline.latestMLBDayWithGames()?.iso == "2018-09-20")
    }
}
