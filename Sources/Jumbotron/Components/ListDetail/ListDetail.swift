import TerminalUI

/// The list+detail component every list screen configures: selection and
/// scroll, whether the detail is pushed, paging, clicks, and keeping the
/// selection visible. The screens say only what differs (`ListSpec`).
public struct ListDetail: Equatable, Sendable {
    public var viewport = ListViewport()
    /// What the list has pushed: its detail (narrow terminals show it over
    /// the list; Esc and q close it), then the detail zoomed to the whole content.
    public private(set) var routes = Routes<ListRoute>()
    /// How far the selected row's detail is scrolled.
    public var detailScroll = DetailScroll()

    public init() {}

    /// The detail is pushed.
    public var showingDetail: Bool { routes.contains(.detail) }
    /// The pushed detail fills the content at any width (a game center's `z`).
    public var fullScreen: Bool { routes.contains(.zoomed) }

    public mutating func openDetail() { routes.push(.detail) }
    /// Back to the list, from the detail or its zoom.
    public mutating func closeDetail() { routes.popToRoot() }
    /// The detail over the whole content (`z`), pushed when it was not.
    public mutating func zoom() { routes.set([.detail, .zoomed]) }

    public var selected: Int { viewport.selected }
    public var detailOffset: Int { detailScroll.offset(for: selected) }

    /// List and detail side by side: a wide terminal, unless the detail was made full screen.
    func isSplit(_ context: ScreenContext) -> Bool { context.isSplit && !fullScreen }

    func layout(_ spec: ListSpec, _ context: ScreenContext) -> ListDetailLayout {
        ListDetailLayout(content: context.layout.content, headerHeight: spec.headerHeight(viewport), split: isSplit(context),
                         listWidth: spec.listWidth)
    }

    /// Where the detail is drawn now: beside the list, over it when pushed, or nowhere.
    func detailPane(_ spec: ListSpec, _ context: ScreenContext) -> Rect? {
        let layout = layout(spec, context)
        if let pane = layout.detail { return spec.count > 0 ? pane.inset(left: 1) : nil }
        return showingDetail ? layout.list : nil
    }

    /// How far the detail on screen can scroll (0 when it fits); nil when none is on screen.
    func detailMaxOffset(_ spec: ListSpec, _ context: ScreenContext) -> Int? {
        guard let make = spec.detail, let pane = detailPane(spec, context) else { return nil }
        let measure = { make(context).flatMap { DetailScrollView.height(pane, $0) } }
        let height = spec.state.map { DetailHeights.height(for: $0, context, pane: pane, measure: measure) } ?? measure()
        return height.map { DetailScrollView.maxOffset(contentHeight: $0, pane: pane) }
    }

    /// A pushed detail that can scroll takes the movement keys, as a pager does.
    func isPager(_ spec: ListSpec, _ context: ScreenContext) -> Bool {
        showingDetail && !isSplit(context) && spec.detail != nil
    }

    /// Whether `intent` does something now: what keys and help offer.
    func offers(_ intent: ListIntent, _ spec: ListSpec) -> Bool {
        switch intent {
        case .open: !showingDetail && spec.count > 0 && spec.canOpen(viewport.selected)
        case .back: showingDetail
        default: true
        }
    }

    /// Applies a list intent; false when it is not this list's to handle.
    @discardableResult
    mutating func apply(_ intent: ListIntent, _ spec: ListSpec, _ context: ScreenContext) -> Bool {
        guard offers(intent, spec) else { return false }
        if case .scroll(let step) = intent {
            guard let maxOffset = detailMaxOffset(spec, context), let pane = detailPane(spec, context) else { return false }
            detailScroll.apply(step, selected: selected, maxOffset: maxOffset, paneHeight: pane.height)
            return true
        }
        let page = spec.page(layout(spec, context).list.height)
        let count = spec.count
        let before = viewport.selected
        defer { if viewport.selected != before || intent == .open { detailScroll = DetailScroll() } }
        switch intent {
        case .up: viewport.move(by: -1, count: count, isSelectable: spec.isSelectable)
        case .down: viewport.move(by: 1, count: count, isSelectable: spec.isSelectable)
        case .pageUp: viewport.move(by: -page, count: count, isSelectable: spec.isSelectable)
        case .pageDown: viewport.move(by: page, count: count, isSelectable: spec.isSelectable)
        case .top: viewport.move(by: -count, count: count, isSelectable: spec.isSelectable)
        case .bottom: viewport.move(by: count, count: count, isSelectable: spec.isSelectable)
        case .open: openDetail()
        case .back: closeDetail()
        case .scroll: break
        }
        reveal(spec, context)
        return true
    }

