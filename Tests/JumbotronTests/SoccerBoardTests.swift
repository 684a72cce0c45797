import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Soccer in Scores on the bundled Premier League Saturday: the board (home
/// first, the minute, red cards, the last goal, postponed), every section of
/// a live match's center, the standings with their zones, at three sizes.
@Suite struct SoccerBoardTests {
    static let sizes = [(80, 24), (120, 40), (200, 60)]
    static let league = ScoresLeague(id: "eng.1")
    static let saturday = Day(iso: "2026-11-21")!
    static let live = 740102   // LIV 2-1 AVL at 54', a red card for Villa

    static func sample<T>(_ name: String, _ decode: (Data) throws -> T) -> T {
        try! decode(Data(contentsOf: Fixtures.samples.appendingPathComponent("espn/\(name)")))
    }

    static func board(width: Int, height: Int) -> AppState { board(league, on: saturday, width: width, height: height) }

    /// Any competition's board on a bundled day (`<code>-day-<day>.json`), loaded, as Scores shows it.
    static func board(_ competition: ScoresLeague, on day: Day, width: Int, height: Int, zone: String? = nil) -> AppState {
        let slate = sample("\(competition.rawValue)-day-\(day.iso).json") {
            try ESPNScoreboard.decode($0, league: LeagueID(competition.rawValue), sport: "soccer")
        }
        var s = loadedScores("2018-09-19", width: width, height: height)
        if let zone { s.display.timeZone = Zone(identifier: zone)! }
        s.scores.boards[soccer: competition] = BoardState<SoccerLeague>(league: competition, date: day, bundledDates: [day],
                                                                         standings: ESPNStandingsBoard(league: competition))
        switchLeague(&s, to: competition)
        _ = reduce(&s, .scores(.soccer(competition, .loaded(day, .success(Loaded(value: slate, origin: .bundledSample)), at: loadTime))))
        return s
    }

    /// The board with the live match's center open and its summary arrived.
    static func center(width: Int, height: Int, id: Int = live) -> AppState {
        var s = board(width: width, height: height)
        press(&s, .home)
        for _ in 0..<12 where s.scores.boards[soccer: league].selectedGame?.id != id { press(&s, .down) }
        if !Layout.isSplit(s.size) { press(&s, .enter) }
        let summary = sample("eng.1-summary-\(id).json") { try ESPNSummary.decode($0, league: LeagueID("eng.1"), sport: "soccer", event: id) }
        _ = reduce(&s, .scores(.soccer(league, .center(.answer(.summaryLoaded(id, .success(Loaded(value: summary, origin: .bundledSample)),
                                                                                 at: loadTime))))))
        return s
    }

    @Test(arguments: sizes)
    func theBoard(width: Int, height: Int) {
        let s = Self.board(width: width, height: height)
        let text = renderScreen(s).snapshot
        Snapshot.assert(text, named: "soccer-board-\(width)x\(height)")
        #expect(text.contains("Scores › Premier League") && text.contains("54'") && (height < 40 || text.contains("Postponed")))
        // Home first: Liverpool's line above Aston Villa's, and Villa's red card by its name.
        let lines = text.split(separator: "\n")
        let liverpool = lines.firstIndex { $0.contains("Liverpool") }, villa = lines.firstIndex { $0.contains("Aston Villa") }
        #expect(liverpool != nil && villa != nil && liverpool! + 1 == villa!)
        #expect(lines[villa!].contains("Aston Villa ▮"))
    }

    @Test(arguments: sizes)
    func everySectionOfALiveMatch(width: Int, height: Int) {
        var s = Self.center(width: width, height: height)
        for section in SoccerCenterState.Section.allCases {
            press(&s, .char(section.key))
            if section == .table, s.scores.boards[soccer: Self.league].center?.summary.value?.table.isEmpty == false {
                #expect(s.scores.boards[soccer: Self.league].center?.standings.isLoading == false, "the summary's table needs no fetch")
            }
            #expect(s.scores.boards[soccer: Self.league].center?.section == section)
            Snapshot.assert(renderScreen(s).snapshot, named: "soccer-center-\(section.rawValue)-\(width)x\(height)")
        }
    }

    @Test func theSummaryTellsTheGoalsWithTheScoreAfterEach() {
        var s = Self.center(width: 200, height: 60)
        press(&s, .char("i"))
        let text = renderScreen(s).snapshot
        #expect(text.contains("First half") && text.contains("Second half") && text.contains("Referee") && text.contains("Anthony Taylor"))
        #expect(text.contains("(own goal)") && text.contains("(red card)") && text.contains("2-1"))
    }

    @Test func narrowLineUpsShowOneSideAndOTheOther() {
        var s = Self.center(width: 80, height: 24)
        press(&s, .char("u"))
        #expect(s.scores.boards[soccer: Self.league].center?.lineupSide == .home)
        #expect(renderScreen(s).snapshot.contains("LIV 4-3-3"))
        press(&s, .char("o"))
        #expect(s.scores.boards[soccer: Self.league].center?.lineupSide == .away && renderScreen(s).snapshot.contains("AVL 4-4-2"))
        // Wide enough for both: `o` does nothing and is not offered.
        var wide = Self.center(width: 200, height: 60)
        press(&wide, .char("u"), .char("o"))
        #expect(wide.scores.boards[soccer: Self.league].center?.lineupSide == .home)
        #expect(renderScreen(wide).snapshot.contains("LIV 4-3-3  ·  AVL 4-4-2"))
    }

    @Test func aMatchWithoutATableAsksTheCompetitionsStandings() {
        var s = Self.center(width: 120, height: 40)
        var center = s.scores.boards[soccer: Self.league].center!
        var summary = center.summary.value!
        summary.table = []
        center.summary.apply(.success(Loaded(value: summary, origin: .bundledSample)), at: loadTime)
        s.scores.boards[soccer: Self.league].center = center
        let asked = press(&s, .char("T"))
        #expect(asked.contains(.fetch(.espnStandings(ESPNLeague(sport: "soccer", league: "eng.1"), season: nil))), "\(asked)")
        let table = Self.sample("eng.1-standings.json") { try ESPNStandings.decode($0) }
        _ = reduce(&s, .scores(.soccer(Self.league, .center(.answer(.standingsLoaded(Self.live, .success(Loaded(value: table,
                                                                                                                  origin: .bundledSample)),
                                                                                       at: loadTime))))))
        let text = renderScreen(s).snapshot
        #expect(text.contains("Liverpool") && text.contains("Pts") && text.contains("Aston Villa"))
    }

    @Test(arguments: sizes)
    func standingsWithTheirZones(width: Int, height: Int) {
        var s = Self.board(width: width, height: height)
        press(&s, .char("s"))
        var table = Self.sample("eng.1-standings.json") { try ESPNStandings.decode($0) }
        // The form, from the sample's results up to the board's day.
        table.addForm(Self.sample("eng.1-results.json") { try ESPNScoreboard.decode($0, league: LeagueID("eng.1"), sport: "soccer").games })
        _ = reduce(&s, .scores(.soccer(Self.league, .standings(.loaded(.success(Loaded(value: table, origin: .bundledSample)), at: loadTime)))))
        let text = renderScreen(s).snapshot
        Snapshot.assert(text, named: "soccer-standings-\(width)x\(height)")
        #expect(text.contains("Pts") && text.contains("Manchester City"))
        // Arsenal's form ends with the win at Chelsea on the board's day.
        let arsenal = text.split(separator: "\n").first { $0.contains(" ARS ") }.map(String.init) ?? ""
        #expect(text.contains("Form") && arsenal.trimmingCharacters(in: CharacterSet(charactersIn: " |")).hasSuffix("W"), "\(arsenal)")
        let zones = ESPNStandingsLayout.zones(table).map(\.description)
        #expect(zones == ["Champions League", "Europa League", "Conference League Qualifiers", "Relegation"])
        if height >= 40 { #expect(text.contains("Relegation")) }
    }

    @Test func aSoccerSlugInTheConfigIsALeagueOfTheSoccerFamily() {
        let loaded = SettingsFile.parse("""
        [[league]]
        slug = "soccer/ned.1"
        name = "Eredivisie"
        """)
        #expect(loaded.problems.isEmpty && loaded.settings.addedLeagues.map(\.sport) == [.soccer])
        #expect(LeagueTable.unsupported(loaded.settings.addedLeagues[0]) == nil)
    }
}
