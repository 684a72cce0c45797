import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// Validating in place agrees with the standard library on every input.
@Suite struct UTF8ValidationTests {
    func standard(_ bytes: [UInt8]) -> Bool { String(validating: bytes, as: UTF8.self) != nil }
    func ours(_ bytes: [UInt8]) -> Bool { UTF8Validation.isValid(Data(bytes)) }

    @Test func theEdgesOfTheTable() {
        let cases: [[UInt8]] = [
            [], Array("plain ASCII, longer than eight bytes".utf8), Array("Montréal Canadiens · 東京 · 🏒".utf8),
            [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF],              // overlong two-byte forms; the first and last good ones
            [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80],   // overlong; good; last before surrogates; a surrogate
            [0xEF, 0xBF, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xFF], [0x80], [0xBF], [0xE2, 0x82], [0xE2, 0x82, 0xAC], [0xE2, 0x28, 0xA1], [0xF0, 0x9F, 0x8F],
            Array("12345678".utf8) + [0xC3], Array("1234567".utf8) + [0xC3, 0xA9] + Array("abcdefgh".utf8),
        ]
        for bytes in cases { #expect(ours(bytes) == standard(bytes), "\(bytes)") }
    }

    @Test func randomBytesAgreeWithTheStandardLibrary() {
        var rng = SplitMix(seed: 0x6A75_6D62)
        let pieces: [[UInt8]] = [Array("abc".utf8), Array("é".utf8), Array("€".utf8), Array("🏒".utf8), [0x80], [0xC3], [0xED, 0xA0], [0xF4, 0x90], [0xFF]]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(rng.next() % 12) {
                if rng.next() % 3 == 0 { bytes.append(UInt8(truncatingIfNeeded: rng.next())) } else { bytes += pieces[Int(rng.next() % UInt64(pieces.count))] }
            }
            #expect(ours(bytes) == standard(bytes), "\(bytes)")
        }
    }
}
