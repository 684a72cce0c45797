import FoundationEssentials
import Primitives

/// What an NBA game's row says on the right: the start; `Q2 7:15`, `Half`,
/// `End Q3`, `OT 2:11`, `2OT 0:45.2` while live; `Final`, `Final/OT`,
/// `Final/2OT`; `Postponed`.
public enum NBAGameRules {
    public enum Phase: Equatable, Sendable { case scheduled, live, final, postponed }

    public static func phase(_ g: NBAGame) -> Phase {
        if g.postponed { return .postponed }
        switch g.status {
        case 2: return .live
        case 3: return .final
        default: return .scheduled
        }
    }

    /// `Q1`…`Q4`, then `OT`, `2OT`, … by the game's regulation periods.
    public static func periodLabel(_ period: Int, regulation: Int = 4) -> String {
        guard period > regulation else { return "Q\(max(1, period))" }
        let overtime = period - regulation
        return overtime == 1 ? "OT" : "\(overtime)OT"
    }

    /// Seconds left in the period from `PT07M15.00S`; nil for `""` or anything else.
    public static func seconds(_ clock: String?) -> Double? {
        guard var text = clock, text.hasPrefix("PT"), text.hasSuffix("S") else { return nil }
        text.removeFirst(2); text.removeLast()
        let parts = text.split(separator: "M", omittingEmptySubsequences: false)
        let minutes = parts.count == 2 ? Int(parts[0]) : 0
        guard let minutes, (0...300).contains(minutes), let secs = Double(parts.last ?? ""), secs.isFinite,
              (0..<60).contains(secs) else { return nil }
        return Double(minutes) * 60 + secs
    }

    /// `7:15`; under a minute, tenths as the arena clock shows them (`45.2`).
    public static func clockText(_ clock: String?) -> String? {
        guard let s = seconds(clock) else { return nil }
        if s < 60 && s > 0 && s.rounded(.down) != s {
            return Fixed.text((s * 10).rounded(.down) / 10, places: 1)
        }
        let whole = Int(s.rounded(.down))
        return "\(whole / 60):\(Fixed.padded(whole % 60, width: 2))"
    }

    /// Where a live game is, in the row's words.
    static func liveState(_ g: NBAGame) -> Contest.State {
        let text = g.statusText ?? ""
        if text.hasPrefix("Half") { return .live(period: "Half", clock: nil) }
        guard let period = g.period, period > 0 else {
            // The season schedule has only the text (`Q3 05:42`, `End Q3`).
            if let parsed = fromStatusText(text) { return parsed }
            return .live(period: text.isEmpty ? "Live" : text, clock: nil)
        }
        let label = periodLabel(period, regulation: g.regulationPeriods ?? 4)
        if let left = seconds(g.clock) {
            if left == 0 { return period == 2 ? .live(period: "Half", clock: nil) : .live(period: "End \(label)", clock: nil) }
            return .live(period: label, clock: clockText(g.clock))
        }
        // No clock (the feed's `""`): its own words, when it has some.
        if text.hasPrefix("End") { return .live(period: "End \(label)", clock: nil) }
        if let parsed = fromStatusText(text) { return parsed }
        return .live(period: label, clock: nil)
    }

    /// `Q3 05:42` → Q3 5:42: the season schedule has only the text.
    static func fromStatusText(_ text: String) -> Contest.State? {
        let parts = text.split(separator: " ")
        guard parts.count == 2, parts[0].first == "Q" || parts[0].hasSuffix("OT") else { return nil }
        let clock = parts[1].split(separator: ":")
        guard clock.count == 2, let m = Int(clock[0].isEmpty ? "0" : clock[0]), let s = Double(clock[1]), s >= 0, s < 60 else { return nil }
        return .live(period: String(parts[0]), clock: "\(m):\(Fixed.padded(Int(s), width: 2))")
    }

    static func finalState(_ g: NBAGame) -> Contest.State {
        let regulation = g.regulationPeriods ?? 4
        if let p = g.period, p > regulation {
            let overtimes = p - regulation
            return .final(detail: overtimes == 1 ? "Final/OT" : "Final/\(overtimes)OT")
        }
        // The season schedule says it in words: `Final/OT`, `Final/2OT`.
        if g.period == nil, let text = g.statusText, text.hasPrefix("Final/"), text.count <= 10 { return .final(detail: text) }
        // Periods scored but no period number: count them.
        let played = max(g.away.periods.count, g.home.periods.count)
        if g.period == nil, played > regulation {
            let overtimes = played - regulation
            return .final(detail: overtimes == 1 ? "Final/OT" : "Final/\(overtimes)OT")
        }
        return .final(detail: nil)
    }
}
