import Synchronization
import TerminalUI

/// How tall the selected row's detail is, remembered for the state it was
/// measured in. A frame asks up to three times (the key's map, the hint bar's
/// map, the drawing), and each asking used to draw the whole detail into a
/// scratch canvas: a show's detail with its wrapped summary was a fifth of
/// the Favorites frame. Views are pure functions of the screen's state and
/// its context, so both together (with the pane) are an exact key: any
/// change to either measures again.
enum DetailHeights {
    struct Entry: Sendable {
        let state: any DetailStateKey
        let context: ScreenContext
        let pane: Rect
        let height: Int?
    }

    /// The last two measured: the frame on screen and the one being built.
    private static let entries = Mutex<[Entry]>([])

    static func height(for state: any DetailStateKey, _ context: ScreenContext, pane: Rect, measure: () -> Int?) -> Int? {
        if let hit = entries.withLock({ list in list.last { $0.pane == pane && $0.state.matches(state) && $0.context == context } }) {
            return hit.height
        }
        let height = measure()
        remember(Entry(state: state, context: context, pane: pane, height: height))
        return height
    }

    /// The drawing's own count, so the hint bar's map after it needs no measuring.
    static func remember(_ entry: Entry) {
        entries.withLock { list in
            list.append(entry)
            if list.count > 2 { list.removeFirst(list.count - 2) }
        }
    }
}

/// A screen state held by reference, so comparing two keys never copies the
/// states (a scoreboard's state is large: copying it to compare cost more
/// than the comparison).
protocol DetailStateKey: AnyObject, Sendable {
    func matches(_ other: any DetailStateKey) -> Bool
}

final class StateKey<State: Equatable & Sendable>: DetailStateKey {
    let state: State
    init(_ state: State) { self.state = state }
    func matches(_ other: any DetailStateKey) -> Bool {
        guard let other = other as? StateKey<State> else { return false }
        return other === self || other.state == state
    }
}

/// Two parts of a state that a detail is drawn from together (a roster and the players' statistics).
struct StatePair<A: Equatable & Sendable, B: Equatable & Sendable>: Equatable, Sendable {
    let first: A, second: B
    init(_ first: A, _ second: B) { self.first = first; self.second = second }
}
