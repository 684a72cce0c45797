import FoundationEssentials
import Primitives

/// ESPN's golf leaderboard for a tournament the scoreboard gave: its word
/// on what the scoreboard leaves to be worked out. Official places with
/// ties (`T28`), who missed the cut, withdrew or was disqualified,
/// tee times in UTC, and the cut itself (its round, score and size). A
/// player the leaderboard does not name keeps what the scoreboard gave.
public enum GolfLeaderboard {
    public static func apply(_ data: Data, to tournament: GolfTournament) throws -> GolfTournament {
        guard let event = try ESPNContestWire.events(data).first(where: { ESPNContestWire.id($0["id"]).flatMap { Int($0) } == tournament.id })
        else { throw FetchError.decoding("the leaderboard is of another tournament") }
        var t = tournament
        let rules = event["tournament"]
        if let round = rules?["cutRound"]?.int, (1...4).contains(round) {
            t.cut = GolfTournament.Cut(round: round, score: rules?["cutScore"]?.int.flatMap { (-99...99).contains($0) ? $0 : nil },
                                       count: rules?["cutCount"]?.int.flatMap { (1...500).contains($0) ? $0 : nil })
        }
        var lines: [Int: (order: Int, status: JSONTree)] = [:]
        for w in event["competitions"]?.objects.first?["competitors"]?.objects ?? [] {
            guard let id = ESPNContestWire.id(w["id"]).flatMap({ Int($0) }), let status = w["status"] else { continue }
            lines[id] = (w["sortOrder"]?.int ?? .max, status)
        }
        guard !lines.isEmpty else { return t }
        for i in t.players.indices {
            guard let line = lines[t.players[i].id] else { continue }
            apply(line.status, to: &t.players[i])
        }
        // The leaderboard's order, those it does not name after; those still in it first, then
        // those out of it by why (each under one heading on the board).
        let sorted = t.players.enumerated().sorted { a, b in
            (lines[a.element.id]?.order ?? .max, a.offset) < (lines[b.element.id]?.order ?? .max, b.offset)
        }.map(\.element)
        t.players = [GolfPlayer.Standing.active, .missedCut, .withdrew, .disqualified].flatMap { s in sorted.filter { $0.standing == s } }
        return t
    }

    static func apply(_ status: JSONTree, to p: inout GolfPlayer) {
        switch status["type"]?["name"]?.string {
        case "STATUS_CUT": p.standing = .missedCut
        case "STATUS_WITHDRAWN", "STATUS_WD": p.standing = .withdrew
        case "STATUS_DISQUALIFIED", "STATUS_DQ": p.standing = .disqualified
        // Any other state (finished, on the course, to tee off) is in the tournament: the
        // leaderboard's word over what the scoreboard's rounds suggested.
        case .some: p.standing = .active
        case nil: break
        }
        if let position = status["position"]?["displayName"]?.string {
            let tied = position.hasPrefix("T")
            if let n = Int(tied ? String(position.dropFirst()) : position), (1...999).contains(n) {
                p.place = n; p.tied = tied
            } else if p.standing != .active {
                p.place = nil; p.tied = false
            }
        }
        if let tee = status["teeTime"]?.string.flatMap(ESPNScoreboard.parseDate), let n = status["period"]?.int,
           let i = p.rounds.firstIndex(where: { $0.number == n }) {
            p.rounds[i].teeTime = tee
        }
    }
}
