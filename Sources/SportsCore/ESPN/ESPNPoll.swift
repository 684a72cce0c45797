import FoundationEssentials
import Primitives

/// A college poll as ESPN's `…/rankings` gives it (the AP Top 25 first):
/// each ranked team with its place, last week's, its record, its points and
/// first-place votes. Lenient by field: a rank without a team is left out.
public struct ESPNPoll: Equatable, Sendable {
    public struct Rank: Equatable, Sendable {
        public var current: Int
        public var previous: Int?
        public var teamID: String?
        public var abbreviation: String
        public var name: String
        public var record: String?
        public var points: Int?
        public var firstPlaceVotes: Int?
    }

    /// `AP Top 25`.
    public var name: String
    /// `2026 NCAA Football Rankings - AP Top 25 Week 13`.
    public var headline: String?
    public var ranks: [Rank]

    /// The AP poll of a rankings answer, else its first; nil when it has none with ranks.
    public static func decode(_ data: Data) throws -> ESPNPoll? {
        let root = try JSONTree.parse(data)
        guard root.isObject else { throw FetchError.decoding("the answer is not rankings") }
        let polls = (root["rankings"]?.objects ?? []).map(poll).filter { !$0.ranks.isEmpty }
        return polls.first { $0.name.hasPrefix("AP") } ?? polls.first
    }

    static func poll(_ p: JSONTree) -> ESPNPoll {
        ESPNPoll(name: (p["name"]?.string ?? p["shortName"]?.string).nonEmpty ?? "Poll", headline: p["headline"]?.string.nonEmpty,
                 ranks: (p["ranks"]?.objects ?? []).compactMap { r in
                     let team = r["team"]
                     guard let current = r["current"]?.int, (1...50).contains(current),
                           let name = [team?["location"]?.string, team?["nickname"]?.string, team?["displayName"]?.string]
                               .compactMap({ $0.nonEmpty }).first else { return nil }
                     return Rank(current: current, previous: r["previous"]?.int.flatMap { (1...50).contains($0) ? $0 : nil },
                                 teamID: team?["id"]?.string, abbreviation: team?["abbreviation"]?.string.nonEmpty ?? name, name: name,
                                 record: r["recordSummary"]?.string.nonEmpty, points: r["points"]?.double.flatMap(Int.init(rounding:)),
                                 firstPlaceVotes: r["firstPlaceVotes"]?.int.flatMap { $0 > 0 ? $0 : nil })
                 }.sorted { $0.current < $1.current })
    }
}

extension ESPNStandings {
    /// The standings with the league's poll on them where it has one (college); the standings alone
    /// when the poll cannot be had.
    public static func withPoll(_ league: ESPNLeague, season: Int?) -> Fetch<ESPNStandings> {
        var fetch = Fetch(.espnStandings(league, season: season), cache: .maxAge(seconds: 3_600), then: { standings in
            Fetch(.espnRankings(league), cache: .maxAge(seconds: 3_600)) { data in
                var out = standings
                out.poll = try ESPNPoll.decode(data)
                return out
            }
        }) { try ESPNStandings.decode($0) }
        fetch.thenIsOptional = true
        return fetch
    }
}
