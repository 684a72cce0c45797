import FoundationEssentials

extension Fetch where Value == NHLStandings {
    /// The 32 clubs with conference, division and record. Kept for the season
    /// it was fetched in; `r` asks again (`refresh`).
    public static func nhlStandings(refresh: Bool = false) -> Fetch {
        Fetch(.nhlStandings, cache: refresh ? .always : .season(startMonth: 9)) { try NHLStandings.decode($0) }
    }
}

extension Fetch where Value == NHLRoster {
    /// A club's current roster, kept a day (the mobile app's 24 hours).
    public static func nhlRoster(_ tricode: String, refresh: Bool = false) -> Fetch {
        Fetch(.nhlRoster(tricode: tricode.uppercased()), cache: refresh ? .always : .day) {
            try NHLRoster.decode($0, tricode: tricode)
        }
    }
}

extension Fetch where Value == NHLPlayer {
    /// Bio and statistics; asked every time the detail opens (the cached copy is the stale fallback).
    /// An answer about another player (a caching proxy, a wrong route) is
    /// refused, so it is neither shown on this player's row nor saved as him.
    public static func nhlPlayer(_ id: Int) -> Fetch {
        Fetch(.nhlPlayer(id: id)) { data in
            let player = try NHLPlayer.decodeLanding(data)
            try AnswerIdentity.require(player.id, is: id, "player")
            return player
        }
    }
}
