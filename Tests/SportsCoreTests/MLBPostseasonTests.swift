import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// MLB's `schedule/postseason/series` read as a tree: our own answers in its
/// schema (no recording exists), a whole postseason and one in its division
/// series with a game under way, and answers broken in each way a bracket can be.
@Suite struct MLBPostseasonTests {
    static let underWay = try! Fixtures.data("mlb-postseason/postseason-series-2026-division-series.json")
    static let finished = try! Fixtures.data("mlb-postseason/postseason-series-2025.json")

    static func series(_ data: Data = underWay) throws -> [[String: Any]] {
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(root["series"] as? [[String: Any]])
    }

    static func answer(_ series: [[String: Any]]) throws -> Data { try JSONSerialization.data(withJSONObject: ["series": series]) }

    @Test func aWholePostseasonIsTwelveClubsInElevenSeries() throws {
        let b = try MLBPostseason.decode(Self.finished, season: 2025)
        #expect(b.rounds.map(\.name) == ["Wild Card Series", "Division Series", "Championship Series", "World Series"])
        #expect(b.rounds.map { $0.slots.map(\.code) } == [["ALWC 1", "ALWC 2", "NLWC 1", "NLWC 2"], ["ALDS 1", "ALDS 2", "NLDS 1", "NLDS 2"],
                                                           ["ALCS", "NLCS"], ["WS"]])
        #expect(b.rounds.map(\.fedBy) == [2, 1, 2, 2], "a division series is fed by one wild card series, the other club had a bye")
        #expect(b.problems.isEmpty && b.series.allSatisfy { $0.winner != nil && $0.live == nil })
        #expect(b.rounds.map { $0.slots.map(\.neededToWin) } == [[2, 2, 2, 2], [3, 3, 3, 3], [4, 4], [4]])
        // Each wild card series sits beside the division series its winner played.
        for (wc, ds) in zip(b.rounds[0].slots, b.rounds[1].slots) {
            let through = try #require(wc.winner.flatMap(wc.entrant))
            #expect(ds.top?.id == through.id || ds.bottom?.id == through.id, "\(wc.code) beside \(ds.code)")
            #expect(ds.bottom?.id == through.id, "the club with the bye is the better seed, at home in game 1")
        }
        let ds = b.rounds[1].slots[0]
        #expect(ds.top?.abbreviation == "NYY" && ds.top?.name == "Yankees" && ds.top?.fullName == "New York Yankees" && ds.top?.seed == nil)
        #expect(ds.state == "TB wins 3-1" && ds.winner == .bottom)
        #expect(b.rounds[2].slots.map(\.state) == ["HOU wins 4-1", "LAD wins 4-1"], "the American League's above the National's")
        #expect(b.rounds[3].slots[0].state == "LAD wins 4-3")
    }

    @Test func theDivisionSeriesUnderWayWithAGameBeingPlayed() throws {
        let b = try MLBPostseason.decode(Self.underWay, season: 2026)
        #expect(b.problems.isEmpty && !b.isUndrawn)
        #expect(b.rounds[1].slots.map(\.state) == ["Series tied 1-1", "SEA leads 1-0", "LAD leads 2-0", "MIL leads 2-0"])
        let alds = b.rounds[1].slots[0]
        #expect(alds.live == PlayoffSeries.LiveGame(number: 3, topScore: 3, bottomScore: 2, state: "Top 7th"), "games to come are not counted")
        #expect(b.rounds[1].slots.dropFirst().allSatisfy { $0.live == nil })
        #expect(b.rounds[2].slots.allSatisfy { $0.top == nil && $0.bottom == nil && $0.state == "TBD" } && b.rounds[3].slots[0].state == "TBD",
                "rounds not begun are slots, never a guess")
    }

    @Test func seriesAndGamesListedTwiceAreReadOnceAndSaid() throws {
        var list = try Self.series()
        list.append(list[4])                       // ALDS 1 again
        var games = try #require(list[5]["games"] as? [[String: Any]])
        games.append(games[0])                     // a game of ALDS 2 twice
        list[5]["games"] = games
        list.reverse()
        let b = try MLBPostseason.decode(try Self.answer(list), season: 2026)
        #expect(b.rounds[1].slots.map(\.state) == ["Series tied 1-1", "SEA leads 1-0", "LAD leads 2-0", "MIL leads 2-0"])
        #expect(b.problems.contains("The Division Series of NYY and BAL is listed twice: the first is shown"))
        #expect(b.problems.contains("Division Series HOU v SEA: 1 game listed twice, counted once"))
    }

    @Test func winsBeyondASeriesAndGamesOfOtherClubsAreHeldAndSaid() throws {
        var list = try Self.series()
        var games = try #require(list[6]["games"] as? [[String: Any]])   // NLDS 1: LAD leads 2-0
        for n in 2..<5 {
            var g = games[0]
            g["gamePk"] = 99_000 + n
            games[n] = g
        }
        var stranger = games[0]
        stranger["gamePk"] = 99_100
        stranger["seriesGameNumber"] = 5
        var teams = try #require(stranger["teams"] as? [String: Any]), home = try #require(teams["home"] as? [String: Any])
        home["team"] = ["id": 111, "name": "Boston Red Sox", "abbreviation": "BOS"]
        teams["home"] = home
        stranger["teams"] = teams
        games.append(stranger)
        list[6]["games"] = games
        list.append(["series": ["id": "X_1", "gameType": "E"], "games": []])
        let b = try MLBPostseason.decode(try Self.answer(list), season: 2026)
        #expect(b.rounds[1].slots[2].state == "LAD wins 3-0" && b.rounds[1].slots[2].winner == .top)
        #expect(b.problems.contains("Division Series LAD v PHI: 5 wins for LAD, more than a series to 3 allows; shown as 3"))
        #expect(b.problems.contains("Division Series LAD v PHI: 1 game of other clubs left out"))
        #expect(b.problems.contains("A series of type 'E' is no round of the postseason: left out"))
    }

    @Test func anAnswerForAnotherSeasonOrNotABracketIsRefused() throws {
        #expect(throws: FetchError.decoding("it answered for the 2026 postseason, not 2025")) { try MLBPostseason.decode(Self.underWay, season: 2025) }
        #expect(throws: FetchError.self) { try MLBPostseason.decode(Data("[1, 2]".utf8), season: 2026) }
        #expect(throws: FetchError.self) { try MLBPostseason.decode(Data("{\"series\": ".utf8), season: 2026) }
        let empty = try MLBPostseason.decode(Data("{}".utf8), season: 2027)
        #expect(empty.isUndrawn && empty.rounds.map(\.slots.count) == [4, 4, 2, 1])
    }

    @Test func tooManySeriesForALeagueAreLeftOutAndSaid() throws {
        var list = try Self.series()
        var extra = list[0]
        var games = try #require(extra["games"] as? [[String: Any]])
        for i in games.indices {
            var teams = try #require(games[i]["teams"] as? [String: Any])
            for side in ["home", "away"] {
                var t = try #require(teams[side] as? [String: Any]), club = try #require(t["team"] as? [String: Any])
                club["id"] = side == "home" ? 142 : 116
                club["abbreviation"] = side == "home" ? "MIN" : "DET"
                t["team"] = club
                teams[side] = t
            }
            games[i]["teams"] = teams
        }
        extra["games"] = games
        list.append(extra)
        let b = try MLBPostseason.decode(try Self.answer(list), season: 2026)
        #expect(b.problems.contains("More Wild Card Series for a league than a postseason has: MIN v DET left out"))
        #expect(b.rounds[0].slots.count == 4)
    }

    @Test func theEndpointItsSampleAndHowLongAnAnswerIsKept() {
        let urls = SourceURLs.defaults
        #expect(Endpoint.mlbPostseason(season: 2026).url(in: urls).absoluteString
                == "https://statsapi.mlb.com/api/v1/schedule/postseason/series?season=2026&sportId=1&hydrate=team(league),linescore")
        #expect(Endpoint.mlbPostseason(season: 2025).samplePath == "mlb/postseason-series-2025.json")
        #expect(Fetch<PlayoffBracket>.mlbPostseason(season: 2025, finished: true).cachePolicy == .forever)
        #expect(Fetch<PlayoffBracket>.mlbPostseason(season: 2026, finished: false).cachePolicy == .maxAge(seconds: 60))
    }
}
