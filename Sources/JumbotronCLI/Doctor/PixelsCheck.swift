import CursesTerminal
import FoundationEssentials
import Jumbotron
import Pictures
import TerminalUI

/// `doctor`'s lines on real pixels and the background: the same questions
/// the app asks at start, answered by the terminal doctor runs in.
enum PixelsCheck {
    static func lines(mode: ImagesMode, themeFromTerminal: Bool, environment env: [String: String]) -> [DoctorLine] {
        guard mode.allowsPixels || themeFromTerminal else {
            return [.ok("pixels", "off: images = \"\(mode.rawValue)\"")]
        }
        guard let report = TerminalInterview.run(environment: env, askPixels: mode.allowsPixels) else {
            return [.ok("pixels", "no terminal to ask (doctor was not run in one): the app asks its own at start")]
        }
        return lines(report, mode: mode, themeFromTerminal: themeFromTerminal,
                     encoder: mode.allowsPixels && PixelEncoder.isAvailable)
    }

    /// The lines for a report (tests give their own).
    static func lines(_ report: TerminalReport, mode: ImagesMode, themeFromTerminal: Bool, encoder: Bool) -> [DoctorLine] {
        var lines: [DoctorLine] = []
        let choice = PixelChoice.choose(report, mode: mode, encoder: encoder)
        let asked = "terminal: \(report.summary)"
        if choice.pixelProtocol != nil {
            lines.append(.ok("pixels", "\(choice.reason), encoded by \(PixelEncoderKind.current.rawValue) (\(asked))"))
        } else if mode.allowsPixels {
            let instead = mode == .pixels ? "placeholders instead (images = \"pixels\")" : "character art instead"
            lines.append(.ok("pixels", "\(choice.reason): \(instead) (\(asked))"))
        } else {
            lines.append(.ok("pixels", choice.reason))
        }
        if themeFromTerminal {
            if let background = report.background {
                lines.append(.ok("background", "\(background.hex), \(background.isLight ? "light: the light theme" : "dark: the dark theme") (theme, --theme or COLORFGBG choose otherwise)"))
            } else {
                lines.append(.ok("background", "the terminal did not say its colour: the dark theme (set theme = \"light\" for a white background)"))
            }
        }
        return lines
    }
}
