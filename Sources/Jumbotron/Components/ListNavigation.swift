import TerminalUI

/// The movement keys every list shares. Opening and going back differ per
/// screen (what a detail is), so those are left to the caller.
enum ListNavigation {
    /// Applies a movement intent; returns false for `.open` and `.back`.
    static func move(_ viewport: inout ListViewport, _ intent: ListIntent, count: Int, page: Int,
                     isSelectable: (Int) -> Bool = { _ in true }) -> Bool {
        switch intent {
        case .up: viewport.move(by: -1, count: count, isSelectable: isSelectable)
        case .down: viewport.move(by: 1, count: count, isSelectable: isSelectable)
        case .pageUp: viewport.move(by: -page, count: count, isSelectable: isSelectable)
        case .pageDown: viewport.move(by: page, count: count, isSelectable: isSelectable)
        case .top: viewport.move(by: -count, count: count, isSelectable: isSelectable)
        case .bottom: viewport.move(by: count, count: count, isSelectable: isSelectable)
        case .open, .back: return false
        }
        return true
    }
}
