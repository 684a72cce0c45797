import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// ESPN's team answers (`teams/{team}/schedule`, `/roster`): no recording of
/// them is among the fixtures, so these read our bundled samples and answers
/// written here in the shape public recordings of them show (a `team` head
/// with `recordSummary` and `standingSummary`; events whose competitors carry
/// `score` objects and `winner`; a roster grouped by position, or flat), and
/// broken ones.
@Suite struct TeamPageDecodingTests {
    static let nhl = ESPNLeague(sport: "hockey", league: "nhl")

    static func sample(_ name: String) throws -> Data {
        try Data(contentsOf: Fixtures.samples.appendingPathComponent("espn/\(name)"))
    }

    static func json(_ object: Any) throws -> Data { try JSONSerialization.data(withJSONObject: object) }

    static var head: [String: Any] { ["id": "21", "abbreviation": "TOR", "displayName": "Toronto Maple Leafs", "recordSummary": "52-26-4",
                                      "standingSummary": "1st in Atlantic Division", "seasonSummary": "2024-25"] }

    /// One game as the recorded answers write it: the team's side and the other's, scores as objects.
    static func game(_ id: Any, date: String = "2025-04-20T23:00:00+00:00", type: Int = 2, home: Bool = true, opponent: String? = "OTT",
                     ours: Any? = nil, theirs: Any? = nil, winner: Bool? = nil, state: String = "post", name: String = "STATUS_FINAL",
                     detail: String = "Final", note: String? = nil, timeValid: Bool = true, draw: Bool = false) -> [String: Any] {
        func side(_ abbreviation: String?, _ id: String, _ home: Bool, _ score: Any?, _ won: Bool?) -> [String: Any] {
            var s: [String: Any] = ["id": id, "homeAway": home ? "home" : "away", "team": ["id": id, "displayName": "Team \(id)"]]
            if let abbreviation { s["team"] = ["id": id, "abbreviation": abbreviation, "displayName": "Team \(abbreviation)"] }
            if let score { s["score"] = score }
            if let won { s["winner"] = won }
            return s
        }
        var competition: [String: Any] = [
            "competitors": [side("TOR", "21", home, ours, winner), side(opponent, "14", !home, theirs, winner.map { draw ? false : !$0 })],
            "status": ["type": ["name": name, "state": state, "shortDetail": detail]],
            "broadcasts": [["media": ["shortName": "SN"]]],
        ]
        if let note { competition["notes"] = [["type": "event", "headline": note]] }
        return ["id": id, "date": date, "timeValid": timeValid, "seasonType": ["id": "\(type)", "type": type], "competitions": [competition]]
    }

    @Test func aBundledSeasonReadsWithItsHeadAndTheGameOfTheMoment() throws {
        let s = try ESPNTeamSchedule.decode(Self.sample("nhl-team-TOR-schedule.json"), team: "TOR")
        #expect(s.team.name == "Toronto Maple Leafs" && s.team.record == "12-4-4" && s.team.standing == "3rd in Atlantic Division")
        #expect(s.games.count == 82 && s.year == 2027 && s.unread == 0)
        #expect(s.games.filter { $0.phase == .final }.count == 20 && s.games.allSatisfy { $0.seasonType == 2 })
        let current = try #require(s.current)
        #expect(current == 20 && s.games[current].phase == .scheduled && s.next == s.games[20], "the next game to play")
        #expect(s.games[19].opponent == "EDM" && s.games[19].result == "L 2-4", "the bundled day's final")
        #expect(zip(s.games, s.games.dropFirst()).allSatisfy { ($0.date ?? .distantPast) <= ($1.date ?? .distantPast) })
        let nyy = try ESPNTeamSchedule.decode(Self.sample("mlb-team-NYY-schedule.json"), team: "nyy")
        #expect(nyy.games.count == 162 && nyy.team.record == "94-57")
        #expect(nyy.games.contains { $0.result == "W 6-5 F/10" }, "extra innings as the boards write them")
    }

