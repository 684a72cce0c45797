import FoundationEssentials

extension Fetch where Value == ESPNSummary {
    /// One game's summary; a final's never changes, a live one's is asked anew.
    /// `teams`: ESPN's ids of the game's two sides as the board has them (an answer about others is refused).
    public static func espnSummary(_ league: ESPNLeague, _ event: Int, final: Bool = false, teams: Set<String>? = nil) -> Fetch {
        Fetch(.espnSummary(league, event: event), cache: final ? .forever : .always) {
            try ESPNSummary.decode($0, league: league.id, sport: league.sport, event: event, teams: teams)
        }
    }
}

extension Fetch where Value == ESPNStandings {
    /// A league's standings as they stand; a copy is good for an hour. With
    /// `poll`, the AP Top 25 beside them; with `formUntil`, each club's last
    /// five results up to that day (soccer).
    public static func espnStandings(_ league: ESPNLeague, season: Int? = nil, poll: Bool = false, formUntil: Day? = nil) -> Fetch {
        if poll { return ESPNStandings.withPoll(league, season: season) }
        if let day = formUntil { return ESPNStandings.withForm(league, season: season, until: day) }
        return Fetch(.espnStandings(league, season: season), cache: .maxAge(seconds: 3_600)) { try ESPNStandings.decode($0) }
    }
}
