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
    ]

    /// A table of saved records, shows' or players': the id, the name to sort
    /// by, when it was saved and the whole record as JSON.
    private static func records(_ table: String) -> String {
        "CREATE TABLE \"\(table)\" (\"id\" INTEGER PRIMARY KEY, \"name\" TEXT NOT NULL, \"savedAt\" DOUBLE NOT NULL, \"record\" BLOB NOT NULL);"
    }

    static func migrate(_ db: SQLiteConnection) throws(SQLiteConnection.Failure) {
        try db.transaction { () throws(SQLiteConnection.Failure) in
            try db.execute("CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            let done = Set(try db.rows("SELECT identifier FROM grdb_migrations").compactMap { $0.first?.text })
            for migration in migrations where !done.contains(migration.name) {
                try db.execute(migration.sql)
                try db.execute("INSERT INTO grdb_migrations (identifier) VALUES (?)", [.text(migration.name)])
            }
        }
    }
}
