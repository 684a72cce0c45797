import FoundationEssentials

/// Where a soccer match is, in the words a soccer fan reads: the minute
/// (`58'`, `45'+2'`), `HT`, `FT`, `AET`, a shootout's `Pens 4-3`,
/// `Postponed`, `Abandoned`; and what the row says under the teams (the
/// shootout, the aggregate of a two-legged tie).
public enum SoccerRules {
    public typealias Phase = FootballRules.Phase

    /// Soccer's own status names, then ESPN's shared ones (`STATUS_POSTPONED`, the coarse state).
    public static func phase(_ g: ESPNGame) -> Phase {
        switch g.statusName {
        case "STATUS_FIRST_HALF", "STATUS_SECOND_HALF", "STATUS_EXTRA_TIME", "STATUS_HALFTIME_ET", "STATUS_END_OF_EXTRATIME",
             "STATUS_SHOOTOUT":
            return .live
        case "STATUS_FULL_TIME", "STATUS_FINAL_AET", "STATUS_FINAL_PEN", "STATUS_FINAL_ET", "STATUS_FULL_PEN": return .final
        case "STATUS_ABANDONED": return .abandoned
        default: return FootballRules.phase(g)
        }
    }

    /// Penalties decided it: the feed's name says so, or both sides have a shootout score.
    public static func wentToPenalties(_ g: ESPNGame) -> Bool {
        g.statusName == "STATUS_FINAL_PEN" || g.statusName == "STATUS_FULL_PEN" || g.statusName == "STATUS_SHOOTOUT"
            || (g.away.shootout != nil && g.home.shootout != nil && (g.away.shootout ?? 0) + (g.home.shootout ?? 0) > 0)
    }

    /// `58'`, `HT`, `Pens`, the minute as the feed writes it.
    public static func liveState(_ g: ESPNGame) -> Contest.State {
        switch g.statusName {
        case "STATUS_HALFTIME": return .live(period: "HT", clock: nil)
        case "STATUS_HALFTIME_ET": return .live(period: "ET HT", clock: nil)
        case "STATUS_END_OF_REGULATION": return .live(period: "90'", clock: nil)
        case "STATUS_SHOOTOUT": return .live(period: "Pens", clock: nil)
        default:
            guard let minute = g.clock.nonEmpty, minute != "0'" else { return .live(period: g.statusDetail.nonEmpty ?? "Live", clock: nil) }
            return .live(period: minute, clock: nil)
        }
    }

    /// `FT`, `AET` after extra time, `Pens 4-3` after a shootout (the winner's kicks first).
    public static func finalDetail(_ g: ESPNGame) -> String {
        if wentToPenalties(g), let a = g.away.shootout, let h = g.home.shootout { return "Pens \(max(a, h))-\(min(a, h))" }
        if g.statusName == "STATUS_FINAL_AET" || g.statusName == "STATUS_FINAL_ET" || (g.period ?? 0) > 2 { return "AET" }
        return "FT"
    }

    /// The side that won: the goals, else the shootout.
    public static func winner(_ g: ESPNGame) -> Contest.Side? {
        guard phase(g) == .final, let a = g.away.score, let h = g.home.score else { return nil }
        if a != h { return a > h ? .away : .home }
        guard let sa = g.away.shootout, let sh = g.home.shootout, sa != sh else { return nil }
        return sa > sh ? .away : .home
    }

    /// The row's line under the teams: the shootout and the tie's aggregate
    /// (`MCI win 4-3 on pens · agg 3-3`), the leg; nil when there is none.
    public static func situation(_ g: ESPNGame) -> String? {
        let p = phase(g)
        guard p == .live || p == .final else { return nil }
        var parts: [String] = []
        if wentToPenalties(g), let a = g.away.shootout, let h = g.home.shootout {
            let leader = a == h ? nil : (a > h ? g.away : g.home).abbreviation
            let score = "\(max(a, h))-\(min(a, h))"
            parts.append(p == .final ? leader.map { "\($0) win \(score) on pens" } ?? "\(score) on pens"
                                     : "Pens " + (leader.map { "\($0) lead \(score)" } ?? score))
        }
        if let a = g.away.aggregate, let h = g.home.aggregate { parts.append("agg \(g.away.abbreviation ?? "?") \(a)-\(h) \(g.home.abbreviation ?? "?")") }
        else if let leg = g.leg { parts.append(leg) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
