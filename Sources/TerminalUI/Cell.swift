import Synchronization

/// One terminal cell. A wide grapheme occupies its own cell (width 2) and the
/// following one, which is a continuation (width 0) that terminals skip.
///
/// Plain data on purpose: the grapheme is kept as up to three Unicode scalar
/// values inline (every letter, CJK ideograph, flag, skin-toned emoji and
/// accented letter), and longer clusters (family emoji) as an id into a
/// process-wide table. Copying, clearing and comparing a frame's cells is
/// then a memory operation with no reference counting — a `Character` here
/// cost more than half of each frame (see docs/benchmarks.md).
public struct Cell: Hashable, Sendable {
    @usableFromInline var s0: UInt32
    @usableFromInline var s1: UInt32
    @usableFromInline var s2: UInt32
    public var width: UInt8
    public var style: Style

    /// `s0` when the grapheme is interned; `s1` then holds its id.
    @usableFromInline static let internedMark: UInt32 = 0xFFFF_FFFF

    public init(_ grapheme: Character = " ", width: UInt8 = 1, style: Style = .plain) {
        var it = grapheme.unicodeScalars.makeIterator()
        let a = it.next()?.value ?? 0x20, b = it.next()?.value ?? 0, c = it.next()?.value ?? 0
        if it.next() == nil {
            s0 = a; s1 = b; s2 = c
        } else {
            s0 = Self.internedMark; s1 = GraphemeTable.id(for: String(grapheme)); s2 = 0
        }
        self.width = width
        self.style = style
    }

    /// A one-scalar grapheme (the common case) without building a Character.
    @inlinable
    public init(scalar: Unicode.Scalar, width: UInt8 = 1, style: Style = .plain) {
        s0 = scalar.value; s1 = 0; s2 = 0
        self.width = width
        self.style = style
    }

    public var grapheme: Character {
        if s0 == Self.internedMark { return GraphemeTable.string(for: s1).first ?? " " }
        var view = String.UnicodeScalarView()
        for v in [s0, s1, s2] where v != 0 { if let scalar = Unicode.Scalar(v) { view.append(scalar) } }
        return String(view).first ?? " "
    }

    /// The grapheme's scalar values in order, without building a string.
    @inlinable
    public func forEachScalar(_ body: (UInt32) -> Void) {
        if s0 == Self.internedMark {
            for scalar in GraphemeTable.string(for: s1).unicodeScalars { body(scalar.value) }
            return
        }
        body(s0)
        if s1 != 0 { body(s1) }
        if s2 != 0 { body(s2) }
    }

    public static let blank = Cell(scalar: " ")
    public var isContinuation: Bool { width == 0 }
}

/// Graphemes of four or more scalars, each stored once for the life of the
/// process; a cell holds the id. Equal graphemes get equal ids, so cells
/// still compare by value.
public enum GraphemeTable {
    private static let table = Mutex<(ids: [String: UInt32], strings: [String])>(([:], []))

    public static func id(for grapheme: String) -> UInt32 {
        table.withLock { t in
            if let id = t.ids[grapheme] { return id }
            let id = UInt32(t.strings.count)
            t.strings.append(grapheme)
            t.ids[grapheme] = id
            return id
        }
    }

    public static func string(for id: UInt32) -> String {
        table.withLock { t in Int(id) < t.strings.count ? t.strings[Int(id)] : " " }
    }
}
