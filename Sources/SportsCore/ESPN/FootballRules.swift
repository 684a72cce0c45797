import FoundationEssentials

/// Where an NFL game is, in the words the board and print use: `Q2 11:50`,
/// `Half`, `End Q3`, `OT 6:12`, `Final/OT`.
public enum FootballRules {
    /// Where any ESPN game is; `abandoned` is soccer's alone.
    public enum Phase: Equatable, Sendable { case scheduled, live, delayed, final, postponed, suspended, cancelled, abandoned }

    public static func phase(_ g: ESPNGame) -> Phase {
        switch g.statusName {
        case "STATUS_SCHEDULED", "STATUS_PREGAME": return .scheduled
        case "STATUS_IN_PROGRESS", "STATUS_HALFTIME", "STATUS_END_PERIOD", "STATUS_END_OF_REGULATION", "STATUS_OVERTIME":
            return .live
        case "STATUS_DELAYED", "STATUS_RAIN_DELAY": return .delayed
        case "STATUS_FINAL", "STATUS_FINAL_OVERTIME", "STATUS_FINAL_OT": return .final
        case "STATUS_POSTPONED": return .postponed
        case "STATUS_SUSPENDED": return .suspended
        case "STATUS_CANCELED", "STATUS_CANCELLED", "STATUS_FORFEIT": return .cancelled
        default:
            // A status name we do not know yet: ESPN's coarse state still says where the game is.
            switch g.statusState {
            case "in": return .live
            case "post": return .final
            default: return .scheduled
            }
        }
    }

    /// `Q1`…`Q4`, `OT`, `2OT`; a game of two halves (men's college basketball) `1st`, `2nd`, `OT`.
    public static func periodLabel(_ period: Int, regulation: Int = 4) -> String {
        guard period > regulation else { return regulation == 2 ? (period <= 1 ? "1st" : "2nd") : "Q\(max(1, period))" }
        let overtime = period - regulation
        return overtime == 1 ? "OT" : "\(overtime)OT"
    }

    /// The live state as the shared model has it: `Q2` and `11:50`, `Half`, `End Q3`.
    public static func liveState(_ g: ESPNGame) -> Contest.State {
        guard let period = g.period, period > 0 else { return .live(period: g.statusDetail ?? "Live", clock: nil) }
        switch g.statusName {
        case "STATUS_HALFTIME": return .live(period: "Half", clock: nil)
        case "STATUS_END_PERIOD", "STATUS_END_OF_REGULATION": return .live(period: "End \(periodLabel(period, regulation: g.regulation))", clock: nil)
        default: return .live(period: periodLabel(period, regulation: g.regulation), clock: g.clock.nonEmpty)
        }
    }

    /// `Final/OT` after overtime, plain `Final` otherwise.
    public static func finalDetail(_ g: ESPNGame) -> String? {
        guard let period = g.period, period > g.regulation else { return nil }
        return "Final/\(periodLabel(period, regulation: g.regulation))"
    }

    /// The row's line under the teams while live: the down and distance, and
    /// whether it is in the red zone. Nil when the feed has no down (between
    /// plays after a score, at the half) or the game is not live.
    public static func situation(_ g: ESPNGame) -> (text: String, redZone: Bool)? {
        guard phase(g) == .live, g.statusName != "STATUS_HALFTIME", let s = g.situation, let text = s.downDistance else { return nil }
        return (text, s.isRedZone)
    }
}
