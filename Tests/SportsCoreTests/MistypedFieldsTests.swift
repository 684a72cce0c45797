import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// One mistyped minor field never costs a game: each field is read on its
/// own and left blank when it is not what it should be. A game is left out
/// only when its identity or its teams cannot be read; and an answer about
/// another season, a game listed twice, a period out of all reason or a
/// board that does not say its day are never shown as what was asked for.
@Suite struct MistypedFieldsTests {
    static let recorded = try! Fixtures.data("espn/nfl-scoreboard-2022-week11-live.json")

    /// The recorded Sunday with the first event (CHI @ ATL, 7-7, Q2) changed.
    func sunday(_ change: (inout [String: Any], inout [String: Any]) -> Void) throws -> ESPNSlate {
        var root = try #require(JSONSerialization.jsonObject(with: Self.recorded) as? [String: Any])
        var events = try #require(root["events"] as? [[String: Any]])
        var competitions = try #require(events[0]["competitions"] as? [[String: Any]])
        change(&events[0], &competitions[0])
        events[0]["competitions"] = competitions
        root["events"] = events
        return try ESPNScoreboard.decode(JSONSerialization.data(withJSONObject: root))
    }

    /// The first game still shows its teams and its score.
    func expectWhole(_ week: ESPNSlate, _ what: String) {
        let game = week.games.first { $0.id == 401437845 }
        #expect(week.games.count == 14, "\(what): no game lost")
        #expect(game?.away.abbreviation == "CHI" && game?.home.abbreviation == "ATL", "\(what): the teams stay")
        #expect(game?.away.score == 7 && game?.home.score == 7, "\(what): the score stays")
    }

    @Test func eachMistypedMinorFieldIsLeftBlank() throws {
        expectWhole(try sunday { _, c in c["attendance"] = "68,500" }, "attendance as text")
        expectWhole(try sunday { _, c in c["venue"] = ["fullName": 12] }, "a venue named by a number")
        expectWhole(try sunday { e, c in e["date"] = 12345; c["date"] = 12345 }, "a date as a number")
        let period = try sunday { _, c in
            var status = c["status"] as? [String: Any] ?? [:]
            status["period"] = "2"
            c["status"] = status
        }
        expectWhole(period, "the period as text")
        let redZone = try sunday { _, c in
            var situation = c["situation"] as? [String: Any] ?? [:]
            situation["isRedZone"] = "yes"
            c["situation"] = situation
        }
        expectWhole(redZone, "a red zone flag as text")
        #expect(redZone.games.first { $0.id == 401437845 }?.situation?.downDistance != nil, "the rest of the situation stays")
    }

    @Test func aGameIsLeftOutOnlyWhenItsTeamsCannotBeRead() throws {
        let twoHomes = try sunday { _, c in
            var sides = c["competitors"] as? [[String: Any]] ?? []
            sides[1]["homeAway"] = "home"
            c["competitors"] = sides
        }
        #expect(twoHomes.games.count == 13 && !twoHomes.games.contains { $0.id == 401437845 }, "never `Chicago Bears @ Chicago Bears`")
        let nameless = try sunday { _, c in
            var sides = c["competitors"] as? [[String: Any]] ?? []
            sides[0]["team"] = "unknown"
            c["competitors"] = sides
        }
        #expect(nameless.games.count == 13)
    }

    @Test func aPeriodOutOfAllReasonIsBlank() throws {
        let week = try sunday { _, c in
            var status = c["status"] as? [String: Any] ?? [:]
            status["period"] = Int.max
            c["status"] = status
        }
        let game = try #require(week.games.first { $0.id == 401437845 })
        #expect(game.period == nil)
        #expect(!game.summary.stateText(locale: TimeLocale(identifier: "en_US"), timeZone: .utc).contains("922337"))
    }

    @Test func aGameListedTwiceShowsOnce() throws {
        var root = try #require(JSONSerialization.jsonObject(with: Self.recorded) as? [String: Any])
        var events = try #require(root["events"] as? [[String: Any]])
        events.append(events[0])
        root["events"] = events
        let week = try ESPNScoreboard.decode(JSONSerialization.data(withJSONObject: root))
        #expect(week.games.filter { $0.id == 401437845 }.count == 1 && week.games.count == 14)
    }

    @Test func anotherSeasonsWeekIsRefused() throws {
        var root = try #require(JSONSerialization.jsonObject(with: Self.recorded) as? [String: Any])
        root["season"] = ["year": 2019, "type": 2]
        let data = try JSONSerialization.data(withJSONObject: root)
        #expect(throws: FetchError.decoding("the answer is for the 2019 season, not 2022")) {
            try Fetch<ESPNSlate>.nflWeek(season: 2022, type: 2, week: 11).decode(data)
        }
        #expect(try Fetch<ESPNSlate>.nflWeek(season: 2019, type: 2, week: 11).decode(data).games.count == 14)
    }

    @Test func anNBABoardThatDoesNotSayItsDayIsNoDaysBoard() throws {
        let json = #"{"scoreboard":{"games":[{"gameId":"0022200005","gameStatus":1,"homeTeam":{"teamTricode":"ATL"},"awayTeam":{"teamTricode":"MIA"}},{"gameId":"0022200005","gameStatus":1,"homeTeam":{"teamTricode":"ATL"},"awayTeam":{"teamTricode":"MIA"}}]}}"#
        let board = try NBAScoreboard.decode(Data(json.utf8))
        #expect(throws: AnsweredAnotherDay.self) { try board.games(on: Day(iso: "2023-04-20")!) }
        #expect(throws: AnsweredAnotherDay.self) { try board.games(on: Day(iso: "2023-04-21")!) }
        var dated = board
        dated.gameDate = "2023-04-20"
        #expect(try dated.games(on: Day(iso: "2023-04-20")!).count == 1, "a game listed twice shows once")
    }

    @Test func anNBAGameWithAMistypedMinorFieldStays() throws {
        let json = #"{"scoreboard":{"gameDate":"2023-04-20","games":[{"gameId":"0022200005","gameStatus":"2","period":"3","gameClock":7,"arenaName":12,"homeTeam":{"teamTricode":"ATL","score":"55","wins":"x"},"awayTeam":{"teamTricode":"MIA","score":50}}]}}"#
        let games = try NBAScoreboard.decode(Data(json.utf8)).games(on: Day(iso: "2023-04-20")!)
        #expect(games.count == 1 && games[0].away.score == 50 && games[0].home.tricode == "ATL" && games[0].arena == nil)
    }
}
