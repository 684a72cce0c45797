public enum Alignment: Sendable { case left, center, right }

extension String {
    /// Cut or padded with spaces to `length` characters: a fixed-width column
    /// (`#40 `, `TOR`). Foundation's `padding(toLength:…)` bridged through
    /// NSString on every row of every frame.
    public func fixedWidth(_ length: Int) -> String {
        let n = count
        if n == length { return self }
        if n > length { return String(prefix(length)) }
        return self + String(repeating: " ", count: length - n)
    }
}

extension String {
    /// Right-aligned in a table's column `width` cells wide, at least `gap`
    /// spaces before it: a value too wide for the column ends in `…` rather
    /// than pushing the columns after it along (`-99999999999999` in four cells is ` -9…`).
    public func rightAligned(in width: Int, gap: Int = 1) -> String {
        let fitted = Canvas.fit(self, width: Swift.max(0, width - gap))
        return String(repeating: " ", count: Swift.max(0, width - fitted.width)) + fitted.text
    }
}

extension Canvas {
    /// Draws text on one row starting at `x`, never wider than `width` cells
    /// (default: to the right edge). Too-long text ends in an ellipsis; control
    /// characters are dropped here, at the canvas boundary, so hostile data can
    /// never reach the terminal as escape sequences. Returns the text's width.
    @discardableResult
    public mutating func text(_ s: String, x: Int, y: Int, width: Int? = nil, style: Style = .plain,
                              align: Alignment = .left, pad: Bool = false) -> Int {
        let avail = min(width ?? (size.width - x), size.width - x)
        guard avail > 0, rows.contains(y) else { return 0 }
        if let drawn = printableASCII(s, x: x, y: y, avail: avail, style: style, align: align, pad: pad) { return drawn }
        if let drawn = simpleScalars(s, x: x, y: y, avail: avail, style: style, align: align, pad: pad) { return drawn }
        let fitted = Canvas.fit(s, width: avail, ellipsis: glyphs.ellipsis)
        var col = Canvas.start(x, avail: avail, used: fitted.width, align: align)
        if pad { fill(Rect(x: x, y: y, width: avail, height: 1), style: style) }
        for c in fitted.text {
            let w = DisplayWidth.of(c)
            guard w > 0 else { continue }
            if w == 2 && (col == -1 || col == size.width - 1) {
                // Half a wide character would be an orphan cell: draw the visible half blank.
                set(max(col, 0), y, Cell(" ", style: style))
            } else {
                set(col, y, Cell(c, width: UInt8(w), style: style))
                if w == 2 { set(col + 1, y, Cell(" ", width: 0, style: style)) }
            }
            col += w
        }
        return fitted.width
    }

    /// Where text `used` cells wide starts in a box of `avail` cells at `x`.
    public static func start(_ x: Int, avail: Int, used: Int, align: Alignment) -> Int {
        switch align {
        case .left: x
        case .right: x + avail - used
        case .center: x + (avail - used) / 2
        }
    }

    /// The common case, printable ASCII, without grapheme breaking or width
    /// tables: one cell per byte. Nil when `s` holds anything else. Kept apart
    /// from `simpleScalars`, which also covers ASCII: folding them together
    /// (scalars instead of bytes) cost 2–4 µs on the ASCII-heavy frames.
    private mutating func printableASCII(_ s: String, x: Int, y: Int, avail: Int, style: Style,
                                         align: Alignment, pad: Bool) -> Int? {
        var count = 0
        for b in s.utf8 {
            guard b >= 0x20 && b < 0x7F else { return nil }
            count += 1
        }
        let ellipsisWidth = DisplayWidth.of(glyphs.ellipsis)
        let fits = count <= avail
        if !fits && avail < ellipsisWidth { return 0 }
        let shown = fits ? count : avail - ellipsisWidth
        let total = fits ? count : avail
        let col = Canvas.start(x, avail: avail, used: total, align: align)
        if pad { fill(Rect(x: x, y: y, width: avail, height: 1), style: style) }
        var i = 0
        for b in s.utf8 {
            if i == shown { break }
            set(col + i, y, Cell(scalar: Unicode.Scalar(b), width: 1, style: style))
            i += 1
        }
        if !fits { drawEllipsis(x: col + shown, y: y, style: style) }
        return total
    }

    /// The glyph set's ellipsis at `x`, after text cut short by a fast path.
    private mutating func drawEllipsis(x: Int, y: Int, style: Style) {
        var at = x
        for c in glyphs.ellipsis {
            let w = DisplayWidth.of(c)
            set(at, y, Cell(c, width: UInt8(w), style: style))
            at += w
        }
    }

    /// Text whose every scalar is a whole grapheme of known width
    /// (`DisplayWidth.simpleWidth`: Latin, • ★ ← → and the like): one scalar per
    /// cell, no grapheme breaking. Rows such as "Montréal Nights  2007 • Radio-Canada"
    /// went through `Character` and the Unicode property tables, the largest cost
    /// of the Shows frame. Nil when `s` holds anything else.
    private mutating func simpleScalars(_ s: String, x: Int, y: Int, avail: Int, style: Style,
                                        align: Alignment, pad: Bool) -> Int? {
        var total = 0
        for u in s.unicodeScalars {
            guard let w = DisplayWidth.simpleWidth(u.value) else { return nil }
            total += w
        }
        let ellipsisWidth = DisplayWidth.of(glyphs.ellipsis)
        let fits = total <= avail
        if !fits && avail < ellipsisWidth { return 0 }
        let limit = fits ? total : avail - ellipsisWidth
        var shown = 0
        for u in s.unicodeScalars {
            let w = DisplayWidth.simpleWidth(u.value) ?? 1
            if shown + w > limit { break }
            shown += w
        }
        let used = fits ? total : shown + ellipsisWidth
        var col = Canvas.start(x, avail: avail, used: used, align: align)
        if pad { fill(Rect(x: x, y: y, width: avail, height: 1), style: style) }
        var drawn = 0
        for u in s.unicodeScalars {
            let w = DisplayWidth.simpleWidth(u.value) ?? 1
            if drawn + w > shown { break }
            if w == 2 && (col == -1 || col == size.width - 1) {
                set(max(col, 0), y, Cell(" ", style: style))   // half a wide character would be an orphan cell
            } else {
                set(col, y, Cell(scalar: u, width: UInt8(w), style: style))
                if w == 2 { set(col + 1, y, Cell(" ", width: 0, style: style)) }
            }
            col += w; drawn += w
        }
        if !fits { drawEllipsis(x: col, y: y, style: style) }
        return used
    }

