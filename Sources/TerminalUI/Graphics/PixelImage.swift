/// A picture encoded for one pixel protocol, ready to be written with the
/// cursor at its slot's top-left cell. Made once per image and slot size, off
/// the main loop; the state keeps it like character art.
public struct PixelImage: Equatable, Sendable {
    public let pixelProtocol: PixelProtocol
    /// The cells it covers.
    public let size: Size
    /// The protocol's escape sequence (`ESC P … q … ESC \` for sixel).
    public let bytes: [UInt8]
    /// kitty's image id (in `bytes`), by which it is removed; 0 for the others.
    public let kittyID: UInt32

    public init(pixelProtocol: PixelProtocol, size: Size, bytes: [UInt8], kittyID: UInt32 = 0) {
        self.pixelProtocol = pixelProtocol; self.size = size; self.bytes = bytes; self.kittyID = kittyID
    }

    /// Bytes kept, for the memory budget of the picture cache (counted as cells of 32 bytes).
    public var cellCount: Int { max(size.width * size.height, bytes.count / 32) }
}

/// An image a frame shows, and where: curses leaves its cells blank, and the
/// terminal writes the image there after the frame (see `ImageLayer`).
public struct ImagePlacement: Equatable, Sendable {
    public let image: PixelImage
    public let origin: Point

    public init(image: PixelImage, origin: Point) { self.image = image; self.origin = origin }

    public var rect: Rect { Rect(x: origin.x, y: origin.y, width: image.size.width, height: image.size.height) }
}

extension Canvas {
    /// Shows `image` centred in `area`, or nothing when any of it would fall
    /// outside what may be drawn (a half-scrolled slot): a picture is whole or absent.
    @discardableResult
    public mutating func place(_ image: PixelImage, in area: Rect) -> Bool {
        let origin = Point(x: area.x + max(0, (area.width - image.size.width) / 2),
                           y: area.y + max(0, (area.height - image.size.height) / 2))
        let placement = ImagePlacement(image: image, origin: origin)
        guard clip(placement.rect) == placement.rect, !placement.rect.isEmpty else { return false }
        addImage(placement)
        return true
    }

    /// No images under `rect` (an overlay drawn over them).
    public mutating func removeImages(intersecting rect: Rect) {
        removeImages { $0.rect.intersects(rect) }
    }
}
