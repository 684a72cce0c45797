import FoundationEssentials

/// A league's statistical leaders as ESPN ranks them: categories (passing
/// yards, goals, home runs) each with its top players, team and value.
public struct LeaderBoard: Equatable, Sendable {
    /// The season the answer is about, and its type (2 the regular season, 3 the postseason).
    public var season: Int?
    public var seasonType: Int?
    public var categories: [LeaderCategory]

    public init(season: Int? = nil, seasonType: Int? = nil, categories: [LeaderCategory]) {
        self.season = season; self.seasonType = seasonType; self.categories = categories
    }
}

public struct LeaderCategory: Equatable, Sendable {
    /// ESPN's key (`passingYards`), what `print leaders --category` takes.
    public var name: String
    public var title: String
    public var abbreviation: String?
    /// The first ten in the answer's order, ranked 1 to 10 (ties share a rank).
    public var leaders: [Leader]
    /// How many the answer listed (it may list hundreds; ten are kept).
    public var listed: Int

    public init(name: String, title: String, abbreviation: String? = nil, leaders: [Leader], listed: Int? = nil) {
        self.name = name; self.title = title; self.abbreviation = abbreviation; self.leaders = leaders; self.listed = listed ?? leaders.count
    }
}

public struct Leader: Equatable, Sendable {
    public var rank: Int
    public var athleteID: Int?
    /// Nil where the answer names the athlete by a link only (ESPN's core shape).
    public var name: String?
    public var position: String?
    public var team: String?
    public var teamName: String?
    public var value: Double?
    /// The value as ESPN writes it (`4918`, `.312`, `102.5`).
    public var display: String

    public init(rank: Int, athleteID: Int?, name: String?, position: String? = nil, team: String? = nil, teamName: String? = nil,
                value: Double?, display: String) {
        self.rank = rank; self.athleteID = athleteID; self.name = name; self.position = position; self.team = team
        self.teamName = teamName; self.value = value; self.display = display
    }

    /// The name to show: the athlete's, or their id where the answer gave none.
    public var shownName: String { name ?? athleteID.map { "Athlete \($0)" } ?? "?" }
}

extension LeaderBoard {
    public static let kept = 10
    static let maxCategories = 60

    /// ESPN's site v3 `leaders` (`leaders.categories[].leaders[]` with each
    /// athlete and team in place), or its core v2 shape (`categories` at the top,
    /// athletes as `$ref` links whose last number is their id). Read in place:
    /// the answer is 1.7 MB of links and logos for 160 names.
    public static func decode(_ data: Data) throws(FetchError) -> LeaderBoard {
        var board = LeaderBoard(categories: [])
        try JSONPull.read(data) { (p: inout JSONPull) throws(FetchError) in
            guard try p.enterObject() else { throw .decoding("leaders that are not an object") }
            while let key = try p.nextKey() {
                switch key {
                case "requestedSeason": try season(&p, into: &board)
                case "leaders":
                    guard try p.enterObject() else { continue }
                    while let inner = try p.nextKey() {
                        if inner == "categories" { try categories(&p, into: &board) } else { try p.skip() }
                    }
                case "categories": try categories(&p, into: &board)
                default: try p.skip()
                }
            }
        }
        return board
    }

    static func season(_ p: inout JSONPull, into board: inout LeaderBoard) throws(FetchError) {
        guard try p.enterObject() else { return }
        while let key = try p.nextKey() {
            switch key {
            case "year": board.season = try p.int().flatMap { (1850...2200).contains($0) ? $0 : nil }
            case "type":
                guard try p.enterObject() else { continue }
                while let inner = try p.nextKey() {
                    if inner == "type" { board.seasonType = try p.int().flatMap { (1...4).contains($0) ? $0 : nil } } else { try p.skip() }
                }
            default: try p.skip()
            }
        }
    }

    static func categories(_ p: inout JSONPull, into board: inout LeaderBoard) throws(FetchError) {
        guard try p.enterArray() else { return }
        while try p.nextElement() {
            guard board.categories.count < maxCategories else { try p.skip(); continue }
            guard let category = try category(&p) else { continue }
            guard !board.categories.contains(where: { $0.name == category.name }) else { continue }
            board.categories.append(category)
        }
    }

