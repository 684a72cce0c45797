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
