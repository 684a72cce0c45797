import FoundationEssentials

/// ESPN's tennis scoreboard (`tennis/atp`, `tennis/wta`): a tournament's
/// draws in `groupings` (or, in older answers, its matches straight under
/// the event). The answer holds the whole tournament; the board asks for a
/// day and gets that day's matches (by their start in UTC, as ESPN's `day`).
public enum TennisScoreboard {
    public static func decode(_ data: Data, league: LeagueID, day: Day? = nil) throws -> [TennisMatch] {
        let wire = try JSONDecoder().decode(Wire.self, from: data)
        var out: [TennisMatch] = []
        for event in wire.events?.elements ?? [] {
            let name = event.name ?? "Tournament"
            let groups: [(String?, [Competition])] = (event.groupings?.elements ?? []).map { ($0.grouping?.displayName, $0.competitions?.elements ?? []) }
                + [(nil, event.competitions?.elements ?? [])]
            for (draw, competitions) in groups {
                for c in competitions {
                    guard let m = match(c, tournament: name, draw: draw, league: league) else { continue }
                    if let day, let start = m.start, Day(start, in: .utc) != day { continue }
                    out.append(m)
                }
            }
        }
        return out
    }

    static func match(_ c: Competition, tournament: String, draw: String?, league: LeagueID) -> TennisMatch? {
        guard let id = c.id.flatMap({ Int($0) }) else { return nil }
        let sides = (c.competitors?.elements ?? []).compactMap(side)
        guard sides.count == 2 else { return nil }
        let ordered = sides.sorted { ($0.order ?? 9) < ($1.order ?? 9) }
        let name = c.status?.type?.name
        let phase = ContestPhase(state: c.status?.type?.state, name: name)
        var m = TennisMatch(league: league, id: id, tournament: tournament, draw: draw ?? c.type?.text ?? "Singles",
                            start: (c.date ?? c.startDate).flatMap(ESPNScoreboard.parseDate), phase: phase,
                            first: ordered[0].side, second: ordered[1].side)
        m.round = c.round?.displayName
        m.court = c.venue?.court
        m.ending = name == "STATUS_RETIRED" ? .retired : name == "STATUS_WALKOVER" ? .walkover : .played
        m.bestOf = c.format?.regulation?.periods.flatMap { [3, 5].contains($0) ? $0 : nil }
        m.note = c.notes?.elements.first?.text.flatMap { $0.isEmpty ? nil : $0 }
        if phase == .live, let server = c.situation?.server?.ref.flatMap(athleteID) {
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

    static func side(_ w: SideWire) -> (order: Int?, side: TennisMatch.Side)? {
        guard let id = w.id, !id.isEmpty else { return nil }
        let pair = w.roster?.displayName
        guard let name = pair ?? w.athlete?.name, !name.isEmpty else { return nil }
        var side = TennisMatch.Side(id: id, name: name, shortName: w.roster?.shortDisplayName ?? w.athlete?.shortName ?? name)
        side.isPair = pair != nil
        side.country = w.athlete?.flag?.alt
        side.seed = w.tournamentSeed.flatMap { (1...128).contains($0) ? $0 : nil }
        side.won = w.winner ?? false
        side.sets = (w.linescores?.elements ?? []).compactMap { l in
            guard let games = l.value.flatMap({ $0.isFinite && (0...99).contains($0) ? Int($0) : nil }) else { return nil }
            return TennisMatch.SetScore(games: games, tiebreak: l.tiebreak.flatMap { (0...99).contains($0) ? $0 : nil }, won: l.winner)
        }
        return (w.order, side)
    }

    struct Wire: Decodable { @Tolerant var events: LossyList<Event>? }
    struct Event: Decodable {
        @Tolerant var name: String?
        @Tolerant var groupings: LossyList<Grouping>?
        @Tolerant var competitions: LossyList<Competition>?
    }
    struct Grouping: Decodable {
        @Tolerant var grouping: GroupingName?
        @Tolerant var competitions: LossyList<Competition>?
    }
    struct GroupingName: Decodable { @Tolerant var displayName: String? }
    struct Competition: Decodable {
        @Tolerant var id: String?
        @Tolerant var date: String?
        @Tolerant var startDate: String?
        @Tolerant var status: ESPNContestWire.Status?
        @Tolerant var venue: Venue?
        @Tolerant var format: Format?
        @Tolerant var notes: LossyList<Note>?
        @Tolerant var type: Kind?
        @Tolerant var round: Round?
        @Tolerant var situation: Situation?
        @Tolerant var competitors: LossyList<SideWire>?
    }
    struct Venue: Decodable { @Tolerant var court: String? }
    struct Format: Decodable { @Tolerant var regulation: Regulation? }
    struct Regulation: Decodable { @Tolerant var periods: Int? }
    struct Note: Decodable { @Tolerant var text: String? }
    struct Kind: Decodable { @Tolerant var text: String? }
    struct Round: Decodable { @Tolerant var displayName: String? }
    struct Situation: Decodable { @Tolerant var server: Ref? }
    struct Ref: Decodable {
        @Tolerant var ref: String?
        enum CodingKeys: String, CodingKey { case ref = "$ref" }
    }
    struct SideWire: Decodable {
        @Tolerant var id: String?
        @Tolerant var order: Int?
        @Tolerant var winner: Bool?
        @Tolerant var tournamentSeed: Int?
        @Tolerant var athlete: ESPNContestWire.Athlete?
        @Tolerant var roster: Roster?
        @Tolerant var linescores: LossyList<SetWire>?
    }
    struct Roster: Decodable {
        @Tolerant var displayName: String?
        @Tolerant var shortDisplayName: String?
    }
    struct SetWire: Decodable {
        @Tolerant var value: Double?
        @Tolerant var tiebreak: Int?
        @Tolerant var winner: Bool?
    }
}
