import FoundationEssentials

/// ESPN's cricket scoreboard (`cricket/{league id}`): each event a match of
/// two teams whose `score` is text, innings in `linescores`, the state in
/// words in `status.summary`. A match without its two named sides is skipped.
public enum CricketScoreboard {
    public static func decode(_ data: Data, league: LeagueID) throws -> [CricketMatch] {
        let wire = try JSONDecoder().decode(Wire.self, from: data)
        return (wire.events?.elements ?? []).compactMap { match($0, league: league) }
    }

    static func match(_ event: Event, league: LeagueID) -> CricketMatch? {
        guard let id = event.id.flatMap({ Int($0) }), let c = event.competitions?.elements.first else { return nil }
        let sides = (c.competitors?.elements ?? []).compactMap(side)
        guard sides.count == 2 else { return nil }
        let home = sides.first { $0.homeAway == "home" } ?? sides[0]
        let away = sides.first { $0.homeAway == "away" && $0.side.id != home.side.id } ?? sides[1]
        let status = c.status ?? event.status
        let phase = status?.phase ?? .scheduled
        var m = CricketMatch(league: league, id: id, name: event.name ?? "\(home.side.name) v \(away.side.name)",
                             start: (c.date ?? event.date).flatMap(ESPNScoreboard.parseDate), phase: phase, home: home.side, away: away.side)
        m.description = c.description.flatMap { $0.isEmpty ? nil : $0 }
        m.format = c.matchClass?.eventType.flatMap { $0.isEmpty ? nil : $0 }
        m.venue = c.venue?.fullName.flatMap { $0.isEmpty ? nil : $0 }
        m.status = status?.summary.flatMap { $0.isEmpty ? nil : $0 }
        if phase == .live { m.inningsNumber = status?.period.flatMap { (1...4).contains($0) ? $0 : nil } }
        return m
    }

    static func side(_ w: SideWire) -> (homeAway: String?, side: CricketMatch.Side)? {
        guard let id = w.id ?? w.team?.id, let name = w.team?.displayName ?? w.team?.name, !name.isEmpty else { return nil }
        var side = CricketMatch.Side(id: id, abbreviation: w.team?.abbreviation ?? String(name.prefix(3)).uppercased(), name: name,
                                     score: w.score.flatMap { $0.isEmpty ? nil : $0 })
        side.won = w.winner?.value == true
        side.innings = (w.linescores?.elements ?? []).compactMap { l in
            guard let number = l.value.flatMap({ $0.isFinite && (1...4).contains($0) ? Int($0) : nil }) else { return nil }
            let runs = l.runs.flatMap { (0...2000).contains($0) ? $0 : nil } ?? 0, wickets = l.wickets.flatMap { (0...10).contains($0) ? $0 : nil } ?? 0
            var innings = CricketMatch.Innings(number: number, runs: runs, wickets: wickets, overs: l.overs.flatMap(oversText),
                                               batted: l.isBatting ?? false, note: l.description)
            innings.current = (l.isCurrent ?? 0) == 1
            return innings
        }
        return (w.homeAway, side)
    }

    /// `16`, `19.4`: overs as cricket writes them (balls after the point).
    static func oversText(_ overs: Double) -> String? {
        guard overs.isFinite, (0...500).contains(overs) else { return nil }
        let whole = Int(overs), balls = Int(((overs - Double(whole)) * 10).rounded())
        return balls == 0 ? String(whole) : "\(whole).\(balls)"
    }

    /// ESPN writes `winner` as a boolean or as the text `"true"`.
    struct WinnerFlag: Decodable {
        let value: Bool
        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let b = try? c.decode(Bool.self) { value = b } else { value = (try? c.decode(String.self)) == "true" }
        }
    }

    struct Wire: Decodable { @Tolerant var events: LossyList<Event>? }
    struct Event: Decodable {
        @Tolerant var id: String?
        @Tolerant var name: String?
        @Tolerant var date: String?
        @Tolerant var status: ESPNContestWire.Status?
        @Tolerant var competitions: LossyList<Competition>?
    }
    struct Competition: Decodable {
        @Tolerant var description: String?
        @Tolerant var date: String?
        @Tolerant var matchClass: MatchClass?
        @Tolerant var venue: Venue?
        @Tolerant var status: ESPNContestWire.Status?
        @Tolerant var competitors: LossyList<SideWire>?

        enum CodingKeys: String, CodingKey { case description, date, matchClass = "class", venue, status, competitors }
    }
    struct MatchClass: Decodable { @Tolerant var eventType: String? }
    struct Venue: Decodable { @Tolerant var fullName: String? }
    struct SideWire: Decodable {
        @Tolerant var id: String?
        @Tolerant var homeAway: String?
        @Tolerant var winner: WinnerFlag?
        @Tolerant var score: String?
        @Tolerant var team: Team?
        @Tolerant var linescores: LossyList<InningsWire>?
    }
    struct Team: Decodable {
        @Tolerant var id: String?
        @Tolerant var abbreviation: String?
        @Tolerant var displayName: String?
        @Tolerant var name: String?
    }
    struct InningsWire: Decodable {
        @Tolerant var value: Double?
        @Tolerant var runs: Int?
        @Tolerant var wickets: Int?
        @Tolerant var overs: Double?
        @Tolerant var isBatting: Bool?
        @Tolerant var isCurrent: Int?
        @Tolerant var description: String?
    }
}
