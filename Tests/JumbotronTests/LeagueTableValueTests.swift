import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The league table is a value each run makes from its config: two configs
/// side by side (these tests run in parallel with every other) each see their
/// own leagues, a league the table hands out carries its row, and an id no
/// table holds is refused with the choices or reads as itself, never as MLB.
@Suite struct LeagueTableValueTests {
    static func table(_ config: String) -> LeagueTable {
        EffectiveSettings.resolve(file: SettingsFile.parse(config), overrides: SettingsOverrides(), environment: [:]).leagues
    }

    static let ufl = table("""
    leagues = ["ufl", "nfl"]
    [[league]]
    slug = "football/ufl"
    name = "UFL"
    """)
    static let ligue2 = table("""
    [[league]]
    slug = "soccer/fra.2"
    name = "Ligue 2"
    """)

    @Test func eachConfigHasItsOwnTable() throws {
        let ufl = try #require(Self.ufl.league("ufl"))
        #expect(ufl.row.name == "UFL" && ufl.family.sport == .football && ufl.row.added)
        #expect(Self.ufl.league("fra.2") == nil && Self.ligue2.league("ufl") == nil)
        let fra2 = try #require(Self.ligue2.named("ligue-2"))
        #expect(fra2.row.name == "Ligue 2" && fra2.family.sport == .soccer)
        #expect(LeagueTable.standard.league("ufl") == nil, "the built-in table is untouched")
        // The league carries its row: it reads the same wherever it goes, with no table at hand.
        let carried: [ScoresLeague] = [ufl, fra2]
        #expect(carried.map(\.name) == ["UFL", "Ligue 2"])
        #expect(ufl.entry.stepDays == ScoresLeague.nfl.entry.stepDays, "its board is the football family's")
    }

    @Test func theUsersLeaguesAreTheirTables() {
        #expect(Self.ufl.enabledRows.map(\.id.rawValue) == ["ufl", "nfl"])
        #expect(Self.ligue2.enabledRows.map(\.id.rawValue) == ["mlb", "nhl", "nba", "nfl", "usa.1", "eng.1", "uefa.champions", "fra.2"],
                "none named: the default set and the league the config adds")
        let mine = Self.ufl.enabledRows.map(\.id)
        #expect(ScoresLeague.nfl.next(among: mine).rawValue == "ufl")
        let picker = LeaguePicker.leagues(LeaguePicker.lines("", Self.ufl))
        #expect(picker.prefix(2).map(\.rawValue) == ["ufl", "nfl"], "the user's leagues first, under their sport")
        var changed = Self.ufl
        changed.enable([ScoresLeague.mlb])
        #expect(changed.enabledRows.map(\.id) == [.mlb] && Self.ufl.enabledRows.count == 2, "a value: the copy changed alone")
    }

    @Test func theAppAndItsScreensReadTheTableTheyWereGiven() {
        var state = AppState(size: Size(width: 100, height: 30), today: Day(iso: "2026-11-29")!, leagues: Self.ufl)
        #expect(state.context().leagues == Self.ufl)
        press(&state, .char("l"))
        let text = renderScreen(state).snapshot
        #expect(text.contains("UFL") && !text.contains("Ligue 2"), "\(text)")
    }

    @Test func anUnknownIdIsRefusedWithTheChoicesAndNeverReadsAsMLB() {
        #expect(throws: FetchError.self) { try LeaguePrint.league("ufl", in: .standard) }
        do { _ = try LeaguePrint.league("ufl", in: .standard) } catch {
            #expect(error.detail.contains("ufl is not a league here: mlb, nhl, nba, nfl"), "\(error.detail)")
        }
        #expect(throws: AppRoute.Unknown.self) { try AppRoute.parse("ufl/game/1", tabs: TabTable.names, league: LeagueTable.standard.named) }
        #expect((try? AppRoute.parse("ufl/game/1", tabs: TabTable.names, league: Self.ufl.named)) != nil)
        let stray = ScoresLeague(id: "ufl")
        #expect(stray.row.name == "ufl" && stray.row.sport != .baseball && stray.row.source != .mlb)
        #expect(stray.family.sport != .baseball)
    }
}
