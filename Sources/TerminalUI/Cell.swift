/// One terminal cell. A wide grapheme occupies its own cell (width 2) and the
/// following one, which is a continuation (width 0) that terminals skip.
public struct Cell: Hashable, Sendable {
    public var grapheme: Character
    public var width: UInt8
    public var style: Style

    public init(_ grapheme: Character = " ", width: UInt8 = 1, style: Style = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    public static let blank = Cell()
    public var isContinuation: Bool { width == 0 }
}
