import FoundationEssentials

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

        public func stat(_ kind: String) -> String? { stats[kind]?.text }
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

    public static func decode(_ data: Data) throws -> ESPNStandings {
        let root = try JSONDecoder().decode(GroupWire.self, from: data)
        var standings = ESPNStandings(groups: root.children?.elements.map(\.group) ?? [])
        if standings.groups.isEmpty, root.standings != nil { standings.groups = [root.group] }
        let first = root.children?.elements.first { $0.standings != nil }?.standings ?? root.standings
        standings.season = first?.season
        standings.seasonType = first?.seasonType
        return standings
    }

    struct GroupWire: Decodable {
        @Tolerant var name: String?
        @Tolerant var abbreviation: String?
        @Tolerant var children: LossyList<GroupWire>?
        @Tolerant var standings: StandingsWire?

        var group: Group {
            Group(name: name ?? abbreviation ?? "", abbreviation: abbreviation,
                  entries: standings?.entries?.elements.compactMap(\.entry) ?? [],
                  children: children?.elements.map(\.group) ?? [])
        }
    }

    struct StandingsWire: Decodable {
        @Tolerant var season: Int?
        @Tolerant var seasonType: Int?
        @Tolerant var entries: LossyList<EntryWire>?
    }

    struct EntryWire: Decodable {
        struct Team: Decodable {
            @Tolerant var id: String?
            @Tolerant var abbreviation: String?
            @Tolerant var displayName: String?
        }
        struct StatWire: Decodable {
            @Tolerant var name: String?
            @Tolerant var type: String?
            @Tolerant var abbreviation: String?
            @Tolerant var displayValue: String?
            @Tolerant var value: Double?
        }
        @Tolerant var team: Team?
        @Tolerant var stats: LossyList<StatWire>?

        var entry: Entry? {
            guard let team, let name = (team.displayName ?? team.abbreviation).nonEmpty else { return nil }
            var entry = Entry(teamID: team.id, abbreviation: team.abbreviation ?? name, name: name)
            for stat in stats?.elements ?? [] {
                guard let kind = (stat.type ?? stat.name)?.lowercased(), let text = stat.displayValue ?? stat.value.map({ String($0) }) else { continue }
                if entry.stats[kind] == nil {
                    entry.stats[kind] = Stat(abbreviation: stat.abbreviation, text: text, value: stat.value.flatMap { $0.isFinite ? $0 : nil })
                }
            }
            return entry
        }
    }
}
