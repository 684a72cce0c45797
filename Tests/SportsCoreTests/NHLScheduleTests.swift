import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The NHL schedule decoder and the rows' state texts on the recorded weeks,
/// with the counts taken from the payload read independently.
@Suite struct NHLScheduleTests {
    let en = TimeLocale(identifier: "en_US"), eastern = Zone(identifier: "America/New_York")!

    @Test
    func aWholeWeekDecodesDayByDay() throws {
        let data = try Fixtures.data("nhl/schedule-2025-10-07-week.json")
        let schedule = try NHLSchedule.decode(data)
        let raw = try #require((JSONSerialization.jsonObject(with: data) as? [String: Any])?["gameWeek"] as? [[String: Any]])
        #expect(schedule.days.count == raw.count && raw.count == 7)
        for (day, rawDay) in zip(schedule.days, raw) {
            #expect(day.date == rawDay["date"] as? String)
            #expect(day.games.count == (rawDay["games"] as? [Any])?.count)
        }
        let opening = schedule.games(on: Day(iso: "2025-10-07")!)
        #expect(opening.map { NHLGameRules.stateText($0, locale: en, timeZone: eastern) } == ["Final", "Final", "Final"])
        #expect(opening.first?.away.abbrev == "CHI" && opening.first?.away.score == 2 && opening.first?.home.score == 3)
        let shootouts = schedule.games(on: Day(iso: "2025-10-08")!).filter { $0.lastPeriodType == "SO" }
        #expect(shootouts.count == 2)
        #expect(shootouts.allSatisfy { NHLGameRules.stateText($0, locale: en, timeZone: eastern) == "Final/SO" })
        let montreal = try #require(schedule.games(on: Day(iso: "2025-10-08")!).first { $0.id == 2025020004 })
        #expect(montreal.away.fullName == "Montréal Canadiens" && montreal.home.fullName == "Toronto Maple Leafs")
        #expect(montreal.venue == "Scotiabank Arena")
        let future = schedule.games(on: Day(iso: "2025-10-09")!)
        #expect(!future.isEmpty && future.allSatisfy { NHLGameRules.phase($0) == .scheduled && $0.away.score == nil })
        #expect(future.map { $0.startTimeUTC ?? "" } == future.map { $0.startTimeUTC ?? "" }.sorted())
        #expect(schedule.games(on: Day(iso: "2030-01-01")!).isEmpty)
    }

    @Test
    func liveCriticalAndJustOverStates() throws {
        let schedule = try NHLSchedule.decode(Fixtures.data("nhl/schedule-2023-04-17-live-states-edited.json"))
        let games = schedule.games(on: Day(iso: "2023-04-17")!)
        let texts = Dictionary(uniqueKeysWithValues: games.map { ($0.id, NHLGameRules.stateText($0, locale: en, timeZone: eastern)) })
        #expect(texts[2022030131] == "Final")    // OFF
        #expect(texts[2022030111] == "Final")    // OVER: just ended
        #expect(texts[2022030161] == "2OT")      // LIVE, period 5 of a playoff game, no clock
        #expect(texts[2022030181] == "OT")       // CRIT, period 4
        // No commonName in this edit: the clubs' table names them.
        #expect(games.first { $0.id == 2022030131 }?.away.fullName == "New York Islanders")
    }

    @Test func clocksIntermissionsOvertimesAndScheduleStates() throws {
        func game(_ fields: String) throws -> NHLGame {
            try JSONDecoder().decode(NHLGame.self, from: Data(#"{"id": 1, "awayTeam": {"abbrev": "CGY"}, "homeTeam": {"abbrev": "EDM"}, \#(fields)}"#.utf8))
        }
        let live = #""gameState": "LIVE", "periodDescriptor": {"number": 2, "periodType": "REG"}"#
        #expect(NHLGameRules.stateText(try game(live + #", "clock": {"timeRemaining": "12:34", "inIntermission": false}"#), locale: en, timeZone: eastern) == "2nd 12:34")
        #expect(NHLGameRules.stateText(try game(live + #", "clock": {"timeRemaining": "00:00", "inIntermission": true}"#), locale: en, timeZone: eastern) == "2nd INT")
        let ot = #""gameState": "CRIT", "gameType": 2, "periodDescriptor": {"number": 4, "periodType": "OT"}, "clock": {"timeRemaining": "03:10"}"#
        #expect(NHLGameRules.stateText(try game(ot), locale: en, timeZone: eastern) == "OT 03:10")
        // Right after puck drop: LIVE with no period and no clock.
        #expect(NHLGameRules.stateText(try game(#""gameState": "LIVE""#), locale: en, timeZone: eastern) == "Live")
        #expect(NHLGameRules.stateText(try game(#""gameState": "OFF", "periodDescriptor": {"number": 4, "periodType": "OT"}"#), locale: en, timeZone: eastern) == "Final/OT")
        #expect(NHLGameRules.stateText(try game(#""gameState": "OFF", "gameType": 3, "periodDescriptor": {"number": 5, "periodType": "OT"}, "gameOutcome": {"lastPeriodType": "OT", "otPeriods": 2}"#), locale: en, timeZone: eastern) == "Final/2OT")
        #expect(NHLGameRules.stateText(try game(#""gameState": "FUT", "gameScheduleState": "PPD""#), locale: en, timeZone: eastern) == "Postponed")
        #expect(NHLGameRules.stateText(try game(#""gameState": "FUT", "gameScheduleState": "CNCL""#), locale: en, timeZone: eastern) == "Cancelled")
        #expect(NHLGameRules.stateText(try game(#""gameState": "FUT", "startTimeUTC": "2025-10-09T23:00:00Z""#), locale: en, timeZone: eastern) == "7:00 PM")
        #expect(NHLGameRules.stateText(try game(#""gameState": "FUT""#), locale: en, timeZone: eastern) == "TBD")
        // Ragged: a period of 10^18 and a score of -5 are left out, a game with no id is not a game.
        let wild = try game(#""gameState": "LIVE", "periodDescriptor": {"number": 1000000000000000000}, "awayTeam": {"score": -5}"#)
        #expect(wild.period == nil && wild.away.score == nil)
        #expect(throws: (any Error).self) { try JSONDecoder().decode(NHLGame.self, from: Data(#"{"gameState": "LIVE"}"#.utf8)) }
        let ragged = try NHLSchedule.decode(Data(#"{"gameWeek": [{"date": "2025-10-09", "games": [{"id": 5}, "nonsense", {"id": "x"}]}, 7]}"#.utf8))
        #expect(ragged.days.count == 1 && ragged.days[0].games.map(\.id) == [5])
    }
}
