import Synchronization

/// `Canvas.wrap`, remembered: the same text at the same width is wrapped
/// once, not on every frame. A detail pane redraws its summary on every key
/// while the selection moves between a handful of shows; wrapping a summary
/// with accents or CJK (grapheme by grapheme) was the largest part of the
/// Shows frame at 120×40. Views stay pure: the result depends on the inputs
/// alone. The app owns one (its drawing shelf); nothing here is global.
public final class WrapMemo: Sendable {
    public init() {}
    /// Enough for every text a screen shows at once; emptied when full.
    static let capacity = 64

    private struct Key: Hashable {
        let text: String
        let width: Int
        let maxLines: Int
    }
    private let entries = Mutex<[Key: [String]]>([:])

    public func lines(_ text: String, width: Int, maxLines: Int = .max) -> [String] {
        let key = Key(text: text, width: width, maxLines: maxLines)
        if let hit = entries.withLock({ $0[key] }) { return hit }
        let lines = Canvas.wrap(text, width: width, maxLines: maxLines)
        entries.withLock { cache in
            if cache.count >= Self.capacity { cache.removeAll(keepingCapacity: true) }
            cache[key] = lines
        }
        return lines
    }
}
