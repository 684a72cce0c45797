import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// A poll whose answer lost a game's score says nothing about it: My Teams
/// and the title keep the last known score, and its return is no goal.
@Suite struct UnknownScoreTests {
    @Test func aScoreMissingFromOnePollIsNeitherZeroNorANewGoal() throws {
        var s = myTeams([Followed.bears], width: 100, height: 30, offline: false)
        let (_, games) = sampleSummaries(.nfl)
        let live = try #require(games.first { $0.isLive && ($0.away.abbreviation == "CHI" || $0.home.abbreviation == "CHI") })
        let before = "\(live.away.abbreviation) \(live.away.score!) @ \(live.home.abbreviation) \(live.home.score!)"
        _ = answer(&s, .nfl, games: games)
        #expect(s.myTeams.title?.hasPrefix(before) == true, "\(s.myTeams.title ?? "none")")
        let lost = games.map { g -> GameSummary in
            guard g.id == live.id else { return g }
            var g = g
            g.away.score = nil; g.home.score = nil
            return g
        }
        let middle = answer(&s, .nfl, games: lost)
        #expect(s.myTeams.title?.hasPrefix(before) == true, "the last known score stays: \(s.myTeams.title ?? "none")")
        #expect(renderScreen(s).snapshot.contains(before), "My Teams keeps it too")
        #expect(!middle.contains { if case .alert = $0 { true } else { false } })
        let back = answer(&s, .nfl, games: games)
        #expect(!back.contains { if case .alert = $0 { true } else { false } }, "the score coming back is no goal: \(back)")
    }

    @Test func unknownOnEitherSideOfAChangeIsNoGoal() {
        let q2 = GameSummary.State.live(period: "Q2", clock: "1:00")
        func game(_ a: Int?, _ h: Int?) -> GameSummary {
            GameSummary(league: .nfl, id: 1, start: nil, state: q2,
                        away: .init(id: "nfl:CHI", abbreviation: "CHI", name: "Chicago", score: a),
                        home: .init(id: "nfl:DET", abbreviation: "DET", name: "Detroit", score: h))
        }
        #expect(TeamAlerts.liveChange(game(nil, nil), game(7, 10), teams: ["nfl:DET"], state: "Q2 1:00").isEmpty)
        #expect(TeamAlerts.liveChange(game(7, 10), game(nil, 10), teams: ["nfl:DET"], state: "Q2 1:00").isEmpty)
        #expect(TeamAlerts.title([TeamBlock(team: Followed.bears, league: .nfl, leagues: [.nfl], live: DatedGame(day: nflSampleDay, game: game(nil, nil), league: .nfl))],
                                 hides: { _ in false }, locale: .english, zone: .utc)?.hasPrefix("CHI - @ DET -") == true)
    }
}
