import TerminalUI

/// A section heading drawn as a band across the list (`ATLANTIC`, `TV SHOWS`),
/// the same wherever lists have sections, pinned or not.
enum SectionHeading {
    static func render(_ title: String, theme: Theme, into canvas: inout Canvas, area: Rect) {
        canvas.fill(Rect(x: area.x, y: area.y, width: area.width, height: min(1, area.height)), style: theme.band)
        canvas.text(" " + title, x: area.x, y: area.y, width: area.width, style: theme.band)
    }
}
