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
        let lost = games.map { g -> Contest in
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
        let q2 = Contest.State.live(period: "Q2", clock: "1:00")
        func game(_ a: Int?, _ h: Int?) -> Contest {
            Contest(league: .nfl, id: 1, start: nil, state: q2,
                        away: .init(id: "nfl:CHI", abbreviation: "CHI", name: "Chicago", score: a),
                        home: .init(id: "nfl:DET", abbreviation: "DET", name: "Detroit", score: h))
        }
        #expect(TeamAlerts.liveChange(game(nil, nil), game(7, 10), teams: ["nfl:DET"], state: "Q2 1:00").isEmpty)
        #expect(TeamAlerts.liveChange(game(7, 10), game(nil, 10), teams: ["nfl:DET"], state: "Q2 1:00").isEmpty)
        #expect(TeamAlerts.title([TeamBlock(team: Followed.bears, league: .nfl, leagues: [.nfl], live: DatedGame(day: nflSampleDay, game: game(nil, nil), league: .nfl))],
                                 hides: { _ in false }, locale: .english, zone: .utc)?.hasPrefix("CHI - @ DET -") == true)
    }
}

/// A followed club is looked for only where it can play, and a competition
/// it was only looked at in case never says the club is out of date.
@Suite struct ClubCompetitionsTests {
    static let nyc = FollowedTeam(league: "usa.1", id: "soccer:17606", abbreviation: "NYC", name: "New York City FC")
    static let arsenal = FollowedTeam(league: "eng.1", id: "soccer:359", abbreviation: "ARS", name: "Arsenal")

    @Test func anMLSClubIsNeverLookedForInEurope() {
        #expect(MyTeamsState.competitions(Self.nyc, .standard) == [ScoresLeague(id: "usa.1")])
        #expect(MyTeamsState.competitions(Self.arsenal, .standard) == [ScoresLeague(id: "eng.1"), ScoresLeague(id: "uefa.champions")])
        #expect(SoccerCompetitions.canHold(club: "eng.1", in: "eng.fa") && SoccerCompetitions.canHold(club: "usa.1", in: "concacaf.champions"))
        #expect(!SoccerCompetitions.canHold(club: "usa.1", in: "uefa.champions") && !SoccerCompetitions.canHold(club: "eng.1", in: "fifa.world"))
        #expect(!SoccerCompetitions.canHold(club: "ger.1", in: "eng.1") && SoccerCompetitions.canHold(club: "ger.1", in: "fifa.cwc"))
        var s = makeState(width: 100, height: 30, tab: .myTeams, offline: false)
        s.saved = Saved(shows: [], players: [], teams: [Self.nyc])
        let asked = reduce(&s, .myTeams(.app(.savedChanged)))
        let leagues = Set(asked.compactMap { effect -> String? in
            if case .fetch(.espnDay(let league, _)) = effect { return league.league }
            return nil
        })
        #expect(leagues == ["usa.1"], "\(asked)")
    }

    @Test func aCupAClubWasNeverSeenInFailsQuietly() {
        var s = makeState(width: 100, height: 30, tab: .myTeams, offline: false)
        s.saved = Saved(shows: [], players: [], teams: [Self.arsenal])
        _ = reduce(&s, .myTeams(.app(.savedChanged)))
        let cup = ScoresLeague(id: "uefa.champions")
        let failed = FeedAnswer(day: s.today, result: .failure(.httpStatus(404)), at: loadTime)
        let effects = reduce(&s, .myTeams(.loaded(cup, failed, background: false)))
        #expect(s.myTeams.failures[cup] == nil && s.myTeams.failedDays[cup] == nil, "not retried, not said")
        #expect(!effects.contains { if case .startTimer(.myTeamsPoll(cup), _) = $0 { true } else { false } })
        let league = ScoresLeague(id: "eng.1")
        _ = reduce(&s, .myTeams(.loaded(league, FeedAnswer(day: s.today, result: .failure(.httpStatus(503)), at: loadTime), background: false)))
        #expect(s.myTeams.failures[league] == .httpStatus(503), "its own league's failure is said")
        #expect(renderScreen(s).snapshot.contains("not updated: HTTP 503"), "and why, in a word: \(renderScreen(s).snapshot)")
    }
}
