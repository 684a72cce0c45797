import FoundationEssentials

public struct Hyperlink: Hashable, Sendable {
    public let url: URL
    public let x: Int
    public let y: Int
    public let width: Int
}

/// A grid of cells that views draw into. Drawing is always clipped to the
/// canvas, so a view can never write out of bounds whatever the terminal size.
public struct Canvas: Equatable, Sendable {
    public private(set) var size: Size
    public private(set) var cells: [Cell]
    public var glyphs: Glyphs
    /// Clickable regions (OSC 8): terminals that know hyperlinks open these.
    public private(set) var links: [Hyperlink] = []
    /// Pictures views wanted but did not have (see `PictureWish`).
    public private(set) var pictureWishes: [PictureWish] = []
    /// Real pixel images and where they go (see `ImagePlacement`).
    public private(set) var images: [ImagePlacement] = []
    /// The rows drawing may touch. A scrolled pane narrows it to its own rows
    /// while its content draws, so what is scrolled above or below the pane is
    /// dropped instead of painting over the header or the hint bar.
    public private(set) var rows: Range<Int>

    public init(size: Size, glyphs: Glyphs = .unicode) {
        self.size = size
        self.glyphs = glyphs
        self.cells = Array(repeating: .blank, count: size.width * size.height)
        self.rows = 0..<size.height
    }

    /// Runs `body` with drawing kept to `rows` (and to the rows already allowed).
    public mutating func clipping<T>(rows allowed: Range<Int>, _ body: (inout Canvas) -> T) -> T {
        let saved = rows
        rows = max(saved.lowerBound, allowed.lowerBound)..<max(max(saved.lowerBound, allowed.lowerBound),
                                                                 min(saved.upperBound, allowed.upperBound))
        defer { rows = saved }
        return body(&self)
    }

    public var bounds: Rect { Rect(size: size) }

