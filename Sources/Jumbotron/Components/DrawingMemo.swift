import Synchronization
import TerminalUI

/// A drawing made once, whole, off screen, and shown a window at a time: a
/// frame asks for a game center's section several times (its height for the
/// scroll keys, the hint bar and help, then the pane), and drawing 300 plays
/// or a rink of shots costs more than a frame may. Between changes of what it
/// shows, scrolling only copies rows. Views stay pure: the drawing depends
/// on the key alone.
final class DrawingMemo<Key: Equatable & Sendable>: Sendable {
    let capacity: Int
    private let entries = Mutex<[(Key, Canvas)]>([])

    init(capacity: Int = 4) { self.capacity = capacity }

    /// `draw` is called twice on a miss: once to measure the height (on a
    /// canvas with no rows), once to draw. `size` is the width and the height
    /// the drawing may lay itself out for.
    func body(_ key: Key, size: Size, draw: (inout Canvas, Rect) -> Int) -> Canvas {
        if let hit = entries.withLock({ list in list.first { $0.0 == key }?.1 }) { return hit }
        let layout = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var measure = Canvas(size: Size(width: size.width, height: 0))
        let height = max(0, draw(&measure, layout))
        var drawn = Canvas(size: Size(width: size.width, height: height))
        _ = draw(&drawn, layout)
        entries.withLock { list in
            list.insert((key, drawn), at: 0)
            if list.count > capacity { list.removeLast(list.count - capacity) }
        }
        return drawn
    }
}

/// The drawing memos of one app, one per kind of center, made on first use.
/// The app's state holds it and hands it to every screen through its
/// context, so two apps (two tests) never share a drawing. It is a cache, not
/// part of what a screen is: two shelves are always equal.
public final class DrawingShelf: Equatable, Sendable {
    private let memos = Mutex<[ObjectIdentifier: any Sendable]>([:])
    /// Long texts wrapped to a pane's width (a show's summary).
    let wraps = WrapMemo()

    public init() {}

    public static func == (a: DrawingShelf, b: DrawingShelf) -> Bool { true }

    /// The memo of drawings of `owner` (a center's type), keyed by `Key`.
    func memo<Key: Equatable & Sendable>(for owner: Any.Type, _ key: Key.Type, capacity: Int = 4) -> DrawingMemo<Key> {
        memos.withLock { all in
            if let known = all[ObjectIdentifier(owner)] as? DrawingMemo<Key> { return known }
            let made = DrawingMemo<Key>(capacity: capacity)
            all[ObjectIdentifier(owner)] = made
            return made
        }
    }
}
