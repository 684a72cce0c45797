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
        /// Written before the frame: kitty's removals.
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
    public mutating func plan(_ wanted: [ImagePlacement], changes: RowChanges, fullRedraw: Bool) -> Plan {
        var plan = Plan()
        var kept: [ImagePlacement] = []
        let cells = pixelProtocol.paintsCells
        if fullRedraw && cells && !live.isEmpty { plan.clearScreen = true }
        for placement in live {
            let stillWanted = wanted.contains(placement)
            let damaged = fullRedraw || (cells && placement.rect.rows.contains { changes.reaches(placement.rect.maxX - 1, row: $0) })
            if stillWanted && !damaged { kept.append(placement); continue }
            if !cells {
                plan.before += wrap(Self.kittyDelete(placement.image.kittyID))
            } else if !stillWanted && !plan.clearScreen {
                plan.repaint.append(placement.rect.rows)
            }
        }
        for placement in wanted where !kept.contains(placement) {
            plan.pieces.append(Array("\u{1B}7\u{1B}[\(placement.origin.y + 1);\(placement.origin.x + 1)H".utf8))
            plan.pieces.append(wrap(placement.image.bytes))
            plan.pieces.append(Self.restoreCursor)
        }
        live = wanted
        return plan
    }

    /// Removes every image (quit, suspend): kitty's by id, the others' rows repainted.
    public mutating func clear() -> Plan {
        plan([], changes: RowChanges(), fullRedraw: false)
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
