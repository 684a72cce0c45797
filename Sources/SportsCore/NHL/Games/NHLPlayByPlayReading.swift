import FoundationEssentials

/// The play-by-play read through `JSONPull`: hundreds of events, each with a
/// handful of the thirty detail keys, make it the largest answer a game
/// center decodes; read in place, only the fields the screens use are built.
/// The game's own fields (teams, clock, period) sit at the top level beside
/// the events: they are gathered into a small document of their own and read
/// by the same `NHLGame` decoder as the other NHL answers.
extension NHLPlayByPlay {
    public static func decode(_ data: Data) throws -> NHLPlayByPlay {
        var plays: [NHLPlay] = [], roster: [Int: Player] = [:], skipped = 0
        var rest: [UInt8] = [UInt8(ascii: "{")]
        try JSONPull.read(data) { (p: inout JSONPull) throws(FetchError) in
            guard try p.enterObject() else { throw .decoding("not a play-by-play: not an object") }
            while let key = try p.nextKey() {
                switch key {
                case "plays":
                    guard try p.enterArray() else { continue }
                    while try p.nextElement() {
                        if let play = try NHLPlay(&p) { plays.append(play) } else { skipped += 1 }
                    }
                case "rosterSpots":
                    guard try p.enterArray() else { continue }
                    while try p.nextElement() {
                        if let spot = try Spot(&p) { roster[spot.id] = spot.player } else { skipped += 1 }
                    }
                default:
                    let range = try p.skipRange()
                    if rest.count > 1 { rest.append(UInt8(ascii: ",")) }
                    rest += JSONPull.quoted(key)
                    rest.append(UInt8(ascii: ":"))
                    rest += p.bytes[range]
                }
            }
        }
        rest.append(UInt8(ascii: "}"))
        if skipped > 0 { DecodeReport.current?.add(skipped) }
        let game = try JSONDecoder().decode(GameOnly.self, from: Data(rest)).game
        let ordered = plays.enumerated()
            .sorted { ($0.element.sortOrder ?? $0.offset, $0.offset) < ($1.element.sortOrder ?? $1.offset, $1.offset) }
            .map(\.element)
        return NHLPlayByPlay(game: game, plays: ordered, roster: roster)
    }

    private struct GameOnly: Decodable {
        var game: NHLGame
        init(from decoder: any Decoder) throws { game = try NHLGame(from: decoder) }
    }
}

extension NHLPlayByPlay.Spot {
    /// A dressed player; nil (and counted) without a player id.
    init?(_ p: inout JSONPull) throws(FetchError) {
        guard try p.enterObject() else { return nil }
        var id: Int?, teamId: Int?, number: Int?, first: String?, last: String?
        while let key = try p.nextKey() {
            switch key {
            case "playerId": id = try p.int()
            case "teamId": teamId = try p.int()
            case "sweaterNumber": number = try p.int().flatMap { (0...100_000).contains($0) ? $0 : nil }
            case "firstName": first = try p.text()
            case "lastName": last = try p.text()
            default: try p.skip()
            }
        }
        guard let id else { return nil }
        let short = first.flatMap { $0.first }.map { "\($0). " + (last ?? "") } ?? last
        self.init(id: id, player: NHLPlayByPlay.Player(name: short ?? "?", number: number, teamId: teamId))
    }
}

extension NHLPlay {
    /// One event; nil (and counted) when it is not an object or has no type.
    init?(_ p: inout JSONPull) throws(FetchError) {
        guard try p.enterObject() else { return nil }
        var kind: String?, play = NHLPlay(kind: "", period: 0, time: nil, teamId: nil)
        while let key = try p.nextKey() {
            switch key {
            case "typeDescKey": kind = try p.string()
            case "eventId": play.eventId = try p.int()
            case "sortOrder": play.sortOrder = try p.int()
            case "timeInPeriod": play.time = try p.string()
            case "homeTeamDefendingSide": play.homeDefends = try p.string()
            case "situationCode": play.situationCode = try p.string()
            case "periodDescriptor":
                guard try p.enterObject() else { continue }
                while let key = try p.nextKey() {
                    switch key {
                    case "number": play.period = try p.int().flatMap { (1...20).contains($0) ? $0 : nil } ?? 0
                    case "periodType": play.periodType = try p.string()
                    default: try p.skip()
                    }
                }
            case "details":
                guard try p.enterObject() else { continue }
                while let key = try p.nextKey() { try play.readDetail(key, &p) }
            default: try p.skip()
            }
        }
        guard let kind else { return nil }
        play.kind = kind
        self = play
    }

    /// One key of an event's details: only the keys an event carries are read (five to ten of the thirty known).
    private mutating func readDetail(_ key: String, _ p: inout JSONPull) throws(FetchError) {
        let count = { (n: Int?) in n.flatMap { (0...100_000).contains($0) ? $0 : nil } }
        switch key {
        // Coordinates outside the rink (and then some) are not placed at all.
        case "xCoord": x = try p.number().flatMap { $0.isFinite && abs($0) <= 110 ? $0 : nil }
        case "yCoord": y = try p.number().flatMap { $0.isFinite && abs($0) <= 50 ? $0 : nil }
        case "eventOwnerTeamId": teamId = try p.int()
        case "scoringPlayerId": details.scorer = try p.int()
        case "shootingPlayerId": details.shooter = try p.int()
        case "assist1PlayerId": details.assist1 = try p.int()
        case "assist2PlayerId": details.assist2 = try p.int()
        case "goalieInNetId": details.goalie = try p.int()
        case "scoringPlayerTotal": details.scorerTotal = count(try p.int())
        case "assist1PlayerTotal": details.assist1Total = count(try p.int())
        case "assist2PlayerTotal": details.assist2Total = count(try p.int())
        case "hittingPlayerId": details.hitter = try p.int()
        case "hitteePlayerId": details.hittee = try p.int()
        case "winningPlayerId": details.winner = try p.int()
        case "losingPlayerId": details.loser = try p.int()
        case "blockingPlayerId": details.blocker = try p.int()
        case "playerId": details.player = try p.int()
        case "committedByPlayerId": details.committedBy = try p.int()
        case "drawnByPlayerId": details.drawnBy = try p.int()
        case "servedByPlayerId": details.servedBy = try p.int()
        case "shotType": details.shotType = try p.string()
        case "reason": details.reason = try p.string()
        case "descKey": details.descKey = try p.string()
        case "typeCode": details.penaltyType = try p.string()
        case "duration": details.minutes = count(try p.int())
        case "awayScore": details.awayScore = count(try p.int())
        case "homeScore": details.homeScore = count(try p.int())
        case "awaySOG": details.awaySOG = count(try p.int())
        case "homeSOG": details.homeSOG = count(try p.int())
        default: try p.skip()
        }
    }
}
