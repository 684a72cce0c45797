/// The RGB values xterm gives its 256 palette entries: the 16 basic colours,
/// the 6×6×6 cube and the grey ramp. Colour mapping (CursesTerminal) and the
/// light theme's contrast test both measure colours against it.
public enum XtermPalette {
    public static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    private static let basic: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]

    public static func rgb(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0..<16:
            return basic[Int(index)]
        case 16..<232:
            let v = Int(index) - 16
            return (UInt8(cubeLevels[v / 36]), UInt8(cubeLevels[v / 6 % 6]), UInt8(cubeLevels[v % 6]))
        default:
            let g = UInt8(8 + (Int(index) - 232) * 10)
            return (g, g, g)
        }
    }
}
