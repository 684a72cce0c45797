import SportsCore
import TerminalUI

/// What a picture slot shows when there is no picture to come (none in the
/// payload, or it failed): the name's initials on a tile in a colour of its
/// own, chosen by `key` (a show's channel), so a row without a poster reads
/// as deliberate rather than as an empty frame. The colour stays the same
/// from run to run: the same channel, the same tile.
enum InitialsTile {
    /// Eight mid-tone colours that hold white or black text.
    static let palette: [Contrast.RGB] = [
        (0x1F, 0x4E, 0x79), (0x8E, 0x2C, 0x2C), (0x2E, 0x6B, 0x3A), (0x6A, 0x3D, 0x8F),
        (0xB3, 0x6B, 0x00), (0x00, 0x73, 0x7A), (0x7A, 0x5C, 0x3E), (0x9C, 0x2F, 0x6B),
    ]

    static func draw(_ name: String, key: String, in slot: Rect, _ display: DisplayOptions, into canvas: inout Canvas) {
        guard !slot.isEmpty else { return }
        let style: Style
        if display.teamColors {
            let bg = palette[Int(ResponseCache.fnv(key) % UInt64(palette.count))]
            let fg = Contrast.readable(on: bg, preferred: (255, 255, 255))
            style = Style(fg: .rgb(fg.r, fg.g, fg.b), bg: .rgb(bg.r, bg.g, bg.b), .bold)
        } else {
            style = Style([.reverse, .bold])
        }
        canvas.fill(slot, style: style)
        let text = initials(name, width: slot.width)
        canvas.text(text, x: slot.x, y: slot.y + (slot.height - 1) / 2, width: slot.width, style: style, align: .center)
    }

    /// The first letters of the first two words that are not an article, in
    /// capitals, as many as fit in `width` cells (a wide character takes two).
    static func initials(_ name: String, width: Int) -> String {
        let skipped: Set<String> = ["the", "a", "an", "le", "la", "les", "el"]
        let words = name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "&" })
        let kept = words.filter { !skipped.contains($0.lowercased()) }
        var out = "", used = 0
        for word in (kept.isEmpty ? words : kept).prefix(2) {
            guard let first = word.first(where: { $0.isLetter || $0.isNumber }) else { continue }
            let letter = String(first).uppercased()
            let w = DisplayWidth.of(letter)
            guard used + w <= width else { break }
            out += letter
            used += w
        }
        return out
    }
}
