import FoundationEssentials
import Primitives

/// ESPN's `/apis/v2/sports/{sport}/{league}/standings`, any league: groups
/// (conferences, divisions, a cup's groups) nested as the league nests them,
/// each with its teams in order and every statistic ESPN gives, keyed by its
/// kind (`wins`, `gamesbehind`, `lasttengames`, `home`). Lenient by field:
/// an entry without a team is left out, a mistyped statistic left blank.
public struct ESPNStandings: Equatable, Sendable {
    public struct Stat: Equatable, Sendable {
        /// The column's short name (`GB`, `L10`), when ESPN gives one.
        public var abbreviation: String?
        /// As ESPN writes it: `.765`, `+157`, `5-1`, `L1`.
        public var text: String
        public var value: Double?
    }

    public struct Entry: Equatable, Sendable {
        public var teamID: String?
        public var abbreviation: String
        public var name: String
        /// By kind: `wins`, `losses`, `ties`, `winpercent`, `gamesbehind`, `streak`, `home`, `road`, `lasttengames`…
        public var stats: [String: Stat] = [:]

        /// A zone the place falls in (soccer's `Champions League`, `Relegation`), with ESPN's colour for it.
        public var note: Note?

        public func stat(_ kind: String) -> String? { stats[kind]?.text }
    }

    public struct Note: Equatable, Sendable {
        public var description: String
        /// `#81D6AC`.
        public var color: String?
    }

    public struct Group: Equatable, Sendable {
        public var name: String
        public var abbreviation: String?
        public var entries: [Entry] = []
        public var children: [Group] = []

        /// Every group that holds teams, depth first (the divisions of each conference).
        public var leaves: [Group] { children.isEmpty ? [self] : children.flatMap(\.leaves) }
    }

    public var season: Int?
    public var seasonType: Int?
    public var groups: [Group]
    /// College: the poll (the AP Top 25), asked for beside the standings.
    public var poll: ESPNPoll?

    public static func decode(_ data: Data) throws -> ESPNStandings {
        let root = try JSONTree.parse(data)
        guard root.isObject else { throw FetchError.decoding("the answer is not standings") }
        let children = root["children"]?.objects ?? []
        var standings = ESPNStandings(groups: children.map(group))
        let table = { (g: JSONTree) in g["standings"].flatMap { $0.isObject ? $0 : nil } }
        if standings.groups.isEmpty, table(root) != nil { standings.groups = [group(root)] }
        let first = children.lazy.compactMap(table).first ?? table(root)
        standings.season = first?["season"]?.int
        standings.seasonType = first?["seasonType"]?.int
        return standings
    }

    static func group(_ g: JSONTree) -> Group {
        let abbreviation = g["abbreviation"]?.string
        return Group(name: g["name"]?.string ?? abbreviation ?? "", abbreviation: abbreviation,
                     entries: ranked((g["standings"]?["entries"]?.objects ?? []).compactMap(entry)),
                     children: (g["children"]?.objects ?? []).map(group))
    }

    /// A group's teams in standing order. ESPN does not promise an order, so
    /// its entries are ranked here, once, for every screen and print: by the
    /// seed or rank the answer gives, then by the league's own measure (win
    /// percentage and wins where there are records, else points, goal
    /// difference and goals for), then as the answer had them.
    static func ranked(_ entries: [Entry]) -> [Entry] {
        let byRecord = entries.contains { $0.stats["winpercent"]?.value != nil }
        func place(_ e: Entry) -> Double? {
            (e.stats["playoffseed"]?.value ?? e.stats["rank"]?.value).flatMap { $0 >= 1 ? $0 : nil }
        }
        func measures(_ e: Entry) -> [Double] {
            let keys = byRecord ? ["winpercent", "wins"] : ["points", "pointdifferential", "pointsfor"]
            return keys.map { e.stats[$0]?.value ?? -.infinity }
        }
        return entries.enumerated().sorted { a, b in
            switch (place(a.element), place(b.element)) {
            case let (x?, y?) where x != y: return x < y
            case (_?, nil): return true
            case (nil, _?): return false
            default: break
            }
            let (x, y) = (measures(a.element), measures(b.element))
            if x != y { return x.lexicographicallyPrecedes(y, by: >) }
            return a.offset < b.offset
        }.map(\.element)
    }

    static func entry(_ e: JSONTree) -> Entry? {
        guard let team = e["team"], team.isObject else { return nil }
        let abbreviation = team["abbreviation"]?.string
        guard let name = (team["displayName"]?.string ?? abbreviation).nonEmpty else { return nil }
        var entry = Entry(teamID: team["id"]?.string, abbreviation: abbreviation ?? name, name: name)
        entry.stats = stats(e["stats"])
        entry.note = note(e["note"])
        return entry
    }

    /// Every statistic by its kind, the first of a kind kept.
    static func stats(_ list: JSONTree?) -> [String: Stat] {
        var out: [String: Stat] = [:]
        for stat in list?.objects ?? [] {
            let value = stat["value"]?.double
            guard let kind = (stat["type"]?.string ?? stat["name"]?.string)?.lowercased(),
                  let text = stat["displayValue"]?.string ?? value.map({ String($0) }) else { continue }
            if out[kind] == nil { out[kind] = Stat(abbreviation: stat["abbreviation"]?.string, text: text, value: value) }
        }
        return out
    }

    static func note(_ n: JSONTree?) -> Note? {
        guard let words = n?["description"]?.string?.trimmedWhitespace, !words.isEmpty else { return nil }
        return Note(description: words, color: n?["color"]?.string.nonEmpty)
    }
}
