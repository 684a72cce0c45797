import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// My Teams: blocks in follow order with live games first, each with its
/// live game, last result and next game; Enter to the game in Scores and Esc
/// back; only the followed teams' leagues asked for, and only live days polled.
@Suite struct MyTeamsTests {
    @Test func liveGamesFirstThenTheFollowOrder() {
        let s = myTeams(width: 200, height: 60)
        #expect(s.myTeams.blocks.map(\.team.abbreviation) == ["BOS", "DEN", "CHI", "NYY", "NYJ", "GSW", "KC"])
        let bears = s.myTeams.blocks.first { $0.team.abbreviation == "CHI" }!
        #expect(bears.live?.game.id == 401772003 && bears.live?.day == nflSampleDay)
        #expect(bears.live?.game.situation == "1st & Goal at DET 4 · RED ZONE")
        let jets = s.myTeams.blocks.first { $0.team.abbreviation == "NYJ" }!
        #expect(jets.last?.game.id == 401772001 && jets.live == nil && jets.next == nil)
        let chiefs = s.myTeams.blocks.first { $0.team.abbreviation == "KC" }!
        #expect(chiefs.next?.game.id == 401772013 && chiefs.next?.game.watch == ["NBC"])
        let text = renderScreen(s).snapshot
        #expect(text.contains("W 28-19 @ NE") && text.contains("@ DEN · Sun, Nov 22 8:20 PM · NBC"))
    }

    @Test func onlyTheFollowedLeaguesAreAskedFor() {
        var s = makeState(tab: .myTeams)
        s.saved = Saved(shows: [], players: [], teams: [Followed.bears])
        s.myTeams = MyTeamsState(sampleDays: [.nfl: [nflSampleDay], .mlb: [testDay]])
        let asked = reduce(&s, .myTeams(.app(.savedChanged)))
        #expect(asked == [.fetch(.nflDay(date: nflSampleDay.iso))], "no MLB, NHL or NBA request for a fan of the NFL alone")
        #expect(reduce(&s, .myTeams(.app(.appear))).isEmpty, "loaded once, not on every appearance")
    }

    /// Live, the days around today are asked one after another: the NBA's days share one large file.
    @Test func aLeaguesDaysAreAskedOneAtATime() {
        var s = makeState(tab: .myTeams, offline: false)
        s.display.offline = false
        s.saved = Saved(shows: [], players: [], teams: [Followed.warriors])
        let first = reduce(&s, .myTeams(.app(.savedChanged)))
        #expect(first.count == 1 && s.myTeams.queued[.nba]?.count == 7, "a week around today, one request out")
        let day = testDay.adding(days: -3)
        let answer = FeedAnswer(day: day, result: .success(Loaded(value: [], origin: .network)), at: loadTime)
        let next = reduce(&s, .myTeams(.loaded(.nba, answer, background: false)))
        #expect(next.filter { if case .fetch = $0 { true } else { false } }.count == 1 && s.myTeams.queued[.nba]?.count == 6)
        #expect(s.myTeams.isLoading)
    }

    @Test func enterOpensTheLiveGameInScoresAndEscComesBack() {
        var s = myTeams(width: 120, height: 40)
        press(&s, .down, .down)   // CHI, live
        #expect(s.myTeams.selected?.team.abbreviation == "CHI")
        press(&s, .enter)
        #expect(s.tab == .scores && s.scores.league == .nfl && s.scores.boards.nfl.date == nflSampleDay)
        _ = reduce(&s, .scores(.nfl(.loaded(nflSampleDay, .success(Loaded(value: sampleNFLWeek(), origin: .bundledSample)), at: loadTime))))
        #expect(s.scores.boards.nfl.selectedGame?.id == 401772003)
        #expect(ScoresModule.keyHelp(s.scores, s.context()).flatMap(\.entries).contains { $0.help == "Back to My Teams" })
        press(&s, .escape)
        #expect(s.tab == .myTeams && s.jumps.isEmpty)
    }

