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

    public static let secondaryAttributes = "\u{1B}[>c"

    /// The first round: nothing a terminal could take for anything but a question (no APC
    /// string), ended by the device attributes every terminal answers, in order. With pixels
    /// wanted, the terminal's name (XTVERSION, secondary attributes) and its cell size too.
    public static func first(askPixels: Bool) -> String {
        (askPixels ? version + secondaryAttributes + cellSize : "") + background + deviceAttributes
    }

    /// The second round, only once the first says no multiplexer is in between: the kitty
    /// graphics query, ended by the device attributes again.
    public static let second = kitty + deviceAttributes

    /// Whether to ask the second round after the first's answers: pixels wanted, and neither the
    /// environment nor the terminal's own answers name tmux or screen (tmux reads an unwrapped
    /// `ESC _` as a new pane title; tmux itself is asked instead, when `TMUX` says it is there).
    /// The Linux console has no pixels and does not know APC strings: it is not asked either.
    public static func asksSecond(_ report: TerminalReport, environment env: [String: String], askPixels: Bool) -> Bool {
        askPixels && !isMultiplexed(env) && report.multiplexer == nil && !(env["TERM"] ?? "").hasPrefix("linux")
    }

    /// Inside tmux or GNU screen, whether or not they said so in `TMUX` or `STY`.
    public static func isMultiplexed(_ env: [String: String]) -> Bool {
        let term = env["TERM"] ?? ""
        return !(env["TMUX"] ?? "").isEmpty || !(env["STY"] ?? "").isEmpty || term.hasPrefix("tmux") || term.hasPrefix("screen")
            || env["TERM_PROGRAM"] == "tmux"
    }
}
