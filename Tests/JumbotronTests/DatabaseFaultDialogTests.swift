import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The database rows of docs/reliability.md as the user meets them: `f` on
/// a show while the database is locked, read-only or on a full disk gives
/// the mobile app's favorite-failure dialog with the cause in plain words;
/// Retry after the cause is gone saves it. Runtime, real store, headless terminal.
@Suite(.serialized) struct DatabaseFaultDialogTests {
    enum Fault: String, CaseIterable, Sendable { case locked, readOnly, fullDisk }

    static var available: [Fault] {
        Fault.allCases.filter { $0 == .locked ? ExternalSQLiteLock.isAvailable : ScratchMount.isAvailable }
    }

    @Test(arguments: available)
    func fGivesTheFavoriteFailureDialogAndRetrySavesOnceTheCauseIsGone(fault: Fault) async throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var mount: ScratchMount?
        defer { mount?.unmount() }
        var lock: ExternalSQLiteLock?
        var filler: URL?
        let url: URL
        switch fault {
        case .locked:
            url = dir.appendingPathComponent("favorites.sqlite")
            _ = try FavoritesStore(url: url)
            lock = try ExternalSQLiteLock(database: url)
        case .readOnly:
            mount = try ScratchMount(kilobytes: 2048)
            try mount!.setReadOnly(true)
            url = mount!.path.appendingPathComponent("data/favorites.sqlite")
        case .fullDisk:
            mount = try ScratchMount(kilobytes: 1024)
            url = mount!.path.appendingPathComponent("favorites.sqlite")
            _ = try FavoritesStore(url: url)
            filler = mount!.fill()
        }
        let database = FavoritesDatabase(url: url, busyTimeout: 0.3)
        let terminal = HeadlessTerminal(size: Size(width: 120, height: 40))
        let env = AppEnvironment(data: OfflineDataSource(samples: Fixtures.samples), favorites: database, now: { testDay.noonUTC })
        let runtime = Runtime(terminal: terminal, environment: env, state: makeState(width: 120, height: 40, tab: .shows))
        runtime.dispatch(.start)
        await runtime.settle()
        runtime.process([])
        let show = runtime.state.shows.shows[0]
        // A full disk may still take a small write into free pages: favorite until one fails.
        var attempts = 0
        repeat {
            runtime.process([.key(.char("f")), .key(.down)])
            try await waitFor(runtime) { $0.presented != nil || !$0.saved.showIDs.isEmpty }
            attempts += 1
        } while (runtime.state.presented == nil) && fault == .fullDisk && attempts < 30
        guard case .dialog(let dialog)? = runtime.state.presented else {
            Issue.record("\(fault): no dialog; favorites \(runtime.state.saved.showIDs)")
            return
        }
        #expect(dialog.message == "There was a problem saving/deleting this TV Show. Do you want to try again?")
        let detail = dialog.detail ?? ""
        switch fault {
        case .locked: #expect(detail.contains("locked by another program"))
        case .readOnly: #expect(detail.contains("read-only") || detail.contains("cannot be created"), "\(detail)")
        case .fullDisk: #expect(detail.contains("full"), "\(detail)")
        }
        let screen = terminal.lastFrame!.lines.joined(separator: "\n")
        #expect(screen.contains("There was a problem saving/deleting this TV Show"))
        let saved = runtime.state.saved.showIDs

        lock?.releaseLock()
        if let filler { try FileManager.default.removeItem(at: filler) }
        try mount?.setReadOnly(false)
        runtime.process([.key(.enter)])   // Retry
        try await waitFor(runtime) { ($0.presented == nil) && $0.saved.showIDs.count > saved.count }
        #expect((runtime.state.presented == nil))
        #expect(runtime.state.saved.showIDs.isSuperset(of: saved))
        #expect(runtime.state.saved.showIDs.count == saved.count + 1)
        #expect(fault != .locked || runtime.state.saved.showIDs.contains(show.id))
        #expect(try FavoritesStore(url: url).integrityCheck() == "ok")
    }

    /// Detached database writes are not tracked by settle(): poll the state,
    /// up to 20 s (a loaded CI machine took over 5 s; it returns when done).
    func waitFor(_ runtime: Runtime, _ done: (AppState) -> Bool) async throws {
        for _ in 0..<400 {
            runtime.process([])
            if done(runtime.state) { return }
            try await Task.sleep(for: .milliseconds(50))
        }
    }
}