    /// Cuts `s` to at most `width` cells, ending in `ellipsis` when it had to cut.
    /// Control characters are removed; tabs and newlines become spaces.
    public static func fit(_ s: String, width: Int, ellipsis: String = "…") -> (text: String, width: Int) {
        guard width > 0 else { return ("", 0) }
        // One pass that stops as soon as the box is full: the work follows the
        // width drawn, never the length of the text (a 64 KB show name costs
        // what a short one does). Control characters are dropped on the way.
        // Text with control characters is cleaned first (removing one can join
        // the graphemes around it); clean text, the norm, goes straight through.
        let text = sanitize(s)
        let ew = DisplayWidth.of(ellipsis)
        let budget = width - ew
        var out = "", used = 0
        var cut: (text: String, width: Int)?   // the longest prefix that leaves room for the ellipsis
        for clean in text {
            let w = DisplayWidth.of(clean)
            if cut == nil && used + w > budget { cut = (out, used) }
            if used + w > width {
                guard let cut, budget >= 0 else { return ("", 0) }
                return (cut.text + ellipsis, cut.width + ew)
            }
            out.append(clean); used += w
        }
        return (out, used)
    }

    /// Removes C0/C1 control characters (ESC, BEL, CSI…) and the bidi
    /// controls, and turns tab/newline into spaces.
    public static func sanitize(_ s: String, keepNewlines: Bool = false) -> String {
        guard mayNeedSanitizing(s) else { return s }
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x0A where keepNewlines: out.append(scalar)
            case 0x0D where keepNewlines: continue
            case 0x09, 0x0A, 0x0D: out.append(" ")
            case 0x00..<0x20, 0x7F..<0xA0: continue
            case let v where isBidiControl(v): continue
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// The explicit bidi controls (embeddings, overrides, isolates and the
    /// marks): invisible, yet they reorder what follows on the terminal's
    /// line, so a name could draw over its neighbours or disguise itself.
    public static func isBidiControl(_ v: UInt32) -> Bool {
        (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F || v == 0x061C
    }

    /// A quick look at the bytes: false when `s` surely holds nothing
    /// `sanitize` removes (the common case, so clean text is not copied).
    /// C1 controls start with 0xC2, the ALM is 0xD8 0x9C, the other bidi
    /// controls 0xE2 0x80 0x8E–0x8F or 0xAA–0xAE and 0xE2 0x81 0xA6–0xA9
    /// (so a dash, a bullet or an ellipsis does not count).
    static func mayNeedSanitizing(_ s: String) -> Bool {
        var first: UInt8 = 0, second: UInt8 = 0
        for u in s.utf8 {
            if u < 0x20 || u == 0x7F || u == 0xC2 { return true }
            if second == 0xD8 && u == 0x9C { return true }
            if first == 0xE2 && second == 0x80 && (u == 0x8E || u == 0x8F || (0xAA...0xAE).contains(u)) { return true }
            if first == 0xE2 && second == 0x81 && (0xA6...0xA9).contains(u) { return true }
            first = second; second = u
        }
        return false
    }

    /// Wraps text into lines of at most `width` cells, breaking at spaces and
    /// hard-breaking only words longer than a whole line. Newlines are kept.
    /// With `maxLines`, stops once that many lines are made (a view showing
    /// ten lines of a long summary does not wrap all of it every frame).
    public static func wrap(_ s: String, width: Int, maxLines: Int = .max) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [String] = []
        for paragraph in sanitize(s, keepNewlines: true).split(separator: "\n", omittingEmptySubsequences: false) {
            if lines.count >= maxLines { break }
            var line = "", lineWidth = 0
            for word in paragraph.split(separator: " ") {
                var rest = word
                var ww = DisplayWidth.of(rest)   // kept up to date below: a long word stays linear
                while !rest.isEmpty {
                    let sep = lineWidth > 0 ? 1 : 0
                    if lineWidth + sep + ww <= width {
                        if sep == 1 { line.append(" ") }
                        line += rest; lineWidth += sep + ww
                        break
                    }
                    if lineWidth > 0 {
                        lines.append(line); line = ""; lineWidth = 0
                        if lines.count >= maxLines { return lines }
                        continue
                    }
                    var head = "", headWidth = 0, idx = rest.startIndex
                    while idx < rest.endIndex {
                        let cw = DisplayWidth.of(rest[idx])
                        if headWidth + cw > width { break }
                        head.append(rest[idx]); headWidth += cw
                        idx = rest.index(after: idx)
                    }
                    if head.isEmpty {
                        ww -= DisplayWidth.of(rest[rest.startIndex])
                        idx = rest.index(after: rest.startIndex)
                    } else {
                        lines.append(head); ww -= headWidth
                        if lines.count >= maxLines { return lines }
                    }
                    rest = rest[idx...]
                }
            }
            lines.append(line)
        }
        return Array(lines.prefix(maxLines))
    }
}
