import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Several games at once: `Space` on a board puts a game in the multiview,
/// `m` shows the followed teams' live games and the marked ones as a grid of
/// cards, `Enter` opens one's center in Scores and `Esc` comes back.
@Suite struct MultiviewTests {
    /// A live game of each league's sample (the first, else the first game).
    static func pick(_ league: ScoresLeague) -> GameLink {
        let (day, games) = league == .mlb ? mlbLive : sampleSummaries(league)
        let game = games.first(where: \.isLive) ?? games[0]
        return GameLink(league: league, day: day, game: game.id)
    }

    /// MLB's sample day with a game on (the one My Teams reads has only finals).
    static let mlbLive = (Day(iso: "2018-09-20")!, sampleGames("2018-09-20").map(\.summary))

    /// My Teams with the sample days answered, `teams` followed and a live game of each league marked.
    static func grid(_ teams: [FollowedTeam] = [], width: Int = 80, height: Int = 24, marks: [ScoresLeague] = [.mlb, .nhl, .nba, .nfl],
                     hideSpoilers: Bool = false) -> AppState {
        var s = myTeams(teams, width: width, height: height, hideSpoilers: hideSpoilers)
        for league in marks { _ = reduce(&s, .saved(.request(.mark(pick(league))))) }
        for league in LeagueTable.standard.rows.map(\.id) { answer(&s, league) }
        let day = FeedAnswer(day: mlbLive.0, result: .success(Loaded(value: mlbLive.1, origin: .bundledSample)), at: loadTime)
        _ = reduce(&s, .myTeams(.loaded(.mlb, day, background: false)))
        press(&s, .char("m"))
        return s
    }

    static func cards(_ s: AppState) -> [MultiviewCard] { Multiview.cards(s.myTeams, s.saved) }

    @Test func spaceOnABoardMarksTheGameAndSaysHowToSeeIt() throws {
        var s = loadedScores(width: 120, height: 40)
        let game = try #require(s.scores.boards.mlb.selectedGame)
        press(&s, .char(" "))
        #expect(s.saved.marked == [GameLink(league: .mlb, day: testDay, game: game.gamePk)])
        #expect(s.notice == "In the multiview: m shows 1 game")
        let rows = renderScreen(s).snapshot.split(separator: "\n")
        #expect(rows.contains { $0.contains("▌ ") && $0.contains(game.teams.away.team.abbreviation ?? "-") }, "the row is marked")
        press(&s, .char(" "))
        #expect(s.saved.marked.isEmpty && s.notice == "Out of the multiview (0 games left)")
    }

    @Test func mOnABoardOpensTheGridAndEscGoesBack() {
        var s = loadedScores(width: 120, height: 40)
        press(&s, .char(" "), .char("m"))
        #expect(s.tab == .myTeams && s.myTeams.grid != nil)
        #expect(MyTeamsModule.title(s.myTeams, s.context()).hasSuffix("Multiview"))
        #expect(renderScreen(s).snapshot.contains("Loading the games"), "its day is on its way")
        answer(&s, .mlb)
        #expect(Self.cards(s).map(\.link) == s.saved.marked)
        press(&s, .escape)
        #expect(s.tab == .scores && s.jumps.isEmpty && s.myTeams.grid == nil)
        // From My Teams itself `m` toggles it; Esc closes it there.
        press(&s, .char("7"), .char("m"))
        #expect(s.myTeams.grid != nil)
        press(&s, .escape)
        #expect(s.tab == .myTeams && s.myTeams.grid == nil)
    }

    /// The NHL center's shot map keeps `m`; `M` opens the multiview there.
    @Test func aSectionsOwnMKeepsItAndCapitalMOpens() {
        var s = loadedNHL(width: 120, height: 40)
        let sections = ScoresModule.keyHelp(s.scores, s.context()).flatMap(\.entries)
        #expect(sections.contains { $0.help.lowercased().contains("shot") && $0.keys == [.char("m")] })
        press(&s, .char("M"))
        #expect(s.tab == .myTeams && s.myTeams.grid != nil)
    }

