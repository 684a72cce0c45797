import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// `[teams]` in the config is read once into the followed list: the first
/// start follows them (starred and first on their boards, in My Teams), and
/// after `x` a restart with the same config leaves them unfollowed.
@Suite struct ConfigTeamsTests {
    static let settings = SettingsFile.parse("""
        [teams]
        mlb = ["BOS"]
        nfl = ["WAS"]
        """).settings

    @Test func theConfigsTeamsAreNamedAsTheirGamesNameThem() {
        #expect(Self.settings.configTeams.map(\.id) == ["mlb:111", "nfl:WSH"])
        #expect(Self.settings.configTeams.map(\.name) == ["Boston Red Sox", "Washington Football Team"])
    }

    func start(_ db: FavoritesDatabase) async -> Runtime {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let env = AppEnvironment(data: OfflineDataSource(samples: Fixtures.samples), favorites: db, now: { testDay.noonUTC })
        var state = loadedScores()
        state.saved.fold(Self.settings.configTeams)
        let runtime = Runtime(terminal: terminal, environment: env, state: state)
        runtime.dispatch(.start)
        await runtime.settle()
        runtime.process([])
        return runtime
    }

    @Test func foldedOnceThenAnUnfollowStandsAcrossARestart() async throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let db = FavoritesDatabase(url: dir.appendingPathComponent("favorites.sqlite"))
        let first = await start(db)
        #expect(first.state.saved.teamList.map(\.id) == ["mlb:111", "nfl:WSH"])
        let screen = renderScreen(first.state).snapshot
        #expect(screen.contains("★ Boston Red Sox"), "starred as any followed team: \(screen)")
        // Unfollowed with x in My Teams, confirmed.
        first.process([.key(.char("7")), .key(.char("x"))])
        first.process([.key(.right), .key(.enter)])
        await first.settle()
        try await Task.sleep(for: .milliseconds(300))
        first.process([])
        #expect(first.state.saved.teamList.map(\.id) == ["nfl:WSH"])
        let again = await start(db)
        #expect(again.state.saved.teamList.map(\.id) == ["nfl:WSH"], "the config is not read into the list again")
    }
}
