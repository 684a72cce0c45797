import CNcurses
import TerminalUI

/// ncurses draws colours through numbered pairs; this hands them out on
/// demand and starts over when the terminal's supply runs out.
struct ColorPairs {
    private struct Key: Hashable { var fg: Int32; var bg: Int32 }
    private var assigned: [Key: Int32] = [:]
    private var next: Int32 = 1

    mutating func pair(for style: Style, depth: ColorDepth) -> Int32 {
        if depth == .monochrome { return 0 }
        let key = Key(fg: ColorSelection.number(for: style.foreground, depth: depth),
                      bg: ColorSelection.number(for: style.background, depth: depth))
        if key.fg == -1 && key.bg == -1 { return 0 }
        if let p = assigned[key] { return p }
        if next >= jt_color_pairs() { assigned.removeAll(keepingCapacity: true); next = 1 }
        let p = next
        next += 1
        _ = jt_init_pair(p, key.fg, key.bg)
        assigned[key] = p
        return p
    }
}
