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

    /// Pixels drawn by the app itself (RGBA, `pixels` in size), fitted to
    /// `slot` and encoded by our encoders: libchafa is never needed for them.
    public static func encode(rgba: [UInt8], pixels: Size, fitting slot: Size, cell: Size,
                              as pixelProtocol: PixelProtocol) -> Result<PixelImage, PictureError> {
        guard cell.width > 0, cell.height > 0, pixels.width > 0, pixels.height > 0, rgba.count == pixels.width * pixels.height * 4,
              slot.width > 0, slot.height > 0, slot.width <= 1000, slot.height <= 1000 else { return .failure(.badSize) }
        var copy = rgba
        return copy.withUnsafeMutableBufferPointer { buffer in
            var image = jt_pixels(width: Int32(pixels.width), height: Int32(pixels.height), rgba: buffer.baseAddress)
            return encode(&image, slot: slot, cell: cell, as: pixelProtocol, encoder: .own, colors: sixelColors, original: nil)
        }
    }

    public static func encode(_ data: Data, fitting slot: Size, cell: Size, as pixelProtocol: PixelProtocol,
                              encoder: PixelEncoderKind = .current, colors: Int = sixelColors,
                              budget: Duration = PictureConverter.budget) -> Result<PixelImage, PictureError> {
        guard cell.width > 0, cell.height > 0 else { return .failure(.badSize) }
        return PictureConverter.withDecoded(data, fitting: slot, cell: cell, budget: budget) { pixels in
            encode(&pixels, slot: slot, cell: cell, as: pixelProtocol, encoder: encoder, colors: colors, original: data)
        }
    }

    /// Decoded pixels to the protocol's sequence, fitted to `slot` in the terminal's cells.
    static func encode(_ pixels: inout jt_pixels, slot: Size, cell: Size, as pixelProtocol: PixelProtocol,
                       encoder: PixelEncoderKind, colors: Int, original: Data?) -> Result<PixelImage, PictureError> {
        let size = PictureConverter.fitted(Size(width: Int(pixels.width), height: Int(pixels.height)), in: slot,
                                           cellAspect: Double(cell.height) / Double(cell.width))
        let id: UInt32 = pixelProtocol == .kitty ? nextKittyID.withLock { id in defer { id &+= 1 }; return id } : 0
        let code: Int32 = switch pixelProtocol { case .sixel: 1; case .kitty: 2; case .iterm2: 3 }
        var out: UnsafeMutablePointer<UInt8>?
        var length: Int32 = 0
        let (w, h, cw, ch) = (Int32(size.width), Int32(size.height), Int32(cell.width), Int32(cell.height))
        let status: Int32
        switch (encoder, original) {
        case (.chafa, _):
            status = jt_picture_encode(&pixels, w, h, cw, ch, code, id, &out, &length)
        case (.own, let data?):
            status = data.withUnsafeBytes { raw in
                jt_picture_encode_own(&pixels, w, h, cw, ch, code, id, Int32(colors),
                                      raw.bindMemory(to: UInt8.self).baseAddress, Int32(clamping: raw.count), &out, &length)
            }
        case (.own, nil):
            status = jt_picture_encode_own(&pixels, w, h, cw, ch, code, id, Int32(colors), nil, 0, &out, &length)
        }
        defer { jt_picture_free_bytes(out) }
        if let error = PictureConverter.error(status) { return .failure(error) }
        guard let out, length > 0 else { return .failure(.notAnImage) }
        let bytes = Array(UnsafeBufferPointer(start: out, count: Int(length)))
        return .success(PixelImage(pixelProtocol: pixelProtocol, size: size, bytes: bytes, kittyID: id))
    }
}
