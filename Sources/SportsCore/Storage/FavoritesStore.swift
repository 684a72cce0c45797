import CSQLite
import Glibc
import FoundationEssentials
import Synchronization
import Primitives

/// Why the favorites database refused; the UI turns it into the mobile app's
/// "There was a problem saving/deleting this TV Show" retry dialog.
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
    /// The file is not a readable database (as opposed to locked, read-only or full).
    public var isDamage: Bool { message == FavoritesStore.damaged }
    /// A newer version wrote the file: it is read, never written, and retrying cannot help.
    public var isNewer: Bool { message == FavoritesStore.newer }
    /// Another program holds the lock.
    public var isLocked: Bool { message == FavoritesStore.locked }
}

/// Everything saved: shows and NHL players.
public struct Favorites: Hashable, Sendable {
    public var shows: [TVShow]
    public var players: [NHLPlayer]
    public init(shows: [TVShow] = [], players: [NHLPlayer] = []) { self.shows = shows; self.players = players }
}

/// Saved shows and NHL players in SQLite: versioned migrations, WAL, the whole show
/// record stored as JSON so favorites list and open with no network.
public final class FavoritesStore: Sendable {
    let db: SQLiteConnection
    /// Stored records the last read could not decode (kept in the file, left off the screen).
    let unreadable = Mutex<Int>(0)
    /// How many records the last list could not read.
    public var unreadableCount: Int { unreadable.withLock { $0 } }

    /// Opens (creating and migrating if needed) the database at `url`.
    /// `readOnly` opens an existing file without ever writing (inspection).
    /// `busyTimeout`: how long a write waits for another program's lock
    /// before giving up with "locked by another program".
    /// `snapshot`: read-only and immutable (a URI), for a file in a folder that cannot be
    /// written, where SQLite could not create the WAL's shared-memory file to read it.
    public init(url: URL, readOnly: Bool = false, snapshot: Bool = false, busyTimeout: TimeInterval = 5) throws(StoreError) {
        let mode: SQLiteConnection.Mode = snapshot ? .immutableSnapshot : readOnly ? .readOnly : .readWrite
        if mode == .readWrite {
            let folder = url.deletingLastPathComponent()
            guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else {
                throw StoreError("the folder \(folder.path) cannot be created")
            }
        }
        do {
            db = try Self.open(url.path, mode, busyTimeout)
        } catch {
            throw StoreError(Self.describe(error, file: url))
        }
    }

    private static func open(_ path: String, _ mode: SQLiteConnection.Mode,
                             _ busyTimeout: Double) throws(SQLiteConnection.Failure) -> SQLiteConnection {
        let db = try SQLiteConnection(path: path, mode: mode, busyTimeout: busyTimeout)
        guard mode == .readWrite else { return db }
        // A newer version's file (migrations we do not know) is never written
        // by this one: its tables may want columns we would leave empty.
        if try FavoritesSchema.isNewer(db) { throw SQLiteConnection.Failure(code: SQLITE_READONLY, message: newer) }
        _ = try db.rows("PRAGMA journal_mode = WAL")   // readers never wait on a writer
        do {
            try FavoritesSchema.migrate(db)
        } catch where error.code != SQLITE_BUSY && error.code != SQLITE_LOCKED {
            // Two instances starting on a new file race to migrate it; the
            // loser finds the work done on a second look. (A lock held by
            // another program already had its wait: it is reported now.)
            BackgroundThread.sleep(seconds: 0.05)
            try FavoritesSchema.migrate(db)
        }
        return db
    }

    /// Opens the database; a file that is not a database at all (garbage,
    /// truncated) is moved aside to `favorites.sqlite.corrupt-<timestamp>`
    /// (never deleted) and a fresh one is started. Returns where it went.
    public static func openRepairing(url: URL, busyTimeout: TimeInterval = 5,
                                     now: Date = Date()) -> (store: Result<FavoritesStore, StoreError>, movedTo: URL?) {
        let started = Date()
        var attempt = 0
        while true {
            let tried = Date()
            do throws(StoreError) {
                return (.success(try openChecked(url: url, busyTimeout: busyTimeout)), nil)
            } catch {
                // Two instances starting on a new file: while one creates it and
                // switches it to WAL (SQLite does not wait on the busy handler
                // for that), the other sees it locked at once, or its header
                // half written as "not a database". Both pass in milliseconds,
                // so look again, for up to 1.5 s in all, before calling it
                // locked, and never move a file aside as damaged on the first
                // look. A lock that made this try wait out the busy timeout is a
                // real one: it is reported at once.
                let waitedOut = Date().timeIntervalSince(tried) >= busyTimeout / 2
                let transient = error.isLocked ? (waitedOut ? 0 : 10) : error.isDamage ? 3 : 0
                if attempt < transient && Date().timeIntervalSince(started) < 1.5 {
                    attempt += 1
                    BackgroundThread.sleep(seconds: 0.03 * Double(attempt))
                    continue
                }
                return repair(url: url, after: error, busyTimeout: busyTimeout, now: now)
            }
        }
    }

