import FoundationEssentials

/// The golf scoreboard read in place (`JSONPull`): a field's answer is one
/// small object per hole (5,184 in a tournament's last round), and building
/// a tree of them cost more than Python's `json.loads` on the same bytes.
/// Holes, rounds and athletes are read straight into their values; the
/// few small objects read whole (a status, the broadcasts) are parsed as
/// trees of their own; everything else is stepped over.
extension GolfScoreboard {
    struct Raw {
        var id: Int?, name: String?, date: String?, status: JSONTree?, competitionDate: String?, competitionStatus: JSONTree?
        var broadcasts: JSONTree?
        var players: [RawPlayer] = []
    }

    struct RawPlayer {
        var id: Int?, name: String?, fullName: String?, shortName: String?, country: String?, score: String?, rounds: [GolfRound] = []
    }

    static func pulled(_ data: Data, league: LeagueID) throws(FetchError) -> [GolfTournament] {
        var raws: [Raw] = []
        try JSONPull.read(data) { (p: inout JSONPull) throws(FetchError) in
            guard try p.enterObject() else { throw .decoding("a scoreboard that is not an object") }
            while let key = try p.nextKey() {
                guard key == "events" else { try p.skip(); continue }
                guard try p.enterArray() else { continue }
                while try p.nextElement() { if let raw = try event(&p) { raws.append(raw) } }
            }
        }
        return raws.compactMap { tournament($0, league: league) }
    }

    static func tournament(_ raw: Raw, league: LeagueID) -> GolfTournament? {
        guard let id = raw.id else { return nil }
        let status = ESPNContestWire.Status(raw.competitionStatus ?? raw.status)
        var t = GolfTournament(league: league, id: id, name: raw.name ?? "Tournament",
                               start: (raw.competitionDate ?? raw.date).flatMap(ESPNScoreboard.parseDate), phase: status.phase, players: [])
        t.round = status.period.flatMap { (1...5).contains($0) ? $0 : nil }
        t.detail = status.detail
        t.broadcasts = ESPNContestWire.broadcasts(raw.broadcasts)
        let players = raw.players.compactMap { r -> GolfPlayer? in
            guard let pid = r.id, let name = [r.name, r.fullName].compactMap({ $0 }).first(where: { !$0.isEmpty }) else { return nil }
            var p = GolfPlayer(league: t.league, id: pid, tournamentID: t.id, tournament: t.name, name: name, shortName: r.shortName ?? name)
            p.country = r.country
            p.toPar = r.score.flatMap(toPar)
            p.currentRound = t.round
            p.tournamentPhase = t.phase
            p.rounds = r.rounds
            return p
        }
        t.players = standings(players, phase: t.phase, round: t.round ?? 0)
        return t
    }

    static func event(_ p: inout JSONPull) throws(FetchError) -> Raw? {
        guard try p.enterObject() else { return nil }
        var raw = Raw()
        while let key = try p.nextKey() {
            switch key {
            case "id": raw.id = try p.idText().flatMap { Int($0) }
            case "name": raw.name = try p.string()
            case "date": raw.date = try p.string()
            case "status": raw.status = try p.tree()
            case "competitions":
                guard try p.enterArray() else { continue }
                var first = true
                while try p.nextElement() {
                    if first { try competition(&p, into: &raw); first = false } else { try p.skip() }
                }
            default: try p.skip()
            }
        }
        return raw
    }

    static func competition(_ p: inout JSONPull, into raw: inout Raw) throws(FetchError) {
        guard try p.enterObject() else { return }
        while let key = try p.nextKey() {
            switch key {
            case "date": raw.competitionDate = try p.string()
            case "status": raw.competitionStatus = try p.tree()
            case "broadcasts": raw.broadcasts = try p.tree()
            case "competitors":
                guard try p.enterArray() else { continue }
                while try p.nextElement() { if let player = try competitor(&p) { raw.players.append(player) } }
            default: try p.skip()
            }
        }
    }

