import FoundationEssentials
import Primitives

/// ESPN's golf scoreboard (`golf/pga`, `golf/lpga`, `golf/eur`): a tournament
/// with one competition of its whole field, each player's score to par and
/// rounds hole by hole, but no places, no cut and no thru: those are worked
/// out here. A player without a name is skipped.
public enum GolfScoreboard {
    public static func decode(_ data: Data, league: LeagueID) throws -> [GolfTournament] {
        try pulled(data, league: league)
    }

    /// The field in leaderboard order: those still in it placed by score (ties share a place), then
    /// those who missed the cut, then those who withdrew. Once the third round is on, a player with
    /// two rounds played missed the cut, unless a third is listed with no hole played (withdrew);
    /// once it is over, so did anyone with a round listed and not played.
    static func standings(_ players: [GolfPlayer], phase: ContestPhase, round: Int) -> [GolfPlayer] {
        var field = players
        for i in field.indices {
            let played = field[i].rounds.filter { !$0.holes.isEmpty }.count
            let listedUnplayed = field[i].rounds.contains { $0.holes.isEmpty && $0.number < (field[i].currentRound ?? 0) }
            if round >= 3, played < 3 {
                field[i].standing = listedUnplayed || field[i].rounds.count > 2 ? .withdrew : .missedCut
            } else if phase == .final, field[i].rounds.contains(where: { $0.holes.isEmpty }) {
                field[i].standing = .withdrew
            }
        }
        let active = field.filter { $0.standing == .active }
        let placed = Entrant.placed(active.map(\.entrant), lowerIsBetter: true)
        let byID = Dictionary(active.map { ("\($0.league):\($0.id)", $0) }, uniquingKeysWith: { a, _ in a })
        let ordered: [GolfPlayer] = placed.compactMap { e in
            guard var p = byID[e.competitor.id] else { return nil }
            p.place = e.place; p.tied = e.tied
            return p
        }
        func byScore(_ s: GolfPlayer.Standing) -> [GolfPlayer] {
            field.filter { $0.standing == s }.sorted { ($0.toPar?.value ?? .max) < ($1.toPar?.value ?? .max) }
        }
        return ordered + byScore(.missedCut) + byScore(.withdrew)
    }

    /// `-8` → -8, `E` → 0, `+3` → 3.
    static func toPar(_ text: String) -> Score? {
        let t = text.trimmingPrefix(" ")
        if t == "E" { return Score(text: "E", value: 0) }
        guard let n = Int(t.hasPrefix("+") ? String(t.dropFirst()) : String(t)), (-99...99).contains(n) else { return nil }
        return Score(text: String(t), value: n)
    }

    /// `Thu May 29 13:30:00 PDT 2025`: the tee time ESPN writes in a zone's abbreviation.
    static func teeTime(_ text: String) -> Date? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, let month = months.firstIndex(of: String(parts[1])), let day = Int(parts[2]), let year = Int(parts[5]),
              let offset = zones[String(parts[4])] else { return nil }
        let clock = parts[3].split(separator: ":").compactMap { Int($0) }
        guard clock.count >= 2, (0...23).contains(clock[0]), (0...59).contains(clock[1]) else { return nil }
        func two(_ n: Int) -> String { Fixed.padded(n, width: 2) }
        guard (1...31).contains(day), (1900...2200).contains(year) else { return nil }
        let iso = "\(year)-\(two(month + 1))-\(two(day))T\(two(clock[0])):\(two(clock[1])):00Z"
        return ISODate.parse(iso).map { $0.addingTimeInterval(-Double(offset) * 3600) }
    }

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// The abbreviations tour events are written in, by their hours from UTC.
    static let zones: [String: Int] = ["EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8, "PDT": -7, "HST": -10,
                                       "GMT": 0, "UTC": 0, "BST": 1, "CET": 1, "CEST": 2, "GST": 4, "SAST": 2, "JST": 9, "KST": 9,
                                       "AEST": 10, "AEDT": 11, "AWST": 8]
}