    @Test func resultsOurScoreFirstWithHowTheGameEnded() throws {
        let answer: [String: Any] = ["team": Self.head, "season": ["year": 2025, "type": 3], "events": [
            Self.game("1", ours: ["value": 6.0, "displayValue": "6"], theirs: ["value": 2.0, "displayValue": "2"], winner: true,
                      note: "East 1st Round - Game 1"),
            Self.game("2", home: false, ours: ["value": 2.0, "displayValue": "2"], theirs: ["value": 3.0, "displayValue": "3"], winner: false,
                      detail: "Final/OT"),
            // A scoreboard's way: the score as text, and a draw that names no winner.
            Self.game("3", ours: "1", theirs: "1", winner: false, draw: true),
            Self.game("4", date: "2025-05-01T00:00Z", ours: nil, theirs: nil, state: "pre", name: "STATUS_SCHEDULED", detail: "5/1 - TBD",
                      timeValid: false),
            Self.game("5", date: "2025-05-03T00:00Z", ours: ["value": 1.0, "displayValue": "1"], theirs: ["value": 0.0, "displayValue": "0"],
                      state: "in", name: "STATUS_IN_PROGRESS", detail: "2nd 12:34"),
            Self.game("6", date: "2025-05-05T00:00Z", state: "post", name: "STATUS_POSTPONED", detail: "Postponed"),
        ]]
        let s = try ESPNTeamSchedule.decode(Self.json(answer), team: "TOR")
        #expect(s.games.map(\.result) == ["W 6-2", "L 2-3 OT", "T 1-1", nil, nil, nil])
        #expect(s.games[0].note == "East 1st Round - Game 1" && s.games[0].watch == ["SN"] && s.games[0].home && !s.games[1].home)
        #expect(!s.games[3].timeKnown && s.games[3].phase == .scheduled && s.games[4].phase == .live && s.games[4].detail == "2nd 12:34")
        #expect(s.games[5].phase == .postponed, "postponed, whatever the state says")
        #expect(s.current == 4, "the game under way first")
    }

    @Test func anAnswerAboutAnotherTeamIsRefused() throws {
        #expect(throws: FetchError.decoding("it answered for another team, TOR, not BOS")) {
            try ESPNTeamSchedule.decode(Self.sample("nhl-team-TOR-schedule.json"), team: "BOS")
        }
        // ESPN's numeric id names the team as well as its abbreviation.
        #expect(try ESPNTeamSchedule.decode(Self.json(["team": Self.head, "events": []]), team: "21").team.abbreviation == "TOR")
        #expect(throws: FetchError.decoding("it answered for another team, TOR, not PIT")) {
            try ESPNRoster.decode(Self.sample("nhl-team-TOR-roster.json"), team: "PIT")
        }
    }

    @Test func brokenAndRaggedSchedules() throws {
        #expect(throws: (any Error).self) { try ESPNTeamSchedule.decode(Data("[]".utf8), team: "TOR") }
        #expect(throws: FetchError.decoding("the schedule names no team")) { try ESPNTeamSchedule.decode(Data("{\"events\": []}".utf8), team: "TOR") }
        #expect(throws: (any Error).self) { try ESPNTeamSchedule.decode(Data("{\"team\": {\"abbreviation\": \"TOR\"}, \"events\": [".utf8), team: "TOR") }
        let ragged: [String: Any] = ["team": Self.head, "events": [
            Self.game("7"), Self.game("7"), Self.game("x"), Self.game(8, opponent: nil), 42, "text",
            ["id": "9", "competitions": [["competitors": [["homeAway": "home", "team": ["abbreviation": "TOR"]]]]]],
        ]]
        let s = try ESPNTeamSchedule.decode(Self.json(ragged), team: "TOR")
        #expect(s.games.map(\.id) == [7])
        #expect(s.unread == 4, "a game twice, one without an id, one whose opponent has no name and one with a single side: left out and counted")
        let many: [String: Any] = ["team": Self.head, "events": (1...1_000).map { Self.game("\($0)") }]
        let cut = try ESPNTeamSchedule.decode(Self.json(many), team: "TOR")
        #expect(cut.games.count == ESPNTeamSchedule.maxGames && cut.unread == 1_000 - ESPNTeamSchedule.maxGames)
    }

    @Test func thePostseasonFollowsTheRegularSeasonOnce() throws {
        let regular = try ESPNTeamSchedule.decode(Self.json(["team": Self.head, "events": [Self.game("1"), Self.game("2")]]), team: "TOR")
        var head = Self.head
        head["recordSummary"] = "53-26-4"
        let post = try ESPNTeamSchedule.decode(Self.json(["team": head, "events": [Self.game("2", type: 3), Self.game("3", type: 3)]]), team: "TOR")
        let both = regular.followed(by: post)
        #expect(both.games.map(\.id) == [1, 2, 3] && both.games.map(\.seasonType) == [2, 2, 3] && both.team.record == "53-26-4")
    }

    @Test func theSecondStepIsOptional() async throws {
        // The bundled samples have no postseason: the regular season stands.
        let offline = OfflineDataSource(samples: Fixtures.samples)
        let loaded = try await offline.run(.espnTeamSchedule(Self.nhl, team: "EDM", season: nil))
        #expect(loaded.value.games.count == 82 && loaded.value.team.abbreviation == "EDM")
        #expect(Endpoint.espnTeam(Self.nhl, team: "NJ", part: .schedule, season: 2025, seasonType: 3).url(in: .defaults).absoluteString
                == "https://site.api.espn.com/apis/site/v2/sports/hockey/nhl/teams/NJ/schedule?season=2025&seasontype=3")
        #expect(Endpoint.espnTeam(Self.nhl, team: "../tor?x", part: .roster, season: nil, seasonType: nil).samplePath == "espn/nhl-team-TORX-roster.json")
    }

    @Test func rostersGroupedFlatAndBroken() throws {
        let tor = try ESPNRoster.decode(Self.sample("nhl-team-TOR-roster.json"), team: "TOR")
        #expect(tor.groups.map(\.name) == ["Centers", "Left Wings", "Right Wings", "Defense", "Goalies"] && tor.coach != nil)
        let first = try #require(tor.players.first)
        #expect(first.id == 8480800 && first.jersey != nil && first.height != nil && first.birthPlace != nil && first.status == nil)
        // Basketball's roster is one list; the NFL's groups by its own words.
        let flat: [String: Any] = ["athletes": [["id": "3945274", "displayName": "Luka Doncic", "jersey": "77", "position": ["abbreviation": "PG"],
                                                 "age": 26, "injuries": [["status": "Day-To-Day"]], "status": ["name": "Active"]]]]
        let lakers = try ESPNRoster.decode(Self.json(flat), team: "LAL")
        #expect(lakers.groups.map(\.name) == ["Players"] && lakers.players.first?.status == "Day-To-Day" && lakers.team == nil)
        let nfl: [String: Any] = ["athletes": ["offense", "specialTeam", "injuredReserveOrOut", "practiceSquad"].enumerated().map { i, g in
            ["position": g, "items": [["id": "\(i + 1)", "fullName": "Player \(i)"]]]
        } + [["position": "suspended", "items": []]]]
        #expect(try ESPNRoster.decode(Self.json(nfl), team: "KC").groups.map(\.name) == ["Offense", "Special teams", "Injured reserve or out", "Practice squad"])
        let crowd: [String: Any] = ["athletes": [["position": "Everyone", "items": (1...500).map { ["id": "\($0 % 400 + 1)", "displayName": "P\($0)"] }
                                                 + [["displayName": "No id"], ["id": "-3", "displayName": "Negative"], ["id": "5"]]]]]
        let many = try ESPNRoster.decode(Self.json(crowd), team: "X")
        #expect(many.players.count == ESPNRoster.maxPlayers && Set(many.players.map(\.id)).count == many.players.count)
        #expect(throws: (any Error).self) { try ESPNRoster.decode(Data("\"roster\"".utf8), team: "TOR") }
        #expect(try ESPNRoster.decode(Data("{}".utf8), team: "TOR").groups.isEmpty)
    }
}

