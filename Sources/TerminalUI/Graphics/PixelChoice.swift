/// Whether pictures are drawn as real pixels, in which protocol, and why:
/// decided once from the environment and the terminal's answers.
public struct PixelChoice: Hashable, Sendable {
    /// nil: character art or placeholders, as before.
    public var pixelProtocol: PixelProtocol?
    /// One cell in pixels, to size images to their slots.
    public var cellPixels: Size
    /// Image bytes go through tmux's passthrough.
    public var tmuxPassthrough: Bool
    /// One line for `doctor` and the log.
    public var reason: String

    public init(pixelProtocol: PixelProtocol?, cellPixels: Size = Size(width: 8, height: 16), tmuxPassthrough: Bool = false, reason: String) {
        self.pixelProtocol = pixelProtocol; self.cellPixels = cellPixels; self.tmuxPassthrough = tmuxPassthrough; self.reason = reason
    }

    /// kitty, foot, WezTerm, iTerm2, Ghostty, Konsole and mlterm say who they
    /// are in the environment; xterm (sixel with `-ti vt340`) only in its answers.
    public static func fromEnvironment(_ env: [String: String]) -> (PixelProtocol, String)? {
        let term = env["TERM"] ?? "", program = env["TERM_PROGRAM"] ?? ""
        if let known = forTerm(term) { return (known, "TERM=\(term)") }
        if program == "iTerm.app" || env["LC_TERMINAL"] == "iTerm2" { return (.iterm2, "TERM_PROGRAM=iTerm.app") }
        if program == "WezTerm" { return (.iterm2, "TERM_PROGRAM=WezTerm") }
        if program.lowercased() == "ghostty" { return (.kitty, "TERM_PROGRAM=\(program)") }
        if let id = env["KITTY_WINDOW_ID"], !id.isEmpty { return (.kitty, "KITTY_WINDOW_ID is set") }
        // Konsole draws sixel from 22.04 (KONSOLE_VERSION 220400).
        if let version = env["KONSOLE_VERSION"].flatMap({ Int($0) }), version >= 220370 { return (.sixel, "KONSOLE_VERSION=\(version)") }
        return nil
    }

    /// A TERM that names a terminal with pixels (also tmux's outer terminal).
    public static func forTerm(_ term: String) -> PixelProtocol? {
        if term == "xterm-kitty" || term == "xterm-ghostty" { return .kitty }
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") || term == "yaft-256color" { return .sixel }
        if term == "wezterm" { return .iterm2 }
        return nil
    }

    /// The decision. `encoder` says whether pictures can be decoded (libpng16
    /// and libjpeg62 open): our own encoders need nothing else.
    public static func choose(_ report: TerminalReport, mode: ImagesMode, encoder: Bool) -> PixelChoice {
        guard mode.allowsPixels else { return PixelChoice(pixelProtocol: nil, reason: "off: images = \(mode.rawValue)") }
        if report.screen { return PixelChoice(pixelProtocol: nil, reason: "no: GNU screen passes no images through") }
        // The terminal's own answers name a multiplexer the environment did not (over ssh from a
        // tmux pane): its passthrough cannot be asked from here, and an image would reach it as a title.
        if let multiplexer = report.multiplexer, report.tmux == nil {
            return PixelChoice(pixelProtocol: nil, reason: "no: the terminal answers as \(multiplexer), which passes no images it was not asked to")
        }
        var found: (PixelProtocol, String)?
        let passthrough = report.tmux != nil
        if let tmux = report.tmux {
            guard tmux.passthrough else {
                return PixelChoice(pixelProtocol: nil, reason: "no: inside tmux, and its allow-passthrough is off (tmux set -g allow-passthrough on)")
            }
            if let known = forTerm(tmux.outerTerm) {
                found = (known, "tmux passes them through to \(tmux.outerTerm)")
            } else if tmux.outerFeatures.contains("sixel") {
                found = (.sixel, "tmux passes them through, and says \(tmux.outerTerm) draws sixel")
            } else {
                return PixelChoice(pixelProtocol: nil, reason: "no: inside tmux, and the terminal around it (\(tmux.outerTerm.isEmpty ? "unknown" : tmux.outerTerm)) names no image protocol")
            }
        } else if let env = report.environmentProtocol {
            found = (env, report.environmentReason)
        } else if report.kittyAnswered {
            found = (.kitty, "the terminal answered the kitty graphics query")
        } else if report.deviceAttributes?.contains(4) == true {
            found = (.sixel, "the terminal's device attributes include 4 (sixel)")
        }
        let who = report.version.map { " (\($0))" } ?? ""
        guard let (pixelProtocol, why) = found else {
            let reason = report.answered ? "no: the terminal\(who) answered, with no image protocol" : "no: the terminal did not answer within a second"
            return PixelChoice(pixelProtocol: nil, reason: reason)
        }
        // Sixel is drawn in the terminal's own pixels: without a cell size a picture would spill over its slot.
        guard let cell = report.cellPixels ?? (pixelProtocol == .sixel ? nil : Size(width: 8, height: 16)) else {
            return PixelChoice(pixelProtocol: nil, reason: "no: \(pixelProtocol) (\(why)), but the terminal did not say its cell size in pixels")
        }
        guard encoder else {
            return PixelChoice(pixelProtocol: nil, reason: "no: \(pixelProtocol) (\(why)), but libpng16 or libjpeg62 cannot be opened (install libpng16-16 and libjpeg62-turbo)")
        }
        return PixelChoice(pixelProtocol: pixelProtocol, cellPixels: cell, tmuxPassthrough: passthrough,
                           reason: "\(pixelProtocol): \(why)\(who), cells of \(cell.width)×\(cell.height) pixels")
    }
}
