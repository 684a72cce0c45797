import TerminalUI

/// The screen's fixed regions, computed the same way by views (to draw) and
/// reducers (to map mouse clicks and page sizes), so they always agree.
public struct Layout: Equatable, Sendable {
    public static let minimumSize = Size(width: 40, height: 12)
    public static let splitViewWidth = 120

    public let title: Rect
    public let content: Rect
    public let hints: Rect
    public let tabs: Rect

    public init(size: Size) {
        let all = Rect(size: size)
        let (title, rest) = all.splitTop(1)
        let (middle, tabs) = rest.splitBottom(1)
        let (content, hints) = middle.splitBottom(1)
        self.title = title; self.content = content; self.hints = hints; self.tabs = tabs
    }

    public static func isTooSmall(_ size: Size) -> Bool {
        size.width < minimumSize.width || size.height < minimumSize.height
    }

    /// Wide terminals show list and detail side by side.
    public static func isSplit(_ size: Size) -> Bool { size.width >= splitViewWidth }

    /// In split view: the list on the left and the detail on the right, a rule between.
    /// `listWidth`: what the list's rows need, when that is less than the usual share.
    public static func split(_ content: Rect, listWidth wanted: Int? = nil) -> (list: Rect, detail: Rect) {
        let share = content.width * 11 / 20
        let listWidth = wanted.map { min(share, $0) } ?? share
        let (list, rest) = content.splitLeft(listWidth)
        return (list, rest.inset(left: 1))
    }
}
