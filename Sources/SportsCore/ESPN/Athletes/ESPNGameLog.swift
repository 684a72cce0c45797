import FoundationEssentials
import Primitives

/// A player's games of a season as ESPN's `athletes/{id}/gamelog` lists
/// them: each game's opponent and result, and the player's line in the
/// columns of the sport (CMP ATT YDS ..., PTS REB AST ...).
public struct ESPNGameLog: Equatable, Sendable {
    public var labels: [String]
    public var games: [Game]

    public struct Game: Equatable, Sendable {
        public var eventID: Int
        public var date: Date?
        /// `vs` or `@`.
        public var atVs: String
        public var opponent: String
        /// `W 40-22`, `L 22-40`.
        public var result: String
        public var note: String?
        public var stats: [String]
    }

    public init(labels: [String], games: [Game]) { self.labels = labels; self.games = games }

    /// At most this many columns, and this many games (a long career's log is cut, newest kept).
    static let maxColumns = 20, maxGames = 200

    /// The newest games first, postseason and regular season together.
    public static func decode(_ data: Data) throws -> ESPNGameLog {
        let root = try JSONTree.parse(data, skipping: ["links", "logo", "logos", "glossary", "filters"])
        guard root.isObject else { throw FetchError.decoding("a game log that is not an object") }
        let labels = Array((root["labels"]?.strings ?? []).prefix(maxColumns).map { String($0.prefix(8)) })
        var events: [String: JSONTree] = [:]
        if case .object(let members)? = root["events"] { for (k, v) in members where v.isObject { events[k] = v } }
        var games: [Game] = []
        var seen = Set<Int>()
        for type in root["seasonTypes"]?.objects ?? [] {
            for category in type["categories"]?.objects ?? [] {
                for e in category["events"]?.objects ?? [] {
                    guard let idText = e["eventId"]?.string, let id = Int(idText), !seen.contains(id), let event = events[idText] else { continue }
                    seen.insert(id)
                    let stats = Array((e["stats"]?.array ?? []).prefix(labels.count).map { $0.string.map { String($0.prefix(10)) } ?? "-" })
                    games.append(game(id, event, stats: stats))
                }
            }
        }
        games.sort { ($0.date ?? .distantPast) > ($1.date ?? .distantPast) }
        return ESPNGameLog(labels: labels, games: Array(games.prefix(maxGames)))
    }

    static func game(_ id: Int, _ e: JSONTree, stats: [String]) -> Game {
        let result = e["gameResult"]?.string.map { String($0.prefix(2)) } ?? ""
        let score = e["score"]?.string.map { String($0.prefix(12)) } ?? ""
        return Game(eventID: id, date: e["gameDate"]?.string.flatMap(ESPNScoreboard.parseDate), atVs: e["atVs"]?.string == "@" ? "@" : "vs",
                    opponent: String((e["opponent"]?["abbreviation"]?.string ?? e["opponent"]?["displayName"]?.string ?? "?").prefix(6)),
                    result: [result, score].filter { !$0.isEmpty }.joined(separator: " "),
                    note: e["eventNote"]?.string.flatMap { $0.isEmpty ? nil : String($0.prefix(40)) }, stats: stats)
    }
}

/// A player's career as ESPN's `athletes/{id}/overview` sums it: a table's
/// labels and its rows (`Career`, a season's, a tour's).
public struct ESPNCareer: Equatable, Sendable {
    public var title: String?
    public var labels: [String]
    public var rows: [(name: String, stats: [String])]

    public init(title: String?, labels: [String], rows: [(name: String, stats: [String])]) {
        self.title = title; self.labels = labels; self.rows = rows
    }

    public static func == (a: ESPNCareer, b: ESPNCareer) -> Bool {
        a.title == b.title && a.labels == b.labels && a.rows.count == b.rows.count
            && zip(a.rows, b.rows).allSatisfy { $0.name == $1.name && $0.stats == $1.stats }
    }

