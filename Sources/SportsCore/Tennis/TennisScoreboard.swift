import FoundationEssentials

/// ESPN's tennis scoreboard (`tennis/atp`, `tennis/wta`): a tournament's
/// draws in `groupings` (or, in older answers, its matches straight under
/// the event). The answer holds the whole tournament; the board asks for a
/// day and gets that day's matches (by their start in UTC, as ESPN's `day`).
public enum TennisScoreboard {
    public static func decode(_ data: Data, league: LeagueID, day: Day? = nil) throws -> [TennisMatch] {
        var out: [TennisMatch] = []
        for event in try ESPNContestWire.events(data) {
            let name = event["name"]?.string ?? "Tournament"
            let groups: [(String?, [JSONTree])] = (event["groupings"]?.objects ?? []).map {
                ($0["grouping"]?["displayName"]?.string, $0["competitions"]?.objects ?? [])
            } + [(nil, event["competitions"]?.objects ?? [])]
            for (draw, competitions) in groups {
                for c in competitions {
                    // The day is checked before the rest is read: a Slam's answer holds three weeks.
                    if let day, let start = (c["date"]?.string ?? c["startDate"]?.string).flatMap(ESPNScoreboard.parseDate),
                       Day(start, in: .utc) != day { continue }
                    guard let m = match(c, tournament: name, draw: draw, league: league) else { continue }
                    out.append(m)
                }
            }
        }
        return out
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