    static func competitor(_ p: inout JSONPull) throws(FetchError) -> RawPlayer? {
        guard try p.enterObject() else { return nil }
        var r = RawPlayer()
        while let key = try p.nextKey() {
            switch key {
            case "id": r.id = try p.idText().flatMap { Int($0) }
            case "athlete": try athlete(&p, into: &r)
            // The scoreboard writes the score as text, the leaderboard as an object with it.
            case "score":
                if try p.peek() == UInt8(ascii: "{") { r.score = try p.tree()["displayValue"]?.string } else { r.score = try p.string() }
            case "linescores":
                guard try p.enterArray() else { continue }
                while try p.nextElement() { if let round = try round(&p) { r.rounds.append(round) } }
            default: try p.skip()
            }
        }
        return r
    }

    static func round(_ p: inout JSONPull) throws(FetchError) -> GolfRound? {
        guard try p.enterObject() else { return nil }
        var number: Int?, strokes: Int?, toParText: String?, holes: [GolfHole] = [], tee: String?
        while let key = try p.nextKey() {
            switch key {
            case "period": number = try p.int()
            case "value": strokes = try p.int()
            case "displayValue": toParText = try p.string()
            case "statistics": tee = try teeTimeText(&p)
            case "linescores":
                guard try p.enterArray() else { continue }
                while try p.nextElement() { if let hole = try hole(&p) { holes.append(hole) } }
            default: try p.skip()
            }
        }
        guard let number, (1...5).contains(number) else { return nil }
        var round = GolfRound(number: number, strokes: strokes.flatMap { (1...200).contains($0) ? $0 : nil },
                              toPar: toParText.flatMap { $0 == "-" || $0.isEmpty ? nil : $0 })
        round.holes = holes
        round.teeTime = tee.flatMap(teeTime)
        return round
    }

    /// The athlete's names and flag.
    static func athlete(_ p: inout JSONPull, into r: inout RawPlayer) throws(FetchError) {
        guard try p.enterObject() else { return }
        while let key = try p.nextKey() {
            switch key {
            case "displayName": r.name = try p.string()
            case "fullName": r.fullName = try p.string()
            case "shortName": r.shortName = try p.string()
            case "flag":
                guard try p.enterObject() else { continue }
                while let inner = try p.nextKey() { if inner == "alt" { r.country = try p.string() } else { try p.skip() } }
            default: try p.skip()
            }
        }
    }

    /// A round's tee time as ESPN writes it: `statistics.categories[0].stats[0].displayValue`.
    static func teeTimeText(_ p: inout JSONPull) throws(FetchError) -> String? {
        guard try p.enterObject() else { return nil }
        var found: String?
        while let key = try p.nextKey() {
            guard key == "categories", try p.enterArray() else { if key != "categories" { try p.skip() }; continue }
            var firstCategory = true
            while try p.nextElement() {
                guard firstCategory, try p.enterObject() else { if !firstCategory { try p.skip() }; firstCategory = false; continue }
                firstCategory = false
                while let inner = try p.nextKey() {
                    guard inner == "stats", try p.enterArray() else { if inner != "stats" { try p.skip() }; continue }
                    var firstStat = true
                    while try p.nextElement() {
                        guard firstStat, try p.enterObject() else { if !firstStat { try p.skip() }; firstStat = false; continue }
                        firstStat = false
                        while let k = try p.nextKey() { if k == "displayValue" { found = try p.string() } else { try p.skip() } }
                    }
                }
            }
        }
        return found
    }

    static func hole(_ p: inout JSONPull) throws(FetchError) -> GolfHole? {
        guard try p.enterObject() else { return nil }
        var number: Int?, strokes: Int?, relative: String?
        while let key = try p.nextKey() {
            switch key {
            case "period": number = try p.int()
            case "value": strokes = try p.int()
            case "scoreType":
                guard try p.enterObject() else { continue }
                while let inner = try p.nextKey() {
                    if inner == "displayValue" { relative = try p.string() } else { try p.skip() }
                }
            default: try p.skip()
            }
        }
        guard let number, (1...18).contains(number), let strokes, (1...20).contains(strokes) else { return nil }
        let against = relative.flatMap { Self.toPar($0)?.value }
        return GolfHole(number: number, strokes: strokes, par: against.map { strokes - $0 }.flatMap { (3...6).contains($0) ? $0 : nil })
    }
}

extension JSONPull {
    /// An id ESPN writes as text or, now and then, as a number; anything else is skipped and nil.
    mutating func idText() throws(FetchError) -> String? {
        if try peek() == UInt8(ascii: "\"") { return try string().flatMap { $0.isEmpty ? nil : $0 } }
        return try int().map(String.init)
    }
}
