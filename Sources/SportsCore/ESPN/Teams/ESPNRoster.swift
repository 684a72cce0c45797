import FoundationEssentials
import Primitives

/// A team's players as ESPN's `teams/{team}/roster` lists them: grouped by
/// position where the sport groups them (pitchers, offense, centers), one
/// list where it does not (basketball); each player by ESPN's id, which
/// opens their page.
public struct ESPNRoster: Equatable, Sendable {
    public var team: ESPNTeamSummary?
    public var groups: [Group]
    /// `Craig Berube`.
    public var coach: String?

    public struct Group: Equatable, Sendable {
        public var name: String
        public var players: [Player]
        public init(name: String, players: [Player]) { self.name = name; self.players = players }
    }

    public struct Player: Equatable, Sendable {
        public var id: Int
        public var name: String
        public var jersey: String?
        public var position: String?
        public var age: Int?
        public var height: String?
        public var weight: String?
        public var birthPlace: String?
        /// Seasons in the league (0: a rookie).
        public var experience: Int?
        /// `Injured Reserve`, `Day-To-Day`, when not plainly active.
        public var status: String?

        public init(id: Int, name: String) { self.id = id; self.name = name }
    }

    public init(team: ESPNTeamSummary? = nil, groups: [Group] = [], coach: String? = nil) {
        self.team = team; self.groups = groups; self.coach = coach
    }

    public var players: [Player] { groups.flatMap(\.players) }

    /// More than any roster carries (a practice squad included): the rest is cut.
    static let maxPlayers = 150

    public static func decode(_ data: Data, team asked: String) throws -> ESPNRoster {
        let root = try JSONTree.parse(data, skipping: ["links", "logos", "logo", "headshot", "contracts", "contract", "teams", "alternateIds",
                                                       "college", "hand"])
        guard root.isObject else { throw FetchError.decoding("a roster that is not an object") }
        let team = ESPNTeamSummary.read(root["team"])
        try team?.require(is: asked)
        var out = ESPNRoster(team: team)
        if let c = root["coach"]?.objects.first {
            out.coach = clip([c["firstName"]?.string, c["lastName"]?.string].compactMap { $0 }.joined(separator: " "), 60)
        }
        let entries = root["athletes"]?.objects ?? []
        var seen = Set<Int>(), count = 0
        func players(_ list: [JSONTree]) -> [Player] {
            var out: [Player] = []
            for a in list {
                guard count < maxPlayers, let p = player(a), seen.insert(p.id).inserted else { continue }
                out.append(p)
                count += 1
            }
            return out
        }
        // Grouped (`{position, items}`), or a plain list of players.
        if entries.contains(where: { $0["items"] != nil }) {
            for g in entries {
                let list = players(g["items"]?.objects ?? [])
                if !list.isEmpty { out.groups.append(Group(name: groupName(g["position"]?.string), players: list)) }
            }
        } else {
            let list = players(entries)
            if !list.isEmpty { out.groups = [Group(name: "Players", players: list)] }
        }
        return out
    }

    static func player(_ a: JSONTree) -> Player? {
        guard let id = ESPNContestWire.id(a["id"]).flatMap({ Int($0) }), id > 0,
              let name = clip(ESPNContestWire.name(a), 60) else { return nil }
        var p = Player(id: id, name: name)
        p.jersey = clip(a["jersey"]?.string, 4)
        p.position = clip(a["position"]?["abbreviation"]?.string, 6)
        p.age = a["age"]?.int.flatMap { (10...80).contains($0) ? $0 : nil }
        p.height = clip(a["displayHeight"]?.string, 12)
        p.weight = clip(a["displayWeight"]?.string, 12)
        p.birthPlace = clip(a["birthPlace"]?["displayText"]?.string
                            ?? [a["birthPlace"]?["city"]?.string, a["birthPlace"]?["state"]?.string ?? a["birthPlace"]?["country"]?.string]
                                .compactMap { $0 }.joined(separator: ", "), 40)
        p.experience = a["experience"]?["years"]?.int.flatMap { (0...40).contains($0) ? $0 : nil }
        let injury = a["injuries"]?.objects.first?["status"]?.string
        let status = a["status"]?["name"]?.string
        p.status = clip(injury ?? (status == "Active" ? nil : status), 24)
        return p
    }

    /// ESPN's group words as headings: `offense` → `Offense`, `specialTeam` → `Special teams`.
    static func groupName(_ raw: String?) -> String {
        guard let raw = clip(raw, 40) else { return "Players" }
        switch raw {
        case "specialTeam": return "Special teams"
        case "injuredReserveOrOut": return "Injured reserve or out"
        case "practiceSquad": return "Practice squad"
        case _ where raw.contains(" "): return raw
        default:
            // camelCase as words, the first capitalised.
            var words = ""
            for ch in raw {
                if ch.isUppercase, !words.isEmpty { words.append(" ") ; words.append(Character(ch.lowercased())) } else { words.append(ch) }
            }
            return words.prefix(1).uppercased() + words.dropFirst()
        }
    }
}

fileprivate func clip(_ s: String?, _ n: Int) -> String? {
    guard let t = s.map(InertText.singleLine)?.trimmedWhitespace, !t.isEmpty else { return nil }
    return String(t.prefix(n))
}

extension Fetch where Value == ESPNRoster {
    /// Rosters change with trades and call-ups, not by the minute.
    public static func espnRoster(_ league: ESPNLeague, team: String) -> Fetch {
        Fetch(.espnTeam(league, team: team, part: .roster, season: nil, seasonType: nil), cache: .maxAge(seconds: 6 * 3600)) {
            try ESPNRoster.decode($0, team: team)
        }
    }
}
