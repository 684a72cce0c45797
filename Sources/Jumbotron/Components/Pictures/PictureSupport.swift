import Pictures
import TerminalUI

/// Whether pictures are drawn as character art, and in how many colours:
/// the terminal's own depth. Never in monochrome (`NO_COLOR`, `--no-color`),
/// ASCII or non-UTF-8 terminals (block characters need Unicode), nor with
/// `images = "off"` or `"pixels"`, or `--no-images`. libchafa is not opened
/// here (start-up stays fast): without it each picture fails once, logged,
/// and its placeholder stays. Real pixels are decided later, from the
/// terminal's answers (`PixelChoice`).
public enum PictureSupport {
    public static func depth(images: Settings.Images, ascii: Bool, colorDepth: ColorDepth) -> PictureDepth? {
        guard images.allowsCells, !ascii else { return nil }
        switch colorDepth {
        case .monochrome: return nil
        case .eight: return .eight
        case .palette256: return .palette256
        case .truecolor: return .truecolor
        }
    }
}
