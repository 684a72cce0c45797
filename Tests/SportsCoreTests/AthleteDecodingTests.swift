import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// ESPN's athlete answers as recorded: a profile (MLB), a bio (NBA), a game
/// log and a career overview (NFL), a golfer's season; and broken ones.
@Suite struct AthleteDecodingTests {
    static func data(_ name: String) throws -> Data { try Fixtures.data("espn-people/\(name)") }

    @Test func aProfileWithItsSeasonLine() throws {
        let p = try ESPNAthlete.decode(Self.data("mlb-athlete-36071-pivetta.json"), id: 36071)
        #expect(p.name == "Nick Pivetta" && p.position == "SP" && p.positionName == "Starting Pitcher" && p.jersey == "27")
        #expect(p.team == "SD" && p.teamName == "San Diego Padres" && p.age == 32 && p.height == "6' 5\"" && p.weight == "210 lbs")
        #expect(p.birthPlace == "Victoria, BC" && p.headshot?.hasSuffix("/mlb/players/full/36071.png") == true)
        #expect(p.seasonTitle == "2025 season stats" && p.season.first?.label == "W-L" && !p.season.isEmpty)
        #expect(throws: FetchError.decoding("it answered for another player, 36071, not 1966")) {
            try ESPNAthlete.decode(Self.data("mlb-athlete-36071-pivetta.json"), id: 1966)
        }
        #expect(throws: (any Error).self) { try ESPNAthlete.decode(Data("{\"athlete\": 3}".utf8), id: 1) }
        #expect(throws: (any Error).self) { try ESPNAthlete.decode(Data("{\"athlete\": {\"displayName\": \"No id\"}}".utf8), id: 1) }
        let bare = try ESPNAthlete.decode(Data("{\"athlete\": {\"id\": \"7\", \"age\": 400, \"displayName\": \"   \"}}".utf8), id: 7)
        #expect(bare.name == "Player 7" && bare.age == nil && bare.season.isEmpty, "no stats and an impossible age: said as missing")
    }

    @Test func aGameLogNewestFirstWithItsColumns() throws {
        let log = try ESPNGameLog.decode(Self.data("nfl-athlete-gamelog-2024.json"))
        #expect(log.labels.prefix(4) == ["CMP", "ATT", "YDS", "CMP%"])
        #expect(log.games.count == 19, "the postseason's 3 and the regular season's 16 (a game in both lists once)")
        let last = try #require(log.games.first)
        #expect(last.eventID == 401671889 && last.opponent == "PHI" && last.atVs == "vs" && last.result == "L 40-22" && last.note == "Super Bowl LIX")
        #expect(last.stats.prefix(3) == ["21", "32", "257"])
        #expect(zip(log.games, log.games.dropFirst()).allSatisfy { ($0.date ?? .distantPast) >= ($1.date ?? .distantPast) })
        #expect(try ESPNGameLog.decode(Data("{}".utf8)).games.isEmpty)
    }

    @Test func careerTablesAndABio() throws {
        let brady = try ESPNCareer.decode(Self.data("nfl-athlete-2330-overview.json"))
        #expect(brady.labels.first == "CMP" && brady.rows.map(\.name) == ["Career"] && brady.rows[0].stats[3] == "89,214")
        let golfer = try ESPNCareer.decode(Self.data("golf-athlete-388-stats-2024.json"))
        #expect(golfer.title == "2024 Season Overview" && golfer.labels == ["EVENTS", "CUTS", "TOP10", "WINS", "AVG", "EARNINGS"])
        #expect(golfer.rows.map(\.name) == ["Majors", "PGA TOUR"])
        let forty = ["statistics": ["labels": ["GP"], "splits": (1...45).map { ["displayName": "\(1980 + $0)", "stats": ["\($0)"]] }]]
        #expect(try ESPNCareer.decode(try JSONSerialization.data(withJSONObject: forty)).rows.count == 45, "forty seasons and more fit")
        #expect(try ESPNCareer.decode(Data("{\"statistics\": []}".utf8)).rows.isEmpty)
        let bio = try ESPNBio.decode(Self.data("nba-athlete-1966-bio.json"))
        #expect(bio.teams.first?.name == "Los Angeles Lakers" && bio.teams.first?.seasons == "2018-CURRENT")
        #expect(bio.awards.first?.name == "All-NBA 2nd Team" && bio.awards.first?.count == "4x")
    }

    @Test func theEndpoints() {
        let nba = ESPNLeague(sport: "basketball", league: "nba")
        #expect(Endpoint.espnAthlete(nba, id: 1966, part: "bio").url(in: .defaults).absoluteString
                == "https://site.web.api.espn.com/apis/common/v3/sports/basketball/nba/athletes/1966/bio")
        #expect(Endpoint.espnAthlete(nba, id: 1966, part: nil).samplePath == "espn/nba-athlete-1966.json")
        #expect(Endpoint.espnAthlete(nba, id: 1966, part: "../gamelog").samplePath == "espn/nba-athlete-1966-gamelog.json")
    }
}
