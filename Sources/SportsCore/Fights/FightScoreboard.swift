import FoundationEssentials
import Primitives

/// ESPN's MMA scoreboard (`mma/ufc`, `mma/pfl`): each event a card, each of
/// its competitions a bout of two fighters. A bout without its two named
/// fighters is skipped, never shown half.
public enum FightScoreboard {
    public static func decode(_ data: Data, league: LeagueID) throws -> [Bout] {
        try ESPNContestWire.events(data).flatMap { event in
            (event["competitions"]?.objects ?? []).compactMap { bout(event, $0, league: league) }
        }
    }

    static func bout(_ event: JSONTree, _ c: JSONTree, league: LeagueID) -> Bout? {
        guard let id = ESPNContestWire.id(c["id"]).flatMap({ Int($0) }), let eventID = ESPNContestWire.id(event["id"]).flatMap({ Int($0) }) else {
            return nil
        }
        let sides = (c["competitors"]?.objects ?? []).compactMap(fighter)
        guard sides.count == 2 else { return nil }
        let ordered = sides.sorted { ($0.order ?? 9) < ($1.order ?? 9) }
        let status = ESPNContestWire.Status(c["status"])
        let phase = status.phase
        let start = (c["date"]?.string ?? c["startDate"]?.string).flatMap(ESPNScoreboard.parseDate)
        var bout = Bout(league: league, id: id, eventID: eventID, eventName: event["name"]?.string ?? "Fight card", start: start, phase: phase,
                        red: ordered[0].fighter, blue: ordered[1].fighter)
        bout.weightClass = c["type"]?["abbreviation"]?.string.flatMap { $0.isEmpty ? nil : $0 }
        bout.venue = c["venue"]?["fullName"]?.string ?? event["venues"]?.objects.first?["fullName"]?.string
        if phase != .scheduled {
            bout.round = status.period.flatMap { (1...12).contains($0) ? $0 : nil }
            bout.clock = status.displayClock.flatMap { $0.contains(":") ? $0 : nil }
        }
        bout.scheduledRounds = c["format"]?["regulation"]?["periods"]?.int.flatMap { (1...12).contains($0) ? $0 : nil }
        bout.method = (c["details"]?.objects ?? []).lazy.compactMap { $0["type"]?["text"]?.string.flatMap(method) }.first
        bout.broadcasts = ESPNContestWire.broadcasts(c["broadcasts"])
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

    static func fighter(_ d: JSONTree) -> (order: Int?, fighter: Bout.Fighter)? {
        guard let id = ESPNContestWire.id(d["id"]), let name = ESPNContestWire.name(d["athlete"]) else { return nil }
        let records = d["records"]?.objects ?? []
        var f = Bout.Fighter(id: id, name: name, shortName: d["athlete"]?["shortName"]?.string ?? name,
                             record: (records.first { $0["type"]?.string == "total" } ?? records.first)?["summary"]?.string,
                             won: d["winner"]?.bool ?? false)
        f.country = d["athlete"]?["flag"]?["alt"]?.string
        // Each judge's card is an inner line score; the outer value is their sum.
        f.cards = (d["linescores"]?.objects.first?["linescores"]?.objects ?? []).compactMap { $0["value"]?.int.flatMap { (0...50).contains($0) ? $0 : nil } }
        return (d["order"]?.int, f)
    }
}
