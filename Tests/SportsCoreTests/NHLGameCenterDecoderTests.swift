import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The NHL game-center decoders on every recorded landing, box score and
/// play-by-play, each figure checked against the payload read independently.
@Suite struct NHLGameCenterDecoderTests {
    let en = TimeLocale(identifier: "en_US"), eastern = Zone(identifier: "America/New_York")!

    func json(_ name: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: try Fixtures.data(name))
        return try #require(object as? [String: Any])
    }

    @Test
    func everyLandingDecodesWithItsGoalsStarsAndPenalties() throws {
        for name in ["landing-2025021270-final.json", "landing-2023020195-final-ot.json", "landing-2023020209-final-shutout.json",
                     "landing-2023020205-live-noclock-edited.json"] {
            let landing = try NHLLanding.decode(Fixtures.data("nhl/" + name))
            let raw = try json("nhl/" + name)
            let summary = raw["summary"] as? [String: Any] ?? [:]
            let rawGoals = (summary["scoring"] as? [[String: Any]] ?? []).flatMap { $0["goals"] as? [[String: Any]] ?? [] }
            let rawPenalties = (summary["penalties"] as? [[String: Any]] ?? []).flatMap { $0["penalties"] as? [[String: Any]] ?? [] }
            #expect(landing.goals.count == rawGoals.count, "\(name)")
            #expect(landing.penalties.count == rawPenalties.count, "\(name)")
            #expect(landing.stars.count == (summary["threeStars"] as? [Any])?.count ?? 0, "\(name)")
            #expect(landing.id == raw["id"] as? Int)
            // The goals add up to the final score, and the running score never goes back.
            let away = (raw["awayTeam"] as? [String: Any])?["score"] as? Int ?? 0
            let home = (raw["homeTeam"] as? [String: Any])?["score"] as? Int ?? 0
            let awayAbbrev = (raw["awayTeam"] as? [String: Any])?["abbrev"] as? String
            #expect(landing.goals.filter { $0.team == awayAbbrev }.count == away, "\(name)")
            #expect(landing.goals.count == away + home, "\(name)")
            #expect(landing.goals.last.map { ($0.awayScore, $0.homeScore) == (away, home) } ?? (away + home == 0), "\(name)")
            for (a, b) in zip(landing.goals, landing.goals.dropFirst()) {
                #expect((a.awayScore ?? 0) + (a.homeScore ?? 0) < (b.awayScore ?? 0) + (b.homeScore ?? 0), "\(name)")
            }
        }
    }

    @Test
    func theRaggedFinalReadsWhatIsThere() throws {
        let landing = try NHLLanding.decode(Fixtures.data("nhl/landing-2025021270-final.json"))
        #expect(landing.game.lastPeriodType == nil)   // no gameOutcome in this payload
        #expect(NHLGameRules.stateText(landing.game, locale: en, timeZone: eastern) == "Final")
        #expect(landing.game.away.fullName == "Florida Panthers" && landing.game.home.fullName == "Toronto Maple Leafs")
        // Event ids are out of order in the payload; the goals come in the order scored.
        let ids = landing.goals.compactMap(\.eventId)
        #expect(ids != ids.sorted())
        #expect(landing.goals.first?.scorer == "E. Luostarinen" && landing.goals.first?.time == "00:23")
        #expect(landing.goals.contains { $0.assists.isEmpty })
        let emptyNet = landing.goals.filter(\.isEmptyNet)
        #expect(!emptyNet.isEmpty && emptyNet.allSatisfy { $0.strengthLabel.contains("EN") })
        let bench = try #require(landing.penalties.first { $0.type == "BEN" })
        #expect(bench.player == nil && bench.who == "Bench (served by M. Maccelli)")
        #expect(bench.infraction == "Delaying game unsuccessful challenge")
        #expect(landing.stars.map(\.name) == ["M. Samoskevich", "W. Nylander", "E. Luostarinen"])
        #expect(landing.stars.first?.line == "1G 2A")
        #expect(landing.shootout.isEmpty)
    }

    @Test
    func overtimeShutoutAndTheMissingClock() throws {
        let overtime = try NHLLanding.decode(Fixtures.data("nhl/landing-2023020195-final-ot.json"))
        #expect(NHLGameRules.stateText(overtime.game, locale: en, timeZone: eastern) == "Final/OT")
        let winner = try #require(overtime.goals.last)
        #expect(winner.period == 4 && winner.strengthLabel == "PP" && winner.scorer == "C. Caufield")
        #expect(NHLPeriodDescriptor.label(winner.period, winner.periodType) == "OT")
        let shutout = try NHLLanding.decode(Fixtures.data("nhl/landing-2023020209-final-shutout.json"))
        #expect(shutout.goals.allSatisfy { $0.team == "VGK" } && shutout.goals.count == 5)
        let live = try NHLLanding.decode(Fixtures.data("nhl/landing-2023020205-live-noclock-edited.json"))
        #expect(live.game.clock == nil && live.game.period == nil && live.goals.isEmpty)
        #expect(NHLGameRules.phase(live.game) == .live)
        #expect(NHLGameRules.stateText(live.game, locale: en, timeZone: eastern) == "Live")
    }

    @Test
    func theBoxScoreMatchesThePayloadAndTheLanding() throws {
        let data = try Fixtures.data("nhl/boxscore-2025021270-final.json")
        let box = try NHLBoxscore.decode(data)
        let whole = try json("nhl/boxscore-2025021270-final.json")
        let raw = try #require(whole["playerByGameStats"] as? [String: [String: [[String: Any]]]])
        func sum(_ rows: [[String: Any]], _ key: String) -> Int { rows.map { $0[key] as? Int ?? 0 }.reduce(0, +) }
        for (side, team) in [("awayTeam", box.away), ("homeTeam", box.home)] {
            let lists: [String: [[String: Any]]] = raw[side] ?? [:]
            let skaters: [[String: Any]] = (lists["forwards"] ?? []) + (lists["defense"] ?? [])
            let goals: Int = team.skaters.map { $0.goals ?? 0 }.reduce(0, +)
            let shots: Int = team.skaters.map { $0.sog ?? 0 }.reduce(0, +)
            #expect(team.skaters.count == skaters.count)
            #expect(goals == sum(skaters, "goals"))
            #expect(shots == sum(skaters, "sog"))
            #expect(team.goalies.count == lists["goalies"]?.count)
        }
        let landing = try NHLLanding.decode(Fixtures.data("nhl/landing-2025021270-final.json"))
        let goalsByScorer = Dictionary(grouping: landing.goals, by: \.scorer).mapValues(\.count)
        for skater in box.away.skaters + box.home.skaters where (skater.goals ?? 0) > 0 {
            #expect(goalsByScorer[skater.name] == skater.goals, "\(skater.name)")
        }
        let backups = (box.away.goalies + box.home.goalies).filter { !$0.played }
        #expect(backups.count == 2 && backups.allSatisfy { $0.savePct == nil && $0.decision == nil })
        #expect(box.away.goalies.first?.decision == "W" && box.home.goalies.first?.decision == "L")
        #expect(box.away.skaters.first { $0.position != "C" && ($0.faceoffPct ?? 0) == 0 }?.faceoffText == nil)
    }

    @Test
    func thePlayoffPlayByPlayHasEveryEventAndShot() throws {
        let data = try Fixtures.data("nhl/play-by-play-2024030121-final.json")
        let pbp = try NHLPlayByPlay.decode(data)
        let whole = try json("nhl/play-by-play-2024030121-final.json")
        let raw = try #require(whole["plays"] as? [[String: Any]])
        #expect(pbp.plays.count == raw.count && raw.count == 332)
        #expect(pbp.plays.filter(\.isGoal).count == 8)
        let rawShots = raw.filter { ["shot-on-goal", "missed-shot", "goal"].contains($0["typeDescKey"] as? String) }
        #expect(pbp.plays.filter(\.isShot).count == rawShots.count)
        #expect(pbp.plays.filter { $0.isShot && $0.x != nil && $0.y != nil }.count
                == rawShots.filter { ($0["details"] as? [String: Any])?["xCoord"] != nil }.count)
        // Shots on goal by period add up to the header's totals.
        let byPeriod = pbp.shotsByPeriod()
        #expect(byPeriod.values.map(\.away).reduce(0, +) == pbp.game.away.sog)
        #expect(byPeriod.values.map(\.home).reduce(0, +) == pbp.game.home.sog)
        let first = try #require(pbp.plays.first { $0.isGoal })
        #expect(NHLPlayText.describe(first, in: pbp) == "Goal: S. Bennett (1), bat · assists: M. Samoskevich (1)")
        let penalty = try #require(pbp.plays.first { $0.isPenalty })
        #expect(NHLPlayText.describe(penalty, in: pbp).hasPrefix("Penalty: "))
        #expect(pbp.side(first) == .away)
        #expect(pbp.roster.count == (whole["rosterSpots"] as? [Any])?.count)
    }

    @Test func raggedRecordsAreLeftOutNotFatal() throws {
        let landing = """
        {"id": 7, "gameState": "LIVE", "awayTeam": {"abbrev": "AAA"}, "homeTeam": {"abbrev": "BBB"},
         "summary": {"scoring": [{"periodDescriptor": {"number": 2}, "goals": [
            {"timeInPeriod": "05:00", "teamAbbrev": "BBB", "name": {"default": "X. Y"}, "assists": "none", "situationCode": 12},
            "junk", {"timeInPeriod": "01:00", "teamAbbrev": {"default": "AAA"}}]},
            {"goals": null}, 3],
          "penalties": [{"penalties": [{"type": "BEN"}]}], "threeStars": [{"star": "one"}], "shootout": {}}}
        """
        let l = try NHLLanding.decode(Data(landing.utf8))
        #expect(l.goals.map(\.time) == ["01:00", "05:00"])
        #expect(l.goals.first?.scorer == "?" && l.goals.first?.isHome == false && l.goals.last?.isHome == true)
        #expect(l.goals.last?.assists == [] && l.goals.last?.strengthLabel == "")
        #expect(l.penalties.first?.who == "Bench" && l.penalties.first?.period == 0)
        #expect(l.stars.count == 1 && l.shootout.isEmpty)
        let box = try NHLBoxscore.decode(Data(#"{"id": 7, "playerByGameStats": {"awayTeam": {"forwards": [{"name": 3}, {}], "goalies": 1}}}"#.utf8))
        #expect(box.away.skaters.map(\.name) == ["?", "?"] && box.home.skaters.isEmpty && box.away.goalies.isEmpty)
        let pbp = try NHLPlayByPlay.decode(Data(#"{"id": 7, "plays": [{"typeDescKey": "goal", "details": {"xCoord": 1e300, "yCoord": "x"}}, {}], "rosterSpots": [{}]}"#.utf8))
        #expect(pbp.plays.count == 1 && pbp.plays[0].x == nil && pbp.roster.isEmpty)
        #expect(NHLPlayText.describe(pbp.plays[0], in: pbp) == "Goal: ? · unassisted")
    }
}
