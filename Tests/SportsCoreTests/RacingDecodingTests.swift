import FoundationEssentials
import SportsCore
import TestSupport
import Testing

/// Racing from ESPN's scoreboard and F1's results and championships from Jolpica, on recorded answers.
struct RacingDecodingTests {
    /// The recorded event served as a scoreboard, as ESPN answers a day.
    static func weekend() throws -> [RacingSession] {
        let event = try Fixtures.data("espn-sports/f1-event-azerbaijan-2023.json")
        let scoreboard = Data("{\"events\": [".utf8) + event + Data("]}".utf8)
        return try RacingScoreboard.decode(scoreboard, league: LeagueID("f1"))
    }

    @Test func aWeekendIsItsSessionsInOrderWithTheirNames() throws {
        let sessions = try Self.weekend()
        #expect(sessions.map(\.kind) == ["Practice 1", "Qualifying", "Sprint Shootout", "Sprint", "Race"])
        #expect(sessions.allSatisfy { $0.eventName == "Azerbaijan Grand Prix" && $0.circuit == "Baku City Circuit, Baku" })
        #expect(sessions.map(\.phase) == [.final, .final, .final, .live, .scheduled])
        #expect(sessions[3].progress == "Lap 3")
        #expect(sessions[0].broadcasts == ["ESPN2"])
    }

    @Test func driversAreInTheirOrderAndASessionNotBegunHasNone() throws {
        let sessions = try Self.weekend()
        let qualifying = sessions[1].field
        #expect(qualifying.count == 20 && qualifying[0].place == 1 && qualifying[0].competitor.name == "Cherles Leclerc")
        #expect(qualifying[0].competitor.abbreviation == "LEC" && qualifying[0].competitor.kind == .athlete)
        #expect(qualifying.last?.competitor.abbreviation == "DEV", "N. de Vries")
        #expect(sessions[4].field.count == 20 && sessions[4].field.allSatisfy { $0.place == nil })
        let contest = sessions[3].summary
        #expect(contest.isField && contest.name == "Sprint" && contest.state == .live(period: "Lap 3", clock: nil))
    }

    @Test func aScheduledRaceWithoutDriversIsOneSessionWithAnEmptyField() throws {
        let sessions = try RacingScoreboard.decode(try Fixtures.data("espn-sports/nascar-scoreboard-texas-2026-scheduled.json"),
                                                   league: LeagueID("nascar"))
        #expect(sessions.count == 1 && sessions[0].phase == .scheduled && sessions[0].field.isEmpty)
        #expect(sessions[0].eventName.contains("Texas"))
    }

    @Test func raggedAnswersLoseOnlyWhatIsBroken() throws {
        let text = """
        {"events": [{"id": "1", "name": "GP", "competitions": [
          {"id": "x"}, {"id": "7", "type": {"abbreviation": "Race"}, "status": {"type": {"state": "post"}},
           "competitors": [{"id": "1", "order": 1, "athlete": {"displayName": "A Driver", "shortName": "A. Driver"}},
                           {"id": "2", "order": "two", "athlete": {"displayName": "B Driver"}}, {"order": 3}, 5]}]}, "junk"]}
        """
        let sessions = try RacingScoreboard.decode(Data(text.utf8), league: LeagueID("f1"))
        #expect(sessions.count == 1 && sessions[0].field.map(\.competitor.name) == ["A Driver", "B Driver"])
        #expect(sessions[0].field[1].place == nil)
        #expect(throws: (any Error).self) { try RacingScoreboard.decode(Data("[]".utf8), league: LeagueID("f1")) }
    }

    /// The weekend is read in place: its name, id and circuit may follow its sessions, and a weekend
    /// without an id loses its sessions, never names them another's.
    @Test func theWeekendsFactsReachItsSessionsWhereverTheyCome() throws {
        let text = """
        {"events": [{"competitions": [{"id": "7", "type": {"abbreviation": "Race"}}, {"id": "6", "type": {"abbreviation": "Qual"}}],
                     "circuit": {"fullName": "Baku City Circuit", "address": {"city": "Baku"}}, "name": "Azerbaijan GP", "id": 42},
                    {"name": "No id", "competitions": [{"id": "9"}]}]}
        """
        let sessions = try RacingScoreboard.decode(Data(text.utf8), league: LeagueID("f1"))
        #expect(sessions.map(\.id) == [6, 7])
        #expect(sessions.allSatisfy { $0.eventID == 42 && $0.eventName == "Azerbaijan GP" && $0.circuit == "Baku City Circuit, Baku" })
    }

    @Test func jolpicaResultsHaveTimesGapsLapsAndWhyADriverIsOut() throws {
        let races = try Jolpica.races(try Fixtures.data("jolpica/jolpica-f1-2023-r09-austria-results.json"))
        let race = try #require(races.first)
        #expect(race.season == 2023 && race.round == 9 && race.name == "Austrian Grand Prix" && race.date == Day(iso: "2023-07-02"))
        #expect(race.results.count == 20)
        let winner = race.results[0].entrant
        #expect(winner.place == 1 && winner.competitor.abbreviation == "VER" && winner.score?.text == "1:25:33.607" && winner.laps == 71)
        #expect(winner.detail == "Red Bull" && winner.status == nil)
        let lapped = race.results.first { $0.status == "+1 Lap" }
        #expect(lapped?.entrant.status == "+1 Lap" && lapped?.entrant.place == 12 && lapped?.time == nil, "Jolpica says Lapped")
        let retired = try #require(race.results.last)
        #expect(retired.positionText == "R" && retired.entrant.place == nil && retired.entrant.status == "Retired" && retired.laps == 12)
    }

    @Test func driverStandingsHavePointsWinsAndTeams() throws {
        let standings = try Jolpica.standings(try Fixtures.data("jolpica/ergast-f1-2023-r22-driverstandings.json"))
        #expect(standings.season == 2023 && standings.round == 22 && standings.drivers.count == 22)
        let leader = standings.drivers[0]
        #expect(leader.code == "VER" && leader.points == 575 && leader.wins == 19 && leader.team == "Red Bull" && leader.position == 1)
        #expect(standings.drivers[1].driver == "Sergio Pérez")
        #expect(standings.teams.isEmpty)
        #expect(try Jolpica.standings(Data("{\"MRData\": {}}".utf8)) == Jolpica.Standings())
    }
}
