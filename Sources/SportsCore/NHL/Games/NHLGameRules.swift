import FoundationEssentials

/// What an NHL game's row says on the right, as SPEC.md lists it: the start
/// time; `2nd 12:34`, `2nd INT`, `OT 3:10` while live; `Final`, `Final/OT`,
/// `Final/2OT`, `Final/SO`; `Postponed`, `Suspended`, `Cancelled`.
public enum NHLGameRules {
    public enum Phase: Equatable, Sendable { case scheduled, live, final, postponed, suspended, cancelled }

    public static func phase(_ g: NHLGame) -> Phase {
        switch g.gameScheduleState {
        case "PPD": return .postponed
        case "SUSP": return .suspended
        case "CNCL": return .cancelled
        default: break
        }
        switch g.gameState {
        case "LIVE", "CRIT": return .live
        case "OVER", "FINAL", "OFF": return .final
        default: return .scheduled
        }
    }

    /// `1st`, `2nd`, `3rd`; `OT` (the regular season's one overtime, or a
    /// playoff game's first), `2OT`, `3OT` …; `SO`. Nil when the payload has
    /// no period yet (right after puck drop the API sends none).
    public static func periodLabel(_ g: NHLGame) -> String? {
        guard let n = g.period, n > 0 else { return nil }
        switch g.periodType {
        case "SO": return "SO"
        case "OT":
            let overtime = max(1, n - 3)
            return overtime == 1 ? "OT" : "\(overtime)OT"
        default:
            return n <= 3 ? ["1st", "2nd", "3rd"][n - 1] : "OT"
        }
    }

    public static func stateText(_ g: NHLGame, locale: TimeLocale, timeZone: Zone) -> String {
        g.summary.stateText(locale: locale, timeZone: timeZone)
    }
}
