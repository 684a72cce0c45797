import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The database rows of docs/reliability.md, at the store: another program
/// holding the lock, a folder that is read-only, a disk that is full, and
/// two instances at once. Each failure is a plain StoreError; once the cause
/// is gone the next attempt succeeds; nothing saved before is ever lost.
@Suite(.serialized) struct FavoritesFaultTests {
    static let shows: [TVShow] = {
        let data = try! Data(contentsOf: Fixtures.samples.appendingPathComponent("tvmaze/shows-page-0.json"))
        return try! TVShow.decodePage(data)
    }()

    @Test(.enabled(if: ExternalSQLiteLock.isAvailable))
    func aDatabaseLockedByAnotherProgramFailsPlainlyThenWorks() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("favorites.sqlite")
        let db = FavoritesDatabase(url: url, busyTimeout: 0.3)
        try db.store().save(Self.shows[0])
        let lock = try ExternalSQLiteLock(database: url)
        #expect(throws: StoreError("the database is locked by another program")) { try db.store().save(Self.shows[1]) }
        #expect(try db.store().list().map(\.id) == [Self.shows[0].id], "readers are never blocked (WAL)")
        lock.releaseLock()
        try db.store().save(Self.shows[1])
        #expect(Set(try db.store().list().map(\.id)) == [Self.shows[0].id, Self.shows[1].id])
        #expect(try db.store().integrityCheck() == "ok")
    }

    /// A file whose header is valid but whose pages are damaged is
    /// found on first use and moved aside like any other damaged file.
    @Test func damagedPagesBehindAValidHeaderAreRepairedOnFirstUse() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("favorites.sqlite")
        do {
            let store = try FavoritesStore(url: url)
            for show in Self.shows.prefix(20) { try store.save(show) }
        }
        try Self.damagePages(url)
        #expect(try Data(contentsOf: url).prefix(16) == Data("SQLite format 3\0".utf8))   // the header still says SQLite
        let db = FavoritesDatabase(url: url)
        let list = try db.store().list()
        #expect(list.isEmpty)                                    // a fresh database
        let aside = try #require(db.takeRepairNotice())
        #expect(aside.lastPathComponent.hasPrefix("favorites.sqlite.corrupt-") && FileManager.default.fileExists(atPath: aside.path))
        #expect(db.takeRepairNotice() == nil)                    // told once
    }

    /// Overwrites everything after the first page (the header and schema) with garbage.
    static func damagePages(_ url: URL) throws {
        let handle = try FileHandle(forUpdating: url)
        defer { try? handle.close() }
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: Int(size) - 4096))
    }

    /// On a folder that became read-only the saved favorites are
    /// still read (and saving says it is unavailable); unreadable records are counted.
    @Test(.enabled(if: ScratchMount.isAvailable))
    func aReadOnlyFolderStillShowsWhatWasSavedAndUnreadableRecordsAreCounted() throws {
        let mount = try ScratchMount(kilobytes: 2048)
        defer { mount.unmount() }
        let url = mount.path.appendingPathComponent("data/favorites.sqlite")
        do {
            let store = try FavoritesStore(url: url)
            try store.save(Self.shows[0])
            try store.save(Self.shows[1])
            try store.insertRawRecord(id: 999, name: "Broken", record: Data("not json".utf8))
        }
        try mount.setReadOnly(true)
        let db = FavoritesDatabase(url: url)
        let read = db.withReader { store throws(StoreError) in try store.list() }
        #expect((try? read.get())?.map { $0.id }.sorted() == [Self.shows[0].id, Self.shows[1].id].sorted(), "\(read)")
        let notices = db.takeNotices()
        #expect(notices.contains { $0.hasPrefix("Favorites are read-only: saving is unavailable") }, "\(notices)")
        #expect(notices.contains("1 saved favorite could not be read (kept in the database)"), "\(notices)")
        #expect(db.takeNotices().isEmpty)                       // said once
        if case .success = db.withStore({ store throws(StoreError) in try store.save(Self.shows[2]) }) { Issue.record("saved on a read-only folder") }
        try mount.setReadOnly(false)
    }

    @Test(.enabled(if: ScratchMount.isAvailable))
    func aReadOnlyFolderFailsPlainlyAndRetryWorksOnceWritable() throws {
        let mount = try ScratchMount(kilobytes: 2048)
        defer { mount.unmount() }
        try mount.setReadOnly(true)
        let db = FavoritesDatabase(url: mount.path.appendingPathComponent("data/favorites.sqlite"))
        do {
            try db.store().save(Self.shows[0])
            Issue.record("saved on a read-only folder")
        } catch {
            #expect(error.message.contains("cannot be created") || error.message.contains("read-only"), "\(error.message)")
        }
        try mount.setReadOnly(false)
        try db.store().save(Self.shows[0])          // opened again: Retry works
        #expect(try db.store().list().map(\.id) == [Self.shows[0].id])
        // (Turning it read-only again under an open database is refused by
        // the kernel, "mount point is busy", so that case cannot be staged.)
    }

    @Test(.enabled(if: ScratchMount.isAvailable))
    func aFullDiskFailsPlainlyLosesNothingAndRetryWorksOnceFreed() throws {
        let mount = try ScratchMount(kilobytes: 1024)
        defer { mount.unmount() }
        let db = FavoritesDatabase(url: mount.path.appendingPathComponent("favorites.sqlite"))
        for show in Self.shows.prefix(3) { #expect(throws: Never.self, "saving before the disk is full") { try db.store().save(show) } }
        let filler = mount.fill()
        var failed = false
        for show in Self.shows.dropFirst(3) {   // the WAL may still have room for a few
            do { try db.store().save(show) } catch {
                #expect(["the disk is full", "the disk could not be written (full or read-only?)"].contains(error.message), "\(error.message)")
                failed = true
                break
            }
        }
        #expect(failed, "every write fitted on a full disk")
        // Reading can itself need room on a full disk (SQLite grows its WAL index
        // after the failed writes): under load a read failed "the disk is full"
        // (a CI run). Either it reads the three, or it says the disk is full;
        // that nothing was lost is checked once there is room again.
        do {
            #expect(try db.store().list().prefix(3).count == 3)
        } catch {
            #expect(error.message == "the disk is full", "\(error.message)")
        }
        try FileManager.default.removeItem(at: filler)
        #expect(Set(Self.shows.prefix(3).map(\.id)).isSubset(of: try db.store().list().map(\.id)))
        // Once there is room a retry saves. Under load a first retry met "the disk is full" again (a CI
        // run: SQLite had the space freed taken by its own journal first), and a second saved: a user's
        // retry dialog stays up until one does, so the test gives it three.
        var saved = false
        for attempt in 0..<3 where !saved {
            do { try db.store().save(Self.shows[29]); saved = true } catch {
                #expect(error.message == "the disk is full" && attempt < 2, "\(error.message)")
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        #expect(saved, "saving once there is room again")
        #expect(try db.store().contains(id: Self.shows[29].id))
        #expect(try db.store().integrityCheck() == "ok")
    }

    /// Two instances (two connections, as two processes would have): both
    /// write, neither waits long, each sees the other's changes on reading.
    @Test func twoInstancesShareTheDatabase() async throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("favorites.sqlite")
        let a = FavoritesDatabase(url: url), b = FavoritesDatabase(url: url)
        await withTaskGroup(of: Void.self) { group in
            for (i, show) in Self.shows.enumerated() {
                let db = i.isMultiple(of: 2) ? a : b
                group.addTask { try? db.store().save(show) }
            }
        }
        #expect(try a.store().list().count == 30)
        #expect(try b.store().list().count == 30)
        try a.store().delete(id: Self.shows[1].id)
        #expect(try !b.store().contains(id: Self.shows[1].id))
        #expect(try b.store().integrityCheck() == "ok")
    }
}
