extension Canvas {
    public mutating func hline(x: Int, y: Int, width: Int, _ char: Character? = nil, style: Style = .plain) {
        let cell = Cell(char ?? glyphs.horizontal, style: style)
        for i in 0..<max(0, width) { set(x + i, y, cell) }
    }

    public mutating func vline(x: Int, y: Int, height: Int, style: Style = .plain) {
        let cell = Cell(glyphs.vertical, style: style)
        for i in 0..<max(0, height) { set(x, y + i, cell) }
    }

    /// A bordered box; the inside is cleared to `fill`. An optional title sits on the top border.
    public mutating func box(_ r: Rect, title: String? = nil, style: Style = .plain, titleStyle: Style? = nil,
                             fill fillStyle: Style = .plain) {
        guard r.width >= 2, r.height >= 2 else { return }
        fill(r, style: fillStyle)
        hline(x: r.x + 1, y: r.y, width: r.width - 2, style: style)
        hline(x: r.x + 1, y: r.maxY - 1, width: r.width - 2, style: style)
        vline(x: r.x, y: r.y + 1, height: r.height - 2, style: style)
        vline(x: r.maxX - 1, y: r.y + 1, height: r.height - 2, style: style)
        set(r.x, r.y, Cell(glyphs.topLeft, style: style))
        set(r.maxX - 1, r.y, Cell(glyphs.topRight, style: style))
        set(r.x, r.maxY - 1, Cell(glyphs.bottomLeft, style: style))
        set(r.maxX - 1, r.maxY - 1, Cell(glyphs.bottomRight, style: style))
        if let title, r.width > 6 {
            text(" \(title) ", x: r.x + 2, y: r.y, width: r.width - 4, style: titleStyle ?? style.with(.bold))
        }
    }
}
