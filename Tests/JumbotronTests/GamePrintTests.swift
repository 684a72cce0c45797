import Foundation
import SportsCore
import Testing
import TestSupport
@testable import Jumbotron

/// `print game` on the recorded final, each column checked against the
/// payload read independently (JSONSerialization, no project decoder).
@Suite struct GamePrintTests {
    static let path = "mlb/feed-live-777687-2025-06-01-final.json"
    let en = TimeLocale(identifier: "en_US"), utc = Zone.utc

    func raw() throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Fixtures.data(Self.path)) as? [String: Any])
    }

    @Test
    func summaryNamesTheResultAndThePitchersOfRecord() throws {
        let feed = try MLBGameFeed.decode(Fixtures.data(Self.path))
        let rows = GamePrint.table(feed, .summary, locale: en, timeZone: utc).rows
        let fields = Dictionary(rows.map { ($0[0].plain, $0[1].plain) }, uniquingKeysWith: { a, _ in a })
        #expect(fields["state"] == "Final")
        #expect(fields["away"] == "Cincinnati Reds" && fields["home"] == "Chicago Cubs")
        #expect(fields["away_runs"] == "3" && fields["home_runs"] == "7")
        #expect(fields["venue"] == "Wrigley Field")
        #expect(fields["winner"] == "Jameson Taillon" && fields["loser"] == "Nick Martinez")
        #expect(fields["save"] == nil && fields["count"] == nil)
    }

    @Test
    func battingAndPitchingMatchTheBoxScore() throws {
        let feed = try MLBGameFeed.decode(Fixtures.data(Self.path))
        let json = try raw()
        let box = ((json["liveData"] as? [String: Any])?["boxscore"] as? [String: Any])?["teams"] as? [String: Any]
        let batting = GamePrint.table(feed, .batting, locale: en, timeZone: utc)
        let pitching = GamePrint.table(feed, .pitching, locale: en, timeZone: utc)
        for (side, abbr) in [("away", "CIN"), ("home", "CHC")] {
            let team = try #require(box?[side] as? [String: Any])
            let players = try #require(team["players"] as? [String: [String: Any]])
            // Every player with a batting order, sorted by it: the independent lineup.
            let lineup = players.values.compactMap { p -> (Int, String, Int)? in
                guard let order = (p["battingOrder"] as? String).flatMap(Int.init),
                      let name = (p["person"] as? [String: Any])?["fullName"] as? String,
                      let hits = ((p["stats"] as? [String: Any])?["batting"] as? [String: Any])?["hits"] as? Int else { return nil }
                return (order, name, hits)
            }.sorted { $0.0 < $1.0 }
            let printed = batting.rows.filter { $0[0].plain == abbr }
            #expect(printed.map { $0[2].plain } == lineup.map(\.1))
            #expect(printed.map { $0[1].plain } == lineup.map { String($0.0) })
            #expect(printed.map { $0[6].plain } == lineup.map { String($0.2) })
            let pitcherIDs = try #require(team["pitchers"] as? [Int])
            let names = pitcherIDs.compactMap { (players["ID\($0)"]?["person"] as? [String: Any])?["fullName"] as? String }
            #expect(pitching.rows.filter { $0[0].plain == abbr }.map { $0[1].plain } == names)
        }
        // The note as a value, without the API's parentheses.
        #expect(pitching.rows.first { $0[1].plain == "Jameson Taillon" }?[12].plain == "W, 5-3")
    }

    @Test
    func playsAreEveryCompletedPlateAppearanceInOrder() throws {
        let feed = try MLBGameFeed.decode(Fixtures.data(Self.path))
        let json = try raw()
        let all = try #require(((json["liveData"] as? [String: Any])?["plays"] as? [String: Any])?["allPlays"] as? [[String: Any]])
        let rows = GamePrint.table(feed, .plays, locale: en, timeZone: utc).rows
        #expect(rows.count == all.count)
        for (row, play) in zip(rows, all) {
            let result = play["result"] as? [String: Any], about = play["about"] as? [String: Any]
            #expect(row[0].plain == String(about?["inning"] as? Int ?? -1))
            #expect(row[1].plain == (about?["halfInning"] as? String))
            #expect(row[4].plain == (result?["event"] as? String))
            #expect(row[6].plain == String(result?["awayScore"] as? Int ?? -1))
            #expect(row[8] == .bool(about?["isScoringPlay"] as? Bool == true))
        }
        #expect(rows.filter { $0[8] == .bool(true) }.count == 7)
        #expect(rows.last?[6].plain == "3" && rows.last?[7].plain == "7")
    }

    @Test func theBundledLiveGameSaysTheCountAndTheMatchup() {
        let rows = GamePrint.table(sampleFeed(530101), .summary, locale: en, timeZone: utc).rows
        let fields = Dictionary(rows.map { ($0[0].plain, $0[1].plain) }, uniquingKeysWith: { a, _ in a })
        #expect(fields["state"] == "Top 5th" && fields["count"] == "3-2" && fields["outs"] == "1")
        #expect(fields["batter"] != nil && fields["pitcher"] != nil)
        #expect(GamePrint.table(sampleFeed(530101), .plays, locale: en, timeZone: utc).rows.count == sampleFeed(530101).plays.count - 1)
    }
}
