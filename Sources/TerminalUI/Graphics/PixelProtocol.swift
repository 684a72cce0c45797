/// The three ways a terminal shows real pixels.
public enum PixelProtocol: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// kitty's graphics protocol (kitty, WezTerm, Ghostty, Konsole): images on a
    /// layer above the text, each with an id it can be removed by.
    case kitty
    /// DEC sixel (xterm -ti vt340, foot, mlterm, WezTerm, Konsole, iTerm2):
    /// pixels painted into the cells, gone when the cells are written again.
    case sixel
    /// iTerm2's inline images (OSC 1337): like sixel, the cells hold them.
    case iterm2

    public var description: String { rawValue }

    /// Whether the image lives in the text cells (written over by text, and
    /// removed by writing the cells again) rather than on a layer of its own.
    public var paintsCells: Bool { self != .kitty }
}

/// What the user asked for (`images` in config.toml, `--no-images`).
public enum ImagesMode: String, Hashable, Sendable, CaseIterable {
    /// Real pixels where the terminal shows them, else character art.
    case auto
    /// Real pixels where the terminal shows them, else placeholders.
    case pixels
    /// Character art only, never pixels.
    case cells
    /// Placeholders only.
    case off

    public var allowsPixels: Bool { self == .auto || self == .pixels }
    public var allowsCells: Bool { self == .auto || self == .cells }
}

/// The questions asked once at start, written together: the kitty graphics
/// query (a 1×1 image it answers OK to, and stores nothing), XTVERSION, the
/// background colour (OSC 11), the cell size in pixels, and last primary
/// device attributes, which every terminal answers, in order: its answer
/// ends the round trip. Terminals that do not know a question ignore it.
public enum GraphicsQuery {
    public static let kitty = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    public static let version = "\u{1B}[>0q"
    public static let background = "\u{1B}]11;?\u{1B}\\"
    public static let cellSize = "\u{1B}[16t"
    public static let deviceAttributes = "\u{1B}[c"

    /// What to ask: no graphics question when pixels are not wanted (no image
    /// bytes at all then); the background is always asked (the light theme).
    public static func bytes(askPixels: Bool) -> String {
        (askPixels ? kitty + version + cellSize : "") + background + deviceAttributes
    }

    /// Inside tmux or screen the graphics questions would reach the multiplexer,
    /// not the terminal (tmux itself is asked instead; screen passes no images).
    /// The Linux console has no pixels and does not know APC strings: it is not asked.
    public static func bytes(environment env: [String: String], askPixels: Bool) -> String {
        let multiplexed = !(env["TMUX"] ?? "").isEmpty || !(env["STY"] ?? "").isEmpty
        let console = (env["TERM"] ?? "").hasPrefix("linux")
        return bytes(askPixels: askPixels && !multiplexed && !console)
    }
}

/// Everything learnt about the terminal's graphics, from the environment and
/// the answers (or their absence).
public struct TerminalReport: Hashable, Sendable {
    /// What the environment names (`TERM`, `TERM_PROGRAM`, `KITTY_WINDOW_ID`…), and which variable said so.
    public var environmentProtocol: PixelProtocol?
    public var environmentReason = ""
    public var kittyAnswered = false
    public var deviceAttributes: [Int]?
    public var version: String?
    public var background: RGB?
    /// One cell in pixels: the kernel's window size, or the terminal's answer.
    public var cellPixels: Size?
    /// Inside tmux: pixels pass only through its passthrough (`allow-passthrough on`).
    public var tmux: TmuxGraphics?
    /// Inside GNU screen: no pixels.
    public var screen = false
    /// Whether the round trip finished (device attributes came back) rather than timing out.
    public var answered = false

    public init() {}

    /// One line for the log and `doctor`.
    public var summary: String {
        var parts: [String] = [answered ? "answered" : "no answer in time"]
        if let version { parts.append(version) }
        if let deviceAttributes { parts.append("device attributes " + deviceAttributes.map(String.init).joined(separator: ";")) }
        if kittyAnswered { parts.append("kitty graphics") }
        if let background { parts.append("background \(background.hex)") }
        if let cellPixels { parts.append("cells \(cellPixels.width)×\(cellPixels.height) px") }
        if let tmux { parts.append("tmux passthrough \(tmux.passthrough ? "on" : "off")\(tmux.outerTerm.isEmpty ? "" : " to \(tmux.outerTerm)")") }
        return parts.joined(separator: ", ")
    }

    public mutating func take(_ reply: TerminalReply) {
        switch reply {
        case .kittyGraphics(let ok): kittyAnswered = kittyAnswered || ok
        case .deviceAttributes(let values): deviceAttributes = values; answered = true
        case .version(let text): version = text
        case .background(let rgb): background = rgb
        case .cellPixels(let size): if cellPixels == nil { cellPixels = size }
        }
    }
}

/// tmux between the app and the terminal.
public struct TmuxGraphics: Hashable, Sendable {
    /// `allow-passthrough` is on for this pane.
    public var passthrough: Bool
    /// The outer terminal's TERM as tmux knows it (`client_termname`).
    public var outerTerm: String
    /// tmux's own feature list for the outer terminal (`client_termfeatures`).
    public var outerFeatures: [String]
    public init(passthrough: Bool, outerTerm: String, outerFeatures: [String]) {
        self.passthrough = passthrough; self.outerTerm = outerTerm; self.outerFeatures = outerFeatures
    }
}