/// ESPN's search (`/apis/search/v2`), in the shape a public recording of it
/// shows: results grouped by kind, athletes named by a `uid` with their id.
@Suite struct ESPNSearchDecodingTests {
    static func answer(_ players: [[String: Any]]) throws -> Data {
        try JSONSerialization.data(withJSONObject: ["totalFound": players.count, "results": [
            ["type": "player", "totalFound": players.count, "displayName": "Players", "contents": players],
            ["type": "article", "contents": [["type": "Story", "displayName": "Tom Brady texts", "uid": "s:20~l:28~a:9"]]],
        ]])
    }

    @Test func athletesByTheirIDsAndNothingElse() throws {
        let hits = try ESPNSearch.decode(Self.answer([
            ["type": "player", "displayName": "Tom Brady", "uid": "s:20~l:28~a:2330", "description": "NFL", "subtitle": "Tampa Bay Buccaneers",
             "defaultLeagueSlug": "nfl", "sport": "football"],
            ["type": "player", "displayName": "Tom Brady", "uid": "s:600~a:76327", "subtitle": "Tamworth", "defaultLeagueSlug": "eng.5"],
            ["type": "player", "displayName": "Twice", "uid": "s:20~l:28~a:2330", "defaultLeagueSlug": "nfl"],
            ["type": "player", "displayName": "No uid", "defaultLeagueSlug": "nfl"],
            ["type": "player", "displayName": "\u{1B}[2J", "uid": "s:20~l:28~t:12", "defaultLeagueSlug": "nfl"],
        ]))
        #expect(hits == [ESPNSearchHit(athlete: 2330, name: "Tom Brady", league: "nfl", subtitle: "Tampa Bay Buccaneers"),
                         ESPNSearchHit(athlete: 76327, name: "Tom Brady", league: "eng.5", subtitle: "Tamworth")], "an article, a team's uid and a repeat are not athletes")
        let many = try ESPNSearch.decode(Self.answer((1...200).map { ["displayName": "P\($0)", "uid": "s:1~a:\($0)", "defaultLeagueSlug": "mlb"] }))
        #expect(many.count == ESPNSearch.maxHits)
        #expect(throws: (any Error).self) { try ESPNSearch.decode(Data("[1]".utf8)) }
        #expect(try ESPNSearch.decode(Data("{}".utf8)).isEmpty)
        #expect(Endpoint.espnSearch(query: "tom brady+").url(in: .defaults).absoluteString
                == "https://site.web.api.espn.com/apis/search/v2?query=tom%20brady%2B&limit=10")
    }
}
