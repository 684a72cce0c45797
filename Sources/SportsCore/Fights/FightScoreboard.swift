import FoundationEssentials
import Primitives

/// ESPN's MMA scoreboard (`mma/ufc`, `mma/pfl`): each event a card, each of
/// its competitions a bout of two fighters. A bout without its two named
/// fighters is skipped, never shown half.
public enum FightScoreboard {
    public static func decode(_ data: Data, league: LeagueID) throws -> [Bout] {
        let wire = try JSONDecoder().decode(Wire.self, from: data)
        return (wire.events?.elements ?? []).flatMap { event in
            (event.competitions?.elements ?? []).compactMap { bout(event, $0, league: league) }
        }
    }

    static func bout(_ event: Event, _ c: Competition, league: LeagueID) -> Bout? {
        guard let id = c.id.flatMap({ Int($0) }), let eventID = event.id.flatMap({ Int($0) }) else { return nil }
        let sides = (c.competitors?.elements ?? []).compactMap(fighter)
        guard sides.count == 2 else { return nil }
        let ordered = sides.sorted { ($0.order ?? 9) < ($1.order ?? 9) }
        let phase = c.status?.phase ?? .scheduled
        var bout = Bout(league: league, id: id, eventID: eventID, eventName: event.name ?? "Fight card",
                        start: (c.date ?? c.startDate).flatMap(ESPNScoreboard.parseDate), phase: phase, red: ordered[0].fighter, blue: ordered[1].fighter)
        bout.weightClass = c.type?.abbreviation.flatMap { $0.isEmpty ? nil : $0 }
        bout.venue = c.venue?.fullName ?? event.venues?.elements.first?.fullName
        if phase != .scheduled {
            bout.round = c.status?.period.flatMap { (1...12).contains($0) ? $0 : nil }
            bout.clock = c.status?.displayClock.flatMap { $0.contains(":") ? $0 : nil }
        }
        bout.scheduledRounds = c.format?.regulation?.periods.flatMap { (1...12).contains($0) ? $0 : nil }
        bout.method = (c.details?.elements ?? []).lazy.compactMap { $0.type?.text.flatMap(method) }.first
        bout.broadcasts = ESPNEvent.broadcasts(c.broadcasts?.elements ?? [])
        return bout
    }

    /// ESPN's detail `Unofficial Winner Kotko`, `… Decision`, `… Submission`.
    static func method(_ text: String) -> Bout.Method? {
        guard text.hasPrefix("Unofficial Winner") else { return nil }
        let how = String(text.dropFirst("Unofficial Winner".count)).trimmedWhitespace.lowercased()
        if how.hasPrefix("ko") || how.contains("tko") { return .knockout }
        if how.hasPrefix("sub") { return .submission }
        if how.hasPrefix("dec") { return .decision }
        return how.isEmpty ? nil : .other(String(how.prefix(20)))
    }

    static func fighter(_ d: FighterWire) -> (order: Int?, fighter: Bout.Fighter)? {
        guard let id = d.id, !id.isEmpty, let name = d.athlete?.name, !name.isEmpty else { return nil }
        var f = Bout.Fighter(id: id, name: name, shortName: d.athlete?.shortName ?? name,
                             record: d.records?.elements.first { $0.type == "total" }?.summary ?? d.records?.elements.first?.summary,
                             won: d.winner ?? false)
        f.country = d.athlete?.flag?.alt
        // Each judge's card is an inner line score; the outer value is their sum.
        f.cards = (d.linescores?.elements.first?.linescores?.elements ?? []).compactMap { $0.value.flatMap { $0.isFinite && (0...50).contains($0) ? Int($0) : nil } }
        return (d.order, f)
    }

    struct Wire: Decodable { @Tolerant var events: LossyList<Event>? }
    struct Event: Decodable {
        @Tolerant var id: String?
        @Tolerant var name: String?
        @Tolerant var venues: LossyList<Venue>?
        @Tolerant var competitions: LossyList<Competition>?
    }
    struct Venue: Decodable { @Tolerant var fullName: String? }
    struct Competition: Decodable {
        @Tolerant var id: String?
        @Tolerant var date: String?
        @Tolerant var startDate: String?
        @Tolerant var type: Kind?
        @Tolerant var venue: Venue?
        @Tolerant var status: ESPNContestWire.Status?
        @Tolerant var format: Format?
        @Tolerant var details: LossyList<Detail>?
        @Tolerant var competitors: LossyList<FighterWire>?
        @Tolerant var broadcasts: LossyList<ESPNEvent.Broadcast>?
    }
    struct Kind: Decodable { @Tolerant var abbreviation: String? }
    struct Format: Decodable { @Tolerant var regulation: Regulation? }
    struct Regulation: Decodable { @Tolerant var periods: Int? }
    struct Detail: Decodable { @Tolerant var type: DetailType? }
    struct DetailType: Decodable { @Tolerant var text: String? }
    struct FighterWire: Decodable {
        @Tolerant var id: String?
        @Tolerant var order: Int?
        @Tolerant var winner: Bool?
        @Tolerant var athlete: ESPNContestWire.Athlete?
        @Tolerant var records: LossyList<Record>?
        @Tolerant var linescores: LossyList<LineScore>?
    }
    struct Record: Decodable {
        @Tolerant var type: String?
        @Tolerant var summary: String?
    }
    struct LineScore: Decodable {
        @Tolerant var value: Double?
        @Tolerant var linescores: LossyList<LineScore>?
    }
}
