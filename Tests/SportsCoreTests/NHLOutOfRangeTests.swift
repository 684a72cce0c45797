import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// Statistics outside what a game can hold are missing (`-`), never
/// `-inf`, a negative count or a 15-digit number that breaks a column.
@Suite struct NHLOutOfRangeTests {
    static func landing(_ change: (inout [String: Any]) -> Void) throws -> NHLPlayer {
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.samples.appendingPathComponent("nhl/player-8480800.json"))) as? [String: Any])
        change(&json)
        return try NHLPlayer.decodeLanding(JSONSerialization.data(withJSONObject: json))
    }

    @Test func hostileNumbersAreMissingAndShowAsADash() throws {
        let p = try Self.landing { json in
            var featured = json["featuredStats"] as! [String: Any]
            var regular = featured["regularSeason"] as! [String: Any]
            var sub = regular["subSeason"] as! [String: Any]
            sub["shootingPctg"] = -1e308
            sub["goals"] = -1
            sub["shots"] = 100_000_000_000_000
            sub["plusMinus"] = 99_999
            regular["subSeason"] = sub
            featured["regularSeason"] = regular
            json["featuredStats"] = featured
        }
        let values = NHLPlayerFacts.values(p.seasonStats, goalie: false)
        let columns = NHLPlayerFacts.skaterColumns
        func value(_ column: String) -> String { values[columns.firstIndex(of: column)!] }
        #expect(value("S%") == "-" && value("G") == "-" && value("S") == "-" && value("+/-") == "-")
        #expect(value("GP") == "19" && value("A") == "7", "the sound values stay")
        #expect(values.allSatisfy { !$0.contains("inf") && !$0.contains("nan") && $0.count <= 6 })
    }

    @Test func aRecordWithAMissingOrNegativePartIsADash() throws {
        var team = NHLTeam(tricode: "TOR", name: "Toronto Maple Leafs")
        team.wins = nil; team.losses = 32; team.otLosses = 9
        #expect(team.record == "-", "not --32-9")
        team.wins = 40
        #expect(team.record == "40-32-9")
        let standings = try NHLStandings.decode(Data(#"{"standings":[{"teamAbbrev":{"default":"TOR"},"teamName":{"default":"Toronto"},"wins":-1,"losses":27,"otLosses":11,"points":1e300}]}"#.utf8))
        #expect(standings.teams.first?.wins == nil && standings.teams.first?.points == nil)
        #expect(standings.teams.first?.record == "-", "not -1-27-11")
    }
}
