import Foundation

/// Reads a sixel image back into pixels, as a terminal would: the raster
/// size, the colour registers, and each band's colours with their repeats.
/// Tests compare what comes back with the picture that went in.
struct SixelReader {
    var width = 0, height = 0
    /// RGB per pixel, nil where no colour was set (transparent with P2 = 1).
    var pixels: [(UInt8, UInt8, UInt8)?] = []
    var registers: [Int: (UInt8, UInt8, UInt8)] = [:]
    var repeats = 0
    var bandsWritten = 0
    /// The highest pixel row any sixel touched (padding included).
    var lowestRow = -1

    init?(_ bytes: [UInt8]) {
        let text = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        guard text.count > 4, text[0] == "\u{1B}", text[1] == "P", text.suffix(2) == ["\u{1B}", "\\"] else { return nil }
        guard let q = text.firstIndex(of: "q") else { return nil }
        var i = q + 1
        func number() -> Int {
            var n = 0
            while i < text.count, let d = text[i].properties.numericType != nil ? Int(String(text[i])) : nil { n = n * 10 + d; i += 1 }
            return n
        }
        func numbers() -> [Int] {
            var out = [number()]
            while i < text.count, text[i] == ";" { i += 1; out.append(number()) }
            return out
        }
        var x = 0, band = 0, colour = 0
        while i < text.count - 2 {
            let c = text[i]
            switch c {
            case "\"":
                i += 1
                let raster = numbers()
                guard raster.count == 4 else { return nil }
                width = raster[2]; height = raster[3]
                pixels = Array(repeating: nil, count: width * height)
            case "#":
                i += 1
                let values = numbers()
                colour = values[0]
                if values.count == 5 {
                    func byte(_ percent: Int) -> UInt8 { UInt8(min(255, (percent * 255 + 50) / 100)) }
                    registers[colour] = (byte(values[2]), byte(values[3]), byte(values[4]))
                }
            case "$": x = 0; i += 1
            case "-": x = 0; band += 1; bandsWritten = band; i += 1
            case "!":
                i += 1
                let count = number()
                repeats += 1
                put(text[i], count: count, x: &x, band: band, colour: colour)
                i += 1
            default:
                guard c.value >= 63 && c.value <= 126 else { return nil }
                put(c, count: 1, x: &x, band: band, colour: colour)
                i += 1
            }
        }
    }

    mutating func put(_ c: Unicode.Scalar, count: Int, x: inout Int, band: Int, colour: Int) {
        let bits = Int(c.value) - 63
        for _ in 0..<count {
            for b in 0..<6 where bits & (1 << b) != 0 {
                let y = band * 6 + b
                lowestRow = max(lowestRow, y)
                if x < width, y < height { pixels[y * width + x] = registers[colour] }
            }
            x += 1
        }
    }
}
