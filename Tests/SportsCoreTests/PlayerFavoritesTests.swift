import Foundation
import Testing
import TestSupport
@testable import SportsCore

@Suite struct PlayerFavoritesTests {
    /// A database written before players existed upgrades in place: its shows stay, players can be saved.
    @Test func todaysSchemaUpgradesInPlaceWithNothingLost() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("favorites.sqlite")
        let show = TVShow(id: 82, name: "Game of Thrones", genres: ["Drama"])
        do {
            // Exactly what version 1 created (GRDB's migration table included).
            let db = try SQLiteConnection(path: url.path, mode: .readWrite, busyTimeout: 1)
            do {
                try db.execute("""
                    CREATE TABLE favorite (id INTEGER PRIMARY KEY, name TEXT NOT NULL, savedAt DOUBLE NOT NULL, record BLOB NOT NULL);
                    CREATE INDEX favorite_name ON favorite(name);
                    CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                    INSERT INTO grdb_migrations VALUES ('v1: favorite');
                    """)
                try db.execute("INSERT INTO favorite VALUES (?, ?, ?, ?)",
                               [.integer(Int64(show.id)), .text(show.name), .real(1.0), .blob([UInt8](try JSONEncoder().encode(show)))])
            }
        }
        let store = try FavoritesStore(url: url)
        #expect(try store.list().map(\.id) == [82])
        var player = NHLPlayer(id: 8479318, firstName: "Auston", lastName: "Matthews", teamAbbrev: "TOR", number: 34, position: "C", hand: "L")
        player.seasonStats = .init(gamesPlayed: 20)
        try store.savePlayer(player)
        #expect(try store.players() == [player])
        #expect(try store.everything() == Favorites(shows: [show], players: [player]))
        player.seasonStats?.goals = 12
        try store.refreshPlayer(player)
        #expect(try store.players().first?.seasonStats?.goals == 12)
        try store.deletePlayer(id: player.id)
        try store.refreshPlayer(player)                 // a refresh never brings back a removed player
        #expect(try store.players().isEmpty && store.list().count == 1)
        #expect(try store.integrityCheck() == "ok")
    }
}
