import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The balldontlie decoders on every recorded payload: the current schema and
/// the old docs' page-number shape.
@Suite struct NBADecodingTests {
    @Test
    func theTeamListHas45RowsAnd30AreCurrent() throws {
        let teams = try NBATeam.decodeList(Fixtures.data("nba/teams-45.json"))
        #expect(teams.count == 45)
        let current = teams.filter(\.isCurrent)
        #expect(current.count == 30)
        #expect(current.map(\.id) == Array(1...30))
        #expect(Set(current.map(\.conference)) == ["East", "West"])
        #expect(current.filter { $0.conference == "East" }.count == 15)
        #expect(current.allSatisfy { !$0.division.isEmpty && !$0.city.isEmpty && !$0.abbreviation.isEmpty })
        // The defunct franchises' four-space conference is trimmed to nothing, so they never count as current.
        let defunct = teams.filter { !$0.isCurrent }
        #expect(defunct.count == 15 && defunct.allSatisfy { $0.conference.isEmpty && $0.id >= 37 })
        let sheboygan = try #require(teams.first { $0.id == 51 })
        #expect(sheboygan.fullName == "Sheboygan Redskins" && sheboygan.abbreviation == "SHE" && sheboygan.city.isEmpty)
        // Every club of today has badge colours.
        for team in current { #expect(NBAClubs.colors[team.abbreviation] != nil, "\(team.abbreviation)") }
    }

    @Test
    func knicksRowsKeepWhatIsThereAndMissWhatIsNot() throws {
        let page = try NBAPlayersPage.decode(Fixtures.data("nba/players-NYK-25.json"))
        #expect(page.players.count == 25)
        #expect(page.nextCursor == nil)   // the capture has no meta: one page
        #expect(page.players.allSatisfy { $0.team?.abbreviation == "NYK" && $0.team?.id == 20 })
        // Three old players have an empty position, one an empty jersey: missing, not "".
        #expect(page.players.filter { $0.position == nil }.count == 3)
        #expect(page.players.filter { $0.jerseyNumber == nil }.count == 1)
        #expect(page.players.allSatisfy { $0.position != "" && $0.jerseyNumber != "" })
        let anunoby = try #require(page.players.first { $0.lastName == "Anunoby" })
        #expect(anunoby.name == "OG Anunoby" && anunoby.jerseyNumber == "8" && anunoby.heightText == "6-7")
        #expect(anunoby.weightText == "240 lb" && anunoby.college == "Indiana" && anunoby.country == "United Kingdom")
        #expect(anunoby.draft == "2017 · round 1 · pick 23")
        // Null draft fields: undrafted; a year alone: undrafted in that class.
        let undrafted = page.players.filter { $0.draftYear == nil }
        #expect(undrafted.count == 5 && undrafted.allSatisfy { $0.draft == "Undrafted" })
        #expect(page.players.filter { $0.draft == "Undrafted (2016)" || $0.draft == "Undrafted (2018)" }.count == 2)
    }

    @Test
    func theOldDocsShapeDecodesWithItsPageNumber() throws {
        let players = try NBAPlayersPage.decode(Fixtures.data("nba/docs-example-players.json"))
        #expect(players.nextCursor == 2)
        let lebron = try #require(players.players.first)
        #expect(lebron.name == "LeBron James" && lebron.heightText == "6-8" && lebron.weightText == "250 lb")
        #expect(lebron.position == "F" && lebron.jerseyNumber == nil && lebron.team?.fullName == "Los Angeles Lakers")
        #expect(lebron.draft == "Undrafted")   // the old shape has no draft fields: shown as missing
        let teams = try NBATeam.decodeList(Fixtures.data("nba/docs-example-teams.json"))
        #expect(teams.map(\.abbreviation) == ["LAL"] && teams[0].isCurrent)
        // Single objects (`/players/237`, `/teams/14`) decode with the same types.
        let one = try JSONDecoder().decode(NBAPlayer.self, from: Fixtures.data("nba/docs-example-player.json"))
        #expect(one.id == 237 && one.heightText == "6-8")
        let team = try JSONDecoder().decode(NBATeam.self, from: Fixtures.data("nba/docs-example-team.json"))
        #expect(team.id == 14 && team.division == "Pacific")
    }

    /// The spec is the contract our client follows: the header, the cursor and the page size.
    @Test
    func theVendorSpecNamesWhatTheClientSends() throws {
        let spec = String(decoding: try Fixtures.data("nba/openapi-nba.yml"), as: UTF8.self)
        #expect(spec.contains("Authorization") && spec.contains("next_cursor") && spec.contains("team_ids"))
        let urls = SourceURLs(mlb: URL(string: "http://x")!, yinzcam: URL(string: "http://x")!, logos: URL(string: "http://x")!,
                              tvmaze: URL(string: "http://x")!, nba: URL(string: "http://127.0.0.1:9/")!)
        #expect(Endpoint.nbaTeams.url(in: urls).absoluteString == "http://127.0.0.1:9/nba/v1/teams")
        #expect(Endpoint.nbaPlayers(team: 20, cursor: nil).url(in: urls).absoluteString
                == "http://127.0.0.1:9/nba/v1/players?team_ids%5B%5D=20&per_page=100")
        #expect(Endpoint.nbaPlayers(team: 20, cursor: 1200).url(in: urls).query?.contains("cursor=1200") == true)
    }

