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
    /// A team sport's player (ESPN's id), followed through the games of the team they play for (`playsFor`,
    /// that team's id): their id is `nba:player:1966`, their abbreviation the team's.
    public var athlete: Int?
    public var playsFor: String?

    public init(league: String, id: String, abbreviation: String, name: String, primaryHex: String? = nil, secondaryHex: String? = nil,
                athlete: Int? = nil, playsFor: String? = nil) {
        self.league = league; self.id = id; self.abbreviation = abbreviation; self.name = name
        self.primaryHex = primaryHex; self.secondaryHex = secondaryHex; self.athlete = athlete; self.playsFor = playsFor
    }

    /// A team sport's player, followed through their team's games.
    public static func player(league: String, athlete: Int, name: String, team: String, abbreviation: String,
                              primaryHex: String? = nil, secondaryHex: String? = nil) -> FollowedTeam {
        FollowedTeam(league: league, id: "\(league):player:\(athlete)", abbreviation: abbreviation, name: name, primaryHex: primaryHex,
                     secondaryHex: secondaryHex, athlete: athlete, playsFor: team)
    }

    /// Whether `team` of a game is this one (a player's: the team they play for).
    public func plays(_ team: Competitor) -> Bool { team.id == id || (playsFor != nil && team.id == playsFor) }

    /// A soccer club is one team in every competition it plays (league, cups,
    /// the Champions League): ESPN numbers a club once, so its id is the
    /// sport's (`soccer:359`). Follows saved when the id was the competition's
    /// (`eng.1:359`) read as the club's. Soccer's competitions are the leagues
    /// whose codes have a dot; no other league's does.
    public var asClub: FollowedTeam {
        guard league.contains("."), id.hasPrefix(league + ":") else { return self }
        let number = id.dropFirst(league.count + 1)
        guard !number.isEmpty, number.allSatisfy(\.isNumber) else { return self }
        var club = self
        club.id = Competitor.soccerClub(String(number))
        return club
    }
}

extension FollowedTeam {
    /// A saved record (what `JSONEncoder` wrote), read from the JSON tree: the
    /// status line reads the follows on every run, and `Codable`'s set-up on
    /// first use cost more than the rest of the read.
    public init?(record data: Data) {
        guard let tree = try? JSONTree.parse(data), let league = tree["league"]?.string, let id = tree["id"]?.string,
              let abbreviation = tree["abbreviation"]?.string, let name = tree["name"]?.string else { return nil }
        self.init(league: league, id: id, abbreviation: abbreviation, name: name,
                  primaryHex: tree["primaryHex"]?.string, secondaryHex: tree["secondaryHex"]?.string,
                  athlete: tree["athlete"]?.int, playsFor: tree["playsFor"]?.string)
    }
}

extension Competitor {
    /// A soccer club's id in the shared model, the same in every competition.
    public static func soccerClub(_ espnID: String) -> String { "soccer:\(espnID)" }
}

/// A started game the user chose to see the score of while spoilers are hidden.
public struct RevealedGame: Codable, Hashable, Sendable {
    public var league: String
    public var game: Int
    public init(league: String, game: Int) { self.league = league; self.game = game }
}