    @Test func followedLiveGamesComeFirstThenTheMarkedOnes() throws {
        let s = Self.grid(Followed.all, marks: [.mlb, .nfl])
        let cards = Self.cards(s)
        let followedLive = s.myTeams.blocks.compactMap(\.live).map { GameLink(league: $0.league, day: $0.day, game: $0.game.id) }
        #expect(!followedLive.isEmpty)
        #expect(Array(cards.map(\.link).prefix(followedLive.count)) == followedLive)
        let keys = cards.map { "\($0.game.league.rawValue):\($0.game.game.id)" }
        #expect(Set(keys).count == keys.count, "a game followed and marked is one card")
        let nfl = Self.pick(.nfl)
        let card = try #require(cards.first { $0.game.league == .nfl && $0.game.game.id == nfl.game })
        #expect(card.marked)
    }

    @Test func arrowsMoveEnterOpensTheCenterAndEscComesBackToTheGrid() throws {
        var s = Self.grid(width: 120, height: 40)
        #expect(Self.cards(s).count == 4)
        press(&s, .right, .right, .right)
        let nfl = try #require(Self.cards(s).last)
        #expect(s.myTeams.grid?.selected == 3 && nfl.game.league == .nfl)
        press(&s, .enter)
        #expect(s.tab == .scores && s.scores.league == .nfl && s.scores.boards.nfl.date == nflSampleDay)
        _ = reduce(&s, .scores(.nfl(.loaded(nflSampleDay, .success(Loaded(value: sampleNFLWeek(), origin: .bundledSample)), at: loadTime))))
        #expect(s.scores.boards.nfl.selectedGame?.id == nfl.game.game.id)
        press(&s, .escape)
        #expect(s.tab == .myTeams && s.myTeams.grid?.selected == 3, "the grid as it was left")
    }

    @Test func upAndDownMoveByARowOfCards() {
        var s = Self.grid(width: 80, height: 24)
        let columns = MultiviewGrid(count: 4, area: MultiviewView.gridArea(s.layout.content)).columns
        #expect(columns == 2)
        press(&s, .down)
        #expect(s.myTeams.grid?.selected == 2)
        press(&s, .down)
        #expect(s.myTeams.grid?.selected == 2, "no row below")
        press(&s, .up, .char("G"))
        #expect(s.myTeams.grid?.selected == 3)
    }

    @Test func spaceInTheGridTakesAMarkedGameOut() {
        var s = Self.grid()
        press(&s, .char(" "))
        #expect(s.saved.marked.count == 3 && Self.cards(s).count == 3)
    }

    @Test func asManyAsFitAndTheRestScroll() {
        #expect(MultiviewGrid(count: 4, area: Rect(x: 0, y: 0, width: 80, height: 19)).rows == 2)
        #expect(MultiviewGrid(count: 2, area: Rect(x: 0, y: 0, width: 80, height: 19)).rows == 1)
        let wide = MultiviewGrid(count: 12, area: Rect(x: 0, y: 0, width: 200, height: 55))
        #expect(wide.columns == 4 && wide.rows == 3 && wide.cardWidth == 50 && wide.cardHeight == MultiviewGrid.tallest)
        #expect(MultiviewGrid(count: 4, area: Rect(x: 0, y: 0, width: 200, height: 55)).columns == 2, "four are two by two")
        #expect(MultiviewGrid(count: 6, area: Rect(x: 0, y: 0, width: 200, height: 55)).columns == 3)
        #expect(MultiviewGrid(count: 5, area: Rect(x: 0, y: 0, width: 120, height: 35)).columns == 3, "rows as even as they can be")
        let small = MultiviewGrid(count: 9, area: Rect(x: 0, y: 0, width: 80, height: 19))
        #expect(small.firstRow(keeping: 8, from: 0) == 3 && small.box(0, firstRow: 3, area: Rect(x: 0, y: 0, width: 80, height: 19)) == nil)
    }

