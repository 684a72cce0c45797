/// Walking balldontlie's pages by cursor, guarded against a server whose
/// cursor loops (1 → 2 → 1 …), never ends, goes negative, or whose pages
/// bring nothing new: each of those once paged forever (1,739 requests in
/// 40 s, a 7 MB log, 12,499 printed rows of which 25 were distinct). The
/// TUI and `print basketball players` walk with the same rules.
public struct CursorWalk: Equatable, Sendable {
    /// 25 players a page: 100 pages is 2,500 players, several times any
    /// franchise's whole history.
    public static let maxPages = 100

    /// Why the walk stopped; `.end` is the only ordinary one.
    public enum Stop: Equatable, Sendable {
        case end
        case repeatedCursor(Int)
        case invalidCursor(Int)
        case noNewPlayers
        case pageCap

        /// For the pane and for stderr; nil for an ordinary end.
        public var anomaly: String? {
            switch self {
            case .end: nil
            case .repeatedCursor(let c): "the server's pages went round in a loop (cursor \(c) came back)"
            case .invalidCursor(let c): "the server gave an invalid cursor (\(c))"
            case .noNewPlayers: "a page brought no player not already listed"
            case .pageCap: "stopped after \(CursorWalk.maxPages) pages"
            }
        }
    }

    public private(set) var pages = 0
    public private(set) var stop: Stop?
    private var asked: Set<Int> = []

    public init() {}

    /// After a page that was asked for at `cursor`, added `newRows` players
    /// not seen before and names `nextCursor`: the cursor to ask for next,
    /// or nil with `stop` saying why.
    public mutating func next(after cursor: Int?, nextCursor: Int?, newRows: Int) -> Int? {
        guard stop == nil else { return nil }
        pages += 1
        if let cursor { asked.insert(cursor) }
        guard let next = nextCursor else { stop = .end; return nil }
        if next < 0 { stop = .invalidCursor(next); return nil }
        if next == cursor || asked.contains(next) { stop = .repeatedCursor(next); return nil }
        if newRows == 0 { stop = .noNewPlayers; return nil }
        if pages >= Self.maxPages { stop = .pageCap; return nil }
        return next
    }
}
