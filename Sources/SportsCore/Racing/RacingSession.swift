import FoundationEssentials

/// One session of a race weekend (practice, qualifying, a sprint, the race)
/// as ESPN's racing scoreboard gives it: the drivers in their running or
/// finishing order, nothing of their times (those come from the series' own
/// results where there is a source: Jolpica for F1).
public struct RacingSession: Equatable, Sendable, Identifiable, Summarized {
    public typealias Phase = ContestPhase

    public var league: LeagueID
    public var id: Int
    /// The weekend it belongs to: `Azerbaijan Grand Prix`, and where (`Baku City Circuit, Baku`).
    public var eventID: Int
    public var eventName: String
    public var circuit: String?
    /// `Practice 1`, `Qualifying`, `Sprint Shootout`, `Sprint`, `Race`.
    public var kind: String
    public var start: Date?
    public var phase: Phase
    /// The feed's words for a session under way (`Lap 23`, `In Progress`).
    public var progress: String?
    /// The drivers in order (1 first); a session not begun has them unplaced.
    public var field: [Entrant]
    public var broadcasts: [String] = []

    public init(league: LeagueID, id: Int, eventID: Int, eventName: String, kind: String, start: Date?, phase: Phase, field: [Entrant]) {
        self.league = league; self.id = id; self.eventID = eventID; self.eventName = eventName; self.kind = kind
        self.start = start; self.phase = phase; self.field = field
    }

    public var isRace: Bool { kind == "Race" }

    public var summary: Contest {
        let state: Contest.State = switch phase {
        case .scheduled: .scheduled
        case .live: .live(period: progress ?? "Live", clock: nil)
        case .final: .final(detail: nil)
        case .postponed: .postponed
        case .cancelled: .cancelled
        }
        var contest = Contest(league: league, id: id, start: start, state: state, field: field, name: kind)
        contest.watch = broadcasts
        contest.venue = circuit
        return contest
    }
}

/// ESPN's names for a session: its abbreviation where it has one, else its type's number.
enum RacingSessionKind {
    static func name(abbreviation: String?, typeID: String?) -> String {
        switch abbreviation {
        case "FP1": return "Practice 1"
        case "FP2": return "Practice 2"
        case "FP3": return "Practice 3"
        case "Qual": return "Qualifying"
        // ESPN kept F1's 2021 name for the sprint ("Sprint Qualifying"): it is the sprint race.
        case "SQ", "Sprint": return "Sprint"
        case "SS": return "Sprint Shootout"
        case "Race": return "Race"
        case let other? where !other.isEmpty: return other
        default: break
        }
        // The sprint's own qualifying comes without an abbreviation.
        return typeID == "5" ? "Sprint Shootout" : "Session"
    }
}
