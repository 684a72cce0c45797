import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The game center's decoders on the recorded payloads, with figures checked
/// against the payload's own totals (computed here independently).
@Suite struct MLBGameFeedTests {
    static let final = "mlb/feed-live-777687-2025-06-01-final.json"

    @Test
    func theWholeFinalFeedDecodes() throws {
        let data = try Fixtures.data(Self.final)
        let feed = try MLBGameFeed.decode(data)
        let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let live = try #require(json["liveData"] as? [String: Any])
        let allPlays = try #require((live["plays"] as? [String: Any])?["allPlays"] as? [[String: Any]])
        let pitchCount = allPlays.reduce(0) { $0 + (($1["playEvents"] as? [[String: Any]]) ?? []).filter { $0["isPitch"] as? Bool == true }.count }
        #expect(feed.gamePk == 777687)
        #expect(feed.wait == 10)
        #expect(feed.plays.count == 71 && allPlays.count == 71)
        #expect(feed.plays.reduce(0) { $0 + $1.pitches.count } == pitchCount)
        #expect(pitchCount == 302)
        // The count after each pitch is counted, not decoded: it must agree with the payload's own.
        var checked = 0
        for (play, raw) in zip(feed.plays, allPlays) {
            let counts = ((raw["playEvents"] as? [[String: Any]]) ?? []).filter { $0["isPitch"] as? Bool == true }
                .map { ($0["count"] as? [String: Any]).map { ($0["balls"] as? Int, $0["strikes"] as? Int) } }
            for (pitch, count) in zip(play.pitches, counts) {
                #expect(pitch.count?.balls == count?.0 && pitch.count?.strikes == count?.1)
                checked += 1
            }
        }
        #expect(checked == 302)
        #expect(feed.scoringPlays == [22, 23, 24, 40, 46, 58, 69])
        #expect(ScoreRules.phase(feed.game) == .final)
        #expect(ScoreRules.runs(feed.game, .away) == 3 && ScoreRules.runs(feed.game, .home) == 7)
        #expect(ScoreRules.winner(feed.game) == .home)
        #expect(feed.game.teams.home.leagueRecord?.wins == 37)
        #expect(feed.decisions?.winner?.fullName == "Jameson Taillon")
        #expect(feed.decisions?.winner?.note == "(W, 5-3)")
        #expect(feed.decisions?.loser?.lastName == "Martinez")
        #expect(feed.info?.attendance == 40179 && feed.info?.gameDurationMinutes == 160)
        #expect(feed.weather?.condition == "Sunny")
        #expect(feed.probablePitchers.home?.fullName == "Jameson Taillon")
        #expect(feed.game.venue?.timeZone?.id == "America/Chicago")
    }

    @Test
    func theBoxScoreAddsUpToTheTeamTotals() throws {
        let feed = try MLBGameFeed.decode(Fixtures.data(Self.final))
        let box = try #require(feed.box)
        for side in [ScoreRules.Side.away, .home] {
            let team = box[side]
            let lineup = team.lineup
            #expect(lineup.filter { !$0.isSubstitute }.count == 9)
            let lines = lineup.compactMap { team.players[$0.id]?.stats?.batting }
            #expect(lines.reduce(0) { $0 + ($1.hits ?? 0) } == team.totals?.hits)
            #expect(lines.reduce(0) { $0 + ($1.atBats ?? 0) } == team.totals?.atBats)
            #expect(lines.reduce(0) { $0 + ($1.runs ?? 0) } == ScoreRules.runs(feed.game, side))
            #expect(!team.pitchers.isEmpty)
            #expect(team.notes.contains { $0.title == "BATTING" })
        }
        // The Cubs' batting order has one substitute: Bruján in for Tucker (201 after 200).
        let home = box.home.lineup
        let sub = try #require(home.first { $0.isSubstitute })
        #expect(box.home.players[sub.id]?.person?.fullName == "Vidal Bruján")
        #expect(sub.slot == 2)
        #expect(box.home.players[box.home.pitchers[1]]?.stats?.pitching?.note == "(H, 5)")
    }

    @Test
    func playsCarryPitchesAtTheirPlateCoordinates() throws {
        let feed = try MLBGameFeed.decode(Fixtures.data(Self.final))
        let play = feed.plays[22]
        #expect(play.result?.event == "Single" && play.result?.homeScore == 1)
        #expect(play.matchup?.batter?.fullName == "Pete Crow-Armstrong")
        #expect(play.pitches.count == 3)
        let first = try #require(play.pitches.first)
        #expect(first.type?.code == "FC" && first.call?.code == "B" && first.isBall)
        #expect(first.speed == 88.3)
        #expect(abs((first.pX ?? 0) - 0.868488458894226) < 1e-12)
        #expect(play.pitches.last?.isInPlay == true)
        #expect(feed.scoring.count == 7)
    }

