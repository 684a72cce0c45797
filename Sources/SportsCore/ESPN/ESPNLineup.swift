import FoundationEssentials
import Primitives

extension ESPNSummary {
    /// One side's line-up as a soccer summary gives it: the formation, the
    /// eleven who started by their place in it (1 the goalkeeper, up to 11),
    /// the bench, and what each player did: on or off and when, cards, goals.
    public struct Lineup: Equatable, Sendable {
        public struct Player: Equatable, Sendable {
            public var name: String
            /// `D. Rice`: short enough for a spot on the pitch.
            public var shortName: String?
            public var jersey: String?
            /// `G`, `CD-L`, `SUB`.
            public var position: String?
            public var starter = false
            /// The place in the formation, 1…11, for a starter.
            public var place: Int?
            public var subbedIn = false, subbedOut = false
            /// When he came on or went off (`76'`).
            public var subMinute: String?
            public var yellow = false, red = false
            public var goals = 0

            public init(name: String) { self.name = name }
        }

        public var teamID: String?
        public var abbreviation: String?
        public var name: String?
        public var isHome: Bool?
        /// `4-3-3`.
        public var formation: String?
        public var players: [Player] = []

        public init(teamID: String? = nil, abbreviation: String? = nil, formation: String? = nil, players: [Player] = []) {
            self.teamID = teamID; self.abbreviation = abbreviation; self.formation = formation; self.players = players
        }

        /// The starting eleven by place (the goalkeeper first); a starter without one last.
        public var starters: [Player] {
            players.filter(\.starter).sorted { ($0.place ?? 99, $0.name) < ($1.place ?? 99, $1.name) }
        }
        public var bench: [Player] { players.filter { !$0.starter } }

        /// The formation's lines from the back (`4-2-3-1` is 4, 2, 3, 1), nil unless
        /// they add up to the ten outfield players.
        public var lines: [Int]? {
            guard let formation else { return nil }
            let parts = formation.split(separator: "-").map { Int($0) }
            guard !parts.isEmpty, parts.allSatisfy({ ($0 ?? 0) > 0 }), parts.compactMap({ $0 }).reduce(0, +) == 10 else { return nil }
            return parts.compactMap { $0 }
        }
    }
}

/// A soccer summary's own parts read from its tree: the rosters and the table.
enum ESPNSoccerReader {
    static func lineups(_ rosters: JSONTree?) -> [ESPNSummary.Lineup] {
        (rosters?.objects ?? []).map { side in
            let team = side["team"]
            var lineup = ESPNSummary.Lineup(teamID: team?["id"]?.string, abbreviation: team?["abbreviation"]?.string.nonEmpty,
                                            formation: side["formation"]?.string.nonEmpty)
            lineup.name = team?["displayName"]?.string.nonEmpty
            lineup.isHome = side["homeAway"]?.string.map { $0 == "home" }
            lineup.players = (side["roster"]?.objects ?? []).prefix(60).compactMap(player)
            return lineup
        }
    }

    static func player(_ p: JSONTree) -> ESPNSummary.Lineup.Player? {
        let athlete = p["athlete"]
        guard let name = ESPNSummaryReader.personName(athlete).nonEmpty else { return nil }
        var out = ESPNSummary.Lineup.Player(name: name)
        out.shortName = athlete?["shortName"]?.string.nonEmpty
        out.jersey = p["jersey"]?.string.nonEmpty
        out.position = p["position"]?["abbreviation"]?.string.nonEmpty
        out.starter = p["starter"]?.bool ?? false
        out.place = (p["formationPlace"]?.string.flatMap { Int($0) } ?? p["formationPlace"]?.int).flatMap { (1...11).contains($0) ? $0 : nil }
        out.subbedIn = p["subbedIn"]?.bool ?? false
        out.subbedOut = p["subbedOut"]?.bool ?? false
        for play in p["plays"]?.objects ?? [] {
            let minute = play["clock"]?["displayValue"]?.string.nonEmpty
            if play["substitution"]?.bool == true { out.subMinute = out.subMinute ?? minute }
            if play["yellowCard"]?.bool == true { out.yellow = true }
            if play["redCard"]?.bool == true { out.red = true }
            if play["scoringPlay"]?.bool == true, play["didAssist"]?.bool != true, play["ownGoal"]?.bool != true { out.goals += 1 }
        }
        return out
    }

    /// The summary's `standings`: each group's teams (named by a string there) with their statistics.
    /// `group`: the name the match's sides carry (`Group A`), for a group the answer titles only with the
    /// whole table's header ("FIFA World Cup Standings").
    static func table(_ standings: JSONTree?, group: String? = nil) -> [ESPNStandings.Group] {
        let header = standings?["header"]?.string
        return (standings?["groups"]?.objects ?? []).map { g in
            let entries = (g["standings"]?["entries"]?.objects ?? []).compactMap { e -> ESPNStandings.Entry? in
                guard let name = (e["team"]?.string ?? e["team"]?["displayName"]?.string).nonEmpty else { return nil }
                var entry = ESPNStandings.Entry(teamID: e["id"]?.string ?? e["team"]?["id"]?.string,
                                                abbreviation: e["team"]?["abbreviation"]?.string ?? name, name: name)
                entry.stats = ESPNStandings.stats(e["stats"])
                entry.note = ESPNStandings.note(e["note"])
                return entry
            }
            let name = g["header"]?.string ?? ""
            let generic = name.isEmpty || name == header
            return ESPNStandings.Group(name: generic ? group ?? name : name, entries: entries)
        }
    }
}
