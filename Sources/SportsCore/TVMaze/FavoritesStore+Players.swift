import Foundation
import GRDB
import Synchronization

/// The saved NHL players: whole records (bio and last known statistics), so
/// My Players opens offline.
extension FavoritesStore {
    /// Saves the whole player record (bio and last known statistics), so My Players opens offline.
    public func savePlayer(_ player: NHLPlayer, at date: Date = Date()) throws(StoreError) {
        do {
            let record = try JSONEncoder().encode(player)
            try db.write { db in
                try db.execute(sql: "INSERT OR REPLACE INTO player (id, name, savedAt, record) VALUES (?, ?, ?, ?)",
                               arguments: [player.id, player.name, date.timeIntervalSince1970, record])
            }
        } catch {
            throw StoreError(Self.describe(error))
        }
    }

    /// Replaces a saved player's record (fresh statistics) without adding one that was removed meanwhile.
    public func refreshPlayer(_ player: NHLPlayer) throws(StoreError) {
        do {
            let record = try JSONEncoder().encode(player)
            try db.write { db in
                try db.execute(sql: "UPDATE player SET name = ?, record = ? WHERE id = ?", arguments: [player.name, record, player.id])
            }
        } catch {
            throw StoreError(Self.describe(error))
        }
    }

    public func deletePlayer(id: Int) throws(StoreError) {
        do {
            try db.write { db in try db.execute(sql: "DELETE FROM player WHERE id = ?", arguments: [id]) }
        } catch {
            throw StoreError(Self.describe(error))
        }
    }

    /// Saved players by last name, then first name (as the rows read).
    public func players() throws(StoreError) -> [NHLPlayer] {
        do {
            let blobs = try db.read { db in try Data.fetchAll(db, sql: "SELECT record FROM player ORDER BY savedAt, id") }
            let players = blobs.compactMap { try? JSONDecoder().decode(NHLPlayer.self, from: $0) }
            if players.count < blobs.count { unreadable.withLock { $0 += blobs.count - players.count } }
            return players
                .sorted { ($0.lastName, $0.firstName, $0.id) < ($1.lastName, $1.firstName, $1.id) }
        } catch {
            throw StoreError(Self.describe(error))
        }
    }
}
