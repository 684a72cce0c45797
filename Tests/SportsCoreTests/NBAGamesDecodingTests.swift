import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The cdn.nba.com decoders on the recorded payloads, checked against what the
/// files say (read here with Foundation's own JSON parser as the oracle), and on
/// ragged answers: each shows what is there, never a crash or a nil.
@Suite struct NBAGamesDecodingTests {
    let day = Day(iso: "2023-04-20")!
    let en = TimeLocale(identifier: "en_US"), zone = Zone(identifier: "America/New_York")!

    func oracle(_ name: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Fixtures.data(name)) as? [String: Any])
    }

    @Test func theRecordedScoreboardRowsMatchTheFile() throws {
        let games = try NBAScoreboard.decode(Fixtures.data("nba-cdn/todays-scoreboard-2023-04-20.json")).games(on: day)
        let raw = try #require((try oracle("nba-cdn/todays-scoreboard-2023-04-20.json")["scoreboard"] as? [String: Any])?["games"] as? [[String: Any]])
        #expect(games.count == raw.count && games.count == 3)
        for g in raw {
            let id = try #require(Int(g["gameId"] as! String))
            let game = try #require(games.first { $0.id == id })
            #expect(game.code == g["gameId"] as? String)
            for (side, key) in [(game.away, "awayTeam"), (game.home, "homeTeam")] {
                let t = try #require(g[key] as? [String: Any])
                #expect(side.tricode == t["teamTricode"] as? String && side.score == t["score"] as? Int)
                #expect(side.record == "\(t["wins"] as! Int)-\(t["losses"] as! Int)")
                #expect(side.periods == (t["periods"] as! [[String: Any]]).map { $0["score"] as! Int })
            }
            #expect(game.seriesText == g["seriesText"] as? String)
        }
        let states = games.map { "\($0.away.tricode!)@\($0.home.tricode!) " + $0.summary.stateText(locale: en, timeZone: zone) }
        #expect(states == ["PHI@BKN Final", "SAC@GSW Q2 7:15", "PHX@LAC Q1 6:05"])
        // The final's empty clock is no clock; its winner is the side with more points.
        let final = try #require(games.first { $0.id == 42200123 })
        #expect(final.clock == nil && final.summary.winner == .away && final.summary.isFinal)
        #expect(games.filter { $0.summary.isLive }.count == 2)
    }

    @Test func anotherDaysScoreboardAsksForTheSchedule() throws {
        #expect(throws: AnsweredAnotherDay.self) {
            try NBAScoreboard.decode(Fixtures.data("nba-cdn/todays-scoreboard-2023-04-20.json")).games(on: Day(iso: "2023-04-21")!)
        }
    }

    @Test func theRecordedBoxScoreLinesMatchTheFile() throws {
        let box = try NBABoxscore.decode(Fixtures.data("nba-cdn/boxscore-0042200123-final.json"))
        let game = try #require(try oracle("nba-cdn/boxscore-0042200123-final.json")["game"] as? [String: Any])
        #expect(box.gameId == 42200123 && box.status == 3 && box.attendance == 17910)
        #expect(box.arena == "Barclays Center, Brooklyn, NY" && box.officials.count == (game["officials"] as! [Any]).count)
        for (team, key) in [(box.away, "awayTeam"), (box.home, "homeTeam")] {
            let raw = try #require(game[key] as? [String: Any])
            let players = try #require(raw["players"] as? [[String: Any]])
            #expect(team.players.count == players.count)
            for (p, r) in zip(team.players, players) {
                let s = try #require(r["statistics"] as? [String: Any])
                #expect(p.name == r["name"] as? String && p.shortName == r["nameI"] as? String)
                #expect(p.starter == (r["starter"] as? String == "1") && p.played == (r["played"] as? String == "1"))
                #expect(p.stats?.points == s["points"] as? Int && p.stats?.rebounds == s["reboundsTotal"] as? Int)
                #expect(p.stats?.assists == s["assists"] as? Int && p.stats?.fieldGoalsAttempted == s["fieldGoalsAttempted"] as? Int)
                #expect(p.stats?.threesMade == s["threePointersMade"] as? Int && p.stats?.freeThrowsMade == s["freeThrowsMade"] as? Int)
                #expect(p.stats?.plusMinus == (s["plusMinusPoints"] as? Double).map { Int($0) })
            }
            let totals = try #require(raw["statistics"] as? [String: Any])
            #expect(team.totals?.points == totals["points"] as? Int && team.totals?.fieldGoalsMade == totals["fieldGoalsMade"] as? Int)
            #expect(team.leadChanges == totals["leadChanges"] as? Int && team.timesTied == totals["timesTied"] as? Int)
            #expect(team.players.compactMap { $0.stats?.points }.reduce(0, +) == team.score)
        }
        let johnson = try #require(box.home.players.first { $0.shortName == "C. Johnson" })
        #expect(johnson.minutesText == "43:44" && johnson.stats?.plusMinus == -1 && johnson.position == "SF")
        let simmons = try #require(box.home.players.first { $0.shortName == "B. Simmons" })
        #expect(simmons.notPlayingText == "Inactive – Injury: Back; Nerve Impingement")
        #expect(box.away.players.first { $0.shortName == "D. House Jr." }?.notPlayingText == "DNP – Injury: Non-Covid Illness")
        #expect(box.home.players.first { $0.shortName == "S. Curry" }?.notPlayingText == "DNP", "no reason given: none made up")
    }

    @Test func clocksAndStates() {
        #expect(NBAGameRules.clockText("PT07M15.00S") == "7:15" && NBAGameRules.clockText("PT12M00.00S") == "12:00")
        #expect(NBAGameRules.clockText("PT00M45.30S") == "45.3" && NBAGameRules.clockText("") == nil)
        #expect(NBAGameRules.clockText("PT7M") == nil && NBAGameRules.clockText("garbage") == nil && NBAGameRules.clockText("PT99M99.0S") == nil)
        func state(_ status: Int, _ period: Int?, _ clock: String?, text: String? = nil) -> String {
            var g = NBAGame(id: 1, away: .init(tricode: "A", score: 1), home: .init(tricode: "H", score: 2))
            g.status = status; g.period = period; g.clock = clock; g.statusText = text
            return g.summary.stateText(locale: en, timeZone: zone)
        }
        #expect(state(2, 2, "PT00M00.00S") == "Half" && state(2, 3, "PT00M00.00S") == "End Q3")
        #expect(state(2, 5, "PT02M11.00S") == "OT 2:11" && state(2, 6, "PT00M04.20S") == "2OT 4.2")
        #expect(state(2, 3, nil, text: "End Q3") == "End Q3" && state(2, 2, nil, text: "Half") == "Half")
        #expect(state(2, nil, nil, text: "Q3 05:42") == "Q3 5:42" && state(2, nil, nil) == "Live")
        #expect(state(3, 4, nil) == "Final" && state(3, 5, nil) == "Final/OT" && state(3, 6, nil) == "Final/2OT")
        #expect(state(3, nil, nil, text: "Final/OT") == "Final/OT")
    }

    @Test func raggedGamesShowWhatIsThere() throws {
        // A postponed game with no scores, a game with no teams at all, an element that is not a game.
        let json = #"{"scoreboard":{"gameDate":"2023-04-20","games":[{"gameId":"0022200005","gameStatus":1,"gameStatusText":"PPD","gameClock":"","homeTeam":{"teamTricode":"ATL"},"awayTeam":{"teamTricode":"MIA"}},{"gameId":"0022200006","gameStatus":2,"gameClock":""},7,{"gameId":"x"}]}}"#
        // The game with no teams is left out (and counted), never shown as `? @ ?`.
        let games = try NBAScoreboard.decode(Data(json.utf8)).games(on: day)
        try #require(games.count == 1)
        #expect(games[0].summary.state == .postponed && games[0].summary.away.score == nil && games[0].summary.home.score == nil)
    }

    @Test func aBoxOfAFewPlayersAndAPlayerWithNoStatistics() throws {
        let json = #"{"game":{"gameId":"0022200007","gameStatus":2,"period":1,"gameClock":"PT10M00.00S","homeTeam":{"teamTricode":"BOS","players":[{"name":"Only One","nameI":"O. One","starter":"1","played":"1"}]},"awayTeam":{"players":[{"nameI":"A. Two","played":"1","statistics":{"points":"lots","minutes":"PT02M00.00S"}},{}]}}}"#
        let box = try NBABoxscore.decode(Data(json.utf8))
        #expect(box.home.players.count == 1 && box.home.players[0].stats == nil && box.home.totals == nil)
        #expect(box.away.players.count == 1 && box.away.players[0].stats?.points == nil && box.away.players[0].minutesText == "2:00")
        #expect(box.away.players[0].name == "A. Two" && box.away.tricode == nil)
    }

    @Test func actionsWithAndWithoutCoordinates() throws {
        let json = #"{"game":{"gameId":"0022200008","actions":[{"actionNumber":1,"period":1,"actionType":"2pt","shotResult":"Made","xLegacy":-50,"yLegacy":100,"scoreHome":"2","scoreAway":"0"},{"actionNumber":2,"period":1,"actionType":"3pt","shotResult":"Missed","x":5.0,"y":50.0,"side":"left"},{"actionNumber":3,"period":1,"actionType":"3pt","shotResult":"Missed","x":80.0,"y":50.0,"side":"left"},{"actionNumber":4,"period":1,"actionType":"2pt","shotResult":"Missed"},{"actionNumber":5,"period":1,"actionType":"freethrow","subType":"1 of 2","shotResult":"Made"},{"actionNumber":6,"period":1,"actionType":"3pt","xLegacy":1e300,"yLegacy":5},{"period":1,"actionType":"rebound"}]}}"#
        let pbp = try NBAPlayByPlay.decode(Data(json.utf8))
        #expect(pbp.actions.count == 6, "the action with no number is left out")
        #expect(pbp.shots.count == 5 && pbp.actions.filter(\.isScoring).count == 2)
        let spots = pbp.shots.map(NBACourt.spot)
        #expect(spots[0] == NBACourt.Spot(across: -5, along: 15.25) && spots[0]!.isOnHalfCourt)
        #expect(spots[1] == NBACourt.Spot(across: 0, along: 4.7) && spots[1]!.isOnHalfCourt)
        #expect(spots[2]?.isOnHalfCourt == false, "80% down the court from the left basket is past half court")
        #expect(spots[3] == nil && spots[4] == nil, "no coordinates, or numbers no court could hold")
        #expect(pbp.actions[0].scoreHome == 2 && pbp.actions[4].value == 1 && pbp.shots[1].value == 3)
    }

    @Test func theThreePointLine() {
        #expect(NBACourt.isThree(.init(across: 22.5, along: 3)) && !NBACourt.isThree(.init(across: 21.5, along: 3)))
        #expect(NBACourt.isThree(.init(across: 0, along: 5.25 + 24)) && !NBACourt.isThree(.init(across: 0, along: 5.25 + 23)))
    }

    /// Any other day comes from the season schedule, of which only that day is decoded.
    @Test func theSeasonScheduleGivesOneDay() throws {
        let sample = try Data(contentsOf: Fixtures.samples.appendingPathComponent("nba/schedule-2026-11-20.json"))
        let games = try NBASeasonSchedule.games(sample, on: Day(iso: "2026-11-20")!)
        #expect(games.map(\.code) == ["0022600205", "0022600201", "0022600202", "0022600204", "0022600203"])
        #expect(try NBASeasonSchedule.games(sample, on: Day(iso: "2026-11-21")!).isEmpty)
        #expect(games[0].arena == "State Farm Arena, Atlanta" && games[0].broadcasters.first == "Atlanta Sports Net")
        #expect(NBASeasonSchedule.day("11/20/2026 00:00:00") == Day(iso: "2026-11-20"))
    }

    /// The live scoreboard on another day, or missing from the sample, hands over to the schedule.
    @Test func theScoreboardFallsBackToTheSchedule() async throws {
        let source = OfflineDataSource(samples: Fixtures.samples)
        let day = Day(iso: "2026-11-20")!
        let loaded = try await source.run(.nbaGames(day, today: day))
        #expect(loaded.value.count == 5)
        #expect(Endpoint.nbaSchedule(date: day.iso).bodyLimit! > CurlHTTPClient.defaultMaxBytes, "the whole season is one large file")
        #expect(Fetch<[NBAGame]>.nbaGames(day, today: day.adding(days: 5)).endpoint == .nbaSchedule(date: day.iso))
        #expect(Fetch<[NBAGame]>.nbaGames(day, today: day.adding(days: 1)).endpoint == .nbaScoreboard(date: day.iso))
    }

    /// Our sample's games agree with themselves: the score at every action is the
    /// sum of what scored before it, and the box score's lines add up to the plays.
    @Test(arguments: [22600201, 22600202, 22600203])
    func theSampleBoxAndPlaysAgree(id: Int) throws {
        let folder = Fixtures.samples.appendingPathComponent("nba")
        let box = try NBABoxscore.decode(Data(contentsOf: folder.appendingPathComponent("boxscore-00\(id).json")))
        let pbp = try NBAPlayByPlay.decode(Data(contentsOf: folder.appendingPathComponent("playbyplay-00\(id).json")))
        var away = 0, home = 0
        for a in pbp.actions {
            if a.isScoring { if a.teamTricode == box.away.tricode { away += a.value } else { home += a.value } }
            #expect(a.scoreAway == away && a.scoreHome == home, "action \(a.number)")
        }
        #expect(box.away.score == away && box.home.score == home)
        for team in [box.away, box.home] {
            let shots = pbp.shots.filter { $0.teamTricode == team.tricode }
            #expect(team.totals?.fieldGoalsAttempted == shots.count && team.totals?.fieldGoalsMade == shots.filter(\.isMade).count)
            #expect(team.totals?.threesAttempted == shots.filter { $0.type == "3pt" }.count)
            #expect(team.periods.reduce(0, +) == team.score)
            #expect(team.players.compactMap { $0.stats?.points }.reduce(0, +) == team.score)
            // Every shot's value agrees with where it was taken (the heave is a three past half court).
            for shot in shots { if let spot = NBACourt.spot(shot), spot.isOnHalfCourt { #expect(NBACourt.isThree(spot) == (shot.type == "3pt")) } }
        }
    }
}
