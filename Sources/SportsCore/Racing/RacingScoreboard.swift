import FoundationEssentials

/// ESPN's racing scoreboard (`racing/f1`, `racing/irl`, `racing/nascar-premier`):
/// each event a race weekend, each of its competitions a session. A session
/// without an id or a driver without a name is skipped, never shown as `?`.
public enum RacingScoreboard {
    public static func decode(_ data: Data, league: LeagueID) throws -> [RacingSession] {
        try ESPNContestWire.events(data).flatMap { event in
            (event["competitions"]?.objects ?? []).compactMap { session(event, $0, league: league) }
        }.sorted { ($0.start ?? .distantFuture, $0.id) < ($1.start ?? .distantFuture, $1.id) }
    }

    static func session(_ event: JSONTree, _ c: JSONTree, league: LeagueID) -> RacingSession? {
        guard let id = ESPNContestWire.id(c["id"]).flatMap({ Int($0) }), let eventID = ESPNContestWire.id(event["id"]).flatMap({ Int($0) }) else {
            return nil
        }
        let status = ESPNContestWire.Status(c["status"])
        let phase = status.phase
        var field: [Entrant] = (c["competitors"]?.objects ?? []).compactMap { d in
            guard let name = ESPNContestWire.name(d["athlete"]), let driverID = ESPNContestWire.id(d["id"]) else { return nil }
            let place = phase == .scheduled ? nil : d["order"]?.int.flatMap { (1...200).contains($0) ? $0 : nil }
            let short = d["athlete"]?["shortName"]?.string ?? name
            let competitor = Competitor(id: "\(league):\(driverID)", abbreviation: code(short), name: name, kind: .athlete)
            return Entrant(competitor, place: place, detail: d["vehicle"]?["manufacturer"]?.string)
        }
        field.sort { ($0.place ?? Int.max) < ($1.place ?? Int.max) }
        let kind = RacingSessionKind.name(abbreviation: c["type"]?["abbreviation"]?.string, typeID: c["type"]?["id"]?.string)
        let start = (c["date"]?.string ?? c["startDate"]?.string).flatMap(ESPNScoreboard.parseDate)
        var session = RacingSession(league: league, id: id, eventID: eventID, eventName: event["name"]?.string ?? "Race weekend",
                                    kind: kind, start: start, phase: phase, field: field)
        let circuit = [event["circuit"]?["fullName"]?.string, event["circuit"]?["address"]?["city"]?.string].compactMap { $0 }.filter { !$0.isEmpty }
        session.circuit = circuit.isEmpty ? nil : circuit.joined(separator: ", ")
        if phase == .live {
            let lap = status.period.flatMap { (1...1000).contains($0) ? $0 : nil }
            session.progress = lap.map { "Lap \($0)" } ?? status.shortDetail
        }
        session.broadcasts = ESPNContestWire.broadcasts(c["broadcasts"])
        return session
    }

    /// `VER` from `M. Verstappen`, `DEV` from `N. de Vries`: the surname's first three letters, as timing screens write them.
    static func code(_ shortName: String) -> String {
        let words = shortName.split(separator: " ")
        let surname = words.count > 1 && words[0].hasSuffix(".") ? words.dropFirst().joined() : shortName
        return String(surname.filter(\.isLetter).prefix(3)).uppercased()
    }
}
