import CNcurses
import FoundationEssentials
import TerminalUI

extension CursesTerminal {
    /// OSC 8 hyperlinks: ncurses cannot carry them in cells, so after the frame
    /// the linked cells are written again wrapped in the link, with the cursor
    /// saved and restored. Terminals without OSC 8 ignore the sequence.
    func writeLinks(_ canvas: Canvas) {
        var out = "\u{1B}7"
        for link in canvas.links where link.y < Int(jt_lines()) {
            let url = link.url.absoluteString
            guard url.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else { continue }
            var text = ""
            for x in link.x..<min(link.x + link.width, canvas.size.width) where !canvas[x, link.y].isContinuation {
                text.append(canvas[x, link.y].grapheme)
            }
            out += "\u{1B}[\(link.y + 1);\(link.x + 1)H\u{1B}]8;;\(url)\u{1B}\\\(Canvas.sanitize(text))\u{1B}]8;;\u{1B}\\"
        }
        out += "\u{1B}8"
        Self.writeAll(Array(out.utf8))
    }
}
