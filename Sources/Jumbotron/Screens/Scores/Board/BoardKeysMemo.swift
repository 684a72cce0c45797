import Synchronization

/// The board's keys as last worked out, for the state they were worked out
/// in. A frame's hint bar reads them for the state on screen, and the next key
/// asks for them in that same state: remembered, the key costs a comparison
/// instead of a second reading of every section's keys (a quarter of a game
/// center's frame). Keys are a pure function of the board's state, the
/// context and whether the center is on screen, so the three together are an
/// exact key: any change to one works them out again.
enum BoardKeysMemo {
    private struct Entry: Sendable {
        let state: any DetailStateKey
        let context: ScreenContext
        let visible: Bool
        let parts: any Sendable
    }

    /// Only the last: the next key is asked in the state the hint bar last read.
    /// (Two would let a test that steps ↓↑ find every frame's keys already read.)
    private static let last = Mutex<Entry?>(nil)

    static func parts<Parts: Sendable>(for state: any DetailStateKey, _ context: ScreenContext, visible: Bool,
                                       make: () -> Parts) -> Parts {
        let hit = last.withLock { entry in
            entry.flatMap { $0.visible == visible && $0.state.matches(state) && $0.context == context ? $0.parts as? Parts : nil }
        }
        if let hit { return hit }
        let parts = make()
        last.withLock { $0 = Entry(state: state, context: context, visible: visible, parts: parts) }
        return parts
    }
}
