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
    /// One cell in pixels: the kernel's window size, or the terminal's answer,
    /// held to what a real font measures (a window size claiming 512-pixel
    /// cells once made one poster slot 3584×5118 pixels).
    public var cellPixels: Size? {
        get { storedCellPixels }
        set { storedCellPixels = newValue.map(Self.saneCell) }
    }
    private var storedCellPixels: Size?
    public static let cellWidths = 4...64, cellHeights = 8...128

    public static func saneCell(_ size: Size) -> Size {
        Size(width: min(max(size.width, cellWidths.lowerBound), cellWidths.upperBound),
             height: min(max(size.height, cellHeights.lowerBound), cellHeights.upperBound))
    }
    /// Inside tmux: pixels pass only through its passthrough (`allow-passthrough on`).
    public var tmux: TmuxGraphics?
    /// Inside GNU screen: no pixels.
    public var screen = false
    /// Whether the round trip finished (device attributes came back) rather than timing out.
    public var answered = false
    /// The terminal's own answers name a multiplexer (XTVERSION `tmux 3.4`, or the secondary
    /// attributes' 84 or 83), whatever the environment says: over ssh from a tmux pane there is
    /// no `TMUX`, and an APC string would reach tmux as a new pane title.
    public var multiplexer: String?

    public init() {}

    /// One line for the log and `doctor`.
    public var summary: String {
        var parts: [String] = [answered ? "answered" : "no answer in time"]
        if let version { parts.append(version) }
        if let multiplexer, version?.lowercased().hasPrefix(multiplexer) != true { parts.append("behind \(multiplexer)") }
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
        case .version(let text):
            version = text
            if let name = ["tmux", "screen"].first(where: { text.lowercased().hasPrefix($0) }) { multiplexer = name }
        case .secondaryAttributes(let values):
            if values.first == 84 { multiplexer = multiplexer ?? "tmux" } else if values.first == 83 { multiplexer = multiplexer ?? "screen" }
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
