/// Real pixels beside curses: what to write around each frame so images
/// appear at their slots and never outlive them. curses draws the frame
/// with the slots blank; then each new image is written with the cursor
/// saved and restored. An image goes when its slot moves, shrinks or
/// closes (scroll, resize, tab switch, overlay, quit):
/// - kitty keeps images on a layer of their own: removed by id.
/// - sixel and iTerm2 paint the cells: the rows are handed back to curses to
///   be written again whole, and an image whose rows curses wrote into is
///   written again after the frame.
///
/// The same plan drives the real terminal and the headless one that tests
/// read, so the bytes tests check are the bytes a terminal gets.
public struct ImageLayer: Sendable {
    public let pixelProtocol: PixelProtocol
    /// Inside tmux: every image sequence is wrapped in its passthrough.
    public let passthrough: Bool
    /// What the screen shows now.
    public private(set) var live: [ImagePlacement] = []

    public init(pixelProtocol: PixelProtocol, passthrough: Bool) {
        self.pixelProtocol = pixelProtocol
        self.passthrough = passthrough
    }

    public struct Plan: Equatable, Sendable {
        /// Written before the frame: kitty's removals, or the cells of sixel
        /// and iTerm2 images that go or are sent again, erased.
        public var before: [UInt8] = []
        /// Rows curses must write again whole (an image painted there went).
        public var repaint: [Range<Int>] = []
        /// The whole screen must be cleared and written again (a full redraw over images in the cells).
        public var clearScreen = false
        /// Written after the frame, in this order: the images, each at its
        /// place. Pieces, so an image's bytes are shared, never copied.
        public var pieces: [[UInt8]] = []
        /// The pieces as one run of bytes (tests).
        public var after: [UInt8] { pieces.flatMap { $0 } }
        public var isEmpty: Bool { before.isEmpty && repaint.isEmpty && !clearScreen && pieces.isEmpty }
    }

    /// Whether `plan` needs the rows curses changed: only images in the cells can be painted over.
    public var watchesRows: Bool { pixelProtocol.paintsCells && !live.isEmpty }

    /// The plan for a frame showing `wanted`, where curses writes what
    /// `changes` notes; `fullRedraw` when the screen is written from scratch (resize, resume).
    ///
    /// An image in the cells is gone wherever curses writes a cell it covers:
    /// a changed cell at or left of its last column (curses may clear to the
    /// end of the line from there), and every row handed back to be written
    /// again whole because another image left it. Such an image is sent
    /// again after the frame, even though its own slot did not change.
    /// Every image that goes or is sent again is first erased from its cells,
    /// before curses writes: curses may scroll lines to save bytes, and a
    /// terminal scrolls the pixels with them, which would leave pieces of an
    /// old picture on rows curses then believes are blank.
    public mutating func plan(_ wanted: [ImagePlacement], changes: RowChanges, fullRedraw: Bool) -> Plan {
        var plan = Plan()
        let cells = pixelProtocol.paintsCells
        if fullRedraw && cells && !live.isEmpty { plan.clearScreen = true }
        let departing = live.filter { !wanted.contains($0) || (fullRedraw && !cells) }
        if !cells {
            for placement in departing { plan.before += wrap(Self.kittyDelete(placement.image.kittyID)) }
        } else if !plan.clearScreen {
            plan.repaint = departing.map(\.rect.rows)
        }
        func paintedOver(_ placement: ImagePlacement) -> Bool {
            if fullRedraw { return true }
            guard cells else { return false }
            return placement.rect.rows.contains { row in
                changes.reaches(placement.rect.maxX - 1, row: row) || plan.repaint.contains { $0.contains(row) }
            }
        }
        let kept = live.filter { wanted.contains($0) && !paintedOver($0) }
        if cells && !plan.clearScreen { plan.before += Self.erase(live.filter { !kept.contains($0) }) }
        for placement in wanted where !kept.contains(placement) {
            plan.pieces.append(Array("\u{1B}7\u{1B}[\(placement.origin.y + 1);\(placement.origin.x + 1)H".utf8))
            plan.pieces.append(wrap(placement.image.bytes))
            plan.pieces.append(Self.restoreCursor)
        }
        live = wanted
        return plan
    }

    /// Erases the cells under `placements` (ECH, row by row, in the default
    /// colours) with the cursor and curses' attributes saved and restored
    /// around it. Never through tmux's passthrough: tmux erases its own copy
    /// of the cells and passes the erase on.
    static func erase(_ placements: [ImagePlacement]) -> [UInt8] {
        guard !placements.isEmpty else { return [] }
        var out = "\u{1B}7\u{1B}[0m"
        for placement in placements {
            for row in placement.rect.rows {
                out += "\u{1B}[\(row + 1);\(placement.origin.x + 1)H\u{1B}[\(placement.image.size.width)X"
            }
        }
        return Array((out + "\u{1B}8").utf8)
    }

    /// Removes every image (quit, suspend): kitty's by id, the others' rows repainted.
    public mutating func clear() -> Plan {
        plan([], changes: RowChanges(), fullRedraw: false)
    }

    /// The terminal modes the images rely on, set while the layer is shown
    /// and put back as they were after. Sixel: an image at the cursor (DECSDM
    /// reset, `CSI ? 80 l`), not at the screen's top-left corner where
    /// `sixelScrolling: false` would put it; the user's setting is saved and
    /// restored with XTSAVE/XTRESTORE (ignored by terminals that lack them,
    /// which draw at the cursor anyway). kitty's images carry `C=1` instead:
    /// the cursor stays, so none scrolls the screen.
    public func modes(on: Bool) -> [UInt8] {
        guard pixelProtocol == .sixel else { return [] }
        return wrap(Array((on ? "\u{1B}[?80s\u{1B}[?80l" : "\u{1B}[?80r").utf8))
    }

    static let restoreCursor = Array("\u{1B}8".utf8)

    /// kitty: delete the placements of image `id` and free its data, quietly (`q=2`: no answer comes back).
    public static func kittyDelete(_ id: UInt32) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)
    }

    /// tmux's passthrough: `ESC P tmux;` then the sequence with every ESC doubled, then `ESC \`.
    func wrap(_ bytes: [UInt8]) -> [UInt8] {
        guard passthrough else { return bytes }
        var out = Array("\u{1B}Ptmux;".utf8)
        out.reserveCapacity(bytes.count + bytes.count / 8 + 10)
        for b in bytes {
            if b == 0x1B { out.append(0x1B) }
            out.append(b)
        }
        out += [0x1B, 0x5C]
        return out
    }
}

/// Where curses writes in a frame: the leftmost changed column of each row.
/// curses writes the changed cells, and may clear from the first of them to
/// the end of the line: an image in the cells is painted over when a row it
/// covers changes at or left of its last column, never when the change is
/// all to its right.
public struct RowChanges: Sendable, Equatable {
    private var first: [Int: Int] = [:]
    private var lastRow = -1

    public init() {}

    /// Whole rows changed from their first column (tests).
    public init(rows: [Int]) { for y in rows { first[y] = 0 } }

    /// One changed cell. Cells come row by row, left to right: a row's first is its leftmost.
    public mutating func note(x: Int, y: Int) {
        guard y != lastRow else { return }
        lastRow = y
        if first[y].map({ x < $0 }) ?? true { first[y] = x }
    }

    /// Whether curses writes at or left of column `x` on row `y`.
    public func reaches(_ x: Int, row y: Int) -> Bool { first[y].map { $0 <= x } ?? false }
}

extension Rect {
    /// The rows it covers.
    public var rows: Range<Int> { y..<maxY }
}
