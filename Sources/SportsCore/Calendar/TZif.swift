import FoundationEssentials

/// Reads a TZif file (RFC 8536): the 64-bit block of version 2 and later,
/// or the 32-bit block of version 1, and the footer's rule for the years
/// after the last transition. Anything malformed is nil, never a crash: the
/// file could be anything an administrator put there.
enum TZif {
    static func parse(_ data: Data) -> ZoneRules? {
        let b = [UInt8](data)
        guard b.count >= 44, b[0] == 0x54, b[1] == 0x5A, b[2] == 0x69, b[3] == 0x66 else { return nil }   // "TZif"
        let version = b[4]
        guard let first = Header(b, at: 0) else { return nil }
        if version == 0 { return block(b, at: 44, first, wide: false, footer: nil) }
        // Skip the 32-bit block to the 64-bit one, which has its own header.
        let second = 44 + first.length(wide: false)
        guard let header = Header(b, at: second) else { return nil }
        let start = second + 44
        let end = start + header.length(wide: true)
        guard end <= b.count else { return nil }
        return block(b, at: start, header, wide: true, footer: footer(b, from: end))
    }

    struct Header {
        let isut, isstd, leap, time, type, chars: Int
        init?(_ b: [UInt8], at i: Int) {
            guard i + 44 <= b.count, b[i] == 0x54, b[i + 1] == 0x5A else { return nil }
            func count(_ k: Int) -> Int { Int(TZif.u32(b, i + 20 + 4 * k)) }
            (isut, isstd, leap, time, type, chars) = (count(0), count(1), count(2), count(3), count(4), count(5))
            guard type >= 1, type <= 256, time <= 100_000, chars <= 1_000, leap <= 1_000, isut <= 256, isstd <= 256 else { return nil }
        }
        func length(wide: Bool) -> Int {
            let t = wide ? 8 : 4
            return time * t + time + type * 6 + chars + leap * (t + 4) + isstd + isut
        }
    }

    static func u32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    static func block(_ b: [UInt8], at start: Int, _ h: Header, wide: Bool, footer: PosixZoneRule?) -> ZoneRules? {
        guard start + h.length(wide: wide) <= b.count else { return nil }
        var i = start
        var transitions: [Int64] = []
        transitions.reserveCapacity(h.time)
        for _ in 0..<h.time {
            if wide {
                transitions.append(Int64(bitPattern: UInt64(u32(b, i)) << 32 | UInt64(u32(b, i + 4))))
                i += 8
            } else {
                transitions.append(Int64(Int32(bitPattern: u32(b, i))))
                i += 4
            }
        }
        let kinds = Array(b[i..<(i + h.time)])
        i += h.time
        var raw: [(Int, Bool, Int)] = []
        for _ in 0..<h.type {
            raw.append((Int(Int32(bitPattern: u32(b, i))), b[i + 4] != 0, Int(b[i + 5])))
            i += 6
        }
        let chars = Array(b[i..<(i + h.chars)])
        let offsets = raw.map { seconds, dst, at in
            let name = at < chars.count ? chars[at...].prefix { $0 != 0 } : []
            return ZoneRules.Offset(seconds: max(-86_400, min(86_400, seconds)), isDST: dst,
                                    abbreviation: String(decoding: name, as: UTF8.self))
        }
        guard kinds.allSatisfy({ Int($0) < offsets.count }) else { return nil }
        // Transitions must rise; a file where they do not is not trusted.
        guard zip(transitions, transitions.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        return ZoneRules(transitions: transitions, kinds: kinds, offsets: offsets, later: footer)
    }

    /// The footer is `\n<POSIX TZ>\n` after the 64-bit block.
    static func footer(_ b: [UInt8], from i: Int) -> PosixZoneRule? {
        guard i < b.count, b[i] == 0x0A, let end = b[(i + 1)...].firstIndex(of: 0x0A), end - i < 256 else { return nil }
        return PosixZoneRule(String(decoding: b[(i + 1)..<end], as: UTF8.self))
    }
}
