import FoundationEssentials

/// ESPN's racing scoreboard (`racing/f1`, `racing/irl`, `racing/nascar-premier`):
/// each event a race weekend, each of its competitions a session. A session
/// without an id or a driver without a name is skipped, never shown as `?`.
public enum RacingScoreboard {
    /// Read in place: the whole answer is never a tree (a weekend's was three times the answer at
    /// its peak), and the drivers, most of its bytes, are read straight into their entries (a tree
    /// of each read the bytes twice). The weekend's name, id and circuit may come after its
    /// sessions, so they are written into them once the weekend is read.
    public static func decode(_ data: Data, league: LeagueID) throws -> [RacingSession] {
        try JSONPull.read(data) { (p: inout JSONPull) throws(FetchError) -> [RacingSession] in
            guard try p.enterObject() else { throw .decoding("a scoreboard that is not an object") }
            var out: [RacingSession] = []
            while let key = try p.nextKey() {
                guard key == "events" else { try p.skip(); continue }
                guard try p.enterArray() else { continue }
                while try p.nextElement() { out += try weekend(&p, league: league) }
            }
            return out.sorted { ($0.start ?? .distantFuture, $0.id) < ($1.start ?? .distantFuture, $1.id) }
        }
    }

    /// One weekend's sessions; none when the weekend has no id.
    static func weekend(_ p: inout JSONPull, league: LeagueID) throws(FetchError) -> [RacingSession] {
        guard try p.enterObject() else { return [] }
        var eventID: Int?, name: String?, circuit: String?
        var sessions: [RacingSession] = []
        while let key = try p.nextKey() {
            switch key {
            case "id": eventID = try identifier(&p).flatMap { Int($0) }
            case "name": name = try p.string()
            case "circuit":
                let c = try p.tree(skipping: ESPNContestWire.unread)
                let parts = [c["fullName"]?.string, c["address"]?["city"]?.string].compactMap { $0 }.filter { !$0.isEmpty }
                circuit = parts.isEmpty ? nil : parts.joined(separator: ", ")
            case "competitions":
                guard try p.enterArray() else { continue }
                while try p.nextElement() {
                    if let s = try session(&p, league: league) { sessions.append(s) }
                }
            default: try p.skip()
            }
        }
        guard let eventID else { return [] }
        for i in sessions.indices {
            sessions[i].eventID = eventID
            sessions[i].eventName = name ?? "Race weekend"
            sessions[i].circuit = circuit
        }
        return sessions
    }

    /// A session as ESPN gives it, the weekend's facts left for `weekend` to fill in.
    static func session(_ p: inout JSONPull, league: LeagueID) throws(FetchError) -> RacingSession? {
        guard try p.enterObject() else { return nil }
        var id: Int?, status: JSONTree?, type: JSONTree?, date: String?, startDate: String?, broadcasts: JSONTree?
        var drivers: [Driver] = []
        while let key = try p.nextKey() {
            switch key {
            case "id": id = try identifier(&p).flatMap { Int($0) }
            case "status": status = try p.tree(skipping: ESPNContestWire.unread)
            case "type": type = try p.tree()
            case "date": date = try p.string()
            case "startDate": startDate = try p.string()
            case "broadcasts": broadcasts = try p.tree(skipping: ESPNContestWire.unread)
            case "competitors":
                guard try p.enterArray() else { continue }
                while try p.nextElement() { if let d = try driver(&p) { drivers.append(d) } }
            default: try p.skip()
            }
        }
        guard let id else { return nil }
        let state = ESPNContestWire.Status(status)
        let phase = state.phase
        var field: [Entrant] = drivers.map { d in
            let place = phase == .scheduled ? nil : d.order.flatMap { (1...200).contains($0) ? $0 : nil }
            let competitor = Competitor(id: "\(league):\(d.id)", abbreviation: code(d.short ?? d.name), name: d.name, kind: .athlete)
            return Entrant(competitor, place: place, detail: d.maker)
        }
        field.sort { ($0.place ?? Int.max) < ($1.place ?? Int.max) }
        let kind = RacingSessionKind.name(abbreviation: type?["abbreviation"]?.string, typeID: type?["id"]?.string)
        let start = (date ?? startDate).flatMap(ESPNScoreboard.parseDate)
        var session = RacingSession(league: league, id: id, eventID: 0, eventName: "Race weekend",
                                    kind: kind, start: start, phase: phase, field: field)
        if phase == .live {
            let lap = state.period.flatMap { (1...1000).contains($0) ? $0 : nil }
            session.progress = lap.map { "Lap \($0)" } ?? state.shortDetail
        }
        session.broadcasts = ESPNContestWire.broadcasts(broadcasts)
        return session
    }

    /// A driver as the session lists them; nil without a name or an id (never shown as `?`).
    struct Driver {
        var id: String, name: String, short: String?, order: Int?, maker: String?
    }

    static func driver(_ p: inout JSONPull) throws(FetchError) -> Driver? {
        guard try p.enterObject() else { return nil }
        var id: String?, order: Int?, display: String?, full: String?, short: String?, maker: String?
        while let key = try p.nextKey() {
            switch key {
            case "id": id = try identifier(&p)
            case "order": order = try p.int()
            case "athlete":
                guard try p.enterObject() else { continue }
                while let k = try p.nextKey() {
                    switch k {
                    case "displayName": display = try p.string()
                    case "fullName": full = try p.string()
                    case "shortName": short = try p.string()
                    default: try p.skip()
                    }
                }
            case "vehicle":
                guard try p.enterObject() else { continue }
                while let k = try p.nextKey() { if k == "manufacturer" { maker = try p.string() } else { try p.skip() } }
            default: try p.skip()
            }
        }
        guard let id, let name = display.flatMap({ $0.isEmpty ? nil : $0 }) ?? full.flatMap({ $0.isEmpty ? nil : $0 }) else { return nil }
        return Driver(id: id, name: name, short: short, order: order, maker: maker)
    }

    /// An id ESPN writes as text (or, now and then, a number); nil when empty or anything else.
    static func identifier(_ p: inout JSONPull) throws(FetchError) -> String? {
        if try p.peek() == UInt8(ascii: "\"") { return try p.string().flatMap { $0.isEmpty ? nil : $0 } }
        return try p.int().map(String.init)
    }

    /// `VER` from `M. Verstappen`, `DEV` from `N. de Vries`: the surname's first three letters, as timing screens
    /// write them. Read without splitting into words: a field of twenty is read several times a minute in a race.
    static func code(_ shortName: String) -> String {
        var surname = Substring(shortName)
        if let space = shortName.firstIndex(of: " "), shortName[..<space].hasSuffix(".") {
            surname = shortName[shortName.index(after: space)...]
        }
        var letters = ""
        var count = 0
        for c in surname where c.isLetter {
            letters.append(c)
            count += 1
            if count == 3 { break }
        }
        return letters.uppercased()
    }
}
