import FoundationEssentials
import Primitives

/// A balldontlie player, current schema (`height` "6-8", strings for weight
/// and jersey) or the old docs' (`height_feet`/`height_inches`,
/// `weight_pounds`). Empty strings are missing values.
public struct NBAPlayer: Codable, Hashable, Sendable, Identifiable {
    public var id: Int
    public var firstName: String
    public var lastName: String
    public var position: String?
    public var height: String?
    public var weight: String?
    public var jerseyNumber: String?
    public var college: String?
    public var country: String?
    public var draftYear: Int?
    public var draftRound: Int?
    public var draftNumber: Int?
    public var team: NBATeam?

    public init(id: Int, firstName: String, lastName: String) { self.id = id; self.firstName = firstName; self.lastName = lastName }

    public var name: String { [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " ") }

    /// `2003 · round 1 · pick 1`, or `Undrafted` when the draft fields are empty
    /// (`Undrafted (2016)` when only the year of his draft class is known).
    public var draft: String {
        guard let year = draftYear else { return "Undrafted" }
        guard draftRound != nil || draftNumber != nil else { return "Undrafted (\(year))" }
        var parts = [String(year)]
        if let round = draftRound { parts.append("round \(round)") }
        if let pick = draftNumber { parts.append("pick \(pick)") }
        return parts.joined(separator: " · ")
    }

    /// `6-8`.
    public var heightText: String? { height }
    /// `250 lb`.
    public var weightText: String? { weight.map { "\($0) lb" } }

    enum K: String, CodingKey {
        case id, first_name, last_name, position, height, weight, jersey_number, college, country
        case draft_year, draft_round, draft_number, team, height_feet, height_inches, weight_pounds
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, K.self)
        guard let id = f.int(.id) else { throw DecodingError.dataCorrupted(.init(codingPath: [K.id], debugDescription: "no id")) }
        func text(_ k: K) -> String? {
            if let s: String = f.get(k) {
                let t = s.trimmedWhitespace
                return t.isEmpty ? nil : t
            }
            return f.int(k).map(String.init)
        }
        self.id = id
        firstName = text(.first_name) ?? ""
        lastName = text(.last_name) ?? (firstName.isEmpty ? "Player \(id)" : "")
        position = text(.position); jerseyNumber = text(.jersey_number); college = text(.college); country = text(.country)
        height = text(.height) ?? {
            guard let feet = f.int(.height_feet), (1...9).contains(feet) else { return nil }
            return "\(feet)-\(f.int(.height_inches).map { min(max($0, 0), 11) } ?? 0)"
        }()
        weight = text(.weight) ?? text(.weight_pounds)
        draftYear = f.int(.draft_year); draftRound = f.int(.draft_round); draftNumber = f.int(.draft_number)
        team = f.get(.team)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: K.self)
        try c.encode(id, forKey: .id); try c.encode(firstName, forKey: .first_name); try c.encode(lastName, forKey: .last_name)
        try c.encodeIfPresent(position, forKey: .position); try c.encodeIfPresent(height, forKey: .height)
        try c.encodeIfPresent(weight, forKey: .weight); try c.encodeIfPresent(jerseyNumber, forKey: .jersey_number)
        try c.encodeIfPresent(college, forKey: .college); try c.encodeIfPresent(country, forKey: .country)
        try c.encodeIfPresent(draftYear, forKey: .draft_year); try c.encodeIfPresent(draftRound, forKey: .draft_round)
        try c.encodeIfPresent(draftNumber, forKey: .draft_number); try c.encodeIfPresent(team, forKey: .team)
    }
}

/// One page of `/nba/v1/players`: the rows and where the next page starts (nil: the end).
public struct NBAPlayersPage: Hashable, Sendable {
    public var players: [NBAPlayer]
    public var nextCursor: Int?

    public init(players: [NBAPlayer], nextCursor: Int?) { self.players = players; self.nextCursor = nextCursor }

    public static func decode(_ data: Data) throws -> NBAPlayersPage {
        let envelope = try JSONDecoder().decode(Envelope<NBAPlayer>.self, from: data)
        return NBAPlayersPage(players: envelope.data, nextCursor: envelope.nextCursor)
    }
}

extension Fetch where Value == [NBATeam] {
    /// Every team, kept a day (the list changes once a season; the filter works on this copy).
    public static let nbaTeams = Fetch(.nbaTeams, cache: .day) { try NBATeam.decodeList($0) }
}

extension Fetch where Value == NBAPlayersPage {
    /// One page of a team's players (100 a page); pages are kept for the session by the screen.
    public static func nbaPlayers(team: Int, cursor: Int?) -> Fetch {
        Fetch(.nbaPlayers(team: team, cursor: cursor), cache: .day) { try NBAPlayersPage.decode($0) }
    }
}
