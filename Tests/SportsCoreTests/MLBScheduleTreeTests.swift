import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The schedule read from its JSON tree is the schedule the typed decode read,
/// on every recorded payload and every bundled day.
@Suite struct MLBScheduleTreeTests {
    static var files: [URL] {
        let fixtures = Fixtures.directory.appendingPathComponent("mlb")
        let samples = Fixtures.samples.appendingPathComponent("mlb")
        let names = { (dir: URL) in
            ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasPrefix("schedule") }.sorted().map { dir.appendingPathComponent($0) }
        }
        return names(fixtures) + names(samples)
    }

    @Test func everyRecordedAndBundledScheduleReadsTheSame() throws {
        #expect(Self.files.count >= 7)
        for file in Self.files {
            let data = try Data(contentsOf: file)
            let tree = try MLBSchedule.decode(data)
            let typed = try MLBSchedule.decodedByType(data)
            #expect(tree == typed, "\(file.lastPathComponent)")
            #expect(tree.skippedGames == typed.skippedGames)
        }
    }

    @Test func aGameWithoutWhatItNeedsIsSkippedAndCounted() throws {
        let good = #"{"gamePk": 1, "status": {"detailedState": "Final"}, "teams": {"away": {"team": {"id": 134}, "score": 2}, "home": {"team": {"id": 110}, "score": 3}}}"#
        let games = [good,
                     #"{"status": {}, "teams": {"away": {"team": {}}, "home": {"team": {}}}}"#,                     // no gamePk
                     #"{"gamePk": 2, "teams": {"away": {"team": {}}, "home": {"team": {}}}}"#,                      // no status
                     #"{"gamePk": 3, "status": {}, "teams": {"away": {"team": {}}}}"#,                              // one team
                     #"{"gamePk": 4, "status": {}, "teams": {"away": {"team": {}}, "home": {"team": {}}}, "linescore": {"innings": [{"ordinalNum": "1st"}]}}"#,
                     #""not a game""#, "null"]
        let data = Data(#"{"dates": [{"date": "2018-09-20", "games": [\#(games.joined(separator: ","))]}]}"#.utf8)
        let (schedule, skipped) = try DecodeReport.decode(data, MLBSchedule.decode)
        #expect(schedule.games.map(\.gamePk) == [1] && schedule.skippedGames == 6 && skipped == 6)
        #expect(schedule.games.first?.teams.home.score == 3 && schedule.games.first?.status.detailedState == "Final")
        #expect(schedule == (try MLBSchedule.decodedByType(data)))
        // Not a schedule at all: an error, as before.
        for broken in [#"{"totalGames": 0}"#, "[]", #"{"dates": "#] {
            #expect(throws: (any Error).self) { try MLBSchedule.decode(Data(broken.utf8)) }
        }
    }
}
