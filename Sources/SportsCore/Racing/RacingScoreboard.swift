import FoundationEssentials

/// ESPN's racing scoreboard (`racing/f1`, `racing/irl`, `racing/nascar-premier`):
/// each event a race weekend, each of its competitions a session. A session
/// without an id or a driver without a name is skipped, never shown as `?`.
public enum RacingScoreboard {
    public static func decode(_ data: Data, league: LeagueID) throws -> [RacingSession] {
        let wire = try JSONDecoder().decode(Wire.self, from: data)
        let events = wire.events?.elements ?? []
        return events.flatMap { event in
            (event.competitions?.elements ?? []).compactMap { session(event, $0, league: league) }
        }.sorted { ($0.start ?? .distantFuture, $0.id) < ($1.start ?? .distantFuture, $1.id) }
    }

    static func session(_ event: Event, _ c: Competition, league: LeagueID) -> RacingSession? {
        guard let id = c.id.flatMap({ Int($0) }), let eventID = event.id.flatMap({ Int($0) }) else { return nil }
        let phase = c.status?.phase ?? .scheduled
        var field: [Entrant] = (c.competitors?.elements ?? []).compactMap { d in
            guard let name = d.athlete?.name, !name.isEmpty, let driverID = d.id, !driverID.isEmpty else { return nil }
            let place = phase == .scheduled ? nil : d.order.flatMap { (1...200).contains($0) ? $0 : nil }
            let competitor = Competitor(id: "\(league):\(driverID)", abbreviation: code(d.athlete?.shortName ?? name), name: name, kind: .athlete)
            return Entrant(competitor, place: place, detail: d.vehicle?.manufacturer)
        }
        field.sort { ($0.place ?? Int.max) < ($1.place ?? Int.max) }
        var session = RacingSession(league: league, id: id, eventID: eventID, eventName: event.name ?? "Race weekend",
                                    kind: RacingSessionKind.name(abbreviation: c.type?.abbreviation, typeID: c.type?.id),
                                    start: (c.date ?? c.startDate).flatMap(ESPNScoreboard.parseDate), phase: phase, field: field)
        session.circuit = [event.circuit?.fullName, event.circuit?.address?.city].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        if session.circuit?.isEmpty == true { session.circuit = nil }
        if phase == .live {
            let lap = c.status?.period.flatMap { (1...1000).contains($0) ? $0 : nil }
            session.progress = lap.map { "Lap \($0)" } ?? c.status?.type?.shortDetail
        }
        session.broadcasts = ESPNEvent.broadcasts(c.broadcasts?.elements ?? [])
        return session
    }

    /// `VER` from `M. Verstappen`, `DEV` from `N. de Vries`: the surname's first three letters, as timing screens write them.
    static func code(_ shortName: String) -> String {
        let words = shortName.split(separator: " ")
        let surname = words.count > 1 && words[0].hasSuffix(".") ? words.dropFirst().joined() : shortName
        return String(surname.filter(\.isLetter).prefix(3)).uppercased()
    }

    struct Wire: Decodable { @Tolerant var events: LossyList<Event>? }
    struct Event: Decodable {
        @Tolerant var id: String?
        @Tolerant var name: String?
        @Tolerant var circuit: Circuit?
        @Tolerant var competitions: LossyList<Competition>?
    }
    struct Circuit: Decodable {
        @Tolerant var fullName: String?
        @Tolerant var address: Address?
    }
    struct Address: Decodable { @Tolerant var city: String? }
    struct Competition: Decodable {
        @Tolerant var id: String?
        @Tolerant var date: String?
        @Tolerant var startDate: String?
        @Tolerant var type: Kind?
        @Tolerant var status: ESPNContestWire.Status?
        @Tolerant var competitors: LossyList<Driver>?
        @Tolerant var broadcasts: LossyList<ESPNEvent.Broadcast>?
    }
    struct Kind: Decodable {
        @Tolerant var id: String?
        @Tolerant var abbreviation: String?
    }
    struct Driver: Decodable {
        @Tolerant var id: String?
        @Tolerant var order: Int?
        @Tolerant var athlete: ESPNContestWire.Athlete?
        @Tolerant var vehicle: Vehicle?
    }
    struct Vehicle: Decodable { @Tolerant var manufacturer: String? }
}