    /// Keeps the selection on screen. A header that changes height with the
    /// scroll (the Shows title collapsing) changes the list height: settle twice.
    mutating func reveal(_ spec: ListSpec, _ context: ScreenContext) {
        for _ in 0..<2 {
            viewport.reveal(count: spec.count, height: layout(spec, context).list.height, rowHeight: spec.rowHeight,
                            headers: spec.headers)
        }
    }

    /// The row under a click, if any.
    func row(at point: Point, _ spec: ListSpec, _ context: ScreenContext) -> Int? {
        let list = layout(spec, context).list
        guard list.contains(point) else { return nil }
        var hit: Int?
        let first = viewport.rowsTop(headers: spec.headers)
        viewport.forEachVisible(count: spec.count, height: list.height - first, rowHeight: spec.rowHeight) { i, y in
            let top = list.y + first + y
            if point.y >= top && point.y < top + spec.rowHeight(i) { hit = i }
        }
        return hit
    }

    /// Click selects, double-click opens, the wheel moves. False when it missed.
    @discardableResult
    mutating func mouse(_ event: MouseEvent, _ spec: ListSpec, _ context: ScreenContext) -> Bool {
        // The wheel scrolls what it is over: the detail (all of a pushed one), else the list.
        let overDetail = isPager(spec, context) || (detailPane(spec, context)?.contains(event.position) ?? false)
        switch event.kind {
        case .wheelUp: return apply(overDetail ? .scroll(.up) : .up, spec, context)
        case .wheelDown: return apply(overDetail ? .scroll(.down) : .down, spec, context)
        case .click, .doubleClick:
            // The full-screen detail covers the list: nothing to click.
            if showingDetail && !isSplit(context) { return false }
            guard let index = row(at: event.position, spec, context), spec.isSelectable(index) else { return false }
            if index != viewport.selected { detailScroll = DetailScroll() }
            viewport.selected = index
            if event.kind == .doubleClick && spec.canOpen(index) { openDetail() }
            reveal(spec, context)
            return true
        }
    }

    /// Movement, open and back as help entries, offering only what works now;
    /// the detail's scroll keys when it is taller than its pane.
    func bindings<Intent>(_ spec: ListSpec, _ context: ScreenContext, _ lift: (ListIntent) -> Intent) -> [KeyBinding<Intent>] {
        let pager = isPager(spec, context)
        let scrolls = (detailMaxOffset(spec, context) ?? 0) > 0
        var scrollKeys = scrolls && pager ? ListKeys.pager : []
        if scrolls {
            // Beside a pager's own keys these are spares: listed in help, not in the bar.
            scrollKeys += ListKeys.besideList.map { pager ? KeyBinding($0.keys, $0.intent, help: $0.help) : $0 }
        }
        let list: [KeyBinding<ListIntent>] = ListKeys.bindings.compactMap { b in
            guard !(pager && b.intent.isMovement), offers(b.intent, spec) else { return nil }
            return KeyBinding(b.keys, b.intent, help: b.help, hint: b.intent == .back ? "back" : b.hint)
        }
        return (scrollKeys + list).map { KeyBinding($0.keys, lift($0.intent), help: $0.help, hint: $0.hint) }
    }
}

/// What one list screen says about its rows.
struct ListSpec {
    var count: Int
    /// Lines above the list; may depend on the scroll (a title that collapses).
    var headerHeight: (ListViewport) -> Int
    var rowHeight: (Int) -> Int = { _ in 1 }
    /// Section headings (pinned while their section scrolls).
    var headers: [Int] = []
    var isSelectable: (Int) -> Bool = { _ in true }
    /// Rows with a detail (a bye week has none).
    var canOpen: (Int) -> Bool = { _ in true }
    /// Rows a page key moves, given the list's height.
    var page: (Int) -> Int = { max(1, $0 - 1) }
    /// The selected row's detail, for measuring how far it scrolls (nil: it never scrolls).
    var detail: ((ScreenContext) -> DetailScrollView.Content?)? = nil
    /// The whole screen state the detail is drawn from: with it, a frame
    /// measures the detail once (`DetailHeights`) instead of once per asking.
    var state: (any DetailStateKey)? = nil
    /// Split view: the list's width when its rows need less than the usual share
    /// (a scoreboard beside a game center); nil keeps the usual share.
    var listWidth: Int? = nil
}

/// A screen state built on one `ListDetail`: its selection and detail, by the usual names.
public protocol ListScreenState {
    var list: ListDetail { get set }
}

extension ListScreenState {
    public var viewport: ListViewport {
        get { list.viewport }
        set { list.viewport = newValue }
    }
    public var showingDetail: Bool { list.showingDetail }
}

/// What a list pushes over itself.
public enum ListRoute: Equatable, Sendable {
    case detail
    case zoomed
}
