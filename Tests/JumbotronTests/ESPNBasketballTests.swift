import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The WNBA and college basketball from ESPN: halves in the men's game, ranks
/// before the names, every center section on the bundled live games and on
/// the recorded NBA summary (ESPN's one basketball shape), print and standings.
@Suite struct ESPNBasketballTests {
    static let sizes = [(80, 24), (120, 40), (200, 60)]
    static let men = ScoresLeague(id: "mens-college-basketball")
    static let tuesday = Day(iso: "2026-11-24")!

    static func sample<T>(_ name: String, _ decode: (Data) throws -> T) -> T {
        try! decode(Data(contentsOf: Fixtures.samples.appendingPathComponent("espn/\(name)")))
    }

    static func board(_ league: ScoresLeague = men, day: Day = tuesday, width: Int, height: Int) -> AppState {
        let slate = sample("\(league.rawValue)-day-\(day.iso).json") { try ESPNScoreboard.decode($0, league: LeagueID(league.rawValue), sport: "basketball") }
        var s = loadedScores("2018-09-19", width: width, height: height)
        s.scores.boards[basketball: league] = BoardState<ESPNBasketballLeague>(league: league, date: day, bundledDates: [day],
                                                                                standings: ESPNStandingsBoard(league: league))
        switchLeague(&s, to: league)
        _ = reduce(&s, .scores(.basketball(league, .loaded(day, .success(Loaded(value: slate, origin: .bundledSample)), at: loadTime))))
        return s
    }

    /// The men's board with Purdue at Duke's center open (live, in the second half) and its summary arrived.
    static func center(width: Int, height: Int, id: Int = 401830203) -> AppState {
        var s = board(width: width, height: height)
        press(&s, .home)
        for _ in 0..<10 where s.scores.boards[basketball: men].selectedGame?.id != id { press(&s, .down) }
        if !Layout.isSplit(s.size) { press(&s, .enter) }
        let summary = sample("\(men.rawValue)-summary-\(id).json") { try ESPNSummary.decode($0, league: LeagueID(men.rawValue), sport: "basketball", event: id) }
        _ = reduce(&s, .scores(.basketball(men, .center(.answer(.summaryLoaded(id, .success(Loaded(value: summary, origin: .bundledSample)),
                                                                                 at: loadTime))))))
        return s
    }

    @Test func halvesInTheMensGameQuartersElsewhere() {
        let day = Self.sample("mens-college-basketball-day-2026-11-24.json") { try ESPNScoreboard.decode($0, sport: "basketball") }
        #expect(day.games.allSatisfy { $0.regulationPeriods == 2 })
        let live = day.games.first { $0.id == 401830203 }!
        #expect(live.summary.state == .live(period: "2nd", clock: "11:42") && live.summary.away.rankedName == "#5 Purdue Boilermakers")
        #expect(day.games.first { $0.id == 401830202 }?.summary.state == .final(detail: "Final/OT"))
        #expect(day.games.first { $0.id == 401830204 }?.summary.state == .live(period: "Half", clock: nil))
        #expect(FootballRules.periodLabel(3, regulation: 2) == "OT" && FootballRules.periodLabel(6, regulation: 4) == "2OT")
        let wnba = Self.sample("wnba-day-2026-07-18.json") { try ESPNScoreboard.decode($0, sport: "basketball") }
        #expect(wnba.games.first { $0.id == 401820103 }?.summary.state == .live(period: "Q3", clock: "2:14"))
    }

    @Test(arguments: sizes)
    func theBoardsAndEverySectionOfALiveGame(width: Int, height: Int) {
        Snapshot.assert(renderScreen(Self.board(width: width, height: height)).snapshot, named: "ncaam-board-\(width)x\(height)")
        var s = Self.center(width: width, height: height)
        for section in ESPNBasketballCenterState.Section.allCases {
            press(&s, .char(section.key))
            #expect(s.scores.boards[basketball: Self.men].center?.section == section)
            Snapshot.assert(renderScreen(s).snapshot, named: "ncaam-center-\(section.rawValue)-\(width)x\(height)")
        }
        let wnba = Self.board(ScoresLeague(id: "wnba"), day: Day(iso: "2026-07-18")!, width: width, height: height)
        #expect(renderScreen(wnba).snapshot.contains("Q3 2:14"))
    }

    /// ESPN's recorded NBA summary is the same shape: its box, plays and statistics read through this center.
    @Test func theRecordedSummaryReadsThroughTheCenter() throws {
        let summary = try ESPNSummary.decode(Fixtures.data("espn/nba-summary-401772994-2025-ecf-game6.json"), league: .nba, sport: "basketball")
        var c = ESPNBasketballCenterState(gameId: summary.game!.id)
        c.summary.apply(.success(Loaded(value: summary, origin: .bundledSample)), at: loadTime)
        let context = makeState(width: 200, height: 60).context()
        for section in ESPNBasketballCenterState.Section.allCases {
            c.section = section
            var canvas = Canvas(size: Size(width: 160, height: 400))
            let height = c.render(row: summary.game!, context, into: &canvas, area: Rect(x: 0, y: 0, width: 160, height: 400))
            let text = canvas.lines.joined(separator: "\n")
            #expect(height > 5, "\(section)")
            switch section {
            case .box: #expect(text.contains("MIN") && text.contains("PTS") && text.contains("Team"))
            case .plays: #expect(text.contains("Q4") && text.contains("defensive rebound"))
            case .stats: #expect(text.contains("Rebounds") && text.contains("41"))
            case .summary: #expect(text.contains("Points"))
            }
        }
    }

    @Test func printAndStandingsOffline() async throws {
        let offline = OfflineDataSource(samples: Fixtures.samples)
        #expect(LeaguePrint.sections(Self.men) == ["summary", "box", "plays", "stats"])
        let box = try await LeaguePrint.game(Self.men, id: 401830202, section: "box", offline, locale: .english, timeZone: .utc)
        #expect(box.rows.count == 20 && box.render(.text).contains("DNP") == false)
        let plays = try await LeaguePrint.game(Self.men, id: 401830202, section: "plays", offline, locale: .english, timeZone: .utc)
        #expect(plays.render(.text).contains("OT") && plays.rows.last.map { "\($0)" }?.contains("71") == true)
        let summary = try await LeaguePrint.game(Self.men, id: 401830202, section: nil, offline, locale: .english, timeZone: .utc)
        #expect(summary.render(.text).contains("#1 Auburn Tigers") && summary.render(.text).contains("Final/OT"))
        for (code, teams) in [("wnba", 13), ("mens-college-basketball", 25 + 12), ("womens-college-basketball", 25 + 8)] {
            let table = try await LeaguePrint.standings(ScoresLeague(id: code), offline, offline: offline, timeZone: .utc)
            #expect(table.rows.count == teams, "\(code)")
        }
    }
}
