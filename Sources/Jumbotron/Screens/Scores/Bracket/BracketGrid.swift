import TerminalUI

/// How a knockout tree is laid out on screen, for every bracket (a league's
/// postseason, a tennis draw): rounds as columns, a slot two lines with a
/// blank between in the first round shown, each later slot halfway between
/// the two that feed it (or level with the one, where a round is fed a slot
/// a slot, as baseball's wild cards feed its division series). What does not fit is the section around the cursor:
/// its round and those after it, as many as fit, scrolled to keep it in view.
struct BracketGrid {
    let columnWidth: Int
    let gap: Int
    /// The rounds shown, by index, and the first of them.
    let shown: [Int]
    let first: Int
    /// The lines the slots have under the rounds' names, and how far they are scrolled.
    let top: Int
    let rows: Int
    let scroll: Int
    let left: Int
    /// How many slots of the round before feed one of each round (2 in a knockout tree).
    let fedBy: [Int]

    /// `slots`: each round's count; `fedBy`: each round's slots fed by how many of the round before (2 where nil); `area`: where the names and slots go (the rounds' names on its first line).
    init(slots: [Int], fedBy: [Int]? = nil, cursor: (round: Int, slot: Int), columnWidth: Int, gap: Int, area: Rect) {
        let fedBy = fedBy ?? Array(repeating: 2, count: slots.count)
        self.fedBy = fedBy
        self.columnWidth = columnWidth
        self.gap = gap
        let columns = max(1, (area.width - 1) / (columnWidth + gap))
        first = min(max(0, cursor.round), max(0, slots.count - columns))
        shown = Array(slots.indices.dropFirst(first).prefix(columns))
        left = area.x + 1
        top = area.y + 1
        rows = max(0, area.height - 1)
        let firstCount = slots.indices.contains(first) ? slots[first] : 0
        let cursorY = Self.y(round: cursor.round, slot: cursor.slot, base: first, fedBy: fedBy)
        scroll = max(0, min(cursorY - rows / 2, Self.y(round: first, slot: firstCount, base: first, fedBy: fedBy) - rows))
    }

    /// The top line of a slot's two, counted from the first round shown: a slot is as tall as the
    /// first shown round's slots that feed it, three lines each.
    static func y(round: Int, slot: Int, base: Int, fedBy: [Int]) -> Int {
        var unit = 3
        if round > base { for r in (base + 1)...round { unit *= fedBy.indices.contains(r) ? max(1, fedBy[r]) : 2 } }
        return slot * unit + unit / 2 - 1
    }

    /// A column's left edge, by its place among those shown.
    func x(column: Int) -> Int { left + column * (columnWidth + gap) }

    /// A slot's first line on screen, or nil when neither of its lines is in view.
    func line(round: Int, slot: Int) -> Int? {
        let row = Self.y(round: round, slot: slot, base: first, fedBy: fedBy) - scroll
        return row + 1 >= 0 && row < rows ? top + row : nil
    }

    /// The lines slots may use.
    var clip: Range<Int> { top..<(top + rows) }
}
