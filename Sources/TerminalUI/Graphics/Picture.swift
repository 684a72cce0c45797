/// A picture already turned into terminal cells (block characters with a
/// foreground and a background colour each): made once per image and cell
/// size, off the main loop, then drawn like any text. Everything stays in
/// the cell model, so overlays, resizes and frame diffs need nothing new.
public struct PictureCells: Equatable, Sendable {
    public let size: Size
    /// Row by row, `size.width * size.height` of them, all one cell wide.
    public let cells: [Cell]

    public init(size: Size, cells: [Cell]) {
        precondition(cells.count == size.width * size.height, "one cell per position")
        self.size = size
        self.cells = cells
    }

    /// Cells kept, for the memory budget of a picture cache.
    public var cellCount: Int { cells.count }
}

/// A picture a view wanted to draw but did not have yet: the image's id and
/// the cell size of its slot. The runtime reads these after each frame (as it
/// reads links) and asks for the conversion; the view itself stays pure.
public struct PictureWish: Hashable, Sendable {
    public let id: String
    public let size: Size
    public init(id: String, size: Size) { self.id = id; self.size = size }
}

extension Canvas {
    /// Draws `picture` centred in `area` (clipped like everything else).
    /// Transparent parts (a cell whose background is the default) let the
    /// background beneath show: a logo on a club-coloured banner keeps the
    /// banner around it instead of a black box.
    public mutating func draw(_ picture: PictureCells, in area: Rect) {
        let x0 = area.x + max(0, (area.width - picture.size.width) / 2)
        let y0 = area.y + max(0, (area.height - picture.size.height) / 2)
        let width = min(picture.size.width, area.width), height = min(picture.size.height, area.height)
        for row in 0..<max(0, height) {
            for column in 0..<max(0, width) {
                let x = x0 + column, y = y0 + row
                guard x >= 0, x < size.width, rows.contains(y) else { continue }
                var cell = picture.cells[row * picture.size.width + column]
                if cell.style.background == .default { cell.style.background = self[x, y].style.background }
                set(x, y, cell)
            }
        }
    }
}
