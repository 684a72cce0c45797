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
    /// not the terminal (tmux itself is asked instead; screen passes no images),
    /// and tmux reads an unwrapped `ESC _` as a new pane title. That holds when
    /// `TMUX` is not passed on too (over ssh, under sudo): `TERM` still says
    /// tmux or screen. The Linux console has no pixels and does not know APC
    /// strings: it is not asked either.
    public static func bytes(environment env: [String: String], askPixels: Bool) -> String {
        bytes(askPixels: askPixels && !isMultiplexed(env) && !(env["TERM"] ?? "").hasPrefix("linux"))
    }

    /// Inside tmux or GNU screen, whether or not they said so in `TMUX` or `STY`.
    public static func isMultiplexed(_ env: [String: String]) -> Bool {
        let term = env["TERM"] ?? ""
        return !(env["TMUX"] ?? "").isEmpty || !(env["STY"] ?? "").isEmpty || term.hasPrefix("tmux") || term.hasPrefix("screen")
            || env["TERM_PROGRAM"] == "tmux"
    }
}
