import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The config file's `[teams]` joins the followed list once: each team the
/// first time it is named, after what is followed already; an unfollow
/// afterwards stands, a team named later is folded when it appears, and a
/// file that cannot be written shows them followed without remembering.
@Suite struct ConfigTeamsFoldTests {
    static let tigers = TeamFavoritesTests.tigers, bears = TeamFavoritesTests.bears
    static let pirates = FollowedTeam(league: "mlb", id: "mlb:134", abbreviation: "PIT", name: "Pittsburgh Pirates")

    @Test func eachConfigTeamIsFollowedOnceAndAnUnfollowStands() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("favorites.sqlite")
        let store = try FavoritesStore(url: url)
        try store.followTeam(Self.bears, at: Date(timeIntervalSince1970: 10))
        let config = [Self.tigers, Self.bears]
        #expect(try store.teams(folding: config, at: Date(timeIntervalSince1970: 20)) == [Self.bears, Self.tigers],
                "after what was followed, and the Bears once")
        try store.unfollowTeam(id: Self.tigers.id)
        #expect(try store.teams(folding: config, at: Date(timeIntervalSince1970: 30)) == [Self.bears], "the unfollow stands")
        // A team named in the config later joins then, and once.
        let more = config + [Self.pirates]
        #expect(try store.teams(folding: more, at: Date(timeIntervalSince1970: 40)) == [Self.bears, Self.pirates])
        let reopened = try FavoritesStore(url: url)
        #expect(try reopened.teams(folding: more, at: Date(timeIntervalSince1970: 50)) == [Self.bears, Self.pirates])
        #expect(try reopened.integrityCheck() == "ok")
    }

    @Test func aFileThatCannotBeWrittenShowsThemWithoutRemembering() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("favorites.sqlite")
        do { try FavoritesStore(url: url).followTeam(Self.bears) }
        let reader = try FavoritesStore(url: url, readOnly: true, busyTimeout: 1)
        #expect(try reader.teams(folding: [Self.tigers, Self.bears]) == [Self.bears, Self.tigers])
        #expect(try FavoritesStore(url: url).teams() == [Self.bears], "nothing was written")
    }

    @Test func noConfigTeamsChangesNothing() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try FavoritesStore(url: dir.appendingPathComponent("favorites.sqlite"))
        try store.followTeam(Self.bears)
        #expect(try store.teams(folding: []) == [Self.bears])
    }
}
