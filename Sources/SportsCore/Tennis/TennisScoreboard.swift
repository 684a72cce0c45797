import FoundationEssentials

/// ESPN's tennis scoreboard (`tennis/atp`, `tennis/wta`): a tournament's
/// draws in `groupings` (or, in older answers, its matches straight under
/// the event). The answer holds the whole tournament; the board asks for a
/// day and gets that day's matches (by their start in UTC, as ESPN's `day`).
public enum TennisScoreboard {
    /// A Slam's answer is 1.8 MB over 600 matches: read in place, each match made a tree of its own and let go
    /// once read, so the whole answer is never a tree (which took four times its size at its peak).
    public static func decode(_ data: Data, league: LeagueID, day: Day? = nil) throws -> [TennisMatch] {
        try JSONPull.read(data) { (p: inout JSONPull) throws(FetchError) -> [TennisMatch] in
            guard try p.enterObject() else { throw .decoding("a scoreboard that is not an object") }
            var out: [TennisMatch] = []
            while let key = try p.nextKey() {
                guard key == "events" else { try p.skip(); continue }
                guard try p.enterArray() else { continue }
                while try p.nextElement() { try event(&p, league: league, day: day, into: &out) }
            }
            return out
        }
    }

    /// One tournament's matches, each read as it comes (its tree let go at once); the tournament's or a draw's
    /// name read after its matches is written into them once read.
    static func event(_ p: inout JSONPull, league: LeagueID, day: Day?, into out: inout [TennisMatch]) throws(FetchError) {
        guard try p.enterObject() else { return }
        var name: String?
        var drawn: [TennisMatch] = [], loose: [TennisMatch] = []
        func competitions(_ p: inout JSONPull, draw: String?, into list: inout [TennisMatch]) throws(FetchError) {
            guard try p.enterArray() else { return }
            while try p.nextElement() {
                let c = try p.tree(skipping: ESPNContestWire.unread)
                // The day is checked before the rest is read: a Slam's answer holds three weeks.
                if let day, let start = (c["date"]?.string ?? c["startDate"]?.string).flatMap(ESPNScoreboard.parseDate),
                   Day(start, in: .utc) != day { continue }
                if let m = match(c, tournament: name ?? "Tournament", draw: draw, league: league) { list.append(m) }
            }
        }
        while let key = try p.nextKey() {
            switch key {
            case "name": name = try p.string()
            case "competitions": try competitions(&p, draw: nil, into: &loose)
            case "groupings":
                guard try p.enterArray() else { continue }
                while try p.nextElement() {
                    guard try p.enterObject() else { continue }
                    var draw: String?, these: [TennisMatch] = [], unnamed = 0
                    while let member = try p.nextKey() {
                        switch member {
                        case "grouping": draw = try p.tree()["displayName"]?.string
                        case "competitions":
                            try competitions(&p, draw: draw, into: &these)
                            if draw == nil { unnamed = these.count }
                        default: try p.skip()
                        }
                    }
                    if let draw { for i in 0..<unnamed { these[i].draw = draw } }
                    drawn += these
                }
            default: try p.skip()
            }
        }
        var all = drawn + loose
        if let name { for i in all.indices { all[i].tournament = name } }
        out += all
    }

    static func match(_ c: JSONTree, tournament: String, draw: String?, league: LeagueID) -> TennisMatch? {
        guard let id = ESPNContestWire.id(c["id"]).flatMap({ Int($0) }) else { return nil }
        let sides = (c["competitors"]?.objects ?? []).compactMap(side)
        guard sides.count == 2 else { return nil }
        let ordered = sides.sorted { ($0.order ?? 9) < ($1.order ?? 9) }
        let status = ESPNContestWire.Status(c["status"])
        let start = (c["date"]?.string ?? c["startDate"]?.string).flatMap(ESPNScoreboard.parseDate)
        var m = TennisMatch(league: league, id: id, tournament: tournament, draw: draw ?? c["type"]?["text"]?.string ?? "Singles",
                            start: start, phase: status.phase, first: ordered[0].side, second: ordered[1].side)
        m.round = c["round"]?["displayName"]?.string
        m.roundNumber = ESPNContestWire.id(c["round"]?["id"]).flatMap { Int($0) }
        m.court = c["venue"]?["court"]?.string
        m.ending = status.name == "STATUS_RETIRED" ? .retired : status.name == "STATUS_WALKOVER" ? .walkover : .played
        m.bestOf = c["format"]?["regulation"]?["periods"]?.int.flatMap { [3, 5].contains($0) ? $0 : nil }
        m.note = c["notes"]?.objects.first?["text"]?.string.flatMap { $0.isEmpty ? nil : $0 }
        if status.phase == .live, let server = c["situation"]?["server"]?["$ref"]?.string.flatMap(athleteID) {
            m.serving = server == ordered[0].side.id ? .away : server == ordered[1].side.id ? .home : nil
        }
        return m
    }

    /// `…/athletes/2902?lang=en` → `2902`.
    static func athleteID(_ ref: String) -> String? {
        let parts = ref.split(separator: "/", omittingEmptySubsequences: false)
        guard let i = parts.lastIndex(of: "athletes"), i + 1 < parts.count else { return nil }
        let id = parts[i + 1].prefix { $0.isNumber }
        return id.isEmpty ? nil : String(id)
    }

    static func side(_ w: JSONTree) -> (order: Int?, side: TennisMatch.Side)? {
        guard let id = ESPNContestWire.id(w["id"]) else { return nil }
        let pair = w["roster"]?["displayName"]?.string
        guard let name = pair ?? ESPNContestWire.name(w["athlete"]), !name.isEmpty else { return nil }
        var side = TennisMatch.Side(id: id, name: name,
                                    shortName: w["roster"]?["shortDisplayName"]?.string ?? w["athlete"]?["shortName"]?.string ?? name)
        side.isPair = pair != nil
        side.country = w["athlete"]?["flag"]?["alt"]?.string
        side.seed = w["tournamentSeed"]?.int.flatMap { (1...128).contains($0) ? $0 : nil }
        side.won = w["winner"]?.bool ?? false
        side.sets = (w["linescores"]?.objects ?? []).compactMap { l in
            guard let games = l["value"]?.int.flatMap({ (0...99).contains($0) ? $0 : nil }) else { return nil }
            return TennisMatch.SetScore(games: games, tiebreak: l["tiebreak"]?.int.flatMap { (0...99).contains($0) ? $0 : nil }, won: l["winner"]?.bool)
        }
        return (w["order"]?.int, side)
    }
}
