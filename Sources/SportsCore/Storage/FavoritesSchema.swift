/// The favorites database's migrations, each applied once and recorded by
/// name. The record table keeps the name GRDB gave it (`grdb_migrations`),
/// so files written by earlier versions upgrade in place with nothing lost.
enum FavoritesSchema {
    static let migrations: [(name: String, sql: String)] = [
        ("v1: favorite", records("favorite") + "CREATE INDEX favorite_name ON favorite(name);"),
        // Favorite NHL players beside the shows: an existing file gains the
        // table on its next open, and nothing in `favorite` is touched.
        ("v2: player", records("player")),
        // Followed teams, keyed by the shared model's id (`mlb:147`), and the
        // started games revealed while spoilers are hidden.
        ("v3: team", "CREATE TABLE \"team\" (\"key\" TEXT PRIMARY KEY, \"name\" TEXT NOT NULL, \"savedAt\" DOUBLE NOT NULL, \"record\" BLOB NOT NULL);"
            + "CREATE TABLE \"revealed\" (\"league\" TEXT NOT NULL, \"game\" INTEGER NOT NULL, PRIMARY KEY (\"league\", \"game\"));"),
        // The config file's teams already folded into the followed list, by
        // id: each is followed once, and an unfollow afterwards stands.
        ("v4: folded", "CREATE TABLE \"folded\" (\"key\" TEXT PRIMARY KEY);"),
    ]

    /// A table of saved records, shows' or players': the id, the name to sort
    /// by, when it was saved and the whole record as JSON.
    private static func records(_ table: String) -> String {
        "CREATE TABLE \"\(table)\" (\"id\" INTEGER PRIMARY KEY, \"name\" TEXT NOT NULL, \"savedAt\" DOUBLE NOT NULL, \"record\" BLOB NOT NULL);"
    }

    /// Whether a newer version wrote the file: a `user_version` past ours, or
    /// a migration recorded that we do not know.
    static func isNewer(_ db: SQLiteConnection) throws(SQLiteConnection.Failure) -> Bool {
        if let version = try db.rows("PRAGMA user_version").first?.first?.integer, version > Int64(migrations.count) { return true }
        let tables = try db.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations'")
        guard !tables.isEmpty else { return false }
        let known = Set(migrations.map(\.name))
        return try db.rows("SELECT identifier FROM grdb_migrations").contains { row in row.first?.text.map { !known.contains($0) } ?? false }
    }

    static func migrate(_ db: SQLiteConnection) throws(SQLiteConnection.Failure) {
        try db.transaction { () throws(SQLiteConnection.Failure) in
            try db.execute("CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            let done = Set(try db.rows("SELECT identifier FROM grdb_migrations").compactMap { $0.first?.text })
            for migration in migrations where !done.contains(migration.name) {
                try db.execute(migration.sql)
                try db.execute("INSERT INTO grdb_migrations (identifier) VALUES (?)", [.text(migration.name)])
            }
            // Says which version wrote the file, so an older one can tell it is older.
            if try db.rows("PRAGMA user_version").first?.first?.integer != Int64(migrations.count) {
                try db.execute("PRAGMA user_version = \(migrations.count)")
            }
        }
    }
}