    /// Narrow, the game's center is pushed over the list; one Esc still goes back to My Teams.
    @Test func narrowOneEscComesBack() {
        var s = myTeams()
        press(&s, .down, .down, .enter)
        _ = reduce(&s, .scores(.nfl(.loaded(nflSampleDay, .success(Loaded(value: sampleNFLWeek(), origin: .bundledSample)), at: loadTime))))
        #expect(s.tab == .scores && s.scores.boards.nfl.list.showingDetail && s.scores.boards.nfl.selectedGame?.id == 401772003)
        press(&s, .escape)
        #expect(s.tab == .myTeams && !s.scores.boards.nfl.list.showingDetail)
    }

    @Test func aLiveFollowedGameIsPolledAtItsLeaguesPaceAndNothingElse() {
        var s = myTeams(offline: false)
        s.display.offline = false
        let asked = answer(&s, .nfl)
        #expect(asked.contains(.startTimer(.myTeamsPoll(.nfl), after: .seconds(15))))
        let poll = reduce(&s, .myTeams(.pollDue(.nfl)))
        #expect(poll == [.fetch(.nflDay(date: nflSampleDay.iso))], "the live game's day only")
        // A league whose followed games are all over is not polled.
        let mlb = answer(&s, .mlb)
        #expect(!mlb.contains { if case .startTimer(.myTeamsPoll(.mlb), _) = $0 { true } else { false } })
    }

    @Test func aFollowedTeamScoringRaisesABannerAndSetsTheTitle() {
        var s = myTeams(offline: false)
        s.display.offline = false
        var games = sampleSummaries(.nfl).1
        let i = games.firstIndex { $0.id == 401772003 }!
        games[i].away.score = 24
        games[i].lastPlay = "C.Whitfield pass short right to M.Brooks for 4 yards, TOUCHDOWN."
        let effects = answer(&s, .nfl, games: games, background: true)
        #expect(s.banner == "Touchdown CHI: CHI 24-17 DET · Q3 9:14 · C.Whitfield pass short right to M.Brooks for 4 yards, TOUCHDOWN.")
        #expect(effects.contains(.startTimer(AlertsFeature.bannerTimer, after: AlertsFeature.bannerTime)))
        _ = reduce(&s, .bannerExpired)
        #expect(s.banner == nil)
        #expect(s.myTeams.title?.hasPrefix("BOS 1 @ MTL 1") == true, "the first live followed game names the window")
    }

    @Test func theEmptyTabSaysHowToFollow() {
        let s = myTeams([])
        #expect(renderScreen(s).snapshot.contains("Press f on a game in Scores (1)"))
    }

    @Test func xUnfollowsAfterTheConfirmation() {
        var s = myTeams()
        press(&s, .char("x"))
        guard case .dialog(let dialog)? = s.presented else { Issue.record("no confirmation"); return }
        #expect(dialog.title == "Unfollow team" && dialog.buttons == ["Cancel", "Unfollow"])
        #expect(press(&s, .char("y")).contains(.database("unfollow team nhl:BOS")))
    }

    @Test func printTeamsHasTheSpecsColumns() {
        let table = TeamsPrint.table([Followed.bears, Followed.yankees])
        #expect(table.columns == ["league", "id", "abbreviation", "name"])
        #expect(table.render(.tsv).contains("nfl\tnfl:CHI\tCHI\tChicago Bears"))
        #expect(table.render(.tsv).contains("mlb\tmlb:147\tNYY\tNew York Yankees"))
    }

    static let sizes = [(80, 24), (120, 40), (200, 60)]

    @Test(arguments: sizes)
    func snapshots(width: Int, height: Int) {
        Snapshot.assert(renderScreen(myTeams(width: width, height: height)).snapshot, named: "myteams-\(width)x\(height)")
        Snapshot.assert(renderScreen(myTeams([], width: width, height: height)).snapshot, named: "myteams-empty-\(width)x\(height)")
        Snapshot.assert(renderScreen(myTeams(width: width, height: height, hideSpoilers: true)).snapshot,
                        named: "myteams-spoilers-\(width)x\(height)")
    }
}
