import FoundationEssentials

/// A team followed across leagues: what My Teams needs to find its games
/// (the league and the id the shared game model gives it) and to draw it
/// without a network (abbreviation, name and the club's colours).
public struct FollowedTeam: Codable, Hashable, Sendable, Identifiable {
    /// `mlb`, `nhl`, `nba`, `nfl`.
    public var league: String
    /// The shared model's id: `mlb:147`, `nfl:8`; unique across leagues.
    public var id: String
    public var abbreviation: String
    public var name: String
    /// `#0C2340`, when our tables know the club's colours.
    public var primaryHex: String?
    public var secondaryHex: String?

    public init(league: String, id: String, abbreviation: String, name: String, primaryHex: String? = nil, secondaryHex: String? = nil) {
        self.league = league; self.id = id; self.abbreviation = abbreviation; self.name = name
        self.primaryHex = primaryHex; self.secondaryHex = secondaryHex
    }

    /// Whether `team` of a game is this one.
    public func plays(_ team: GameSummary.Team) -> Bool { team.id == id }
}

/// A started game the user chose to see the score of while spoilers are hidden.
public struct RevealedGame: Codable, Hashable, Sendable {
    public var league: String
    public var game: Int
    public init(league: String, game: Int) { self.league = league; self.game = game }
}
