import CPictures
import FoundationEssentials
import Synchronization
import TerminalUI

/// Who turns decoded pixels into a terminal's image sequence.
public enum PixelEncoderKind: String, Hashable, Sendable {
    /// Ours, in every build: sixel (median cut, dithering, run lengths),
    /// kitty (zlib-compressed RGBA) and iTerm2 (the file as it came).
    case own = "ours"
    /// libchafa's pixel modes, where it is installed.
    case chafa = "libchafa"

    /// `JUMBOTRON_PIXEL_ENCODER=ours` or `libchafa` picks one (CI runs the
    /// pixel tests both ways); otherwise ours, which measures faster and
    /// smaller than libchafa's in every protocol (docs/benchmarks.md).
    public static let current: PixelEncoderKind = choose(ProcessInfo.processInfo.environment["JUMBOTRON_PIXEL_ENCODER"],
                                                           chafaInstalled: chafaInstalled)

    /// libchafa's pixel modes can be opened.
    public static var chafaInstalled: Bool { jt_picture_pixels_available() == 1 }

    static func choose(_ asked: String?, chafaInstalled: Bool) -> PixelEncoderKind {
        asked == PixelEncoderKind.chafa.rawValue && chafaInstalled ? .chafa : .own
    }
}

/// PNG/JPEG bytes or SVG text to a real-pixel image for one protocol:
/// decoded as for character art, then encoded (sixel, kitty, iTerm2) at the
/// terminal's own cell size. Pure and synchronous, called off the main loop
/// like `PictureConverter.convert`.
public enum PixelEncoder {
    /// Real pixels need only the decoders: our encoders are always there.
    public static var isAvailable: Bool { PictureConverter.isAvailable }

    /// kitty ids, unique in this run: an image is removed by its id. They
    /// start high, away from the small ids other programs choose.
    private static let nextKittyID = Mutex<UInt32>(0x4A54_0001)

    /// Sixel colour registers asked for, as libchafa does: modern sixel
    /// terminals have 256 or more (xterm as a VT340 has 16 unless
    /// `numColorRegisters` says more, which the README and man page tell).
    public static let sixelColors = 256

    public static func encode(_ data: Data, fitting slot: Size, cell: Size, as pixelProtocol: PixelProtocol,
                              encoder: PixelEncoderKind = .current, colors: Int = sixelColors,
                              budget: Duration = PictureConverter.budget) -> Result<PixelImage, PictureError> {
        guard cell.width > 0, cell.height > 0 else { return .failure(.badSize) }
        return PictureConverter.withDecoded(data, fitting: slot, cell: cell, budget: budget) { pixels in
            let size = PictureConverter.fitted(Size(width: Int(pixels.width), height: Int(pixels.height)), in: slot,
                                               cellAspect: Double(cell.height) / Double(cell.width))
            let id: UInt32 = pixelProtocol == .kitty ? nextKittyID.withLock { id in defer { id &+= 1 }; return id } : 0
            let code: Int32 = switch pixelProtocol { case .sixel: 1; case .kitty: 2; case .iterm2: 3 }
            var out: UnsafeMutablePointer<UInt8>?
            var length: Int32 = 0
            let (w, h, cw, ch) = (Int32(size.width), Int32(size.height), Int32(cell.width), Int32(cell.height))
            let status: Int32 = switch encoder {
            case .chafa:
                jt_picture_encode(&pixels, w, h, cw, ch, code, id, &out, &length)
            case .own:
                data.withUnsafeBytes { raw in
                    jt_picture_encode_own(&pixels, w, h, cw, ch, code, id, Int32(colors),
                                          raw.bindMemory(to: UInt8.self).baseAddress, Int32(clamping: raw.count), &out, &length)
                }
            }
            defer { jt_picture_free_bytes(out) }
            if let error = PictureConverter.error(status) { return .failure(error) }
            guard let out, length > 0 else { return .failure(.notAnImage) }
            let bytes = Array(UnsafeBufferPointer(start: out, count: Int(length)))
            return .success(PixelImage(pixelProtocol: pixelProtocol, size: size, bytes: bytes, kittyID: id))
        }
    }
}
