/// Selection and scroll position of a list whose rows may differ in height.
/// Every operation walks only the rows that fit on screen, so its cost
/// depends on the viewport height, never on the list length.
public struct ListViewport: Hashable, Sendable {
    public var selected: Int
    /// Index of the first row shown.
    public var offset: Int

    public init(selected: Int = 0, offset: Int = 0) {
        self.selected = selected
        self.offset = offset
    }

    /// Clamps the selection into the list and scrolls the least amount that
    /// shows the selected row whole. With `pinnedHeader`, the top line is
    /// covered by a pinned section heading unless the top row is itself a
    /// heading, so the selected row is kept below it.
    public mutating func reveal(count: Int, height: Int,
                                rowHeight: (Int) -> Int = { _ in 1 },
                                headers: [Int] = []) {
        guard count > 0, height > 0 else { selected = 0; offset = 0; return }
        // With section headings, the top line may hold the pinned heading and the
        // rows start below it: plan with one line less.
        let height = headers.isEmpty ? height : max(1, height - 1)
        selected = min(max(0, selected), count - 1)
        offset = min(max(0, offset), count - 1)
        if selected < offset { offset = selected }
        // Walk back from the selection until the rows above it fill the viewport.
        var used = rowHeight(selected)
        var first = selected
        while first > offset {
            let h = rowHeight(first - 1)
            if used + h > height { break }
            used += h; first -= 1
        }
        if first > offset { offset = first }
        // Don't leave blank space at the bottom when rows above could fill it.
        var below = 0
        var i = offset
        while i < count && below < height { below += rowHeight(i); i += 1 }
        while offset > 0 && below + rowHeight(offset - 1) <= height && i >= count {
            offset -= 1; below += rowHeight(offset)
        }
    }

    /// Moves the selection by `delta` rows, skipping rows `isSelectable` rejects.
    public mutating func move(by delta: Int, count: Int, isSelectable: (Int) -> Bool = { _ in true }) {
        guard count > 0 else { selected = 0; return }
        let step = delta >= 0 ? 1 : -1
        var target = min(max(0, selected + delta), count - 1)
        while target >= 0 && target < count && !isSelectable(target) { target += step }
        if target < 0 || target >= count {  // nothing selectable that way: search back
            target = min(max(0, selected + delta), count - 1)
            while target >= 0 && target < count && !isSelectable(target) { target -= step }
        }
        if target >= 0 && target < count { selected = target }
    }

    /// The line the rows start on: 1 when a pinned section heading holds the top
    /// line (rows used to be drawn under it, leaving a game's score line without
    /// its team names below the heading), else 0.
    public func rowsTop(headers: [Int]) -> Int {
        StickyHeader.pinned(offset: offset, headers: headers) != nil ? 1 : 0
    }

    /// Calls `body(index, y)` for each row that fits in `height` lines from `offset`.
    public func forEachVisible(count: Int, height: Int, rowHeight: (Int) -> Int = { _ in 1 },
                               _ body: (_ index: Int, _ y: Int) -> Void) {
        // A row is drawn whole or not at all (a cut-off game row lost its down
        // and distance); only a first row taller than the whole list is cut.
        var y = 0, i = max(0, offset)
        while i < count && y < height {
            let h = rowHeight(i)
            if y > 0 && y + h > height { break }
            body(i, y); y += h; i += 1
        }
    }
}

/// Section headings that stay at the top of a list while their section scrolls.
public enum StickyHeader {
    /// The heading to pin over the top line, given the sorted indices of the
    /// heading rows: nil when the top row is a heading itself (the next heading
    /// pushes the previous one away) or no heading precedes it. O(log n).
    public static func pinned(offset: Int, headers: [Int]) -> Int? {
        var lo = 0, hi = headers.count   // first header index > offset
        while lo < hi {
            let mid = (lo + hi) / 2
            if headers[mid] <= offset { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0 else { return nil }
        let candidate = headers[lo - 1]
        return candidate == offset ? nil : candidate
    }
}