    private static func repair(url: URL, after error: StoreError, busyTimeout: TimeInterval,
                               now: Date) -> (store: Result<FavoritesStore, StoreError>, movedTo: URL?) {
        guard error.isDamage else { return (.failure(error), nil) }
        let stamp = Int(now.timeIntervalSince1970)
        let aside = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).corrupt-\(stamp)")
        do {
            try FileManager.default.moveItem(at: url, to: aside)
            for suffix in ["-wal", "-shm"] {
                let extra = URL(fileURLWithPath: url.path + suffix)
                if FileManager.default.fileExists(atPath: extra.path) {
                    try? FileManager.default.moveItem(at: extra, to: URL(fileURLWithPath: aside.path + suffix))
                }
            }
        } catch {
            return (.failure(StoreError("the database file is damaged and could not be moved aside")), nil)
        }
        return (Result { () throws(StoreError) in try FavoritesStore(url: url, busyTimeout: busyTimeout) }, aside)
    }

    /// Opens and checks the pages too: a file whose header is valid but whose
    /// pages are damaged opens fine and fails later, so it is found here, on
    /// first use, and repaired like any other damaged file.
    static func openChecked(url: URL, busyTimeout: TimeInterval) throws(StoreError) -> FavoritesStore {
        let store = try FavoritesStore(url: url, busyTimeout: busyTimeout)
        let check = try store.quickCheck()
        guard check == "ok" else { throw StoreError(damaged) }
        return store
    }

    /// `PRAGMA quick_check`: "ok", or the first problem found.
    public func quickCheck() throws(StoreError) -> String {
        do {
            return try db.rows("PRAGMA quick_check(1)").first?.first?.text ?? "ok"
        } catch {
            throw StoreError(Self.describe(error))
        }
    }

    public enum Order: Sendable { case name, savedAt }

    public func save(_ show: TVShow, at date: Date = Date()) throws(StoreError) {
        do {
            let record = try JSONEncoder().encode(show)
            try db.execute("INSERT OR REPLACE INTO favorite (id, name, savedAt, record) VALUES (?, ?, ?, ?)",
                           [.integer(Int64(show.id)), .text(show.name), .real(date.timeIntervalSince1970), .blob([UInt8](record))])
        } catch {
            throw StoreError(Self.describe(error))
        }
    }

    public func delete(id: Int) throws(StoreError) {
        do {
            try db.execute("DELETE FROM favorite WHERE id = ?", [.integer(Int64(id))])
        } catch {
            throw StoreError(Self.describe(error))
        }
    }

    public func list(order: Order = .name) throws(StoreError) -> [TVShow] {
        do {
            let sql = order == .name ? "SELECT record FROM favorite ORDER BY name COLLATE NOCASE, id"
                                     : "SELECT record FROM favorite ORDER BY savedAt DESC, id"
            let blobs = try db.rows(sql).map { $0.first?.bytes ?? [] }
            let decoder = JSONDecoder()
            let shows = blobs.compactMap { try? decoder.decode(TVShow.self, from: Data($0)) }
            unreadable.withLock { $0 = blobs.count - shows.count }
            return shows
        } catch {
            throw StoreError(Self.describe(error))
        }
    }

    /// A record as another version (or a damaged disk) may have left it (the tests').
    func insertRawRecord(id: Int, name: String, record: Data) throws {
        try db.execute("INSERT INTO favorite (id, name, savedAt, record) VALUES (?, ?, 0, ?)",
                       [.integer(Int64(id)), .text(name), .blob([UInt8](record))])
    }

    public func contains(id: Int) throws(StoreError) -> Bool {
        do {
            return try db.rows("SELECT EXISTS(SELECT 1 FROM favorite WHERE id = ?)", [.integer(Int64(id))]).first?.first?.integer == 1
        } catch {
            throw StoreError(Self.describe(error))
        }
    }

    /// Both kinds of favorite in one read (the Favorites tab lists them together).
    public func everything() throws(StoreError) -> Favorites {
        Favorites(shows: try list(), players: try players())
    }

    /// Moves what the write-ahead log holds into the main file and empties the log.
    public func checkpoint() {
        _ = try? db.rows("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// SQLite's own check of every page and index: "ok" when sound.
    public func integrityCheck() throws(StoreError) -> String {
        do {
            let lines = try db.rows("PRAGMA integrity_check").compactMap { $0.first?.text }
            return lines.joined(separator: "; ")
        } catch {
            throw StoreError(Self.describe(error))
        }
    }

    /// The file itself refuses writing (its mode, or this user's access), as opposed to its folder.
    static func isReadOnlyFile(_ file: URL) -> Bool {
        var info = stat()
        guard stat(file.path, &info) == 0 else { return false }
        return info.st_mode & 0o222 == 0 || access(file.path, W_OK) != 0
    }

    static let damaged = "the database file is damaged"
    static let newer = "the database was written by a newer version of Jumbotron"
    static let locked = "the database is locked by another program"

    /// `file`: the database being opened, so a refusal names what refused (the file, or its folder).
    static func describe(_ error: any Error, file: URL? = nil) -> String {
        let folder = file?.deletingLastPathComponent()
        if let e = error as? SQLiteConnection.Failure {
            if e.message == newer { return newer }
            switch e.code {
            case SQLITE_READONLY:
                if let file, isReadOnlyFile(file) { return "the file \(file.path) is read-only" }
                return folder.map { "the folder \($0.path) is read-only" } ?? "the database is read-only"
            case SQLITE_FULL: return "the disk is full"
            case SQLITE_BUSY, SQLITE_LOCKED: return locked
            case SQLITE_CORRUPT, SQLITE_NOTADB: return damaged
            case SQLITE_CANTOPEN: return folder.map { "the database cannot be opened in \($0.path) (read-only?)" } ?? "the database cannot be opened"
            case SQLITE_IOERR: return "the disk could not be written (full or read-only?)"
            default: return e.message.isEmpty ? "database error \(e.code)" : e.message
            }
        }
        return String(describing: error)
    }
}
