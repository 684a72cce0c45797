import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// Followed teams and revealed games in the favorites database: kept in the
/// order followed, across a reopen, beside what an older file already held.
@Suite struct TeamFavoritesTests {
    static let tigers = FollowedTeam(league: "mlb", id: "mlb:116", abbreviation: "DET", name: "Detroit Tigers",
                                     primaryHex: "#0C2340", secondaryHex: "#FFFFFF")
    static let bears = FollowedTeam(league: "nfl", id: "nfl:CHI", abbreviation: "CHI", name: "Chicago Bears")

    @Test func followUnfollowAndRevealSurviveAReopen() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("favorites.sqlite")
        do {
            let store = try FavoritesStore(url: url)
            try store.save(TVShow(id: 82, name: "Game of Thrones"))
            try store.followTeam(Self.tigers, at: Date(timeIntervalSince1970: 10))
            try store.followTeam(Self.bears, at: Date(timeIntervalSince1970: 20))
            try store.followTeam(Self.tigers, at: Date(timeIntervalSince1970: 5))   // again: one row, not two
            try store.reveal(RevealedGame(league: "nfl", game: 401772003))
            try store.reveal(RevealedGame(league: "nfl", game: 401772003))
        }
        let store = try FavoritesStore(url: url)
        #expect(try store.teams() == [Self.tigers, Self.bears], "in the order followed")
        #expect(try store.revealed() == [RevealedGame(league: "nfl", game: 401772003)])
        try store.unfollowTeam(id: "mlb:116")
        #expect(try store.teams() == [Self.bears])
        #expect(try store.list().map(\.id) == [82], "shows untouched")
        #expect(try store.integrityCheck() == "ok")
    }

    /// A file from before teams existed gains both tables on its next open.
    @Test func aVersionTwoFileUpgradesInPlace() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("favorites.sqlite")
        do {
            let db = try SQLiteConnection(path: url.path, mode: .readWrite, busyTimeout: 1)
            try db.execute("""
                CREATE TABLE favorite (id INTEGER PRIMARY KEY, name TEXT NOT NULL, savedAt DOUBLE NOT NULL, record BLOB NOT NULL);
                CREATE INDEX favorite_name ON favorite(name);
                CREATE TABLE player (id INTEGER PRIMARY KEY, name TEXT NOT NULL, savedAt DOUBLE NOT NULL, record BLOB NOT NULL);
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                INSERT INTO grdb_migrations VALUES ('v1: favorite'), ('v2: player');
                """)
        }
        let store = try FavoritesStore(url: url)
        #expect(try store.teams().isEmpty && store.revealed().isEmpty)
        try store.followTeam(Self.bears)
        #expect(try store.teams() == [Self.bears])
    }

    /// A record another version wrote in a shape we cannot read is skipped and counted, never a crash.
    @Test func anUnreadableTeamIsSkipped() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try FavoritesStore(url: dir.appendingPathComponent("favorites.sqlite"))
        try store.followTeam(Self.bears)
        try store.db.execute("INSERT INTO team (key, name, savedAt, record) VALUES ('x', 'x', 99, ?)", [.blob(Array("{".utf8))])
        #expect(try store.teams() == [Self.bears])
        #expect(store.unreadableCount >= 1)
    }
}
