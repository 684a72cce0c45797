import Foundation
import Testing
import TestSupport
@testable import SportsCore
import TerminalUI

/// The three NHL decoders on the real recorded payloads.
@Suite struct NHLDecodingTests {
    @Test(arguments: ["standings-2024-04-18.json", "standings-2024-12-05.json"])
    func bothStandingsCapturesDecodeToThe32Clubs(_ file: String) throws {
        let standings = try NHLStandings.decode(Fixtures.data("nhl/\(file)"))
        #expect(standings.teams.count == 32)
        let groups = standings.byDivision
        #expect(groups.map(\.division) == ["Atlantic", "Metropolitan", "Central", "Pacific"])
        #expect(groups.allSatisfy { $0.teams.count == 8 })
        for group in groups { #expect(group.teams.map { $0.divisionRank ?? 0 } == Array(1...8)) }
        for team in standings.teams {
            let (w, l, otl, pts) = (team.wins ?? -1, team.losses ?? -1, team.otLosses ?? -1, team.points ?? -1)
            #expect(w >= 0 && l >= 0 && otl >= 0 && pts == 2 * w + otl, "\(team.tricode)")
        }
        #expect(standings.season == (file.contains("04-18") ? 20232024 : 20242025))
    }

    @Test
    func localizedNamesShowTheirDefaultAndArizonaAndUtahBothResolve() throws {
        let late = try NHLStandings.decode(Fixtures.data("nhl/standings-2024-04-18.json"))
        let now = try NHLStandings.decode(Fixtures.data("nhl/standings-2024-12-05.json"))
        #expect(late.team("ARI")?.name == "Arizona Coyotes" && late.team("UTA") == nil)
        #expect(now.team("UTA")?.name == "Utah Hockey Club" && now.team("ARI") == nil)
        #expect(now.team("MTL")?.name == "Montréal Canadiens")
        #expect(now.team("TOR")?.commonName == "Maple Leafs")
        #expect(late.team("NYR")?.clinch == "p" && now.team("NYR")?.clinch == nil)
        #expect(now.team("MIN")?.record == "17-4-4")
    }

    /// Our club table covers every tricode either season lists, and nothing the current standings lack is drawn.
    @Test
    func theClubTableCoversEveryCurrentTricode() throws {
        for file in ["standings-2024-04-18.json", "standings-2024-12-05.json"] {
            let standings = try NHLStandings.decode(Fixtures.data("nhl/\(file)"))
            for team in standings.teams {
                let club = try #require(NHLClubs.club(team.tricode), "\(file): \(team.tricode) has no row")
                #expect(Contrast.rgb(hex: club.primaryHex) != nil && Contrast.rgb(hex: club.secondaryHex) != nil)
                #expect((-130.0 ... -60.0).contains(club.longitude) && (25.0 ... 55.0).contains(club.latitude))
            }
        }
        #expect(Set(NHLClubs.all.map(\.tricode)).count == NHLClubs.all.count)
        #expect(NHLClubs.all.count == 33)   // the 32 of today, and Arizona for 2023-24
    }

    @Test(arguments: [
        ("roster-TOR-20232024.json", "TOR", 30, 7), ("roster-TOR-20242025.json", "TOR", 27, 6),
        ("roster-EDM-20242025.json", "EDM", 24, -1), ("roster-UTA-20242025.json", "UTA", 25, -1),
    ])
    func rostersDecodeSortedByNumber(_ file: String, _ tri: String, _ count: Int, _ withoutProvince: Int) throws {
        let roster = try NHLRoster.decode(Fixtures.data("nhl/\(file)"), tricode: tri)
        #expect(roster.players.count == count)
        let numbers = roster.players.compactMap(\.number)
        #expect(numbers == numbers.sorted())
        #expect(roster.players.allSatisfy { $0.teamAbbrev == tri && !$0.statsKnown && !$0.name.isEmpty })
        #expect(roster.players.allSatisfy { ["C", "L", "R", "D", "G"].contains($0.position ?? "") })
        if withoutProvince >= 0 { #expect(roster.players.filter { $0.birthStateProvince == nil }.count == withoutProvince) }
    }

    @Test
    func aRosterPlayerWithoutProvinceAndLocalizedNames() throws {
        let roster = try NHLRoster.decode(Fixtures.data("nhl/roster-TOR-20242025.json"), tricode: "TOR")
        let hildeby = try #require(roster.players.first { $0.lastName == "Hildeby" })
        #expect(hildeby.birthStateProvince == nil && hildeby.birthCountry == "SWE")
        #expect(NHLPlayerFacts.positionAndHand(hildeby) == "Goalie · Catches L")
        #expect(roster.players.contains { $0.lastName == "Hakanpää" })
        #expect(roster.players.contains { $0.firstName == "Mitch" })
        let matthews = try #require(roster.players.first { $0.number == 34 })
        #expect(matthews.name == "Auston Matthews" && NHLPlayerFacts.positionAndHand(matthews) == "Center · Shoots L")
    }

    @Test
    func theMcDavidLandingDecodesWhole() throws {
        let p = try NHLPlayer.decodeLanding(Fixtures.data("nhl/player-landing-8478402-2024-04-17.json"))
        #expect(p.id == 8478402 && p.name == "Connor McDavid" && p.teamAbbrev == "EDM" && p.teamName == "Edmonton Oilers")
        #expect(p.statsKnown && p.season == 20232024 && p.lastGames.count == 5)
        let today = Day(iso: "2024-04-17")!
        let bio = Dictionary(uniqueKeysWithValues: NHLPlayerFacts.bio(p, today: today).map { ($0.field, $0.value) })
        #expect(bio["height"] == "6-1 (185 cm)")
        #expect(bio["weight"] == "194 lb (88 kg)")
        #expect(bio["born"] == "1997-01-13 (age 27) · Richmond Hill, Ontario, CAN")
        #expect(bio["draft"] == "2015 · EDM · round 1 · pick 1 (1 overall)")
        #expect(NHLPlayerFacts.values(p.seasonStats, goalie: false) == ["75", "32", "100", "132", "+37", "30", "7", "1", "5", "261", "12.3"])
        #expect(NHLPlayerFacts.seasonSummary(p) == "GP 75  G 32  A 100  P 132")
        #expect(p.career?.gamesPlayed == 644)
    }

    @Test func statisticsShowDashesWithoutGamesAndGoalieFormats() {
        #expect(NHLPlayerFacts.values(nil, goalie: false) == Array(repeating: "-", count: 11))
        #expect(NHLPlayerFacts.values(.init(gamesPlayed: 0), goalie: true) == Array(repeating: "-", count: 7))
        var g = NHLPlayer.StatLine(gamesPlayed: 41)
        g.wins = 25; g.losses = 11; g.otLosses = 4; g.shutouts = 3; g.goalsAgainstAvg = 2.4567; g.savePctg = 0.9153
        #expect(NHLPlayerFacts.values(g, goalie: true) == ["41", "25", "11", "4", "3", "2.46", ".915"])
        #expect(NHLPlayerFacts.savePercentage(1) == "1.000")
        #expect(NHLPlayerFacts.savePercentage(.nan) == "-")
        var partial = NHLPlayer.StatLine(gamesPlayed: 3)
        partial.goals = 1
        #expect(NHLPlayerFacts.values(partial, goalie: false)[0...2] == ["3", "1", "-"])   // missing shows as missing
    }

    @Test func raggedPayloadsNeverTrapAndBadOnesFailClearly() throws {
        // Wrong types drop a field; an absent id drops a row; huge numbers are not Ints.
        let roster = """
        {"forwards":[{"id":1,"firstName":{"default":"A"},"lastName":"B","sweaterNumber":"nine","positionCode":"C"},
                     {"firstName":{"default":"No"},"lastName":{"default":"Id"}},
                     {"id":2,"firstName":null,"lastName":{"fr":"only"},"heightInInches":1e300,"sweaterNumber":9.0}],
         "goalies":7}
        """
        let r = try NHLRoster.decode(Data(roster.utf8), tricode: "tor")
        #expect(r.players.map(\.id) == [2, 1] && r.players[0].number == 9 && r.players[0].name == "Player 2")
        #expect(r.players[0].heightInches == nil && r.tricode == "TOR")
        #expect(throws: (any Error).self) { try NHLRoster.decode(Data("{\"teams\":[]}".utf8), tricode: "TOR") }
        #expect(throws: (any Error).self) { try NHLPlayer.decodeLanding(Data("{\"id\":1}".utf8)) }
        #expect(throws: (any Error).self) { try NHLStandings.decode(Data("[]".utf8)) }
        let standings = try NHLStandings.decode(Data("""
        {"standings":[{"teamAbbrev":{"default":"TOR"},"wins":9223372036854775807,"points":1e99},{"teamAbbrev":"<script>"},{}]}
        """.utf8))
        #expect(standings.teams.map(\.tricode) == ["TOR"] && standings.teams[0].points == nil)
        // Int.max wins is no record: missing, and a record with a missing part is `-`.
        #expect(standings.teams[0].wins == nil && standings.teams[0].record == "-")
    }

    @Test func seasonCacheRefetchesWhenTheSeasonTurnsOver() {
        func date(_ iso: String) -> Date { Day(iso: iso)!.noonUTC }
        let policy = CachePolicy.season(startMonth: 9)
        #expect(policy.isFresh(fetchedAt: date("2026-10-01"), now: date("2027-04-30")))
        #expect(!policy.isFresh(fetchedAt: date("2026-08-31"), now: date("2026-09-01")))
        #expect(!policy.isFresh(fetchedAt: date("2027-01-01"), now: date("2026-12-31")))   // from the future
        #expect(CachePolicy.season(of: date("2026-11-22"), startMonth: 9) == 2026)
    }
}

/// The bundled offline sample is ours: complete and consistent with itself.
@Suite struct NHLSampleTests {
    let offline = OfflineDataSource(samples: Fixtures.samples)

    @Test func theSampleHasAll32ClubsFourRostersAndEveryPlayersLanding() async throws {
        let standings = try await offline.run(.nhlStandings()).value
        #expect(standings.teams.count == 32 && standings.team("ARI") == nil && standings.team("UTA") != nil)
        #expect(standings.teams.allSatisfy { NHLClubs.club($0.tricode) != nil })
        for t in standings.teams {
            #expect(t.gamesPlayed == (t.wins ?? 0) + (t.losses ?? 0) + (t.otLosses ?? 0), "\(t.tricode) games")
            #expect(t.points == 2 * (t.wins ?? 0) + (t.otLosses ?? 0), "\(t.tricode) points")
        }
        for group in standings.byDivision {
            let points = group.teams.map { $0.points ?? 0 }
            #expect(points == points.sorted(by: >), "\(group.division) ranks follow points")
        }
        let rosters = offline.bundledNHLRosters()
        #expect(rosters.count >= 4)
        var sawNoGames = false, sawGoalie = false, sawNoNumber = false
        for tri in rosters {
            let roster = try await offline.run(.nhlRoster(tri)).value
            let team = try #require(standings.team(tri))
            for p in roster.players {
                let landing = try await offline.run(.nhlPlayer(p.id)).value
                #expect(landing.teamAbbrev == tri && landing.number == p.number && landing.name == p.name, "\(p.id)")
                #expect(landing.position == p.position)
                if let s = landing.seasonStats, let gp = s.gamesPlayed, gp > 0 {
                    #expect(gp <= team.gamesPlayed ?? 0, "\(p.id) plays no more games than his team")
                    if !landing.isGoalie { #expect(s.points == (s.goals ?? 0) + (s.assists ?? 0)) }
                    else {
                        #expect((s.wins ?? 0) + (s.losses ?? 0) + (s.otLosses ?? 0) == gp)
                        sawGoalie = true
                    }
                } else {
                    sawNoGames = true
                }
                if p.number == nil { sawNoNumber = true }
            }
        }
        #expect(sawNoGames && sawGoalie && sawNoNumber)
    }

    @Test func offlineSaysWhichRostersItHas() async {
        await #expect(throws: FetchError.noSample("The offline sample has no BUF roster; it holds COL, EDM, PIT, TOR.")) {
            try await offline.run(.nhlRoster("BUF"))
        }
    }
}