    /// Reuses the storage: a steady-state frame allocates nothing here.
    mutating func replaceCells(with other: Canvas) {
        cells.withUnsafeMutableBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                for i in mine.indices { mine[i] = theirs[i] }
            }
        }
        links.removeAll(keepingCapacity: true)
        links.append(contentsOf: other.links)
        pictureWishes.removeAll(keepingCapacity: true)
        pictureWishes.append(contentsOf: other.pictureWishes)
        images = other.images
    }

    public mutating func reset(size newSize: Size) {
        links.removeAll(keepingCapacity: true)
        pictureWishes.removeAll(keepingCapacity: true)
        if !images.isEmpty { images.removeAll() }
        rows = 0..<newSize.height
        if newSize != size {
            size = newSize
            cells = Array(repeating: .blank, count: newSize.width * newSize.height)
        } else {
            cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
        }
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
    }

    /// Writes one cell, repairing any wide grapheme it splits.
    public mutating func set(_ x: Int, _ y: Int, _ cell: Cell) {
        guard x >= 0, x < size.width, rows.contains(y) else { return }
        let i = y * size.width + x
        if cells[i].isContinuation, x > 0 { cells[i - 1] = Cell(" ", style: cells[i - 1].style) }
        if cells[i].width == 2, x + 1 < size.width { cells[i + 1] = Cell(" ", style: cells[i].style) }
        cells[i] = cell
    }

    public mutating func fill(_ rect: Rect, _ char: Character = " ", style: Style = .plain) {
        let r = clip(rect)
        guard !r.isEmpty else { return }
        let cell = Cell(char, style: style)   // once: making a cell from a Character is not free
        let width = size.width
        for y in r.y..<r.maxY {
            // Only the edges can cut a wide character in two (`set` mends that);
            // the cells between are all replaced, so they are written directly.
            // The edges first: mending a cut character may touch the cell beside
            // an edge, which the interior then overwrites.
            set(r.x, y, cell)
            if r.width > 1 { set(r.maxX - 1, y, cell) }
            if r.width > 2 {
                cells.withUnsafeMutableBufferPointer { row in
                    for x in (r.x + 1)..<(r.maxX - 1) { row[y * width + x] = cell }
                }
            }
        }
    }

    /// Applies a style to every cell of `rect`, keeping the characters.
    public mutating func paint(_ rect: Rect, style: Style) {
        let r = clip(rect)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { cells[y * size.width + x].style = style }
        }
    }

    /// Marks `width` cells from (x, y) as a link to `url` (http/https only).
    public mutating func link(_ url: URL, x: Int, y: Int, width: Int) {
        guard let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http" else { return }
        let r = clip(Rect(x: x, y: y, width: width, height: 1))
        guard !r.isEmpty else { return }
        links.append(Hyperlink(url: url, x: r.x, y: r.y, width: r.width))
    }

    /// Records that a view wanted picture `id` at `size` cells and drew its placeholder instead.
    public mutating func wishForPicture(_ id: String, size: Size) {
        guard size.width > 0, size.height > 0 else { return }
        pictureWishes.append(PictureWish(id: id, size: size))
    }

    mutating func addImage(_ placement: ImagePlacement) { images.append(placement) }
    mutating func removeImages(where drop: (ImagePlacement) -> Bool) { images.removeAll(where: drop) }

    public func clip(_ rect: Rect) -> Rect {
        let x0 = max(0, rect.x), y0 = max(rows.lowerBound, rect.y)
        let x1 = min(size.width, rect.maxX), y1 = min(rows.upperBound, rect.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The rows `range` as a canvas of their own (a snapshot of one part of the screen).
    public func cropped(rows range: Range<Int>) -> Canvas {
        let r = max(0, range.lowerBound)..<max(max(0, range.lowerBound), min(size.height, range.upperBound))
        var out = Canvas(size: Size(width: size.width, height: r.count), glyphs: glyphs)
        for (row, y) in r.enumerated() {
            for x in 0..<size.width { out.cells[row * size.width + x] = self[x, y] }
        }
        return out
    }

    /// The canvas as plain text lines (continuation cells omitted), for tests and captures.
    public var lines: [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width where !self[x, y].isContinuation { line.append(self[x, y].grapheme) }
            return line
        }
    }
}

extension Canvas {
    /// Copies `source`'s rows `sourceRows` to `origin` (within this canvas's
    /// clip): a part drawn once off screen, shown a window at a time. Its
    /// picture wishes come along, and its links where they land on screen.
    public mutating func blit(_ source: Canvas, rows sourceRows: Range<Int>, at origin: Point) {
        let width = min(source.size.width, size.width - origin.x)
        guard width > 0, origin.x >= 0 else { return }
        // A window past the drawing's end (scrolled before it shrank) shows nothing rather than trapping.
        let first = max(0, sourceRows.lowerBound), last = min(source.size.height, max(0, sourceRows.upperBound))
        for sy in first..<max(first, last) {
            let y = origin.y + sy - sourceRows.lowerBound
            guard rows.contains(y) else { continue }
            let from = sy * source.size.width, to = y * size.width + origin.x
            for x in 0..<width { cells[to + x] = source.cells[from + x] }
        }
        for link in source.links where sourceRows.contains(link.y) {
            let y = origin.y + link.y - sourceRows.lowerBound
            if rows.contains(y) { links.append(Hyperlink(url: link.url, x: link.x + origin.x, y: y, width: link.width)) }
        }
        for wish in source.pictureWishes where !pictureWishes.contains(wish) { pictureWishes.append(wish) }
        // An image comes along only when all of it lands on screen.
        for placement in source.images where sourceRows.contains(placement.origin.y) && sourceRows.contains(placement.rect.maxY - 1) {
            let moved = ImagePlacement(image: placement.image, origin: Point(x: placement.origin.x + origin.x,
                                                                             y: origin.y + placement.origin.y - sourceRows.lowerBound))
            if clip(moved.rect) == moved.rect, moved.rect.maxX <= origin.x + width { images.append(moved) }
        }
    }
}
