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

    /// A soccer club is one team in every competition: follows saved under a
    /// competition's id (`eng.1:359`, `uefa.champions:359`) are read as the
    /// club's, saved again under it, and the same club twice becomes one row.
    @Test func aClubFollowedPerCompetitionBecomesOneClub() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("favorites.sqlite")
        let league = FollowedTeam(league: "eng.1", id: "eng.1:359", abbreviation: "ARS", name: "Arsenal")
        let cup = FollowedTeam(league: "uefa.champions", id: "uefa.champions:359", abbreviation: "ARS", name: "Arsenal")
        let unnumbered = FollowedTeam(league: "usa.1", id: "usa.1:NYC", abbreviation: "NYC", name: "New York City FC")
        do {
            let store = try FavoritesStore(url: url)
            try store.followTeam(league, at: Date(timeIntervalSince1970: 10))
            try store.followTeam(Self.bears, at: Date(timeIntervalSince1970: 20))
            try store.followTeam(cup, at: Date(timeIntervalSince1970: 30))
            try store.followTeam(unnumbered, at: Date(timeIntervalSince1970: 40))
        }
        let store = try FavoritesStore(url: url)
        let arsenal = FollowedTeam(league: "eng.1", id: "soccer:359", abbreviation: "ARS", name: "Arsenal")
        #expect(try store.teams() == [arsenal, Self.bears, unnumbered], "one Arsenal, in its first place; a club without a number stays")
        let keys = try SQLiteConnection(path: url.path, mode: .readOnly, busyTimeout: 1).rows("SELECT key FROM team ORDER BY key")
        #expect(keys.compactMap { $0.first?.text } == ["nfl:CHI", "soccer:359", "usa.1:NYC"], "saved again under the club's id")
        #expect(try store.teams() == [arsenal, Self.bears, unnumbered], "and so on the next read")
        try store.unfollowTeam(id: "soccer:359")
        #expect(try store.teams() == [Self.bears, unnumbered])
        #expect(Self.bears.asClub == Self.bears && Self.tigers.asClub == Self.tigers, "other leagues keep their ids")
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
