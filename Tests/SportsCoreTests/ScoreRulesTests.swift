import Foundation
import Testing
import TestSupport
@testable import SportsCore

func game(_ pk: Int = 1, abstract: String, detailed: String? = nil, tbd: Bool = false, date: String = "2018-09-19T23:05:00Z",
          inning: Int? = nil, state: String? = nil, innings: Int? = nil, away: Int? = nil, home: Int? = nil,
          number: Int? = nil) -> MLBGame {
    var json: [String: Any] = [
        "gamePk": pk, "gameDate": date,
        "status": ["abstractGameState": abstract, "detailedState": detailed ?? abstract, "startTimeTBD": tbd],
        "teams": ["away": ["team": ["id": 147, "name": "New York Yankees"], "score": away as Any],
                  "home": ["team": ["id": 111, "name": "Boston Red Sox"], "score": home as Any]],
    ]
    if let number { json["gameNumber"] = number }
    if inning != nil || innings != nil {
        var ls: [String: Any] = [:]
        if let inning { ls["currentInning"] = inning; ls["currentInningOrdinal"] = ScoreRules.ordinalSuffix(inning) }
        if let state { ls["inningState"] = state }
        if let innings { ls["innings"] = (1...innings).map { ["num": $0] } }
        json["linescore"] = ls
    }
    let data = try! JSONSerialization.data(withJSONObject: json.compactMapValues { $0 is NSNull ? nil : $0 })
    return try! JSONDecoder().decode(MLBGame.self, from: data)
}

@Suite struct ScoreRulesTests {
    let en = TimeLocale(identifier: "en_US")
    let ny = Zone(identifier: "America/New_York")!

    @Test(arguments: [
        (game(abstract: "Live", inning: 5, state: "Top"), "Top 5th"),
        (game(abstract: "Live", inning: 5, state: "Middle"), "Mid 5th"),
        (game(abstract: "Live", inning: 5, state: "Bottom"), "Bot 5th"),
        (game(abstract: "Live", inning: 5, state: "End"), "End 5th"),
        (game(abstract: "Live", inning: 11, state: "Top"), "Top 11th"),
        (game(abstract: "Live", inning: 1, state: "Bottom"), "Bot 1st"),
        (game(abstract: "Live", inning: 2, state: "Top"), "Top 2nd"),
        (game(abstract: "Live", inning: 3, state: "End"), "End 3rd"),
        (game(abstract: "Live", detailed: "Warmup"), "Warmup"),
        (game(abstract: "Final", innings: 9, away: 3, home: 2), "Final"),
        (game(abstract: "Final", innings: 7, away: 3, home: 2), "F/7"),
        (game(abstract: "Final", innings: 10, away: 3, home: 2), "F/10"),
        (game(abstract: "Final", innings: 13, away: 3, home: 2), "F/13"),
        (game(abstract: "Final", away: 3, home: 2), "Final"),
        (game(abstract: "Final", detailed: "Postponed"), "Postponed"),
        (game(abstract: "Final", detailed: "Suspended: Rain", innings: 5), "Suspended"),
        (game(abstract: "Final", detailed: "Cancelled"), "Cancelled"),
        (game(abstract: "Live", detailed: "Delayed: Rain", inning: 2, state: "Top"), "Delayed"),
        (game(abstract: "Preview", detailed: "Scheduled", tbd: true), "TBD"),
        (game(abstract: "Preview", detailed: "Scheduled"), "7:05 PM"),
        (game(abstract: "Preview", detailed: "Pre-Game"), "7:05 PM"),
    ] as [(MLBGame, String)])
    func stateText(game: MLBGame, expected: String) {
        #expect(ScoreRules.stateText(game, locale: en, timeZone: ny) == expected)
    }

    @Test(arguments: [
        ("en_US", "America/New_York", "7:05 PM"),
        ("en_US", "America/Los_Angeles", "4:05 PM"),
        ("en_GB", "Europe/London", "00:05"),
        ("de_DE", "Europe/Berlin", "01:05"),
        ("en_US", "Asia/Tokyo", "8:05 AM"),
    ])
    func startTimesFollowLocaleAndZone(locale: String, zone: String, expected: String) throws {
        _ = try TestLocales.ready.get()
        let g = game(abstract: "Preview", detailed: "Scheduled")
        #expect(ScoreRules.stateText(g, locale: TimeLocale(identifier: locale), timeZone: Zone(identifier: zone)!) == expected)
    }

    @Test func sortByStartThenGameNumberThenPk() {
        let games = [
            game(5, abstract: "Preview", date: "2018-09-19T23:05:00Z", number: 2),
            game(4, abstract: "Preview", date: "2018-09-19T23:05:00Z", number: 1),
            game(3, abstract: "Preview", date: "2018-09-19T17:05:00Z"),
            game(1, abstract: "Preview", date: "2018-09-19T23:10:00Z"),
            game(2, abstract: "Preview", date: "2018-09-19T23:10:00Z"),
        ]
        #expect(ScoreRules.sorted(games).map(\.gamePk) == [3, 4, 5, 1, 2])
    }

    @Test func winnersRunsAndRecords() {
        #expect(ScoreRules.winner(game(abstract: "Final", away: 3, home: 5)) == .home)
        #expect(ScoreRules.winner(game(abstract: "Final", away: 6, home: 5)) == .away)
        #expect(ScoreRules.winner(game(abstract: "Live", away: 6, home: 5)) == nil)
        #expect(ScoreRules.runs(game(abstract: "Preview", away: 0, home: 0), .away) == nil)   // Pre-Game carries 0: blank
        #expect(ScoreRules.runs(game(abstract: "Live", away: 0, home: 2), .away) == 0)
        #expect(ScoreRules.recordText(MLBGame.Record(wins: 95, losses: 67, pct: nil)) == "95-67")
        #expect(ScoreRules.recordText(MLBGame.Record(wins: nil, losses: 67, pct: nil)) == nil)
    }

    @Test func ordinals() {
        #expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ScoreRules.ordinalSuffix) ==
                ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th"])
    }

}
