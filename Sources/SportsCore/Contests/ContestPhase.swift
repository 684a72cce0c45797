/// Where a contest stands in ESPN's words for every sport (`pre`, `in`,
/// `post`, and the status names that stop one), read once for the families
/// whose contests are not games (races, bouts, matches).
public enum ContestPhase: Equatable, Sendable {
    case scheduled, live, final, postponed, cancelled

    public init(state: String?, name: String?) {
        switch (state, name) {
        case (_, "STATUS_POSTPONED"?): self = .postponed
        case (_, "STATUS_CANCELED"?), (_, "STATUS_CANCELLED"?): self = .cancelled
        case ("in"?, _): self = .live
        case ("post"?, _): self = .final
        default: self = .scheduled
        }
    }
}