    /// At most sixty rows: forty seasons and their tours' lines fit.
    static let maxRows = 60

    public static func decode(_ data: Data) throws -> ESPNCareer {
        let root = try JSONTree.parse(data, skipping: ["links", "logos", "news", "rotowire", "gameLog", "leaguesStats", "glossary"])
        guard root.isObject else { throw FetchError.decoding("an overview that is not an object") }
        guard let s = root["statistics"], s.isObject else { return ESPNCareer(title: nil, labels: [], rows: []) }
        let labels = Array((s["labels"]?.strings ?? []).prefix(ESPNGameLog.maxColumns).map { String($0.prefix(8)) })
        let rows = (s["splits"]?.objects ?? []).prefix(maxRows).compactMap { split -> (name: String, stats: [String])? in
            guard let name = split["displayName"]?.string, !name.isEmpty else { return nil }
            return (String(name.prefix(30)), Array((split["stats"]?.array ?? []).prefix(labels.count).map { $0.string.map { String($0.prefix(12)) } ?? "-" }))
        }
        return ESPNCareer(title: s["displayName"]?.string.map { String($0.prefix(40)) }, labels: labels, rows: rows)
    }
}

/// ESPN's `athletes/{id}/bio`: the teams a player played for, and the awards.
public struct ESPNBio: Equatable, Sendable {
    public var teams: [(name: String, seasons: String)]
    public var awards: [(name: String, count: String)]

    public static func == (a: ESPNBio, b: ESPNBio) -> Bool {
        a.teams.map(\.name) == b.teams.map(\.name) && a.teams.map(\.seasons) == b.teams.map(\.seasons)
            && a.awards.map(\.name) == b.awards.map(\.name) && a.awards.map(\.count) == b.awards.map(\.count)
    }

    public static func decode(_ data: Data) throws -> ESPNBio {
        let root = try JSONTree.parse(data, skipping: ["links", "logo"])
        guard root.isObject else { throw FetchError.decoding("a bio that is not an object") }
        let teams = (root["teamHistory"]?.objects ?? []).prefix(40).compactMap { t -> (name: String, seasons: String)? in
            guard let name = t["displayName"]?.string, !name.isEmpty else { return nil }
            return (String(name.prefix(40)), String((t["seasons"]?.string ?? "").prefix(20)))
        }
        let awards = (root["awards"]?.objects ?? []).prefix(40).compactMap { a -> (name: String, count: String)? in
            guard let name = a["name"]?.string, !name.isEmpty else { return nil }
            return (String(name.prefix(40)), String((a["displayCount"]?.string ?? "").prefix(6)))
        }
        return ESPNBio(teams: Array(teams), awards: Array(awards))
    }
}

extension Fetch where Value == ESPNAthlete {
    /// Asked each time a player's page opens (the cached copy is the stale fallback).
    public static func espnAthlete(_ league: ESPNLeague, id: Int) -> Fetch {
        Fetch(.espnAthlete(league, id: id, part: nil), cache: .maxAge(seconds: 600)) { try ESPNAthlete.decode($0, id: id) }
    }
}

extension Fetch where Value == ESPNGameLog {
    public static func espnGameLog(_ league: ESPNLeague, id: Int) -> Fetch {
        Fetch(.espnAthlete(league, id: id, part: "gamelog"), cache: .maxAge(seconds: 600)) { try ESPNGameLog.decode($0) }
    }
}

extension Fetch where Value == ESPNCareer {
    public static func espnCareer(_ league: ESPNLeague, id: Int) -> Fetch {
        Fetch(.espnAthlete(league, id: id, part: "overview"), cache: .day) { try ESPNCareer.decode($0) }
    }
}

extension Fetch where Value == ESPNBio {
    public static func espnBio(_ league: ESPNLeague, id: Int) -> Fetch {
        Fetch(.espnAthlete(league, id: id, part: "bio"), cache: .day) { try ESPNBio.decode($0) }
    }
}