    static func category(_ p: inout JSONPull) throws(FetchError) -> LeaderCategory? {
        guard try p.enterObject() else { return nil }
        var name: String?, title: String?, abbreviation: String?
        var leaders: [Leader] = []
        var listed = 0
        while let key = try p.nextKey() {
            switch key {
            case "name": name = try p.string()
            case "displayName": title = try p.string()
            case "abbreviation": abbreviation = try p.string()
            case "leaders":
                guard try p.enterArray() else { continue }
                while try p.nextElement() {
                    guard leaders.count < kept else { try p.skip(); listed += 1; continue }
                    if let leader = try leader(&p) { leaders.append(leader); listed += 1 }
                }
            default: try p.skip()
            }
        }
        guard let key = name.map({ String($0.prefix(40)) }), !key.isEmpty else { return nil }
        return LeaderCategory(name: key, title: String((title ?? key).prefix(40)), abbreviation: abbreviation.map { String($0.prefix(8)) },
                              leaders: ranked(leaders), listed: listed)
    }

    /// 1 to 10 in the answer's order, a tie sharing the rank of the first of it.
    static func ranked(_ leaders: [Leader]) -> [Leader] {
        var out = leaders
        for i in out.indices {
            out[i].rank = i > 0 && out[i].display == out[i - 1].display ? out[i - 1].rank : i + 1
        }
        return out
    }

    static func leader(_ p: inout JSONPull) throws(FetchError) -> Leader? {
        guard try p.peek() == UInt8(ascii: "{") else { try p.skip(); return nil }
        _ = try p.enterObject()
        var l = Leader(rank: 0, athleteID: nil, name: nil, value: nil, display: "")
        while let key = try p.nextKey() {
            switch key {
            case "displayValue": l.display = String((try p.string() ?? "").prefix(16))
            case "value": l.value = try p.number().flatMap { $0.isFinite ? $0 : nil }
            case "athlete": try athlete(&p, into: &l)
            case "team": try team(&p, into: &l)
            default: try p.skip()
            }
        }
        if l.display.isEmpty, let v = l.value { l.display = v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v) }
        return l.athleteID == nil && l.name == nil ? nil : l
    }

    static func athlete(_ p: inout JSONPull, into l: inout Leader) throws(FetchError) {
        guard try p.peek() == UInt8(ascii: "{") else { try p.skip(); return }
        _ = try p.enterObject()
        while let key = try p.nextKey() {
            switch key {
            case "id": l.athleteID = try p.idText().flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
            case "displayName": l.name = try p.string().map { String($0.prefix(40)) }.flatMap { $0.isEmpty ? nil : $0 }
            case "$ref":
                // `.../athletes/1097?lang=en`: the id is the last number of the path.
                let ref = try p.string() ?? ""
                let path = ref.split(separator: "?").first ?? ""
                if l.athleteID == nil, let last = path.split(separator: "/").last, let id = Int(last), id > 0 { l.athleteID = id }
            case "position":
                guard try p.peek() == UInt8(ascii: "{") else { try p.skip(); continue }
                _ = try p.enterObject()
                while let inner = try p.nextKey() {
                    if inner == "abbreviation" { l.position = try p.string().map { String($0.prefix(6)) } } else { try p.skip() }
                }
            default: try p.skip()
            }
        }
    }

    static func team(_ p: inout JSONPull, into l: inout Leader) throws(FetchError) {
        guard try p.peek() == UInt8(ascii: "{") else { try p.skip(); return }
        _ = try p.enterObject()
        while let key = try p.nextKey() {
            switch key {
            case "abbreviation": l.team = try p.string().map { String($0.prefix(6)) }
            case "displayName": l.teamName = try p.string().map { String($0.prefix(40)) }
            default: try p.skip()
            }
        }
    }
}

extension Fetch where Value == LeaderBoard {
    /// A season's leaders (the current one when nil), regular season (2) or postseason (3); they change with every game.
    public static func espnLeaders(_ league: ESPNLeague, season: Int?, seasonType: Int) -> Fetch {
        Fetch(.espnLeaders(league, season: season, seasonType: seasonType), cache: .maxAge(seconds: 600)) { data in
            try LeaderBoard.decode(data)
        }
    }
}
