import CPictures
import FoundationEssentials
import Synchronization
import TerminalUI

/// PNG/JPEG bytes or SVG text to a real-pixel image for one protocol:
/// decoded as for character art, then encoded by libchafa's pixel modes
/// (sixel, kitty, iTerm2) at the terminal's own cell size. Pure and
/// synchronous, called off the main loop like `PictureConverter.convert`.
public enum PixelEncoder {
    /// libchafa's pixel modes can be opened: without them, no real pixels.
    public static var isAvailable: Bool { jt_picture_pixels_available() == 1 }

    /// kitty ids, unique in this run: an image is removed by its id. They
    /// start high, away from the small ids other programs choose.
    private static let nextKittyID = Mutex<UInt32>(0x4A54_0001)

    public static func encode(_ data: Data, fitting slot: Size, cell: Size, as pixelProtocol: PixelProtocol,
                              budget: Duration = PictureConverter.budget) -> Result<PixelImage, PictureError> {
        guard cell.width > 0, cell.height > 0 else { return .failure(.badSize) }
        return PictureConverter.withDecoded(data, fitting: slot, cell: cell, budget: budget) { pixels in
            let size = PictureConverter.fitted(Size(width: Int(pixels.width), height: Int(pixels.height)), in: slot,
                                               cellAspect: Double(cell.height) / Double(cell.width))
            let id: UInt32 = pixelProtocol == .kitty ? nextKittyID.withLock { id in defer { id &+= 1 }; return id } : 0
            let code: Int32 = switch pixelProtocol { case .sixel: 1; case .kitty: 2; case .iterm2: 3 }
            var out: UnsafeMutablePointer<UInt8>?
            var length: Int32 = 0
            let status = jt_picture_encode(&pixels, Int32(size.width), Int32(size.height), Int32(cell.width), Int32(cell.height),
                                           code, id, &out, &length)
            defer { jt_picture_free_bytes(out) }
            if let error = PictureConverter.error(status) { return .failure(error) }
            guard let out, length > 0 else { return .failure(.notAnImage) }
            let bytes = Array(UnsafeBufferPointer(start: out, count: Int(length)))
            return .success(PixelImage(pixelProtocol: pixelProtocol, size: size, bytes: bytes, kittyID: id))
        }
    }
}