    @Test
    func theTrimmedWinProbabilityDecodes() throws {
        let wp = try MLBWinProbability.decode(Fixtures.data("mlb/win-probability-745570-2024-06-05-trimmed.json"))
        #expect(wp.points.count == 10)
        #expect(wp.points[0].home == 52.2 && wp.points[0].inning == 1 && wp.points[0].isTop == true)
        #expect(wp.points.allSatisfy { (0...100).contains($0.home) })
        let swing = try #require(wp.biggestSwings(1).first)
        #expect(wp.points.allSatisfy { abs($0.added) <= abs(swing.added) })
    }

    @Test
    func schedulesCarryDecisionsAndProbables() throws {
        let games = try MLBSchedule.decode(Fixtures.data("mlb/schedule-2026-04-20-decisions-probables.json")).games
        #expect(games.count == 10)
        #expect(games.allSatisfy { $0.decisions?.winner != nil && $0.decisions?.loser != nil })
        let whitlock = try #require(games.compactMap(\.decisions?.winner).first { $0.fullName == "Garrett Whitlock" })
        #expect(whitlock.note == "(W, 2-1)")
        #expect(whitlock.wins != nil && whitlock.era != nil)
        let spring = try MLBSchedule.decode(Fixtures.data("mlb/schedule-2026-03-18-spring-probables.json")).games
        #expect(spring.count == 13)
        let slots = spring.flatMap { [$0.teams.away.probablePitcher, $0.teams.home.probablePitcher] }
        #expect(slots.compactMap { $0 }.count == 17)   // the key is missing in 9 of 26 slots
    }

    @Test func raggedFeedsLeaveOutWhatIsMissing() throws {
        // A scoring index past the plays, a batter with no player entry, no
        // officialDate, a live play with no result, a malformed box score.
        let json = #"""
        {"gamePk": 1, "gameData": {"status": {"abstractGameState": "Live", "codedGameState": "I"},
          "teams": {"away": {"id": 113}, "home": "nonsense"}, "datetime": {"dateTime": "2025-06-01T18:20:00Z"}},
         "liveData": {"plays": {"allPlays": [
            {"about": {"inning": 1, "isTopInning": true, "isComplete": true}, "result": {"event": "Single"},
             "matchup": {"batter": {"id": 99}}},
            {"about": {"inning": 1, "isTopInning": true, "isComplete": false}, "result": {"type": "atBat"},
             "playEvents": [{"isPitch": true, "details": {"isBall": true}}, 7]}],
          "scoringPlays": [0, 5, -1]},
          "boxscore": {"teams": 3}, "linescore": {"balls": 3, "strikes": 2, "outs": 1}}}
        """#
        let feed = try MLBGameFeed.decode(Data(json.utf8))
        #expect(feed.plays.count == 2)
        #expect(feed.scoringPlays == [0])
        #expect(feed.game.officialDate == nil)
        #expect(feed.box == nil)
        #expect(feed.shortName(99) == nil)
        #expect(feed.currentPlay?.isComplete == false)
        #expect(feed.currentPlay?.pitches.count == 1)
        #expect(feed.game.linescore?.balls == 3)
        #expect(ScoreRules.abbreviation(feed.game.teams.away.team) == "CIN")
        #expect(throws: (any Error).self) { try MLBGameFeed.decode(Data("[]".utf8)) }
    }

    /// `/api/v1/game/{pk}/linescore` is the feed's `liveData.linescore` on its own: the recorded feed's, served
    /// alone, reads as the feed's own linescore (what a live center compares it with), and one changed by a pitch does not.
    @Test func theLinescoreAloneIsTheFeedsOwn() async throws {
        let data = try Fixtures.data(Self.final)
        let feed = try MLBGameFeed.decode(data)
        let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        var linescore = try #require((json["liveData"] as? [String: Any])?["linescore"] as? [String: Any])
        let alone = try Fetch<MLBGame.Linescore>.mlbLinescore(777687).decode(JSONSerialization.data(withJSONObject: linescore))
        #expect(alone == feed.game.linescore && alone.currentInning == 9)
        linescore["balls"] = 3
        #expect(try Fetch<MLBGame.Linescore>.mlbLinescore(777687).decode(JSONSerialization.data(withJSONObject: linescore)) != feed.game.linescore)
        #expect(throws: FetchError.decoding("not a linescore")) { try Fetch<MLBGame.Linescore>.mlbLinescore(1).decode(Data("[1, 2]".utf8)) }
        #expect(Endpoint.mlbLinescore(gamePk: 777687).url(in: .defaults).absoluteString.hasSuffix("/api/v1/game/777687/linescore"))
        #expect(Endpoint.mlbLinescore(gamePk: 777687).delayedLeague == "mlb", "held back as the feed is")
    }
}
