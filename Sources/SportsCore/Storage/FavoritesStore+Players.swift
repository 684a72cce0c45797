import FoundationEssentials
import Synchronization

/// The saved NHL players: whole records (bio and last known statistics), so
/// My Players opens offline.
extension FavoritesStore {
    /// Saves the whole player record (bio and last known statistics), so My Players opens offline.
    public func savePlayer(_ player: NHLPlayer, at date: Date = Date()) throws(StoreError) {
        do {
            let record = try JSONEncoder().encode(player)
            try db.execute("INSERT OR REPLACE INTO player (id, name, savedAt, record) VALUES (?, ?, ?, ?)",
                           [.integer(Int64(player.id)), .text(player.name), .real(date.timeIntervalSince1970), .blob([UInt8](record))])
        } catch {
            throw StoreError(Self.describe(error))
        }
    }

    /// Replaces a saved player's record (fresh statistics) without adding one that was removed meanwhile.
    public func refreshPlayer(_ player: NHLPlayer) throws(StoreError) {
        do {
            let record = try JSONEncoder().encode(player)
            try db.execute("UPDATE player SET name = ?, record = ? WHERE id = ?",
                           [.text(player.name), .blob([UInt8](record)), .integer(Int64(player.id))])
        } catch {
            throw StoreError(Self.describe(error))
        }
    }

    public func deletePlayer(id: Int) throws(StoreError) {
        do {
            try db.execute("DELETE FROM player WHERE id = ?", [.integer(Int64(id))])
        } catch {
            throw StoreError(Self.describe(error))
        }
    }

    /// Saved players by last name, then first name (as the rows read).
    public func players() throws(StoreError) -> [NHLPlayer] {
        do {
            let blobs = try db.rows("SELECT record FROM player ORDER BY savedAt, id").map { $0.first?.bytes ?? [] }
            let decoder = JSONDecoder()
            let players = blobs.compactMap { try? decoder.decode(NHLPlayer.self, from: Data($0)) }
            if players.count < blobs.count { unreadable.withLock { $0 += blobs.count - players.count } }
            return players
                .sorted { ($0.lastName, $0.firstName, $0.id) < ($1.lastName, $1.firstName, $1.id) }
        } catch {
            throw StoreError(Self.describe(error))
        }
    }
}
