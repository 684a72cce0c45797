import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// `s` on college and the WNBA: the AP Top 25 over the conferences (college
/// football and basketball), the WNBA's conferences by seed, at three sizes,
/// from the bundled samples through the same request the screen makes.
@Suite struct CollegeAndWNBAStandingsTests {
    static let sizes = [(80, 24), (120, 40), (200, 60)]

    static func standings(_ league: ScoresLeague, width: Int, height: Int) async throws -> AppState {
        let offline = OfflineDataSource(samples: Fixtures.samples)
        let espn = try #require(league.row.standingsLeague)
        let table = try await offline.run(.espnStandings(espn, poll: league.row.poll)).value
        let action = ESPNStandingsAction.loaded(.success(Loaded(value: table, origin: .bundledSample)), at: loadTime)
        if league.row.sport == .football {
            var s = CollegeFootballBoardTests.board(width: width, height: height)
            press(&s, .char("s"))
            _ = reduce(&s, .scores(.football(league, .standings(action))))
            return s
        }
        var s = ESPNBasketballTests.board(league, day: league.rawValue == "wnba" ? Day(iso: "2026-07-18")! : ESPNBasketballTests.tuesday,
                                          width: width, height: height)
        press(&s, .char("s"))
        _ = reduce(&s, .scores(.basketball(league, .standings(action))))
        return s
    }

    @Test(arguments: sizes)
    func theAPTop25OverTheConferences(width: Int, height: Int) async throws {
        for code in ["college-football", "mens-college-basketball"] {
            let s = try await Self.standings(ScoresLeague(id: code), width: width, height: height)
            let text = renderScreen(s).snapshot
            Snapshot.assert(text, named: "\(code)-standings-\(width)x\(height)")
            #expect(text.contains("AP Top 25") && text.contains("REC") && text.contains("PTS"), "\(code)")
            #expect(!text.contains("…  "), "four-letter codes keep their letters: \(text)")
        }
    }

    @Test(arguments: sizes)
    func theWNBAsConferences(width: Int, height: Int) async throws {
        let s = try await Self.standings(ScoresLeague(id: "wnba"), width: width, height: height)
        let text = renderScreen(s).snapshot
        Snapshot.assert(text, named: "wnba-standings-\(width)x\(height)")
        #expect(text.contains("Eastern Conference") && !text.contains("AP Top 25"))
    }

    @Test func printTheCollegeStandingsWithThePollFirst() async throws {
        let offline = OfflineDataSource(samples: Fixtures.samples)
        let table = try await LeaguePrint.standings(ScoresLeague(id: "womens-college-basketball"), offline, offline: offline, timeZone: .utc)
        #expect(table.rows.prefix(25).allSatisfy { "\($0[0])".contains("AP Top 25") } && table.rows.count == 25 + 8)
        #expect(table.columns.suffix(3) == ["points", "note", "form"])
        let soccer = try await LeaguePrint.standings(ScoresLeague(id: "eng.1"), offline, offline: offline, timeZone: .utc)
        #expect(soccer.render(.text).contains("Relegation") && soccer.render(.tsv).contains("\t31\tChampions League"))
    }
}
