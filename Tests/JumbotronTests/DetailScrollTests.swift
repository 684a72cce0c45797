import Foundation
import SportsCore
import Testing
import TerminalUI
@testable import Jumbotron

/// A detail taller than its pane scrolls: `↓ more` says something is below,
/// the keys that scroll it are in the hint bar and in `?`, and nothing is cut.
@Suite struct DetailScrollTests {
    func screen(_ s: AppState) -> String { render(s).lines.joined(separator: "\n") }

    /// The Hockey player at 80×24: the last five games and the career line were cut before.
    func openPlayer(width: Int = 80, height: Int = 24) -> AppState {
        var s = hockeyRoster(width: width, height: height)
        pressHockey(&s, .enter)
        return s
    }

    @Test func aPushedPlayerScrollsToItsCareerLine() {
        var s = openPlayer()
        #expect(screen(s).contains("↓ more"))
        #expect(!screen(s).contains("Career (regular season)"))
        #expect(render(s).lines[22].contains("↓ scroll"))
        for _ in 0..<40 { pressHockey(&s, .char("j")) }
        let bottom = screen(s)
        #expect(bottom.contains("Career (regular season)"))
        #expect(!bottom.contains("↓ more"))
        // Every one of the last five games is reachable: each line shows at some offset.
        let player = s.hockey.selectedPlayer(s.context())!
        var seen = Set<String>()
        pressHockey(&s, .char("g"))
        for _ in 0..<40 {
            for game in player.lastGames where screen(s).contains(PlayerDetailView.gameLine(game, goalie: player.isGoalie)) {
                seen.insert(PlayerDetailView.gameLine(game, goalie: player.isGoalie))
            }
            pressHockey(&s, .down)
        }
        #expect(seen.count == player.lastGames.count)
        pressHockey(&s, .home)
        #expect(screen(s).contains(player.name))
    }

    @Test func pagingStopsAtTheEndAndComesBackInOnePress() {
        var s = openPlayer()
        for _ in 0..<20 { pressHockey(&s, .pageDown) }
        let atEnd = s.hockey.roster.list.detailOffset
        #expect(atEnd > 0)
        pressHockey(&s, .pageDown)
        #expect(s.hockey.roster.list.detailOffset == atEnd)
        pressHockey(&s, .char("k"))
        #expect(s.hockey.roster.list.detailOffset == atEnd - 1)
        pressHockey(&s, .char("G"))
        #expect(s.hockey.roster.list.detailOffset == atEnd)
    }

    @Test func aDetailThatFitsOffersNoScrollKeys() {
        let s = openPlayer(width: 80, height: 60)
        #expect(!screen(s).contains("↓ more"))
        let help = AppReducer.keyHelp(for: s).flatMap(\.entries).map(\.help)
        #expect(!help.contains("Scroll the details down"))
    }

    /// Beside the list the arrows keep the list; J and Ctrl-D scroll the detail,
    /// and another row's detail starts at its top.
    @Test func besideTheListJScrollsAndMovingStartsTheNextAtTheTop() {
        var s = openPlayer(width: 120, height: 20)
        pressHockey(&s, .escape)
        let selected = s.hockey.roster.list.selected
        #expect(screen(s).contains("↓ more"))
        #expect(render(s).lines[18].contains("J scroll details"))
        pressHockey(&s, .char("J"))
        #expect(s.hockey.roster.list.detailOffset == 1)
        #expect(s.hockey.roster.list.selected == selected)
        pressHockey(&s, .ctrl("d"))
        #expect(s.hockey.roster.list.detailOffset > 1)
        pressHockey(&s, .down)
        #expect(s.hockey.roster.list.selected == selected + 1)
        #expect(s.hockey.roster.list.detailOffset == 0)
        let help = AppReducer.keyHelp(for: s).flatMap(\.entries).map(\.help)
        #expect(help.contains("Scroll the details down"))
    }

    /// A live game's Batter and Pitcher were below the fold at 80×24.
    @Test func aLiveGameShowsItsBatterAndPitcherAfterScrolling() throws {
        var s = loadedScores("2018-09-20")
        let live = try #require(s.scores.boards.mlb.games.firstIndex { ScoreRules.phase($0) == .live })
        let batter = try #require(s.scores.boards.mlb.games[live].linescore?.offense?.batter?.fullName)
        s.scores.boards.mlb.list.viewport.selected = live
        press(&s, .enter)
        for _ in 0..<30 { press(&s, .char("j")) }
        #expect(screen(s).contains(batter))
        #expect(screen(s).contains("Pitcher"))
    }

    @Test func aShowSummaryEndsWithItsLastWord() throws {
        // The sample's summaries are a few lines: at 40×12 the longest one runs past the pane.
        var s = loadedShows(width: 40, height: 12)
        let index = try #require(s.shows.visible.indices.max { a, b in
            s.shows.shows[s.shows.visible[a]].plainSummary.count < s.shows.shows[s.shows.visible[b]].plainSummary.count
        })
        s.shows.list.viewport.selected = index
        press(&s, .enter)
        let show = s.shows.shows[s.shows.visible[index]]
        let lastWord = try #require(show.plainSummary.split(separator: " ").last.map(String.init))
        #expect(screen(s).contains("↓ more"))
        press(&s, .end)
        #expect(screen(s).contains(lastWord))
        #expect(!screen(s).contains("↓ more"))
    }

    @Test func theWheelScrollsTheDetailItIsOver() {
        var s = openPlayer(width: 120, height: 20)
        pressHockey(&s, .escape)
        let selected = s.hockey.roster.list.selected
        _ = reduce(&s, .mouse(MouseEvent(.wheelDown, x: 100, y: 10)))
        #expect(s.hockey.roster.list.detailOffset == 1)
        #expect(s.hockey.roster.list.selected == selected)
        _ = reduce(&s, .mouse(MouseEvent(.wheelDown, x: 10, y: 10)))
        #expect(s.hockey.roster.list.selected == selected + 1)
    }
}