    /// Our sample is written in the current schema: 30 clubs plus defunct rows, several teams with more than one page.
    @Test func theBundledSampleIsInTheCurrentSchemaAndPages() throws {
        let teams = try NBATeam.decodeList(Data(contentsOf: Fixtures.samples.appendingPathComponent("nba/teams.json")))
        #expect(teams.filter(\.isCurrent).count == 30 && teams.contains { !$0.isCurrent })
        var multiPage = 0
        for team in [2, 14, 20, 28] {
            var cursor: Int? = nil
            var pages = 0
            var ids = Set<Int>()
            repeat {
                let file = Fixtures.samples.appendingPathComponent(Endpoint.nbaPlayers(team: team, cursor: cursor).samplePath)
                let page = try NBAPlayersPage.decode(Data(contentsOf: file))
                #expect(page.players.allSatisfy { $0.team?.id == team })
                ids.formUnion(page.players.map(\.id))
                cursor = page.nextCursor
                pages += 1
            } while cursor != nil && pages < 10
            #expect(cursor == nil, "team \(team) pages end")
            if pages > 1 { multiPage += 1 }
            #expect(ids.count >= 10)
        }
        #expect(multiPage >= 3)
    }

    @Test func raggedRowsAreSkippedOrShownAsMissing() throws {
        let json = """
        {"data":[{"id":1,"first_name":"A","last_name":"B","position":"","height":"","weight":null,"jersey_number":7,
                  "draft_year":"x","team":{"conference":"East"}},
                 {"first_name":"no id"},
                 "not an object",
                 {"id":2,"first_name":"","last_name":""}],
         "meta":{"next_cursor":"soon","per_page":100}}
        """
        let page = try NBAPlayersPage.decode(Data(json.utf8))
        #expect(page.players.map(\.id) == [1, 2])
        #expect(page.nextCursor == nil)
        let a = page.players[0]
        #expect(a.position == nil && a.heightText == nil && a.weightText == nil && a.jerseyNumber == "7" && a.draft == "Undrafted")
        #expect(a.team == nil)   // a team without an id is dropped, not invented
        #expect(page.players[1].name == "Player 2")
        #expect(throws: (any Error).self) { try NBAPlayersPage.decode(Data("{\"meta\":{}}".utf8)) }
        #expect(throws: (any Error).self) { try NBATeam.decodeList(Data("[1,2]".utf8)) }
    }
}
