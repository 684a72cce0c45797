import FoundationEssentials
import Synchronization

/// Followed teams, in the order they were followed, and the started games
/// revealed while spoilers are hidden. Each write is one statement: a kill
/// in the middle leaves the row there or not, never half of it.
extension FavoritesStore {
    public func followTeam(_ team: FollowedTeam, at date: Date = Date()) throws(StoreError) {
        do {
            let record = try JSONEncoder().encode(team)
            try db.execute("INSERT OR REPLACE INTO team (key, name, savedAt, record) VALUES (?, ?, ?, ?)",
                           [.text(team.id), .text(team.name), .real(date.timeIntervalSince1970), .blob([UInt8](record))])
        } catch {
            throw StoreError(Self.describe(error))
        }
    }

    public func unfollowTeam(id: String) throws(StoreError) {
        do {
            try db.execute("DELETE FROM team WHERE key = ?", [.text(id)])
        } catch {
            throw StoreError(Self.describe(error))
        }
    }

    /// Followed teams, the first followed first.
    public func teams() throws(StoreError) -> [FollowedTeam] {
        do {
            let blobs = try db.rows("SELECT record FROM team ORDER BY savedAt, key").map { $0.first?.bytes ?? [] }
            let read = blobs.compactMap { FollowedTeam(record: Data($0)) }
            if read.count < blobs.count { unreadable.withLock { $0 += blobs.count - read.count } }
            var teams: [FollowedTeam] = [], ids = Set<String>()
            for team in read {
                let club = team.asClub
                guard ids.insert(club.id).inserted else {
                    // The same club again: the first follow keeps its place.
                    if club.id != team.id { try? db.execute("DELETE FROM team WHERE key = ?", [.text(team.id)]) }
                    continue
                }
                if club.id != team.id { renameTeam(team, to: club) }
                teams.append(club)
            }
            return teams
        } catch {
            throw StoreError(Self.describe(error))
        }
    }

    /// A follow saved under an older id, saved again under its new one, in
    /// its place (one statement: a kill leaves either row). A database opened read-only keeps the old row, read
    /// as the new id each time.
    private func renameTeam(_ old: FollowedTeam, to new: FollowedTeam) {
        guard let record = try? JSONEncoder().encode(new) else { return }
        try? db.execute("UPDATE OR REPLACE team SET key = ?, record = ? WHERE key = ?",
                        [.text(new.id), .blob([UInt8](record)), .text(old.id)])
    }

    public func reveal(_ game: RevealedGame) throws(StoreError) {
        do {
            try db.execute("INSERT OR IGNORE INTO revealed (league, game) VALUES (?, ?)", [.text(game.league), .integer(Int64(game.game))])
        } catch {
            throw StoreError(Self.describe(error))
        }
    }

    public func revealed() throws(StoreError) -> Set<RevealedGame> {
        do {
            return Set(try db.rows("SELECT league, game FROM revealed").compactMap { row in
                guard row.count == 2, let league = row[0].text, let game = row[1].integer else { return nil }
                return RevealedGame(league: league, game: Int(game))
            })
        } catch {
            throw StoreError(Self.describe(error))
        }
    }
}

extension FavoritesStore {
    /// The teams a config file names, folded into the followed list once:
    /// one named for the first time is followed at the end of the list
    /// (unless it already is), and remembered as folded, so unfollowing it
    /// later stands. Each team is one transaction: a kill leaves it folded or not.
    public func foldConfigTeams(_ teams: [FollowedTeam], at date: Date = Date()) throws(StoreError) {
        guard !teams.isEmpty else { return }
        do {
            let folded = Set(try db.rows("SELECT key FROM folded").compactMap { $0.first?.text })
            for (i, team) in teams.enumerated() where !folded.contains(team.id) {
                let record = [UInt8](try JSONEncoder().encode(team))
                // After every follow so far, in the config's order.
                let at = date.timeIntervalSince1970 + Double(i) / 1000
                try db.transaction { () throws(SQLiteConnection.Failure) in
                    try db.execute("INSERT OR IGNORE INTO team (key, name, savedAt, record) VALUES (?, ?, ?, ?)",
                                   [.text(team.id), .text(team.name), .real(at), .blob(record)])
                    try db.execute("INSERT OR IGNORE INTO folded (key) VALUES (?)", [.text(team.id)])
                }
            }
        } catch {
            throw StoreError(Self.describe(error))
        }
    }
}

extension FavoritesStore {
    /// The followed teams with the config's folded in first. Where the fold
    /// cannot be written (a read-only or locked file), the config's teams
    /// not followed yet are added to this read alone.
    public func teams(folding config: [FollowedTeam], at date: Date = Date()) throws(StoreError) -> [FollowedTeam] {
        let folded = (try? foldConfigTeams(config, at: date)) != nil
        let teams = try teams()
        guard !folded else { return teams }
        let ids = Set(teams.map(\.id))
        return teams + config.filter { !ids.contains($0.id) }
    }
}