    @Test func hiddenScoresStayHiddenOnTheCardsUntilV() throws {
        var s = Self.grid(width: 120, height: 40, hideSpoilers: true)
        #expect(renderScreen(s).snapshot.contains("press v to reveal"))
        let first = try #require(Self.cards(s).first?.game.game)
        #expect(press(&s, .char("v")) == [.database("reveal game \(first.league.rawValue) \(first.id)")])
    }

    /// A marked live game in a league nobody follows is watched at that league's pace.
    @Test func aMarkedLiveGameIsPolledAtItsLeaguesPace() {
        var s = myTeams([], offline: false)
        s.display.offline = false
        let link = Self.pick(.nfl)
        let asked = reduce(&s, .saved(.request(.mark(link))))
        #expect(asked.contains(.fetch(.nflDay(date: nflSampleDay.iso))), "its day asked: \(asked)")
        let answered = answer(&s, .nfl)
        #expect(answered.contains(.startTimer(.myTeamsPoll(.nfl), after: .seconds(15))))
        #expect(reduce(&s, .myTeams(.pollDue(.nfl))) == [.fetch(.nflDay(date: nflSampleDay.iso))])
        // Unmarked, the league is forgotten and its poll stops.
        let out = reduce(&s, .saved(.request(.mark(link))))
        #expect(out.contains(.cancelTimer(.myTeamsPoll(.nfl))) && s.myTeams.days[.nfl] == nil)
    }

    @Test(arguments: MyTeamsTests.sizes)
    func snapshots(width: Int, height: Int) {
        Snapshot.assert(renderScreen(Self.grid([Followed.bruins], width: width, height: height)).snapshot, named: "multiview-\(width)x\(height)")
    }

    @Test func lineScoresNamePeriodsPastRegulationAndBoundHostileCounts() throws {
        let five = LineScore.periods(away: [7, 3, 0, 7, 3], home: [0, 10, 7, 0, 0], regulation: 4)
        #expect(five.map(\.label) == ["1", "2", "3", "4", "OT"] && five[4].away == "3")
        #expect(LineScore.periods(away: Array(repeating: 0, count: 6), home: [], regulation: 4).last?.label == "2OT")
        #expect(LineScore.periods(away: Array(repeating: 1, count: 10), home: [], regulation: 9, numberedPast: true).last?.label == "10")
        let coming = LineScore.periods(away: [1, 0], home: [0], regulation: 9)
        #expect(coming.count == 9 && coming[1].home.isEmpty && coming[8].away.isEmpty, "regulation still to come is blank")
        #expect(LineScore.periods(away: [], home: [], regulation: .max).count == 30)
        #expect(LineScore.periods(away: [], home: [], regulation: .min).isEmpty)
        // MLB's from the scoreboard: runs by inning, hits and errors after the total.
        let atl = try #require(Self.mlbLive.1.first { $0.isLive }?.lineScore)
        #expect(atl.total == "R" && atl.columns.map(\.label).suffix(2) == ["H", "E"] && atl.totalAt == 9)
        let live = try #require(Self.mlbLive.1.first { $0.isLive })
        #expect(Spoilers.masked(live).lineScore == nil, "no runs by inning while hidden")
    }

    @Test func aNarrowCardGivesUpTheInningsToComeThenTheEarliest() throws {
        let game = try #require(Self.mlbLive.1.first { $0.isLive })
        let line = try #require(game.lineScore)
        func drawn(_ width: Int) -> String {
            var canvas = Canvas(size: Size(width: width, height: 3))
            var pen = Pen(x: 0, y: 0, width: width)
            CardLineScore.render(line, game, makeState().context(), &pen, into: &canvas)
            return canvas.lines[0]
        }
        #expect(drawn(60).contains(" 1  2  3  4  5  6  7  8  9  R  H  E"))
        #expect(drawn(36).contains(" 1  2  3  4  5  6  7  R  H  E"), "the last innings, not played yet, go first")
        #expect(drawn(24).contains("…") && drawn(24).contains(" 4  5  R  H  E"), "then the earliest: \(drawn(24))")
    }

    @Test func theEmptyGridSaysHowToFillIt() {
        let s = Self.grid(marks: [])
        #expect(renderScreen(s).snapshot.contains("Space on a game in Scores puts it here"))
    }
}
