import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// College football in Scores: a row of the league table on the NFL's board
/// and center: ranks before the names, four-letter badges, the conferences.
@Suite struct CollegeFootballBoardTests {
    static let sizes = [(80, 24), (120, 40), (200, 60)]
    static let league = ScoresLeague(id: "college-football")
    static let saturday = Day(iso: "2026-11-21")!

    static func board(width: Int, height: Int) -> AppState {
        let data = try! Data(contentsOf: Fixtures.samples.appendingPathComponent("espn/college-football-week-2026-2-13.json"))
        var week = try! ESPNScoreboard.decode(data)
        for i in week.games.indices { week.games[i].league = LeagueID("college-football") }
        var s = loadedScores("2018-09-19", width: width, height: height)
        s.scores.boards[football: league] = BoardState<FootballLeague>(league: league, date: saturday, bundledDates: [saturday],
                                                                        standings: ESPNStandingsBoard(league: league))
        switchLeague(&s, to: league)
        _ = reduce(&s, .scores(.football(league, .loaded(saturday, .success(Loaded(value: week, origin: .bundledSample)), at: loadTime))))
        return s
    }

    @Test(arguments: sizes)
    func theBoardAndALiveCenter(width: Int, height: Int) {
        var s = Self.board(width: width, height: height)
        Snapshot.assert(renderScreen(s).snapshot, named: "college-board-\(width)x\(height)")
        let id = 401790005   // #1 UGA at #12 TENN, in the red zone
        press(&s, .home)
        for _ in 0..<s.scores.boards[football: Self.league].rows.count where s.scores.boards[football: Self.league].selectedGame?.id != id {
            press(&s, .down)
        }
        if !Layout.isSplit(s.size) { press(&s, .enter) }
        let url = Fixtures.samples.appendingPathComponent("espn/college-football-summary-\(id).json")
        let summary = try! ESPNSummary.decode(Data(contentsOf: url), league: LeagueID("college-football"), event: id)
        _ = reduce(&s, .scores(.football(Self.league, .center(.answer(.summaryLoaded(id, .success(Loaded(value: summary, origin: .bundledSample)),
                                                                                        at: loadTime))))))
        Snapshot.assert(renderScreen(s).snapshot, named: "college-center-live-\(width)x\(height)")
        for _ in 0..<60 { press(&s, width >= 120 ? .char("J") : .down) }
        let text = renderScreen(s).snapshot
        #expect(text.contains("SEC game"), "\(text)")
    }

    @Test func ranksSitBeforeTheNamesAndCodesKeepFourLetters() {
        let text = renderScreen(Self.board(width: 120, height: 40)).snapshot
        #expect(text.contains("#1 Georgia Bulldogs") && text.contains("#12 Tennessee Volunteers") && text.contains("Wisconsin Badgers"))
        #expect(text.contains(" TENN ") && text.contains(" TA&M ") && !text.contains("TE…"))
        #expect(!text.contains("#99"), "ESPN's 99 is no rank")
    }

    /// A club's badge keeps a college code's four letters wherever it is drawn (board, center, My Teams).
    @Test func clubCodesKeepFourLetters() {
        #expect(ClubCode.badge("TENN") == " TENN " && ClubCode.badge("NYJ") == " NYJ " && ClubCode.badge("GB") == " GB  ")
        #expect(ClubCode.badge("ABCDEFG") == " ABCD ", "wider codes are cut to four")
        let team = FollowedTeam.make(Competitor(id: "college-football:TENN", abbreviation: "TENN", name: "Tennessee Volunteers"),
                                     league: LeagueID("college-football"))
        var canvas = Canvas(size: Size(width: 60, height: 4))
        let s = MyTeamsState()
        MyTeamsView.block(TeamBlock(team: team, league: Self.league, leagues: [Self.league]), s, selected: false, makeState().context(), into: &canvas,
                          area: Rect(x: 0, y: 0, width: 60, height: 4))
        #expect(canvas.lines[0].hasPrefix("  TENN  Tennessee Volunteers"), "\(canvas.lines[0])")
    }
}
