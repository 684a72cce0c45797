import FoundationEssentials
import Pictures
import SportsCore
import TerminalUI

/// A picture made for the screen: character art, or real pixels.
public enum ConvertedPicture: Equatable, Sendable {
    case cells(PictureCells)
    case pixels(PixelImage)

    var cellCount: Int {
        switch self {
        case .cells(let cells): cells.cellCount
        case .pixels(let image): image.cellCount
        }
    }
}

/// The pictures converted so far, by image and cell size, in the state so
/// views stay pure functions of it. Memory-bounded: past `budget` cells the
/// least recently stored pictures are dropped (and converted again if they
/// come back on screen).
public struct PictureShelf: Equatable, Sendable {
    public enum Entry: Equatable, Sendable {
        case converting
        case ready(ConvertedPicture)
        /// Not an image, too large, or no converter: the placeholder stays, the log says why.
        case failed
    }

    /// About 2 MB of cells: a dozen detail-pane posters at 120×40.
    public static let budget = 60_000

    public private(set) var entries: [PictureWish: Entry] = [:]
    /// Counts the times the shelf was emptied; answers for an older one are dropped.
    public private(set) var generation = 0
    private var order: [PictureWish] = []
    private var cellsKept = 0

    public init() {}

    /// Empty, for pictures of another kind (pixels came on): answers still on their way are dropped.
    mutating func empty() {
        self = PictureShelf(generation: generation + 1)
    }

    private init(generation: Int) { self.generation = generation }

    public func picture(_ id: String, _ size: Size) -> PictureCells? {
        if case .ready(.cells(let cells)) = entries[PictureWish(id: id, size: size)] { return cells }
        return nil
    }

    public func pixelImage(_ id: String, _ size: Size) -> PixelImage? {
        if case .ready(.pixels(let image)) = entries[PictureWish(id: id, size: size)] { return image }
        return nil
    }

    public func entry(_ wish: PictureWish) -> Entry? { entries[wish] }

    /// Marks `wish` as being converted; false when it already is, or is done.
    mutating func begin(_ wish: PictureWish) -> Bool {
        guard entries[wish] == nil else { return false }
        entries[wish] = .converting
        return true
    }

    mutating func finish(_ wish: PictureWish, _ picture: ConvertedPicture?) {
        guard let picture else { entries[wish] = .failed; return }
        entries[wish] = .ready(picture)
        order.append(wish)
        cellsKept += picture.cellCount
        while cellsKept > Self.budget, order.count > 1 {
            let oldest = order.removeFirst()
            if case .ready(let dropped) = entries[oldest] { cellsKept -= dropped.cellCount }
            entries[oldest] = nil
        }
    }

    /// What a picture id names: `nfl:GB`, `mlb:147` and `nba:BOS` are club
    /// logos, `draw:…` a drawing of ours, anything else an image URL.
    public static func request(for id: String) -> ImageRequest? {
        if id.hasPrefix(Drawing.prefix) { return .drawing(id) }
        if id.hasPrefix("nfl:") { return .nflLogo(String(id.dropFirst(4))) }
        if id.hasPrefix("mlb:") { return Int(id.dropFirst(4)).map(ImageRequest.mlbLogo) }
        if id.hasPrefix("nba:") { return .nbaLogo(String(id.dropFirst(4))) }
        return URL(string: id).map(ImageRequest.url)
    }

    public static func id(_ request: ImageRequest) -> String {
        switch request {
        case .nflLogo(let tricode): "nfl:\(tricode)"
        case .mlbLogo(let id): "mlb:\(id)"
        case .nbaLogo(let abbreviation): "nba:\(abbreviation)"
        case .url(let url): url.absoluteString
        case .drawing(let id): id
        }
    }
}

/// Draws a picture when it is ready; otherwise leaves the placeholder the
/// caller drew and records the wish, so the runtime converts it.
enum PictureSlot {
    /// Returns the picture's size when one was drawn.
    @discardableResult
    static func draw(_ request: ImageRequest, in area: Rect, _ context: ScreenContext, into canvas: inout Canvas) -> Size? {
        guard context.display.showsPictures, area.width > 0, area.height > 0 else { return nil }
        let id = PictureShelf.id(request)
        if context.display.pixels != nil {
            // Real pixels: the cells stay blank and the terminal draws the image over them.
            if let image = context.pictures.pixelImage(id, Size(width: area.width, height: area.height)), canvas.place(image, in: area) {
                return image.size
            }
        } else if let picture = context.pictures.picture(id, Size(width: area.width, height: area.height)) {
            canvas.draw(picture, in: area)
            return picture.size
        }
        if context.pictures.entry(PictureWish(id: id, size: Size(width: area.width, height: area.height))) == nil {
            canvas.wishForPicture(id, size: Size(width: area.width, height: area.height))
        }
        return nil
    }
}
