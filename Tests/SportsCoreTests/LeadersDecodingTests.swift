import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// ESPN's NFL leaders in both of its shapes (site v3, each athlete in place;
/// core v2, athletes as links), and leaders broken the ways a list can be.
@Suite struct LeadersDecodingTests {
    static let siteV3 = try! Fixtures.data("espn-people/nfl-leaders-2024-site-v3.json")
    static let coreV2 = try! Fixtures.data("espn-people/nfl-leaders-core-v2.json")

    static func board(_ categories: [[String: Any]]) throws -> LeaderBoard {
        try LeaderBoard.decode(try JSONSerialization.data(withJSONObject: ["leaders": ["categories": categories]]))
    }

    static func row(_ id: Int, _ name: String, _ value: Double) -> [String: Any] {
        ["displayValue": String(Int(value)), "value": value, "athlete": ["id": String(id), "displayName": name], "team": ["abbreviation": "T\(id % 10)"]]
    }

    @Test func theSiteShapeReadsEveryCategoryWithItsTopTen() throws {
        let b = try LeaderBoard.decode(Self.siteV3)
        #expect(b.season == 2024 && b.seasonType == 2)
        #expect(b.categories.count == 16)
        #expect(b.categories.prefix(3).map(\.name) == ["passingYards", "rushingYards", "receivingYards"])
        let passing = b.categories[0]
        #expect(passing.title == "Passing Yards" && passing.abbreviation == "YDS" && passing.leaders.count == 10 && passing.listed == 10)
        let first = try #require(passing.leaders.first)
        #expect(first.rank == 1 && first.name == "Joe Burrow" && first.athleteID == 3915511 && first.position == "QB")
        #expect(first.team == "CIN" && first.teamName == "Cincinnati Bengals" && first.display == "4918" && first.value == 4918)
        #expect(b.categories.allSatisfy { $0.leaders.allSatisfy { $0.name != nil && $0.team != nil } })
    }

    @Test func theCoreShapeNamesAthletesByTheirLinksIdsOnly() throws {
        let b = try LeaderBoard.decode(Self.coreV2)
        #expect(b.categories.count == 10)
        let points = try #require(b.categories.first { $0.name == "totalPoints" })
        #expect(points.leaders.first?.athleteID == 1097 && points.leaders.first?.name == nil && points.leaders.first?.shownName == "Athlete 1097")
        #expect(points.leaders.first?.display == "2673")
    }

    @Test func longEmptyTiedAndRaggedCategories() throws {
        let many = (1...1000).map { Self.row($0, "Player \($0)", Double(2000 - $0)) }
        var tied: [Any] = [Self.row(1, "A", 30), Self.row(2, "B", 30), Self.row(3, "C", 29)]
        tied.append(["displayValue": "9"])   // no athlete: not a leader
        tied.append("not an object")
        let b = try Self.board([
            ["name": "long", "displayName": "Long", "leaders": many],
            ["name": "empty", "displayName": "Empty", "leaders": []],
            ["displayName": "No key", "leaders": [Self.row(9, "Z", 1)]],
            ["name": "tied", "leaders": tied],
            ["name": "long", "displayName": "Again", "leaders": [Self.row(5, "E", 1)]],
        ])
        #expect(b.categories.map(\.name) == ["long", "empty", "tied"], "a category without a key, or twice, is read once or not at all")
        #expect(b.categories[0].leaders.count == 10 && b.categories[0].listed == 1000 && b.categories[0].leaders.last?.name == "Player 10")
        #expect(b.categories[1].leaders.isEmpty)
        #expect(b.categories[2].leaders.map(\.rank) == [1, 1, 3] && b.categories[2].title == "tied")
        #expect(throws: FetchError.self) { try LeaderBoard.decode(Data(Self.siteV3.prefix(5000))) }
        #expect(throws: FetchError.self) { try LeaderBoard.decode(Data("[]".utf8)) }
        #expect(try LeaderBoard.decode(Data("{}".utf8)).categories.isEmpty)
    }

    @Test func theEndpointAsksESPNsWebHostUnlessABaseIsSet() {
        let nfl = ESPNLeague.nfl
        #expect(Endpoint.espnLeaders(nfl, season: nil, seasonType: 2).url(in: .defaults).absoluteString
                == "https://site.web.api.espn.com/apis/site/v3/sports/football/nfl/leaders?seasontype=2")
        var urls = SourceURLs.defaults
        urls.espn = URL(string: "http://127.0.0.1:9/")!
        #expect(Endpoint.espnLeaders(nfl, season: 2023, seasonType: 3).url(in: urls).absoluteString
                == "http://127.0.0.1:9/apis/site/v3/sports/football/nfl/leaders?season=2023&seasontype=3")
        #expect(Endpoint.espnLeaders(ESPNLeague(sport: "hockey", league: "nhl"), season: nil, seasonType: 2).samplePath == "espn/nhl-leaders.json")
        #expect(Endpoint.espnLeaders(nfl, season: 2023, seasonType: 3).samplePath == "espn/nfl-leaders-2023-postseason.json")
    }
}
