import Foundation
@testable import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Cut-offs and layout a fan walking every league tripped over: a header
/// line never ends on a dot, a shootout is told kick by kick, a label keeps
/// clear of its bars, a row that does not fit says `↓ more`, the NFL field
/// has no gaps, both teams' box scores line up, and a league without an
/// offline sample says so.
@Suite struct CutOffsTests {
    static let mls = ScoresLeague(id: "usa.1")
    static let playoffDay = Day(iso: "2026-11-22")!
    static let shootout = 760301

    static func mlsBoard(width: Int, height: Int, zone: String = "America/New_York") -> AppState {
        SoccerBoardTests.board(mls, on: playoffDay, width: width, height: height, zone: zone)
    }

    static func mlsCenter(width: Int, height: Int, id: Int = shootout) -> AppState {
        var s = mlsBoard(width: width, height: height)
        press(&s, .home)
        for _ in 0..<6 where s.scores.boards[soccer: mls].selectedGame?.id != id { press(&s, .down) }
        if !Layout.isSplit(s.size) { press(&s, .enter) }
        let summary = SoccerBoardTests.sample("usa.1-summary-\(id).json") {
            try ESPNSummary.decode($0, league: LeagueID("usa.1"), sport: "soccer", event: id)
        }
        _ = reduce(&s, .scores(.soccer(mls, .center(.answer(.summaryLoaded(id, .success(Loaded(value: summary, origin: .bundledSample)),
                                                                           at: loadTime))))))
        return s
    }

    /// The state, the kick-off, the round and the shootout on as many lines as they need, none ending `·`.
    @Test func aHeaderLineNeverEndsOnADot() {
        for width in stride(from: 40, through: 200, by: 4) {
            let text = renderScreen(Self.mlsCenter(width: width, height: 40)).lines
            let dangling = text.filter { $0.trimmingCharacters(in: .whitespaces).hasSuffix("·") }
            #expect(dangling.isEmpty, "\(width) columns: \(dangling)")
            #expect(text.contains { $0.contains("Semifinal") }, "\(width) columns")
        }
    }

    @Test(arguments: [(80, 40), (120, 40)])
    func aShootoutIsToldKickByKick(width: Int, height: Int) throws {
        var s = Self.mlsCenter(width: width, height: height)
        for _ in 0..<12 { press(&s, .char("J")) }
        let lines = renderScreen(s).lines
        let heading = try #require(lines.firstIndex { $0.contains("Penalty shootout") }, "\(lines.joined(separator: "\n"))")
        let kicks = lines[(heading + 1)...].prefix { $0.contains("scores") || $0.contains("misses") }
        #expect(kicks.count == 10, "\(kicks)")
        #expect(kicks.last?.contains("4-3") == true && kicks.first?.contains("1-0") == true)
        #expect(lines.contains { $0.contains("115'") && $0.contains("1-1") }, "the match's score stays its own")
        let summary = try #require(s.scores.boards[soccer: Self.mls].center?.summary.value)
        let game = try #require(summary.game)
        let printed = SoccerLeague.facts(summary, game, .english, .utc).render(.text)
        #expect(printed.contains("shootout missed") && printed.contains("shootout scored"), "\(printed)")
    }

    /// `Interceptions` is thirteen letters: a space each side of it, on the World Cup opener's stats.
    @Test func aLabelKeepsClearOfItsBars() throws {
        let summary = try ESPNSummary.decode(Fixtures.data("espn/soccer-fifaworld-summary-760415-mex-rsa-final.json"),
                                             league: LeagueID("fifa.world"), sport: "soccer", event: 760415)
        var c = SoccerCenterState(gameId: 760415)
        c.summary.apply(.success(Loaded(value: summary, origin: .network)), at: loadTime)
        for width in [60, 76, 100] {
            var canvas = Canvas(size: Size(width: width, height: 30))
            var pen = Pen(x: 0, y: 0, width: width)
            SoccerStatsSection.render(c, try #require(summary.game), makeState(width: 120, height: 40).context(), &pen, into: &canvas)
            let line = try #require(canvas.lines.first { $0.contains("Interceptions") })
            #expect(line.contains(" Interceptions "), "\(width): \(line)")
        }
    }

    /// A board whose last match does not fit says there is more (the evening match is Monday in UTC).
    @Test func aRowThatDoesNotFitSaysMore() {
        var s = Self.mlsBoard(width: 80, height: 16, zone: "UTC")
        var text = renderScreen(s).snapshot
        #expect(!text.contains("LAFC") && text.contains("↓ more"), "\(text)")
        for _ in 0..<3 { press(&s, .down) }
        text = renderScreen(s).snapshot
        #expect(text.contains("LAFC") && !text.contains("↓ more"), "the last row shown, nothing more: \(text)")
    }

    /// Wider than a hundred cells, the field is dotted end to end.
    @Test(arguments: [80, 120, 200])
    func theFieldHasNoGaps(width: Int) throws {
        let lines = renderScreen(nflCard(401772003, width: width, height: 60)).lines
        let field = try #require(lines.first { $0.contains("│·") }, "\(lines.joined(separator: "\n"))")
        let start = try #require(field.range(of: "│·")?.lowerBound), end = try #require(field.lastIndex { $0 == "┃" || $0 == "●" })
        #expect(!field[start...end].contains(" "), "\(field)")
    }

    /// Both teams' tables start on the same line: passing with passing, rushing with rushing; batters, then pitchers.
    @Test func bothTeamsBoxScoresLineUp() throws {
        var nfl = NFLCenterTests.recorded(width: 200, height: 60)
        press(&nfl, .char("b"))
        let lines = renderScreen(nfl).lines
        for table in ["Rushing", "Receiving", "Defense"] {
            let row = try #require(lines.first { $0.contains(table) }, "\(table)")
            #expect(row.components(separatedBy: table).count == 3, "both teams' \(table) on one line: \(row)")
        }
        let mlb = renderScreen(centerScores("2018-09-19", 530003, width: 200, height: 60, section: "b")).lines
        let pitchers = try #require(mlb.first { $0.contains("Pitchers") })
        #expect(pitchers.components(separatedBy: "Pitchers").count == 3, "\(pitchers)")
    }

    @Test func aLeagueWithoutAnOfflineSampleSaysSo() {
        var s = loadedScores("2018-09-19", width: 80, height: 24)
        let laliga = ScoresLeague(id: "esp.1")
        s.scores.boards[soccer: laliga] = BoardState<SoccerLeague>(league: laliga, date: testDay, bundledDates: [],
                                                                    standings: ESPNStandingsBoard(league: laliga))
        switchLeague(&s, to: laliga)
        _ = reduce(&s, .scores(.soccer(laliga, .loaded(testDay, .failure(.noSample("no La Liga sample")), at: loadTime))))
        let text = renderScreen(s).snapshot
        #expect(text.contains("La Liga has no offline sample.") && !text.contains("Offline sample dates"), "\(text)")
        #expect(text.contains("l picks a league"))
    }
}
