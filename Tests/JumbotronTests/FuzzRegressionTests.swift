import Foundation
import FuzzHarness
import Jumbotron
import Testing

/// Every input a fuzzer ever crashed on, replayed through the same harness
/// (scripts/fuzz.sh saves them under Tests/Fuzz/Regressions/<fuzzer>/), plus
/// hand-written hostile inputs so the harness itself is exercised in CI.
@Suite struct FuzzRegressionTests {
    static let regressions = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Fuzz/Regressions")

    @Test(arguments: FuzzHarness.Target.allCases)
    func everyInputAFuzzerFoundStillPasses(_ target: FuzzHarness.Target) throws {
        let dir = Self.regressions.appendingPathComponent(target.fuzzerName)
        let files = (try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)) ?? []
        for file in files where !file.lastPathComponent.hasPrefix(".") {
            let data = try Data(contentsOf: file)
            let found = FuzzHarness.findings { FuzzHarness.run(target, data) }
            #expect(found.isEmpty, "\(target.fuzzerName)/\(file.lastPathComponent): \(found)")
        }
    }

    @Test func hostileTextGoesThroughEveryPathIntact() {
        let hostile = [
            "Evil\u{1b}]0;pwned\u{07}\u{1b}[2J", "\u{9b}31m\u{90}q\u{9c}", "a\tb\nc\r\u{0}d", "<b>&amp;&#x1b;&#27;&#0;&#xFFFFFFFF;</b>",
            "2018-02-29", "2016-02-29", "٢٠١٨-٠٩-١٩", "👨‍👩‍👧‍👦\u{301}\u{301}", String(repeating: "<", count: 5000),
        ]
        for s in hostile { runChecked(.text, Data(s.utf8)) }
        runChecked(.text, Data([0xff, 0xfe, 0xc3, 0x28, 0xe2, 0x82]))
    }

    @Test func hostileBasketballRowsGoThroughTheScreensAndPrint() {
        let evil = "Evil\\u001b]0;pwned\\u0007\\u001b[2J"
        let teams = """
        {"data":[{"id":9223372036854775807,"abbreviation":"\(evil)","conference":"East","division":"\(evil)","full_name":"\(evil)"},
                 {"id":-1,"conference":"West "},{"id":2,"conference":"    "}],"meta":{"next_cursor":-5}}
        """
        runChecked(.nba, Data(teams.utf8))
        let players = """
        {"data":[{"id":1,"first_name":"\(evil)","last_name":"","height":"99-99","weight":"1e308","jersey_number":"\(evil)",
                  "draft_year":-2147483648,"draft_round":9223372036854775807,"team":{"id":20}},
                 {"id":1,"first_name":"dup"}],"meta":{"next_cursor":9223372036854775807}}
        """
        runChecked(.nba, Data(players.utf8))
    }

    @Test func hostileShowsGoThroughDecodingViewsAndPrint() throws {
        let evil = "Evil\u{1b}]0;pwned\u{07}\u{1b}[2J"
        let show: [String: Any] = [
            "id": 1, "name": evil, "summary": "<p>\u{1b}[31m\u{07}\u{08}\u{9b}2J\u{0}</p>", "genres": [evil],
            "premiered": "2020-01-01", "network": ["name": evil], "externals": ["imdb": "tt1;rm -rf /"],
            "image": ["medium": "http://127.0.0.1/../../etc/passwd"], "officialSite": "javascript:\u{1b}",
        ]
        runChecked(.tvmaze, try JSONSerialization.data(withJSONObject: [show, show]))
        runChecked(.tvmaze, try JSONSerialization.data(withJSONObject: show))
    }

    @Test func eventStreamsFromEveryByte() {
        // Each single op byte and a sweep of two-byte streams: every branch of the event decoder.
        for a in 0...255 { runChecked(.events, Data([UInt8(a), UInt8(255 - a), UInt8(a), 7, 3])) }
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<10 { runChecked(.events, Data((0..<100).map { _ in UInt8.random(in: 0...255, using: &rng) })) }
    }

    /// The key stream's harness on the probe's shapes: a paste and an answer
    /// cut by reads, an over-long answer, a lone ESC, and random bytes.
    @Test func keyStreamsOfEveryShape() {
        let esc: UInt8 = 0xF1, cut: UInt8 = 0xF0
        runChecked(.keyStream, Data([0, 0xF2] + Array("hell".utf8) + [cut, 5] + Array("o world q".utf8) + [0xF3]))
        runChecked(.keyStream, Data([1, esc] + Array("[6;".utf8) + [cut, 10] + Array("16;9t".utf8)))
        runChecked(.keyStream, Data([1, esc] + Array("]11;".utf8) + [0xF6, cut, 1, 7, esc, cut, 0, 0x5C]))
        runChecked(.keyStream, Data([0, esc, cut, 200, 0xF4, esc, esc, 0xF5]))
        for a in 0...255 { runChecked(.keyStream, Data([UInt8(a & 1), UInt8(a), esc, UInt8(255 - a), cut, UInt8(a), UInt8(a)])) }
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20 { runChecked(.keyStream, Data((0..<300).map { _ in UInt8.random(in: 0...255, using: &rng) })) }
    }
}

/// The two newest harness paths, once each on inputs known to matter, so a
/// broken harness shows here and not only in a fuzzing run.
@Suite struct FuzzHarnessPicturesAndCursorsTests {
    @Test func pictureInputsOfEveryKindPass() throws {
        let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PicturesTests/Images")
        for name in ["poster.png", "logo.png", "scene.jpg", "scene-progressive.jpg"] {
            runChecked(.pictures, Data([2]) + (try Data(contentsOf: images.appendingPathComponent(name))))
        }
        for prefix: UInt8 in [0, 1, 2] { runChecked(.pictures, Data([prefix]) + Data(repeating: 0xAB, count: 300)) }
        runChecked(.pictures, Data())
    }

    @Test func cursorWalksOfEveryShapeStop() {
        runChecked(.nbaCursor, Data([1, 25, 2, 25, 1, 25]))          // a loop
        runChecked(.nbaCursor, Data([255, 25]))                      // a negative cursor
        runChecked(.nbaCursor, Data((0..<200).map { UInt8($0 % 15 + 1) }))   // cursors cycling through fifteen values
        runChecked(.nbaCursor, Data([0, 10]))                        // one page, the end
    }
}

/// Runs one input; a broken invariant fails this test with its message
/// (under a fuzzer it would trap, which here would end every test).
func runChecked(_ target: FuzzHarness.Target, _ data: Data, sourceLocation: SourceLocation = #_sourceLocation) {
    let found = FuzzHarness.findings { FuzzHarness.run(target, data) }
    #expect(found.isEmpty, "\(target.fuzzerName): \(found)", sourceLocation: sourceLocation)
}

/// The harness's checks record instead of trapping under `findings`, so a
/// broken invariant is one failed test, with its message.
@Suite struct FuzzFindingsTests {
    @Test func aBrokenInvariantIsRecordedNotATrap() {
        let found = FuzzHarness.findings { PrintTableSanity.check(PrintTable(columns: ["a", "b"], rows: [[.number(1)]])) }
        #expect(found == ["TSV field count"])
        #expect(FuzzHarness.findings { PrintTableSanity.check(PrintTable(columns: ["a"], rows: [[.number(1)]])) }.isEmpty)
    }
}
