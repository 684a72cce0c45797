import TerminalUI

/// Pure decisions about colour, kept apart from ncurses so they can be tested.
public enum ColorSelection {
    /// How many colours to use. `NO_COLOR` (any non-empty value), `--no-color`
    /// and `TERM=dumb` mean monochrome (bold/reverse only). Truecolor needs both
    /// `COLORTERM` to say so and a direct-colour terminfo entry (2^24 colours):
    /// ncurses can only send RGB through such an entry; otherwise RGB values are
    /// mapped to the nearest of the 256-colour palette.
    public static func depth(environment env: [String: String], noColorFlag: Bool,
                             hasColors: Bool, terminfoColors: Int) -> ColorDepth {
        decide(environment: env, noColorFlag: noColorFlag, hasColors: hasColors, terminfoColors: terminfoColors).depth
    }

    /// The depth and the reason, in words (`jumbotron doctor` shows both).
    public static func decide(environment env: [String: String], noColorFlag: Bool,
                              hasColors: Bool, terminfoColors: Int) -> (depth: ColorDepth, why: String) {
        let term = env["TERM"].flatMap { $0.isEmpty ? nil : $0 } ?? "unset"
        if noColorFlag { return (.monochrome, "--no-color or theme \"mono\" asks for it") }
        if let v = env["NO_COLOR"], !v.isEmpty { return (.monochrome, "NO_COLOR is set") }
        if term == "dumb" { return (.monochrome, "TERM=dumb") }
        guard hasColors else { return (.monochrome, "terminfo for TERM=\(term) has no colours") }
        let colorterm = (env["COLORTERM"] ?? "").lowercased()
        let wantsTrue = colorterm == "truecolor" || colorterm == "24bit"
        if wantsTrue && terminfoColors >= 1 << 24 { return (.truecolor, "COLORTERM=\(colorterm) and TERM=\(term) is a direct-colour entry") }
        let trueHint = wantsTrue ? "; COLORTERM=\(colorterm), but 24-bit needs a direct-colour TERM such as xterm-direct" : ""
        if terminfoColors >= 256 { return (.palette256, "terminfo for TERM=\(term) has \(terminfoColors) colours\(trueHint)") }
        if terminfoColors >= 8 {
            return (.eight, "terminfo for TERM=\(term) has \(terminfoColors) colours (TERM=xterm-256color gives 256 if your terminal has them)")
        }
        return (.monochrome, "terminfo for TERM=\(term) has \(terminfoColors) colours")
    }

    /// Whether `style`'s bold reaches the terminal: never on black text in
    /// colour, which many terminals draw as dark grey (their "bold is bright").
    public static func showsBold(_ style: Style, depth: ColorDepth) -> Bool {
        guard style.attributes.contains(.bold) else { return false }
        guard depth != .monochrome, style.foreground != .default else { return true }
        let n = number(for: style.foreground, depth: depth)
        return !(n == 0 || (depth == .palette256 && n == 16))
    }

    /// The ncurses colour number for `color` at `depth`; -1 is the terminal default.
    public static func number(for color: Color, depth: ColorDepth) -> Int32 {
        switch (color, depth) {
        case (_, .monochrome), (.default, _): return -1
        case (.named(let n), .eight): return Int32(n.rawValue % 8)
        case (.named(let n), _): return Int32(n.rawValue)
        case (.indexed(let i), .eight): return Int32(nearestBasic(rgb: XtermPalette.rgb(i)))
        case (.indexed(let i), _): return Int32(i)
        case (.rgb(let r, let g, let b), .truecolor): return Int32(r) << 16 | Int32(g) << 8 | Int32(b)
        case (.rgb(let r, let g, let b), .palette256): return Int32(nearest256(r, g, b))
        case (.rgb(let r, let g, let b), .eight): return Int32(nearestBasic(rgb: (r, g, b)))
        }
    }

    private static let cubeLevels = XtermPalette.cubeLevels

    /// The closest xterm-256 index: the 6×6×6 cube or the grey ramp, whichever is nearer.
    public static func nearest256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        func level(_ v: UInt8) -> Int {
            var best = 0
            for i in 1..<6 where abs(cubeLevels[i] - Int(v)) < abs(cubeLevels[best] - Int(v)) { best = i }
            return best
        }
        let (ri, gi, bi) = (level(r), level(g), level(b))
        let cube = (cubeLevels[ri], cubeLevels[gi], cubeLevels[bi])
        let avg = (Int(r) + Int(g) + Int(b)) / 3
        let greyIndex = min(23, max(0, (avg - 3) / 10))
        let greyLevel = 8 + greyIndex * 10
        func dist(_ c: (Int, Int, Int)) -> Int {
            let dr = c.0 - Int(r), dg = c.1 - Int(g), db = c.2 - Int(b)
            return dr * dr + dg * dg + db * db
        }
        // A colour with a visible hue keeps one: the Packers' dark green (#203731)
        // is nearer a grey by distance, and a club's colours turned grey read as
        // nobody's. Only near-neutral colours (or a cube entry that is itself
        // grey) may take the ramp.
        let chroma = max(r, g, b) - min(r, g, b)
        let cubeIsGrey = ri == gi && gi == bi
        if (chroma < 16 || cubeIsGrey) && dist((greyLevel, greyLevel, greyLevel)) < dist(cube) { return UInt8(232 + greyIndex) }
        return UInt8(16 + 36 * ri + 6 * gi + bi)
    }

    /// One of the eight basic colours, judged by which channels are strong.
    public static func nearestBasic(rgb: (UInt8, UInt8, UInt8)) -> UInt8 {
        let (r, g, b) = (Int(rgb.0), Int(rgb.1), Int(rgb.2))
        let maxc = max(r, g, b), minc = min(r, g, b)
        if maxc < 60 {
            // Dark, but with a hue (a club's dark green or navy): its strongest channel, not black.
            guard maxc - minc >= 16 else { return 0 }
            return UInt8((r >= maxc - 4 ? 1 : 0) | (g >= maxc - 4 ? 2 : 0) | (b >= maxc - 4 ? 4 : 0))
        }
        let threshold = maxc / 2 + 20
        let bits = (r >= threshold ? 1 : 0) | (g >= threshold ? 2 : 0) | (b >= threshold ? 4 : 0)
        return UInt8(bits == 0 ? 7 : bits)
    }
}
