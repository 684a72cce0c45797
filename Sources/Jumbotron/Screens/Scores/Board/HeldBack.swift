import Primitives
import FoundationEssentials
import SportsCore

/// A board the delay still holds back (`Origin.heldBack`): what cannot spoil
/// shows at once, the rest waits with a countdown to its delayed picture.
enum HeldBack {
    /// Not started (or called off), or a final that started longer before the ask than its
    /// sport's longest game: over before the delay began, so no newer than the stream.
    static func cannotSpoil(_ game: Contest, asked: Date, longest: TimeInterval) -> Bool {
        switch game.state {
        case .scheduled, .postponed, .cancelled: return true
        case .final: return game.start.map { $0.addingTimeInterval(longest) < asked } ?? false
        default: return false
        }
    }

    /// `in 24 s`, counted down by the spinner's clock; `due` once it is.
    static func countdown(until: Date, _ context: ScreenContext) -> String {
        let left = Int(clamping: until.timeIntervalSince(context.now).rounded(.up), to: 0...(24 * 3600))
        return left > 0 ? "in \(left) s" : "due"
    }
}
