import FoundationEssentials
import Primitives

/// A team as ESPN's team answers head them: who, and where it stands.
public struct ESPNTeamSummary: Equatable, Sendable {
    public var id: String
    public var abbreviation: String
    public var name: String
    /// `52-26-4`.
    public var record: String?
    /// `1st in Atlantic Division`.
    public var standing: String?
    /// `2024-25`.
    public var season: String?

    public init(id: String, abbreviation: String, name: String, record: String? = nil, standing: String? = nil, season: String? = nil) {
        self.id = id; self.abbreviation = abbreviation; self.name = name; self.record = record; self.standing = standing; self.season = season
    }

    static func read(_ t: JSONTree?) -> ESPNTeamSummary? {
        guard let t, t.isObject, let abbreviation = clip(t["abbreviation"]?.string, 8) else { return nil }
        return ESPNTeamSummary(id: ESPNContestWire.id(t["id"]).map { String($0.prefix(12)) } ?? abbreviation, abbreviation: abbreviation,
                               name: clip(t["displayName"]?.string, 60) ?? abbreviation, record: clip(t["recordSummary"]?.string, 24),
                               standing: clip(t["standingSummary"]?.string, 60), season: clip(t["seasonSummary"]?.string, 12))
    }

    /// Refused when it is about another team than the one asked for (by ESPN's code or its id).
    func require(is asked: String) throws {
        let code = asked.uppercased()
        guard abbreviation.uppercased() == code || id == asked else {
            throw FetchError.decoding("it answered for another team, \(abbreviation), not \(code)")
        }
    }
}

/// A team's season as ESPN's `teams/{team}/schedule` lists it: each game's
/// opponent, place, time and result, the regular season then the postseason.
public struct ESPNTeamSchedule: Equatable, Sendable {
    public var team: ESPNTeamSummary
    public var year: Int?
    public var games: [Game]
    /// The NFL's week off.
    public var byeWeek: Int?
    /// Games in the answer that could not be read (no id, no opponent), left out.
    public var unread = 0

    public struct Game: Equatable, Sendable {
        public var id: Int
        public var date: Date?
        /// False when only the day is set (a time to be announced).
        public var timeKnown: Bool
        /// 1 preseason, 2 regular season, 3 postseason.
        public var seasonType: Int
        public var week: Int?
        public var home: Bool
        public var neutral: Bool
        public var opponent: String
        public var opponentName: String
        public var phase: ContestPhase
        public var ours: String?
        public var theirs: String?
        /// Who won, as the answer says (nil before the end, or a draw).
        public var won: Bool?
        /// The status's own words: `Final/OT`, `Top 5th`, `6/5 - 7:05 PM EDT`.
        public var detail: String?
        /// `East 1st Round - Game 1`.
        public var note: String?
        public var watch: [String] = []

        /// `W 6-3`, `L 2-5 OT`, `T 1-1`: our score first; nil before a final.
        public var result: String? {
            guard phase == .final, let ours, let theirs else { return nil }
            let mark = won.map { $0 ? "W" : "L" } ?? (Int(ours) == Int(theirs) ? "T" : (Int(ours) ?? 0) > (Int(theirs) ?? 0) ? "W" : "L")
            return "\(mark) \(ours)-\(theirs)" + (extra.map { " \($0)" } ?? "")
        }

        /// What a final's words add: `OT`, `SO`, `F/10` (baseball's extra innings, as its boards write them).
        var extra: String? {
            guard let detail, detail.hasPrefix("Final/") else { return nil }
            let after = String(detail.dropFirst("Final/".count).prefix(6))
            return after.allSatisfy(\.isNumber) ? "F/\(after)" : after
        }
    }

    public init(team: ESPNTeamSummary, year: Int? = nil, games: [Game] = [], byeWeek: Int? = nil) {
        self.team = team; self.year = year; self.games = games; self.byeWeek = byeWeek
    }

    /// More games than any season has: a longer list is cut.
    static let maxGames = 300

    public static func decode(_ data: Data, team asked: String) throws -> ESPNTeamSchedule {
        let root = try JSONTree.parse(data, skipping: ["links", "logos", "logo", "leaders", "tickets", "images", "headlines", "highlights",
                                                       "geoBroadcasts", "statistics", "linescores", "probables", "odds"])
        guard root.isObject else { throw FetchError.decoding("a schedule that is not an object") }
        guard let team = ESPNTeamSummary.read(root["team"]) else { throw FetchError.decoding("the schedule names no team") }
        try team.require(is: asked)
        var out = ESPNTeamSchedule(team: team, year: root["season"]?["year"]?.int, byeWeek: root["byeWeek"]?.int)
        var seen = Set<Int>()
        for event in root["events"]?.objects ?? [] {
            guard out.games.count < maxGames else { out.unread += 1; continue }
            guard let game = game(event, team: team), seen.insert(game.id).inserted else { out.unread += 1; continue }
            out.games.append(game)
        }
        out.games.sort { ($0.date ?? .distantFuture) < ($1.date ?? .distantFuture) }
        return out
    }

