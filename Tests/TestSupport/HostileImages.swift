import Foundation

/// Image files built to hurt a decoder, made at test time (nothing of the
/// kind is committed): each is what a hostile or broken picture server
/// could send.
public enum HostileImages {
    /// A PNG whose header says `width` × `height` RGBA but whose image data
    /// inflates to `inflatedBytes` (zeros: valid, transparent rows first,
    /// then far more than the rows hold). A decoder that inflates the whole
    /// stream before looking at the rows needs `inflatedBytes` of memory.
    /// The deflate stream is written by hand with fixed Huffman codes
    /// (one zero, then copies of 258 bytes at distance 1, 13 bits each).
    public static func pngInflateBomb(width: UInt32 = 100, height: UInt32 = 100, inflatedBytes: Int = 1 << 30) -> Data {
        var bits = BitWriter()
        bits.put(1, count: 1)                    // BFINAL
        bits.put(1, count: 2)                    // BTYPE 01: fixed codes
        bits.putCode(0x30, length: 8)            // literal 0
        let copy: (UInt32, Int) = (0b11000101, 8)   // length code 285: 258 bytes
        bits.putCode(copy.0, length: copy.1)
        bits.putCode(0, length: 5)               // distance code 0: distance 1
        // 3 bytes so far, so 8 copies (104 bits) are exactly 13 bytes: repeat those.
        var unit = BitWriter()
        for _ in 0..<8 { unit.putCode(copy.0, length: copy.1); unit.putCode(0, length: 5) }
        let copies = max(0, (inflatedBytes - 1) / 258 - 1) / 8
        var stream = Data([0x78, 0x01]) + bits.bytes
        stream.reserveCapacity(stream.count + copies * 13 + 16)
        let block = Data(unit.bytes)
        for _ in 0..<copies { stream.append(block) }
        var tail = BitWriter()
        tail.putCode(0, length: 7)               // end of block
        stream.append(contentsOf: tail.bytes)
        let total = UInt64(1 + 258 * (1 + 8 * copies))
        let adler = UInt32((total % 65521) << 16 | 1)   // all zeros: a stays 1, b is the count
        withUnsafeBytes(of: adler.bigEndian) { stream.append(contentsOf: $0) }
        var ihdr = Data()
        for v in [width, height] { withUnsafeBytes(of: v.bigEndian) { ihdr.append(contentsOf: $0) } }
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])   // 8-bit RGBA, no interlace
        return png(chunks: [("IHDR", ihdr), ("IDAT", stream), ("IEND", Data())])
    }

    /// A progressive grayscale JPEG of 8 × 8 pixels with `scans` DC scans:
    /// each is valid (a repeated first DC scan is accepted), so a decoder
    /// with no limit on scans works through all of them.
    public static func progressiveJPEG(scans: Int = 20_000) -> Data {
        var d = Data([0xFF, 0xD8])
        d += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)         // one quantisation table
        d += [0xFF, 0xC2, 0x00, 0x0B, 0x08, 0x00, 0x08, 0x00, 0x08, 0x01, 0x01, 0x11, 0x00]   // SOF2: 8×8, one component
        d += [0xFF, 0xC4, 0x00, 0x14, 0x00] + [1] + [UInt8](repeating: 0, count: 15) + [0]   // DC table: one 1-bit code, category 0
        let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x7F]   // SOS + one block's "no change"
        d.reserveCapacity(d.count + scan.count * scans + 2)
        for _ in 0..<scans { d += scan }
        d += [0xFF, 0xD9]
        return d
    }

    /// A solid-colour opaque PNG of any size (stored, uncompressed deflate blocks).
    public static func solidPNG(width: UInt32, height: UInt32, rgb: (UInt8, UInt8, UInt8)) -> Data {
        var raw = Data()
        for _ in 0..<height {
            raw.append(0)
            for _ in 0..<width { raw += [rgb.0, rgb.1, rgb.2] }
        }
        return png(ihdrType: 2, interlace: 0, width: width, height: height, raw: raw)   // 8-bit RGB
    }

    /// An Adam7-interlaced RGB PNG whose pixel (x, y) is `color(x, y)`:
    /// seven passes, each its own sub-image of filtered rows, stored uncompressed.
    public static func interlacedPNG(width: Int, height: Int, color: (Int, Int) -> (UInt8, UInt8, UInt8)) -> Data {
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var raw = Data()
        for (x0, y0, dx, dy) in passes {
            let xs = Array(stride(from: x0, to: width, by: dx)), ys = Array(stride(from: y0, to: height, by: dy))
            guard !xs.isEmpty, !ys.isEmpty else { continue }
            for y in ys {
                raw.append(0)
                for x in xs { let c = color(x, y); raw += [c.0, c.1, c.2] }
            }
        }
        return png(ihdrType: 2, interlace: 1, width: UInt32(width), height: UInt32(height), raw: raw)
    }

    /// A PNG of `raw` (filtered rows) in stored deflate blocks.
    static func png(ihdrType: UInt8, interlace: UInt8, width: UInt32, height: UInt32, raw: Data) -> Data {
        var stream = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let n = min(65535, raw.count - offset)
            let last: UInt8 = offset + n >= raw.count ? 1 : 0
            stream += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            stream += raw[(raw.startIndex + offset)..<(raw.startIndex + offset + n)]
            offset += n
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        withUnsafeBytes(of: (b << 16 | a).bigEndian) { stream.append(contentsOf: $0) }
        var ihdr = Data()
        for v in [width, height] { withUnsafeBytes(of: v.bigEndian) { ihdr.append(contentsOf: $0) } }
        ihdr.append(contentsOf: [8, ihdrType, 0, 0, interlace])
        return png(chunks: [("IHDR", ihdr), ("IDAT", stream), ("IEND", Data())])
    }

    static func png(chunks: [(String, Data)]) -> Data {
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        for (type, body) in chunks {
            withUnsafeBytes(of: UInt32(body.count).bigEndian) { out.append(contentsOf: $0) }
            let typed = Data(type.utf8) + body
            out.append(typed)
            withUnsafeBytes(of: crc32(typed).bigEndian) { out.append(contentsOf: $0) }
        }
        return out
    }

    /// zlib's crc32 (libz is on every machine libpng is): fast even for the 7 MB bomb.
    static func crc32(_ data: Data) -> UInt32 {
        typealias CRC = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt
        guard let lib = dlopen("libz.so.1", RTLD_NOW), let sym = dlsym(lib, "crc32") else { return 0 }
        let crc = unsafeBitCast(sym, to: CRC.self)
        return data.withUnsafeBytes { raw in UInt32(truncatingIfNeeded: crc(0, raw.bindMemory(to: UInt8.self).baseAddress, UInt32(raw.count))) }
    }
}

/// Deflate's bit order: fields least significant bit first, Huffman codes
/// most significant bit first.
struct BitWriter {
    var bytes: [UInt8] = []
    var used = 0   // bits used in the last byte

    mutating func put(_ value: UInt32, count: Int) {
        for i in 0..<count { bit((value >> UInt32(i)) & 1) }
    }

    mutating func putCode(_ code: UInt32, length: Int) {
        for i in stride(from: length - 1, through: 0, by: -1) { bit((code >> UInt32(i)) & 1) }
    }

    private mutating func bit(_ b: UInt32) {
        if used == 0 { bytes.append(0) }
        bytes[bytes.count - 1] |= UInt8(b) << UInt8(used)
        used = (used + 1) % 8
    }
}
