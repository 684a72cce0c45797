import Foundation
import SportsCore
import Testing
import TestSupport
@testable import Jumbotron

/// `print nhl games` and `print nhl game` on recorded payloads, every column
/// checked against the payload read independently with JSONSerialization.
@Suite struct NHLGamePrintTests {
    let en = TimeLocale(identifier: "en_US"), eastern = Zone(identifier: "America/New_York")!

    func json(_ name: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: try Fixtures.data(name))
        return try #require(object as? [String: Any])
    }

    func text(_ v: Any?) -> String? { (v as? [String: Any])?["default"] as? String ?? v as? String }

    @Test
    func theWeekPrintsTheChosenDayWithTheRowsStates() throws {
        let data = try Fixtures.data("nhl/schedule-2025-10-07-week.json")
        let day = Day(iso: "2025-10-08")!
        let table = NHLGamePrint.games(try NHLSchedule.decode(data).games(on: day), locale: en, timeZone: eastern)
        let raw = try #require((try json("nhl/schedule-2025-10-07-week.json"))["gameWeek"] as? [[String: Any]])
        let games = try #require(raw.first { $0["date"] as? String == "2025-10-08" }?["games"] as? [[String: Any]])
        #expect(table.columns == ["game_id", "start", "away", "away_goals", "home", "home_goals", "state"])
        #expect(Set(table.rows.map { $0[0].plain }) == Set(games.map { String($0["id"] as! Int) }))
        for game in games {
            let row = try #require(table.rows.first { $0[0] == .number(game["id"] as! Int) })
            let away = game["awayTeam"] as! [String: Any], home = game["homeTeam"] as! [String: Any]
            #expect(row[1] == .text(game["startTimeUTC"] as! String))
            #expect(row[3] == .number(away["score"] as! Int) && row[5] == .number(home["score"] as! Int))
            let last = (game["gameOutcome"] as? [String: Any])?["lastPeriodType"] as? String
            #expect(row[6] == .text(last == "SO" ? "Final/SO" : last == "OT" ? "Final/OT" : "Final"))
            let place = text(away["placeName"]) ?? "", name = text(away["commonName"]) ?? ""
            #expect(row[2] == .text("\(place) \(name)"))
        }
        // A day of games not started: blank goals, the start time as the row says it.
        let future = NHLGamePrint.games(try NHLSchedule.decode(data).games(on: Day(iso: "2025-10-09")!), locale: en, timeZone: eastern)
        #expect(!future.rows.isEmpty && future.rows.allSatisfy { $0[3] == .null && $0[5] == .null })
        #expect(future.rows.allSatisfy { if case .text(let s) = $0[6] { s.hasSuffix("M") } else { false } })
    }

    @Test
    func goalsAndSummaryMatchTheLanding() throws {
        for name in ["landing-2025021270-final.json", "landing-2023020195-final-ot.json"] {
            let landing = try NHLLanding.decode(Fixtures.data("nhl/" + name))
            let raw = try json("nhl/" + name)
            let summary = raw["summary"] as! [String: Any]
            var expected: [[PrintValue]] = []
            for period in summary["scoring"] as! [[String: Any]] {
                let pd = period["periodDescriptor"] as! [String: Any]
                let number = pd["number"] as! Int
                let label = number <= 3 ? ["1st", "2nd", "3rd"][number - 1] : (number == 4 ? "OT" : "\(number - 3)OT")
                for goal in period["goals"] as! [[String: Any]] {
                    // Print names in full: first and last.
                    func full(_ o: [String: Any]) -> String { "\(text(o["firstName"])!) \(text(o["lastName"])!)" }
                    let assists = (goal["assists"] as! [[String: Any]]).map(full).joined(separator: ", ")
                    var strength = (goal["strength"] as! String).uppercased()
                    if goal["goalModifier"] as? String == "empty-net" { strength = strength == "EV" ? "EN" : strength + " EN" }
                    expected.append([.text(label), .text(goal["timeInPeriod"] as! String), .text(text(goal["teamAbbrev"])!),
                                     .text(full(goal)), assists.isEmpty ? .null : .text(assists), .text(strength),
                                     .number(goal["awayScore"] as! Int), .number(goal["homeScore"] as! Int)])
                }
            }
            let key: ([PrintValue]) -> String = { "\($0[0])\($0[1])" }
            let printed = NHLGamePrint.goals(landing).rows.map { row in row.map { $0 == .text("") ? .null : $0 } }
            #expect(printed.map(key).sorted() == expected.map(key).sorted(), "\(name)")
            #expect(Set(printed.map { $0.map(\.plain).joined(separator: "|") }) == Set(expected.map { $0.map(\.plain).joined(separator: "|") }), "\(name)")
            let record = NHLGamePrint.summary(landing, locale: en, timeZone: eastern)
            let fields = Dictionary(uniqueKeysWithValues: record.rows.map { ($0[0].plain, $0[1]) })
            let away = raw["awayTeam"] as! [String: Any]
            #expect(fields["away_goals"] == .number(away["score"] as! Int))
            #expect(fields["state"] == .text(name.contains("-ot") ? "Final/OT" : "Final"))
            #expect(fields["away"] == .text("\(text(away["placeName"])!) \(text(away["commonName"])!)"))
        }
    }

    @Test
    func skatersAndGoaliesMatchTheBoxScore() throws {
        let box = try NHLBoxscore.decode(Fixtures.data("nhl/boxscore-2025021270-final.json"))
        let raw = (try json("nhl/boxscore-2025021270-final.json"))["playerByGameStats"] as! [String: [String: [[String: Any]]]]
        let skaters = NHLGamePrint.skaters(box)
        let rawSkaters = ["awayTeam", "homeTeam"].flatMap { raw[$0]!["forwards"]! + raw[$0]!["defense"]! }
        #expect(skaters.rows.count == rawSkaters.count)
        for (row, p) in zip(skaters.rows, rawSkaters) {
            #expect(row[2] == .text(text(p["name"])!) && row[4] == .number(p["goals"] as! Int) && row[9] == .number(p["sog"] as! Int))
            #expect(row[12] == .text(p["toi"] as! String) && row[7] == .number(p["plusMinus"] as! Int))
        }
        let goalies = NHLGamePrint.goalies(box)
        let rawGoalies = ["awayTeam", "homeTeam"].flatMap { raw[$0]!["goalies"]! }
        for (row, g) in zip(goalies.rows, rawGoalies) {
            #expect(row[3] == .number(g["shotsAgainst"] as! Int) && row[4] == .number(g["saves"] as! Int))
            let pct = (g["savePctg"] as? Double).map { String(format: "%.3f", $0).replacingOccurrences(of: "0.", with: ".") }
            #expect(row[5] == (pct.map(PrintValue.text) ?? .null))
            #expect(row[8] == ((g["decision"] as? String).map(PrintValue.text) ?? .null))
        }
    }

    @Test func theBundledDayPrintsAsTheBoardShowsIt() {
        let table = NHLGamePrint.games(sampleNHLGames(), locale: en, timeZone: eastern)
        #expect(table.rows.map { $0[6].plain } == ["Final", "Final/SO", "2nd 12:34", "10:00 PM"])
        #expect(table.rows[3][3] == .null)
        let goals = NHLGamePrint.goals(sampleLanding(2026020301))
        #expect(goals.rows.last?[5] == .text("EN") && goals.rows.contains { $0[5] == .text("PP") })
        #expect(goals.rows.contains { $0[4] == .null || $0[4] == .text("") })
    }
}
