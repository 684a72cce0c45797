import FoundationEssentials

/// ESPN's cricket scoreboard (`cricket/{league id}`): each event a match of
/// two teams whose `score` is text, innings in `linescores`, the state in
/// words in `status.summary`. A match without its two named sides is skipped.
public enum CricketScoreboard {
    public static func decode(_ data: Data, league: LeagueID) throws -> [CricketMatch] {
        try ESPNContestWire.events(data).compactMap { match($0, league: league) }
    }

    static func match(_ event: JSONTree, league: LeagueID) -> CricketMatch? {
        guard let id = ESPNContestWire.id(event["id"]).flatMap({ Int($0) }), let c = event["competitions"]?.objects.first else { return nil }
        let sides = (c["competitors"]?.objects ?? []).compactMap(side)
        guard sides.count == 2 else { return nil }
        let home = sides.first { $0.homeAway == "home" } ?? sides[0]
        let away = sides.first { $0.homeAway == "away" && $0.side.id != home.side.id } ?? sides[1]
        let status = ESPNContestWire.Status(c["status"] ?? event["status"])
        let start = (c["date"]?.string ?? event["date"]?.string).flatMap(ESPNScoreboard.parseDate)
        var m = CricketMatch(league: league, id: id, name: event["name"]?.string ?? "\(home.side.name) v \(away.side.name)", start: start,
                             phase: status.phase, home: home.side, away: away.side)
        m.description = c["description"]?.string.flatMap { $0.isEmpty ? nil : $0 }
        m.format = c["class"]?["eventType"]?.string.flatMap { $0.isEmpty ? nil : $0 }
        m.venue = c["venue"]?["fullName"]?.string.flatMap { $0.isEmpty ? nil : $0 }
        m.status = status.summary.flatMap { $0.isEmpty ? nil : $0 }
        if status.phase == .live { m.inningsNumber = status.period.flatMap { (1...4).contains($0) ? $0 : nil } }
        return m
    }

    static func side(_ w: JSONTree) -> (homeAway: String?, side: CricketMatch.Side)? {
        let team = w["team"]
        guard let id = ESPNContestWire.id(w["id"]) ?? ESPNContestWire.id(team?["id"]),
              let name = [team?["displayName"]?.string, team?["name"]?.string].compactMap({ $0 }).first(where: { !$0.isEmpty }) else { return nil }
        var side = CricketMatch.Side(id: id, abbreviation: team?["abbreviation"]?.string ?? String(name.prefix(3)).uppercased(), name: name,
                                     score: w["score"]?.string.flatMap { $0.isEmpty ? nil : $0 })
        // ESPN writes `winner` as a boolean or as the text `"true"`.
        side.won = w["winner"]?.bool ?? (w["winner"]?.string == "true")
        side.innings = (w["linescores"]?.objects ?? []).compactMap { l in
            guard let number = l["value"]?.int.flatMap({ (1...4).contains($0) ? $0 : nil }) else { return nil }
            let runs = l["runs"]?.int.flatMap { (0...2000).contains($0) ? $0 : nil } ?? 0
            let wickets = l["wickets"]?.int.flatMap { (0...10).contains($0) ? $0 : nil } ?? 0
            var innings = CricketMatch.Innings(number: number, runs: runs, wickets: wickets, overs: l["overs"]?.double.flatMap(oversText),
                                               batted: l["isBatting"]?.bool ?? false, note: l["description"]?.string)
            innings.current = l["isCurrent"]?.int == 1
            return innings
        }
        return (w["homeAway"]?.string, side)
    }

    /// `16`, `19.4`: overs as cricket writes them (balls after the point).
    static func oversText(_ overs: Double) -> String? {
        guard overs.isFinite, (0...500).contains(overs) else { return nil }
        let whole = Int(overs), balls = Int(((overs - Double(whole)) * 10).rounded())
        return balls == 0 ? String(whole) : "\(whole).\(balls)"
    }
}
