import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The hand-written JSON reader under ESPN's summary and standings: it reads
/// what RFC 8259 allows, refuses what it does not with a place, and never
/// crashes or recurses without bound on hostile input.
@Suite struct JSONTreeTests {
    private func parse(_ text: String) throws -> JSONTree { try JSONTree.parse(Data(text.utf8)) }

    @Test func valuesOfEveryKindRead() throws {
        let tree = try parse(#" { "a": [1, -2.5, 3e2, 0, -0, 1E-2], "b": {"c": true, "d": false, "e": null}, "s": "x" } "#)
        #expect(tree["a"]?.array?.compactMap(\.double) == [1, -2.5, 300, 0, 0, 0.01])
        #expect(tree["a"]?.array?.first?.int == 1 && tree["a"]?.array?[1].int == nil)
        #expect(tree["b"]?["c"]?.bool == true && tree["b"]?["d"]?.bool == false)
        if case .null? = tree["b"]?["e"] {} else { Issue.record("null did not read as null") }
        #expect(tree["s"]?.string == "x" && tree["missing"] == nil && tree["s"]?["x"] == nil)
        #expect(try parse("[]").array?.isEmpty == true && (try parse("{}")).isObject)
    }

    @Test func escapesAndSurrogatesDecode() throws {
        let tree = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u20AC", "\ud83c\udfc8", "\ud800x", "\udc00", "plain é"]"#)
        #expect(tree.strings == ["a\"b\\c/d\u{8}\u{c}\n\r\t", "é€", "🏈", "\u{FFFD}x", "\u{FFFD}", "plain é"])
    }

    @Test func theFirstOfARepeatedKeyWinsAsJSONDecoderHasIt() throws {
        #expect(try parse(#"{"k": 1, "k": 2}"#)["k"]?.int == 1)
    }

    @Test(arguments: [
        "", "   ", "{", "[1,", "[1 2]", "{\"a\" 1}", "{1: 2}", "{\"a\":1,}", "[1,]", "tru", "nul", "-", "1.", "1e", "01x",
        "\"abc", "\"\\x\"", "\"\\u12\"", "\"\\uZZZZ\"", "[1] 2", "+1", ".5", "NaN", "Infinity",
    ])
    func malformedDocumentsAreRefusedWithAPlace(_ text: String) {
        do {
            _ = try JSONTree.parse(Data(text.utf8))
            Issue.record("accepted \(text.debugDescription)")
        } catch let error {
            guard case .decoding(let why) = error else { Issue.record("wrong error \(error)"); return }
            #expect(why.contains("at byte"))
        }
    }

    @Test func deepNestingIsRefusedNotOverflowed() throws {
        let limit = JSONPull.maximumDepth
        #expect(throws: FetchError.self) { try parse(String(repeating: "[", count: 1_000_000)) }
        #expect(throws: FetchError.self) { try parse(String(repeating: "{\"a\":", count: limit + 1) + "1" + String(repeating: "}", count: limit + 1)) }
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(try parse(deepest).array?.count == 1)
    }

    @Test func numbersOutsideAnIntStayDoublesAndHugeOnesAreNotInts() throws {
        let tree = try parse("[1e300, 12.0, 9007199254740993, 1e400]")
        #expect(tree.array?[0].int == nil && tree.array?[1].int == 12 && tree.array?[2].int == nil)
        #expect(tree.array?[3].double == nil)   // infinity is no number a field can use
    }

    @Test func objectsLeaveOutAndCountWhatIsNotAnObject() throws {
        let report = DecodeReport()
        let objects = DecodeReport.$current.withValue(report) { (try? parse(#"[{"a":1}, 2, "x", {"b":2}]"#))?.objects ?? [] }
        #expect(objects.count == 2 && report.skipped == 2)
    }

    @Test func agreesWithJSONDecoderOnTheRecordedSummary() throws {
        let data = try Fixtures.data("espn/nfl-summary-401547417-gb-at-atl-2023-week2.json")
        let tree = try JSONTree.parse(data)
        let any = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(any.keys) == Set(Self.keys(tree)))
        let headerID = (any["header"] as? [String: Any])?["id"] as? String
        #expect(tree["header"]?["id"]?.string == headerID)
    }

    @Test func randomBytesNeverCrash() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array(#"{}[]",:\ u0123456789abcdefntrl-+.eE"#.utf8) + [0x00, 0xFF, 0xC3]
        for _ in 0..<3_000 {
            let bytes = (0..<Int.random(in: 0...64, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            _ = try? JSONTree.parse(Data(bytes))
        }
    }

    /// Whole numbers are read without a string; the rest as before; both the same as Double's own reading.
    @Test func numbersReadTheSameEitherWay() throws {
        for text in ["0", "-0", "7", "-42", "123456789012345", "-123456789012345", "1234567890123456", "98765432109876543210",
                     "1.5", "-0.25", "1e3", "1E3", "2e-2", "12.5E+1", "0.1"] {
            let tree = try JSONTree.parse(Data("[\(text)]".utf8))
            #expect(tree.array?.first?.double == Double(text), "\(text)")
        }
        #expect(try JSONTree.parse(Data(#"{"a": 12, "b": 3.0, "c": 1e2}"#.utf8))["a"]?.int == 12)
        for broken in ["[-]", "[1.]", "[1e]", "[--1]", "[1.2.3]"] {
            #expect(throws: FetchError.self) { try JSONTree.parse(Data(broken.utf8)) }
        }
        // A repeated key: the first is the one read.
        #expect(try JSONTree.parse(Data(#"{"k": 1, "k": 2}"#.utf8))["k"]?.int == 1)
    }

    private static func keys(_ tree: JSONTree) -> [String] {
        if case .object(let members) = tree { members.map(\.key) } else { [] }
    }
}