    static func game(_ e: JSONTree, team: ESPNTeamSummary) -> Game? {
        guard let id = ESPNContestWire.id(e["id"]).flatMap({ Int($0) }), id > 0 else { return nil }
        let c = e["competitions"]?.objects.first
        let sides = c?["competitors"]?.objects ?? []
        func isUs(_ side: JSONTree) -> Bool {
            let abbreviation = side["team"]?["abbreviation"]?.string?.uppercased()
            return abbreviation == team.abbreviation.uppercased() || ESPNContestWire.id(side["team"]?["id"] ?? side["id"]) == team.id
        }
        guard sides.count == 2, let us = sides.first(where: isUs), let them = sides.first(where: { !isUs($0) }),
              let opponent = clip(them["team"]?["abbreviation"]?.string, 8) else { return nil }
        let status = ESPNContestWire.Status(c?["status"] ?? e["status"])
        let date = (c?["date"]?.string ?? e["date"]?.string).flatMap(ESPNScoreboard.parseDate)
        var game = Game(id: id, date: date, timeKnown: e["timeValid"]?.bool ?? c?["timeValid"]?.bool ?? true,
                        seasonType: e["seasonType"]?["type"]?.int ?? e["seasonType"]?["id"]?.string.flatMap { Int($0) } ?? 2,
                        week: e["week"]?["number"]?.int, home: us["homeAway"]?.string == "home", neutral: c?["neutralSite"]?.bool ?? false,
                        opponent: opponent, opponentName: clip(them["team"]?["displayName"]?.string, 60) ?? opponent, phase: status.phase,
                        ours: score(us["score"]), theirs: score(them["score"]), won: us["winner"]?.bool.flatMap { w in
                            // A draw marks neither side the winner.
                            w || them["winner"]?.bool == true ? w : nil
                        }, detail: clip(status.shortDetail ?? status.detail, 30), note: clip(c?["notes"]?.objects.first?["headline"]?.string, 60))
        game.watch = Array((c?["broadcasts"]?.objects ?? []).compactMap { clip($0["media"]?["shortName"]?.string, 16) }.prefix(4))
        return game
    }

    /// A score as ESPN writes it here (an object with its display value), or as its scoreboards do (text).
    static func score(_ t: JSONTree?) -> String? {
        clip(t?["displayValue"]?.string ?? t?.string ?? t?["value"]?.int.map(String.init) ?? t?.int.map(String.init), 8)
    }

    /// This season's regular-season answer followed by its postseason: the postseason's games
    /// that the first does not hold, and its team line (it is the newer record).
    public func followed(by post: ESPNTeamSchedule) -> ESPNTeamSchedule {
        var merged = self
        let ids = Set(games.map(\.id))
        merged.games += post.games.filter { !ids.contains($0.id) }.prefix(max(0, Self.maxGames - games.count))
        if post.team.record != nil { merged.team.record = post.team.record }
        if post.team.standing != nil { merged.team.standing = post.team.standing }
        merged.unread += post.unread
        return merged
    }

    /// The game to open on: the one under way, else the next to play, else the last played.
    public var current: Int? {
        if let live = games.firstIndex(where: { $0.phase == .live }) { return live }
        if let next = games.firstIndex(where: { $0.phase == .scheduled }) { return next }
        return games.isEmpty ? nil : games.count - 1
    }

    /// The next game not yet begun.
    public var next: Game? { games.first { $0.phase == .scheduled } }
}

fileprivate func clip(_ s: String?, _ n: Int) -> String? {
    guard let t = s.map(InertText.singleLine)?.trimmedWhitespace, !t.isEmpty else { return nil }
    return String(t.prefix(n))
}

extension Fetch where Value == ESPNTeamSchedule {
    /// The regular season, then the postseason added when ESPN has one (it never holds the page back);
    /// `postseasonOnly`: the postseason alone (a series' games), one request.
    public static func espnTeamSchedule(_ league: ESPNLeague, team: String, season: Int?, postseasonOnly: Bool = false) -> Fetch {
        if postseasonOnly {
            return Fetch(.espnTeam(league, team: team, part: .schedule, season: season, seasonType: 3), cache: .maxAge(seconds: 900)) {
                try ESPNTeamSchedule.decode($0, team: team)
            }
        }
        var fetch = Fetch(.espnTeam(league, team: team, part: .schedule, season: season, seasonType: 2), cache: .maxAge(seconds: 900), then: { regular in
            Fetch(.espnTeam(league, team: team, part: .schedule, season: season, seasonType: 3), cache: .maxAge(seconds: 900)) {
                regular.followed(by: try ESPNTeamSchedule.decode($0, team: team))
            }
        }) { try ESPNTeamSchedule.decode($0, team: team) }
        fetch.thenIsOptional = true
        return fetch
    }
}
