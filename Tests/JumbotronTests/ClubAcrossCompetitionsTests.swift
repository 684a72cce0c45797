import Foundation
@testable import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// A soccer club is one team in every competition: followed from its league,
/// My Teams finds its Champions League ties too, says where each is played,
/// opens them on the cup's board, polls them at the cup's pace and tells its goals.
@Suite struct ClubAcrossCompetitionsTests {
    static let england = ScoresLeague(id: "eng.1"), europe = ScoresLeague(id: "uefa.champions"), mls = ScoresLeague(id: "usa.1")
    static let days = [england: Day(iso: "2026-11-21")!, europe: Day(iso: "2026-11-04")!, mls: Day(iso: "2026-11-22")!]

    static func sampleDay(_ league: ScoresLeague) -> [Contest] {
        let url = Fixtures.samples.appendingPathComponent("espn/\(league.rawValue)-day-\(days[league]!.iso).json")
        return try! ESPNScoreboard.decode(Data(contentsOf: url), league: LeagueID(league.rawValue), sport: "soccer").games.map(\.summary)
    }

    /// Arsenal as the Premier League board's `f` follows it.
    static var arsenal: FollowedTeam {
        let game = sampleDay(england).first { $0.id == 740101 }!
        return FollowedTeam.make(game.away.abbreviation == "ARS" ? game.away : game.home, league: LeagueID("eng.1"))
    }

    /// Liverpool, whose league match is under way on the Premier League's Saturday: its last game is the cup night before.
    static var liverpool: FollowedTeam {
        let game = sampleDay(england).first { $0.id == 740102 }!
        return FollowedTeam.make(game.home.abbreviation == "LIV" ? game.home : game.away, league: LeagueID("eng.1"))
    }

    static func myTeams(answering leagues: [ScoresLeague], following club: FollowedTeam = arsenal, width: Int = 80, height: Int = 24,
                        offline: Bool = true) -> (AppState, [EffectSignature]) {
        var s = makeState(width: width, height: height, tab: .myTeams, offline: offline)
        s.display.offline = offline
        s.saved = Saved(shows: [], players: [], teams: [club])
        s.myTeams = MyTeamsState(sampleDays: days.mapValues { [$0] })
        let asked = reduce(&s, .myTeams(.app(.savedChanged)))
        for league in leagues { answer(&s, league, sampleDay(league)) }
        return (s, asked)
    }

    static func answer(_ s: inout AppState, _ league: ScoresLeague, _ games: [Contest], background: Bool = false) {
        let answer = FeedAnswer(day: days[league]!, result: .success(Loaded(value: games, origin: .bundledSample)), at: loadTime)
        _ = reduce(&s, .myTeams(.loaded(league, answer, background: background)))
    }

    @Test func theClubIsOneTeamWhateverTheCompetition() {
        #expect(Self.arsenal.id == "soccer:359" && Self.arsenal.league == "eng.1")
        let tie = Self.sampleDay(Self.europe).first { $0.id == 750203 }!
        #expect([tie.away, tie.home].contains { Self.arsenal.plays($0) }, "the Champions League names the club as the league does")
    }

    @Test func itsLeagueAndTheCompetitionsItCanBeInAreAskedAndNothingElse() {
        let (_, asked) = Self.myTeams(answering: [])
        let soccer = { (code: String, day: String) in EffectSignature.fetch(.espnDay(ESPNLeague(sport: "soccer", league: code), date: day)) }
        #expect(Set(asked) == [soccer("eng.1", "2026-11-21"), soccer("uefa.champions", "2026-11-04")], "MLS holds no English club: \(asked)")
        #expect(MyTeamsState.competitions(Followed.bears, .standard) == [.nfl], "a club of another sport is its league's alone")
    }

    @Test func theLastGameIsTheCupTieAndSaysSoAndEnterOpensTheCupsBoard() {
        // The Premier League's Saturday seen before Liverpool's kick-off: its last game is the cup night.
        var (s, _) = Self.myTeams(answering: [Self.europe, Self.mls], following: Self.liverpool, width: 120, height: 40)
        var saturday = Self.sampleDay(Self.england)
        let i = saturday.firstIndex { $0.id == 740102 }!
        saturday[i].state = .scheduled; saturday[i].away.score = nil; saturday[i].home.score = nil; saturday[i].winner = nil
        Self.answer(&s, Self.england, saturday)
        let block = s.myTeams.blocks[0]
        #expect(block.league == Self.england && block.next?.game.id == 740102)
        #expect(block.last?.game.id == 750201 && block.last?.league == Self.europe, "its last game, the cup night before")
        let screen = renderScreen(s).snapshot
        #expect(screen.contains("Liverpool · Premier League") && screen.contains("· Champions League"), "\(screen)")
        #expect(screen.contains("Last game · Champions League"), "the pane names the competition too")
        let opened = press(&s, .enter)
        #expect(s.tab == .scores && s.scores.league == Self.europe, "\(opened)")
    }

    @Test func aGoalInTheCupTieIsAnAlertAndTheTieIsPolledWithTheCupsDays() {
        var (s, _) = Self.myTeams(answering: [Self.england, Self.mls], width: 120, height: 40, offline: false)
        var tie = Self.sampleDay(Self.europe)
        let i = tie.firstIndex { $0.id == 750203 }!
        tie[i].state = .live(period: "2nd", clock: "60'"); tie[i].winner = nil
        tie[i].away.score = 0; tie[i].home.score = 0
        Self.answer(&s, Self.europe, tie)
        #expect(s.myTeams.polling == [Self.europe], "the cup's days are polled, the league's are not")
        #expect(s.myTeams.planned[Self.europe] == [Self.days[Self.europe]!] && s.myTeams.planned[Self.england] == nil)
        let arsenalHome = Self.arsenal.plays(tie[i].home)
        if arsenalHome { tie[i].home.score = 1 } else { tie[i].away.score = 1 }
        tie[i].state = .live(period: "2nd", clock: "61'")
        let answer = FeedAnswer(day: Self.days[Self.europe]!, result: .success(Loaded(value: tie, origin: .network)), at: loadTime)
        _ = reduce(&s, .myTeams(.loaded(Self.europe, answer, background: true)))
        #expect(s.banner?.contains("ARS") == true && s.banner?.contains("61'") == true, "\(s.banner ?? "no banner")")
    }
}
