import FoundationEssentials
import SportsCore
import TerminalUI

/// The starting elevens at their places on a pitch drawn in characters: the
/// home side from the left goal, the away side from the right (or one side
/// on the whole pitch when both do not fit). A player's place comes from his
/// position (`LB`, `CD-L`, `DM`, `RW`): his line by depth, then left to right
/// as he faces the other goal, the lines as many as the formation says.
enum SoccerPitch {
    /// Depth from his own goal: 0 the goalkeeper, 1 defence … 5 attack.
    static func depth(_ position: String?) -> Int {
        let p = (position ?? "").uppercased()
        if p == "G" || p == "GK" { return 0 }
        if p.hasPrefix("CD") || p == "LB" || p == "RB" || p == "D" || p.hasPrefix("SW") || p.hasSuffix("WB") { return 1 }
        if p.hasPrefix("DM") { return 2 }
        if p.hasPrefix("AM") { return 4 }
        if p.hasPrefix("F") || p.hasPrefix("CF") || p.hasPrefix("ST") || p == "LW" || p == "RW" || p.hasPrefix("LF") || p.hasPrefix("RF") { return 5 }
        return 3
    }

    /// Left to right as he faces the other goal: `L…` 0, `…-L` 1, centre 2, `…-R` 3, `R…` 4.
    static func lateral(_ position: String?) -> Int {
        let p = (position ?? "").uppercased()
        if p.hasSuffix("-L") { return 1 }
        if p.hasSuffix("-R") { return 3 }
        if p.hasPrefix("L") { return 0 }
        if p.hasPrefix("R") { return 4 }
        return 2
    }

    /// The eleven in lines from the goalkeeper forward, each line left to right.
    static func lines(_ lineup: ESPNSummary.Lineup) -> [[ESPNSummary.Lineup.Player]] {
        let starters = lineup.starters
        guard !starters.isEmpty else { return [] }
        let keeper = starters.filter { depth($0.position) == 0 }.prefix(1)
        let outfield = starters.filter { p in !keeper.contains(p) }
            .sorted { (depth($0.position), $0.place ?? 99) < (depth($1.position), $1.place ?? 99) }
        var sizes = lineup.lines ?? []
        if sizes.reduce(0, +) != outfield.count {
            // No formation to trust: one line for each depth the positions name.
            sizes = Dictionary(grouping: outfield, by: { depth($0.position) }).sorted { $0.key < $1.key }.map(\.value.count)
        }
        var out: [[ESPNSummary.Lineup.Player]] = keeper.isEmpty ? [] : [Array(keeper)]
        var rest = outfield[...]
        for size in sizes where !rest.isEmpty {
            out.append(rest.prefix(size).sorted { (lateral($0.position), $0.place ?? 99) < (lateral($1.position), $1.place ?? 99) })
            rest = rest.dropFirst(size)
        }
        return out
    }

    static func both(_ home: ESPNSummary.Lineup?, _ away: ESPNSummary.Lineup?) -> Bool { home != nil && away != nil }

    /// `9 Jiménez`.
    static func label(_ p: ESPNSummary.Lineup.Player, width: Int) -> String {
        let last: String
        if let short = p.shortName, let dot = short.firstRange(of: ". ") { last = String(short[dot.upperBound...]) }
        else { last = p.name.split(separator: " ").last.map(String.init) ?? p.name }
        return Canvas.fit((p.jersey.map { "\($0) " } ?? "") + last, width: max(1, width)).text
    }

    /// Draws the pitch `height` rows tall from the pen, with `home` from the
    /// left goal and `away` from the right (either may be nil: one side alone).
    static func render(home: ESPNSummary.Lineup?, away: ESPNSummary.Lineup?, styles: (home: Style, away: Style), _ context: ScreenContext,
                       _ pen: inout Pen, into canvas: inout Canvas) {
        let glyphs = context.display.ascii
        let width = pen.width, height = 13, top = pen.y, left = pen.x
        let line = context.theme.border
        let (h, v) = glyphs ? ("-", "|") : ("─", "│")
        canvas.text((glyphs ? "+" : "┌") + String(repeating: h, count: width - 2) + (glyphs ? "+" : "┐"), x: left, y: top, width: width, style: line)
        canvas.text((glyphs ? "+" : "└") + String(repeating: h, count: width - 2) + (glyphs ? "+" : "┘"), x: left, y: top + height - 1,
                    width: width, style: line)
        for y in (top + 1)..<(top + height - 1) {
            canvas.text(v, x: left, y: y, width: 1, style: line)
            canvas.text(v, x: left + width - 1, y: y, width: 1, style: line)
            if home != nil && away != nil { canvas.text(v, x: left + width / 2, y: y, width: 1, style: line) }
        }
        let inner = height - 2
        func place(_ lineup: ESPNSummary.Lineup, fromLeft: Bool, span: (Int, Int), style: Style) {
            let rows = lines(lineup)
            guard !rows.isEmpty else { return }
            let columns = rows.count
            let step = columns > 1 ? (span.1 - span.0) / (columns - 1) : 0
            let labelWidth = max(3, min(14, step - 1))
            for (k, players) in rows.enumerated() {
                let centre = fromLeft ? span.0 + k * step : span.1 - k * step
                for (i, player) in players.enumerated() {
                    // Facing right, a side's left is the top; facing left, the bottom.
                    let slot = fromLeft ? i : players.count - 1 - i
                    let y = top + 1 + (2 * slot + 1) * inner / (2 * players.count)
                    let text = label(player, width: labelWidth)
                    let w = DisplayWidth.of(text)
                    let x = min(max(left + 1, centre - w / 2), left + width - 1 - w)
                    canvas.text(text, x: x, y: y, width: w, style: style)
                }
            }
        }
        // Room for half a name between the outermost lines and the touchline.
        let margin = both(home, away) ? max(4, min(8, width / 16)) : max(4, min(8, width / 12))
        if let home, let away {
            place(home, fromLeft: true, span: (left + margin, left + width / 2 - margin), style: styles.home)
            place(away, fromLeft: false, span: (left + width / 2 + margin, left + width - 1 - margin), style: styles.away)
        } else if let one = home ?? away {
            place(one, fromLeft: true, span: (left + margin, left + width - 1 - margin), style: home != nil ? styles.home : styles.away)
        }
        pen.skip(height)
    }
}
