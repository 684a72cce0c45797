import Foundation
import SportsCore
import Testing
import TestSupport
import TerminalUI
@testable import Jumbotron

/// `s` on the NFL and the NBA: ESPN's standings laid out by sport, on the
/// recorded 2024 NFL and 2024-25 NBA answers (clinch marks and all) and on
/// the bundled samples.
@Suite struct ESPNStandingsTests {
    static let nfl = try! ESPNStandings.decode(Fixtures.data("espn/nfl-standings-2024.json"))
    static let nba = try! ESPNStandings.decode(Fixtures.data("espn/nba-standings-2024-25.json"))

    func standings(_ league: ScoresLeague, _ standings: ESPNStandings, width: Int, height: Int) -> AppState {
        loadedESPNStandings(league, standings, width: width, height: height)
    }

    @Test func theNFLIsItsDivisionsThenEachConferencesSeedsWithThePlayoffLine() throws {
        let tables = ESPNStandingsLayout.tables(Self.nfl, LeagueTable.standard.row(.nfl)!)
        #expect(tables.map(\.title) == NFLDivisions.all.map(\.name) + ["AFC seeds", "NFC seeds"])
        #expect(tables.prefix(8).allSatisfy { $0.entries.count == 4 && !$0.seeded })
        let afcEast = tables[0].entries.map(\.abbreviation)
        #expect(Set(afcEast) == ["BUF", "MIA", "NYJ", "NE"] && afcEast.first == "BUF", "the division's winner first")
        let afc = try #require(tables.first { $0.title == "AFC seeds" })
        #expect(afc.seeded && afc.entries.compactMap { $0.stats["playoffseed"]?.value.map(Int.init) } == Array(1...16))
        let board = ESPNStandingsBoard(league: .nfl, loaded: Self.nfl)
        let lines = ESPNStandingsLayout.lines(board)
        let rules = lines.indices.filter { if case .rule("playoffs") = lines[$0] { true } else { false } }
        #expect(rules.count == 2)
        if case .team(_, let rank) = lines[rules[0] - 1] { #expect(rank == 7) } else { Issue.record("no seed above the line") }
        #expect(lines.last == .legend("z division · * division and bye · y wild card · e eliminated"))
    }

    @Test func theNBAIsEachConferenceBySeedWithThePlayoffAndPlayInLines() throws {
        let tables = ESPNStandingsLayout.tables(Self.nba, LeagueTable.standard.row(.nba)!)
        #expect(tables.map(\.title) == ["Eastern Conference", "Western Conference"])
        #expect(tables[0].entries.prefix(3).map(\.abbreviation) == ["CLE", "BOS", "NY"])
        let lines = ESPNStandingsLayout.lines(ESPNStandingsBoard(league: .nba, loaded: Self.nba))
        let rules = lines.compactMap { if case .rule(let label) = $0 { label } else { nil } }
        #expect(rules == ["playoffs", "play-in", "playoffs", "play-in"])
        #expect(lines.last == .legend("z first seed · y division · x playoffs · xp playoffs through the play-in · pb play-in · e eliminated"))
    }

    /// Where two whole tables fit, each conference has its side and the scroll counts rows, not lines.
    @Test func wideTerminalsPutTheConferencesSideBySide() {
        for (league, standings) in [(ScoresLeague.nfl, Self.nfl), (.nba, Self.nba)] {
            let board = ESPNStandingsBoard(league: league, loaded: standings)
            let wide = ESPNStandingsLayout.rows(board, width: 198, prefix: 12), narrow = ESPNStandingsLayout.rows(board, width: 118, prefix: 12)
            #expect(wide.first?.count == 2 && narrow.allSatisfy { $0.count == 1 }, "\(league)")
            #expect(wide.count < narrow.count && narrow.count == ESPNStandingsLayout.lines(board).count)
            if case .heading(let right)? = wide.first?.last { #expect(right.hasPrefix("NFC") || right.hasPrefix("Western")) }
        }
    }

    /// Ragged answers: a team in no NFL division, an entry with no statistics, no groups at all.
    @Test func raggedStandingsStillShowWhatTheyHave() throws {
        var odd = Self.nfl
        odd.groups[0].entries[0].abbreviation = "XYZ"
        odd.groups[0].entries[1].stats = [:]
        let tables = ESPNStandingsLayout.tables(odd, LeagueTable.standard.row(.nfl)!)
        #expect(tables.map(\.title) == ["American Football Conference", "National Football Conference"], "a club in no division: the conferences as ESPN gives them")
        let bare = odd.groups[0].entries[1]
        #expect(ESPNStandingsLayout.cells(FootballFamily.standingsColumns, bare).contains("-"))
        var empty = Self.nfl
        empty.groups = []
        var s = standings(.nfl, empty, width: 80, height: 24)
        #expect(renderScreen(s).snapshot.contains("ESPN has no NFL standings for now."))
        press(&s, .escape)
        #expect(!s.scores.boards.nfl.showingStandings)
    }

    @Test func sOpensAsksOnceAndEscGoesBack() {
        var s = loadedNFL()
        let asked = press(&s, .char("s"))
        #expect(asked == [.fetch(.espnStandings(.nfl, season: nil))])
        #expect(s.scores.boards.nfl.showingStandings && s.scores.boards.nfl.standings.load.isLoading)
        press(&s, .escape, .char("s"))
        #expect(s.scores.boards.nfl.showingStandings, "asked again only when the first answer is not there")
    }

    @Test func spoilerFreeCoversThemUntilV() {
        var s = loadedNBA()
        s.display.hideSpoilers = true
        press(&s, .char("s"))
        #expect(renderScreen(s).snapshot.contains("Press v to show them"))
        press(&s, .char("v"))
        _ = reduce(&s, .scores(.nba(.standings(.loaded(.success(Loaded(value: Self.nba, origin: .bundledSample)), at: loadTime)))))
        #expect(renderScreen(s).snapshot.contains("Cleveland Cavaliers"))
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func snapshots(width: Int, height: Int) {
        var nfl = standings(.nfl, Self.nfl, width: width, height: height)
        Snapshot.assert(renderScreen(nfl).snapshot, named: "nfl-standings-\(width)x\(height)")
        press(&nfl, .end)
        Snapshot.assert(renderScreen(nfl).snapshot, named: "nfl-standings-seeds-\(width)x\(height)")
        let nba = standings(.nba, Self.nba, width: width, height: height)
        Snapshot.assert(renderScreen(nba).snapshot, named: "nba-standings-\(width)x\(height)")
    }

    @Test func theBundledSamplesPrintOffline() async throws {
        let offline = OfflineDataSource(samples: Fixtures.samples)
        for league in [ScoresLeague.nfl, .nba] {
            let table = try await LeaguePrint.standings(league, offline, offline: offline, timeZone: .utc)
            #expect(table.rows.count == (league == .nfl ? 32 : 30))
        }
    }
}

/// A board of `league` (the NFL or the NBA) with `s` pressed and `standings` arrived.
func loadedESPNStandings(_ league: ScoresLeague, _ standings: ESPNStandings = ESPNStandingsTests.nfl, width: Int, height: Int) -> AppState {
    var s = league == .nfl ? loadedNFL(width: width, height: height) : loadedNBA(width: width, height: height)
    press(&s, .char("s"))
    let loaded = ESPNStandingsAction.loaded(.success(Loaded(value: standings, origin: .bundledSample)), at: loadTime)
    _ = reduce(&s, .scores(league == .nfl ? .nfl(.standings(loaded)) : .nba(.standings(loaded))))
    return s
}

extension ESPNStandingsBoard {
    init(league: ScoresLeague, loaded: ESPNStandings) {
        self.init(league: league)
        load.apply(.success(Loaded(value: loaded, origin: .bundledSample)), at: loadTime)
    }
}

/// A cup's groups (the World Cup's): each group its own table under its
/// name, in ESPN's order, the zones keyed once under them all.
@Suite struct CupGroupsStandingsTests {
    static func cup() throws -> ESPNStandings {
        func entry(_ id: Int, _ code: String, _ points: Int, zone: String?) -> String {
            let note = zone.map { ##", "note": {"color": "#81D6AC", "description": "\##($0)", "rank": 1}"## } ?? ""
            return #"{"team": {"id": "\#(id)", "abbreviation": "\#(code)", "displayName": "Team \#(code)"}\#(note), "stats": [{"type": "points", "value": \#(points), "displayValue": "\#(points)"}, {"type": "gamesplayed", "value": 3, "displayValue": "3"}]}"#
        }
        let groups = ["A", "B", "C"].enumerated().map { g, name in
            let teams = (0..<4).map { i in entry(g * 10 + i, "\(name)\(i + 1)", 9 - 3 * i, zone: i < 2 ? "Round of 32" : nil) }
            return #"{"name": "Group \#(name)", "abbreviation": "\#(name)", "standings": {"entries": [\#(teams.joined(separator: ","))]}}"#
        }
        return try ESPNStandings.decode(Data(#"{"name": "FIFA World Cup", "children": [\#(groups.joined(separator: ","))]}"#.utf8))
    }

    @Test func eachGroupIsATableUnderItsName() throws {
        let cup = try Self.cup()
        let league = ScoresLeague(id: "fifa.world")
        let tables = ESPNStandingsLayout.tables(cup, try #require(LeagueTable.standard.row(league)))
        #expect(tables.map(\.title) == ["Group A", "Group B", "Group C"] && tables.allSatisfy { $0.entries.count == 4 })
        let lines = ESPNStandingsLayout.lines(ESPNStandingsBoard(league: league, loaded: cup))
        #expect(lines.filter { if case .zones = $0 { true } else { false } }.count == 1, "one key for every group")
        let headings = lines.compactMap { if case .heading(let name) = $0 { name } else { nil } }
        #expect(headings == ["Group A", "Group B", "Group C"])
        let teams = lines.compactMap { if case .team(let entry, let rank) = $0 { "\(rank) \(entry.abbreviation)" } else { nil } }
        #expect(teams.prefix(4) == ["1 A1", "2 A2", "3 A3", "4 A4"] && teams.last == "4 C4", "each group ranked from 1")
    }
}
