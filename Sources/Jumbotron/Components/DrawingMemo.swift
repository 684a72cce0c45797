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
