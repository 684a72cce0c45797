import CSQLite
import FoundationEssentials
import Primitives
import Synchronization

/// One SQLite connection, serialised by a mutex that owns the handle: what the favorites need
/// (open, run a statement with arguments, read rows, a transaction) over
/// SQLite's C API. GRDB did this well, but it imports full Foundation, and
/// that alone put ICU's 47 MB of tables into the binary (docs/decisions.md).
final class SQLiteConnection: Sendable {
    enum Value: Sendable, Equatable {
        case null, integer(Int64), real(Double), text(String), blob([UInt8])
    }

    struct Failure: Error, Sendable {
        /// SQLite's primary result code (SQLITE_BUSY, SQLITE_CORRUPT…).
        let code: Int32
        let message: String
    }

    enum Mode { case readWrite, readOnly, immutableSnapshot }

    /// The open handle: only reached inside the mutex, so no two threads use it at once.
    private let database: Mutex<OpaquePointer>

    init(path: String, mode: Mode, busyTimeout: Double) throws(Failure) {
        var flags: Int32 = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI
        var name = path
        switch mode {
        case .readWrite: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .immutableSnapshot:
            flags |= SQLITE_OPEN_READONLY
            name = "file:" + Self.uriEscaped(path) + "?immutable=1"
        }
        if mode != .immutableSnapshot, path.hasPrefix("file:") { name = "./" + path }   // a path, never a URI by accident
        var opening: OpaquePointer?
        let opened = sqlite3_open_v2(name, &opening, flags, nil)
        guard opened == SQLITE_OK, let handle = opening else {
            let failure = Failure(code: opened & 0xff, message: opening.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory")
            sqlite3_close_v2(opening)
            throw failure
        }
        sqlite3_busy_timeout(handle, Int32(max(0, min(busyTimeout, 600)) * 1000))
        sqlite3_extended_result_codes(handle, 0)
        // SQLite opens lazily: read the schema now, so a file that is not a
        // database, or a WAL file whose folder is read-only, fails here and
        // not on first use. A read-write open that SQLite quietly made
        // read-only (a read-only folder or file) is refused as read-only.
        do {
            _ = try Self.rows(handle, "SELECT count(*) FROM sqlite_master", [])
        } catch {
            sqlite3_close_v2(handle)
            throw error
        }
        if mode == .readWrite, sqlite3_db_readonly(handle, "main") == 1 {
            sqlite3_close_v2(handle)
            throw Failure(code: SQLITE_READONLY, message: "the database is read-only")
        }
        database = Mutex(handle)
    }

    deinit { database.withLock { _ = sqlite3_close_v2($0) } }

    /// `%` and `?` and `#` would be read as URI syntax.
    private static func uriEscaped(_ path: String) -> String {
        var out = ""
        for b in path.utf8 {
            if b == UInt8(ascii: "%") || b == UInt8(ascii: "?") || b == UInt8(ascii: "#") || b < 0x21 {
                out += "%" + String(b, radix: 16, uppercase: true).leftPadded(2)
            } else {
                out.unicodeScalars.append(Unicode.Scalar(b))
            }
        }
        return out
    }

    /// Runs statements with no results (several, separated by semicolons, when there are no arguments).
    func execute(_ sql: String, _ arguments: [Value] = []) throws(Failure) {
        try database.withLock { (handle) throws(Failure) in
            if arguments.isEmpty {
                var message: UnsafeMutablePointer<CChar>?
                let code = sqlite3_exec(handle, sql, nil, nil, &message)
                defer { sqlite3_free(message) }
                guard code == SQLITE_OK else {
                    throw Failure(code: code & 0xff, message: message.map { String(cString: $0) } ?? Self.errorMessage(handle))
                }
                return
            }
            _ = try Self.rows(handle, sql, arguments)
        }
    }

    /// Every row of a query, each as its columns' values.
    func rows(_ sql: String, _ arguments: [Value] = []) throws(Failure) -> [[Value]] {
        try database.withLock { (handle) throws(Failure) in try Self.rows(handle, sql, arguments) }
    }

    /// BEGIN IMMEDIATE … COMMIT: the body's statements together or not at all.
    func transaction(_ body: () throws(Failure) -> Void) throws(Failure) {
        try execute("BEGIN IMMEDIATE")
        do { try body() } catch {
            try? execute("ROLLBACK")
            throw error
        }
        try execute("COMMIT")
    }

    private static func errorMessage(_ handle: OpaquePointer) -> String { String(cString: sqlite3_errmsg(handle)) }

    /// Runs one statement on the handle (the caller holds the mutex, or owns the handle alone while opening).
    private static func rows(_ handle: OpaquePointer, _ sql: String, _ arguments: [Value]) throws(Failure) -> [[Value]] {
        var statement: OpaquePointer?
        let prepared = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        guard prepared == SQLITE_OK, let statement else { throw Failure(code: prepared & 0xff, message: errorMessage(handle)) }
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for (i, value) in arguments.enumerated() {
            let at = Int32(i + 1)
            let bound: Int32
            switch value {
            case .null: bound = sqlite3_bind_null(statement, at)
            case .integer(let v): bound = sqlite3_bind_int64(statement, at, v)
            case .real(let v): bound = sqlite3_bind_double(statement, at, v)
            case .text(let v): bound = sqlite3_bind_text(statement, at, v, -1, transient)
            case .blob(let v): bound = v.withUnsafeBytes { sqlite3_bind_blob(statement, at, $0.baseAddress, Int32($0.count), transient) }
            }
            guard bound == SQLITE_OK else { throw Failure(code: bound & 0xff, message: errorMessage(handle)) }
        }
        var rows: [[Value]] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { return rows }
            guard step == SQLITE_ROW else { throw Failure(code: step & 0xff, message: errorMessage(handle)) }
            rows.append((0..<sqlite3_column_count(statement)).map { Self.column(statement, $0) })
        }
    }

    private static func column(_ s: OpaquePointer, _ i: Int32) -> Value {
        switch sqlite3_column_type(s, i) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(s, i))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(s, i))
        case SQLITE_TEXT: return .text(sqlite3_column_text(s, i).map { String(cString: $0) } ?? "")
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(s, i))
            guard count > 0, let bytes = sqlite3_column_blob(s, i) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }
}

extension SQLiteConnection.Value {
    var text: String? { if case .text(let s) = self { s } else { nil } }
    var bytes: [UInt8]? {
        switch self {
        case .blob(let b): b
        case .text(let s): Array(s.utf8)
        default: nil
        }
    }
    var integer: Int64? { if case .integer(let v) = self { v } else { nil } }
}

private extension String {
    func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
