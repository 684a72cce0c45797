import FoundationEssentials
import Primitives

/// A balldontlie team. The list also holds defunct franchises (a blank or
/// whitespace conference): `isCurrent` tells the 30 clubs of today apart.
public struct NBATeam: Codable, Hashable, Sendable, Identifiable {
    public var id: Int
    public var abbreviation: String
    public var city: String
    public var name: String
    public var fullName: String
    /// `East` or `West`, trimmed; empty for defunct franchises.
    public var conference: String
    public var division: String

    public init(id: Int, abbreviation: String, city: String, name: String, fullName: String, conference: String, division: String) {
        self.id = id; self.abbreviation = abbreviation; self.city = city; self.name = name; self.fullName = fullName
        self.conference = conference; self.division = division
    }

    public var isCurrent: Bool { conference == "East" || conference == "West" }

    enum K: String, CodingKey { case id, abbreviation, city, name, full_name, conference, division }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, K.self)
        guard let id = f.int(.id) else { throw DecodingError.dataCorrupted(.init(codingPath: [K.id], debugDescription: "no id")) }
        self.id = id
        func text(_ k: K) -> String { ((f.get(k) as String?) ?? "").trimmedWhitespace }
        abbreviation = text(.abbreviation); city = text(.city); name = text(.name); division = text(.division)
        conference = text(.conference)
        let full = text(.full_name)
        fullName = full.isEmpty ? [city, name].filter { !$0.isEmpty }.joined(separator: " ") : full
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: K.self)
        try c.encode(id, forKey: .id); try c.encode(abbreviation, forKey: .abbreviation); try c.encode(city, forKey: .city)
        try c.encode(name, forKey: .name); try c.encode(fullName, forKey: .full_name)
        try c.encode(conference, forKey: .conference); try c.encode(division, forKey: .division)
    }

    /// `/nba/v1/teams` (`{data: [...]}`, with or without `meta`): every row that decodes, in the API's order.
    public static func decodeList(_ data: Data) throws -> [NBATeam] {
        try JSONDecoder().decode(Envelope<NBATeam>.self, from: data).data
    }
}

/// `{data: [...], meta: {...}}`; rows that do not decode are skipped.
struct Envelope<Row: Decodable>: Decodable {
    var data: [Row]
    var nextCursor: Int?

    enum K: String, CodingKey { case data, meta }
    struct Meta: Decodable {
        var nextCursor: Int?
        enum K: String, CodingKey { case next_cursor, next_page }
        init(from decoder: any Decoder) throws {
            let f = try Fields(decoder, K.self)
            // The current API pages by cursor; the old docs' shape by page number.
            nextCursor = f.int(.next_cursor) ?? f.int(.next_page)
        }
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: K.self)
        data = try c.decode(LossyList<Row>.self, forKey: .data).elements
        nextCursor = ((try? c.decodeIfPresent(Meta.self, forKey: .meta)) ?? nil)?.nextCursor
    }
}
