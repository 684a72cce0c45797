import CursesTerminal
import Foundation
import TerminalUI

extension FuzzHarness {
    /// Bytes as a terminal sends them (keys, pastes, answers, garbage), cut
    /// into reads wherever the input says, arriving at the pace it says.
    /// Invariants: the stream settles to nothing held; no paste keeps more
    /// than its limit; what is held stays bounded; and reads that follow
    /// each other faster than any hold give exactly what one read gives.
    public static func keyStream(_ data: Data) {
        let bytes = Array(data.prefix(16_384))
        guard let first = bytes.first else { return }
        var units: [KeySequenceDecoder.Input] = []
        var cuts: [Int] = []
        var gaps: [Double] = []
        var i = 1
        while i < bytes.count {
            let b = bytes[i]
            i += 1
            switch b {
            case 0xF0:   // cut the read here; the next byte is the pause before the next one
                cuts.append(units.count)
                gaps.append(Double(i < bytes.count ? bytes[i] : 0) / 100)
                i += 1
            case 0xF1: units.append(.code(27))
            case 0xF2: units += "\u{1B}[200~".unicodeScalars.map { .code($0.value) }
            case 0xF3: units += "\u{1B}[201~".unicodeScalars.map { .code($0.value) }
            case 0xF4: units.append(.event(.key(.up)))
            case 0xF5: units.append(.code(0x1F600))   // a wide character
            case 0xF6: units += Array(repeating: .code(0x71), count: 5000)   // 5,000 q
            default: units.append(.code(UInt32(b)))
            }
        }
        cuts.append(units.count)
        gaps.append(0)

        func play(_ gapsUsed: [Double]) -> [TerminalEvent] {
            var stream = KeyStream()
            stream.expectingAnswers = first & 1 == 1
            var now = 1.0, from = 0
            var out: [TerminalEvent] = []
            for (cut, gap) in zip(cuts, gapsUsed) {
                out += stream.feed(Array(units[from..<max(from, cut)]), now: now, character: CursesKeys.character)
                require(stream.heldCount <= KeyStream.answerLimit + 16, "held \(stream.heldCount) units")
                from = max(from, cut)
                now += gap
                out += stream.idle(now: now)
            }
            out += stream.idle(now: now + 60)
            require(stream.isIdle, "the stream did not settle")
            return out
        }
        let paced = play(gaps)
        for case .paste(let text) in paced { require(text.unicodeScalars.count <= KeyStream.pasteLimit, "a paste kept \(text.unicodeScalars.count)") }
        // Reads closer together than the shortest hold: the cuts must not matter.
        // (A cut with nothing before it is no read: no time passes for it.)
        var previous = 0
        let quickGaps = cuts.map { cut -> Double in
            defer { previous = max(previous, cut) }
            return cut > previous ? KeyStream.escapeHold / 4 : 0
        }
        let quick = play(quickGaps)
        var whole = KeyStream()
        let once = whole.feed(units, now: 1, character: CursesKeys.character) + whole.idle(now: 100)
        require(quick == once, "cut reads gave \(quick.count) events, one read \(once.count)")
    }
}
