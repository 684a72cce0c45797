import Foundation
import Primitives
import Testing
@testable import SportsCore

/// What replaced Foundation's helpers says what Foundation said.
@Suite struct PrimitivesTests {
    @Test func fixedTextMatchesPrintf() {
        var generator = SystemRandomNumberGenerator()
        for places in 0...3 {
            for _ in 0..<5_000 {
                // Values as box scores and averages hold them: a few digits, often exact halves.
                let value = Double(Int.random(in: -200_000...200_000, using: &generator)) / [1, 2, 4, 8, 10, 100, 1000][Int.random(in: 0...6)]
                let printf = String(format: "%.\(places)f", value)
                // printf keeps the sign of a negative number that rounds to zero ("-0.00"); we drop it.
                let expected = printf.hasPrefix("-") && Double(printf) == 0 ? String(printf.dropFirst()) : printf
                #expect(Fixed.text(value, places: places) == expected, "\(value) \(places)")
            }
        }
        #expect(Fixed.text(.nan, places: 1) == "-" && Fixed.text(.infinity, places: 2) == "-")
        #expect(Fixed.padded(7, width: 2) == "07" && Fixed.padded(123, width: 2) == "123")
    }

    @Test func stringHelpers() {
        #expect("  a b \n".trimmedWhitespace == "a b" && "   ".trimmedWhitespace == "")
        #expect("(x)".trimming { "()".contains($0) } == "x")
        #expect("HOME RUNS".capitalizedWords == "Home Runs" && "o'neil hits".capitalizedWords == "O'neil Hits")
        #expect("Montréal Canadiens".searchFolded == "montreal canadiens")
        #expect("Tim Stützle".searchFolded == "tim stutzle" && "Łukasz".searchFolded == "lukasz")
        #expect("a-b-c".replacingAll("-", with: "+") == "a+b+c" && "abc".replacingAll("", with: "x") == "abc")
    }

    @Test func childProcessesRunAndAreWaitedFor() throws {
        let echo = try #require(ChildProcess.start("/bin/echo", ["one two"], captureOutput: true))
        #expect(String(decoding: echo.readOutput(), as: UTF8.self) == "one two\n")
        #expect(echo.waitForExit() == 0)
        let failing = try #require(ChildProcess.start("/bin/sh", ["-c", "exit 3"]))
        #expect(failing.waitForExit() == 3)
        #expect(ChildProcess.start("/nonexistent/program", []) == nil || ChildProcess.start("/nonexistent/program", [])?.waitForExit() == 127)
    }

    @Test func jsonArrayElementsAreFoundWithoutDecoding() throws {
        let text = #" [ {"name":"a]","x":[1,{"y":"}"}]}, 2 ,"s\"]", null ] "#
        let bytes = Array(text.utf8)
        let ranges = try #require(JSONSkimmer.elements(of: Data(bytes), at: []))
        #expect(ranges.map { String(decoding: bytes[$0], as: UTF8.self) } == [#"{"name":"a]","x":[1,{"y":"}"}]}"#, "2", #""s\"]""#, "null"])
        #expect(JSONSkimmer.elements(of: Data("[]".utf8), at: []) == [])
        for broken in ["", "{}", "[1,", "[1,,2]", "[{]", "[\"]"] { #expect(JSONSkimmer.elements(of: Data(broken.utf8), at: []) == nil, "\(broken)") }
    }
}
