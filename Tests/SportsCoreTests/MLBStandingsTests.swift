import Foundation
import Testing
import TestSupport
@testable import SportsCore

@Suite struct MLBStandingsTests {
    @Test
    func theRecordedPayloadKeepsOnlyRegularSeasonDivisionsInOrder() throws {
        // The recording holds 6 regularSeason and 6 springTraining records for the same divisions.
        let standings = try MLBStandings.decode(Fixtures.data("mlb/standings-2019-03-10-regular-hydrated.json"))
        #expect(standings.divisions.map(\.name) == ["AL East", "AL Central", "AL West", "NL East", "NL Central", "NL West"])
        #expect(standings.divisions.allSatisfy { $0.teams.count == 5 })
        #expect(Set(standings.divisions.flatMap { $0.teams.map(\.abbreviation) }).count == 30)
        // Regular season before opening day: everyone 0-0, ranked as the API ranks them, no spring streaks.
        let west = try #require(standings.divisions.first { $0.id == 200 })
        #expect(west.teams.map(\.abbreviation) == ["HOU", "LAA", "OAK", "SEA", "TEX"])
        #expect(west.teams.allSatisfy { $0.wins == 0 && $0.losses == 0 && $0.streak == nil && $0.gamesBack == "-" })
        #expect(west.teams.first?.lastTen == "0-0")
        #expect(standings.divisions.prefix(3).allSatisfy { $0.isAmerican })
        #expect(!standings.divisions[3].isAmerican)
    }

    @Test func theBundledSampleHasEveryColumn() throws {
        let data = try Data(contentsOf: Fixtures.samples.appendingPathComponent("mlb/standings-2018.json"))
        let standings = try MLBStandings.decode(data)
        #expect(standings.divisions.count == 6)
        let east = standings.divisions[0]
        #expect(east.name == "AL East")
        let boston = try #require(east.teams.first)
        #expect(boston.name == "Boston Red Sox")
        #expect((boston.wins, boston.losses, boston.pct, boston.gamesBack) == (101, 49, ".673", "-"))
        #expect(boston.streak == "W3")
        #expect(boston.lastTen == "3-7")
        #expect(east.teams[1].gamesBack == "8.0")
        // Games back agree with the records in every division.
        for d in standings.divisions {
            let leader = d.teams[0]
            for t in d.teams.dropFirst() {
                let gb = Double((leader.wins - t.wins) + (t.losses - leader.losses)) / 2
                #expect(Double(t.gamesBack) == gb, "\(t.name)")
            }
        }
    }

    @Test func damagedEntriesAreSkippedAndMissingFieldsFilledIn() throws {
        let json = """
            {"records": [
              {"standingsType": "regularSeason", "division": {"id": 201}, "league": {"id": 103},
               "teamRecords": [
                 {"team": {"id": 147, "name": "New York Yankees"}, "wins": 3, "losses": 1},
                 {"wins": "not a team"},
                 {"team": {"id": 111, "name": "Boston Red Sox"}, "wins": 1, "losses": 3, "divisionRank": "2"}
               ]},
              {"standingsType": "springTraining", "division": {"id": 202}, "teamRecords": []},
              "garbage"
            ]}
            """
        let standings = try MLBStandings.decode(Data(json.utf8))
        #expect(standings.divisions.count == 1)
        let teams = standings.divisions[0].teams
        #expect(teams.map(\.abbreviation) == ["BOS", "NYY"])   // ranked first, then unranked
        #expect(teams[1].pct == ".750")
        #expect(teams[1].gamesBack == "-")
        #expect(teams[1].streak == nil)
        #expect(StandingsTeam.pctText(1) == "1.000")
    }

    @Test(arguments: ["", "[]", "{\"records\": 3}", "<html>"])
    func wrongShapesThrow(text: String) {
        #expect(throws: (any Error).self) { try MLBStandings.decode(Data(text.utf8)) }
    }

    @Test func endpoint() {
        let url = Endpoint.mlbStandings(season: 2018).url(in: .defaults)
        #expect(url.absoluteString == "https://statsapi.mlb.com/api/v1/standings?leagueId=103,104&season=2018&standingsTypes=regularSeason&hydrate=team")
        #expect(Endpoint.mlbStandings(season: 2018).samplePath == "mlb/standings-2018.json")
        #expect(OfflineDataSource(samples: Fixtures.samples).bundledStandingsSeasons() == [2018])
    }
}
