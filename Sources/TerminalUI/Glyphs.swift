/// Every non-ASCII symbol the UI draws, so `--ascii` (or a non-UTF-8 locale)
/// can swap the whole set at once.
public struct Glyphs: Hashable, Sendable {
    public var horizontal: Character
    public var vertical: Character
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character
    public var teeLeft: Character
    public var teeRight: Character
    public var thinRule: Character
    public var ellipsis: String
    public var star: String
    public var emptyStar: String
    public var bullet: String
    public var left: String
    public var right: String
    public var down: String
    public var dash: String
    public var times: String
    public var spinner: [String]
    public var cachedMark: String
    public var pendingMark: String

    public static let unicode = Glyphs(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        teeLeft: "├", teeRight: "┤", thinRule: "┈", ellipsis: "…", star: "★", emptyStar: "☆", bullet: "•",
        left: "←", right: "→", down: "↓", dash: "—", times: "×",
        spinner: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"],
        cachedMark: "▪", pendingMark: "·")

    public static let ascii = Glyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        teeLeft: "+", teeRight: "+", thinRule: "-", ellipsis: "~", star: "*", emptyStar: "o", bullet: "*",
        left: "<-", right: "->", down: "v", dash: "-", times: "x",
        spinner: ["|", "/", "-", "\\"],
        cachedMark: "#", pendingMark: ".")
}
