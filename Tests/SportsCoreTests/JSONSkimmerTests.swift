import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// Skimming a document's bytes: an array's elements by a path of keys, a
/// string member at an object's top level, and never a loop, a crash or a
/// read past the end whatever the bytes.
@Suite struct JSONSkimmerTests {
    static let doc = Data(#"""
        { "meta": {"gameDates": "not here"}, "leagueSchedule" : { "note": "a \"quoted\" ] }", "gameDates": [
          {"gameDate": "11/20/2026 00:00:00", "games": [{"gameId": "1", "x": [1, 2, {"y": null}]}]},
          {"games": [], "gameDate": "11/21/2026 00:00:00"} , 7, "text", true ] } }
        """#.utf8)

    @Test func theElementsOfAnArrayByItsPathAndAStringMember() throws {
        let ranges = try #require(JSONSkimmer.elements(of: Self.doc, at: ["leagueSchedule", "gameDates"]))
        let texts = ranges.map { String(decoding: Self.doc[$0], as: UTF8.self) }
        #expect(texts.count == 5 && texts[2...] == ["7", "\"text\"", "true"])
        #expect(ranges.prefix(2).map { JSONSkimmer.string("gameDate", in: Self.doc, range: $0) } == ["11/20/2026 00:00:00", "11/21/2026 00:00:00"],
                "at the top level of each element, in any place among its keys")
        #expect(JSONSkimmer.string("gameId", in: Self.doc, range: ranges[0]) == nil, "a nested member is not the element's")
        let first = try JSONSerialization.jsonObject(with: Self.doc.subdata(in: ranges[0])) as? [String: Any]
        #expect(first?["gameDate"] as? String == "11/20/2026 00:00:00", "a range is a whole value, ready to decode")
        #expect(JSONSkimmer.elements(of: Self.doc, at: ["leagueSchedule", "nothing"]) == nil)
        #expect(JSONSkimmer.elements(of: Self.doc, at: ["meta", "gameDates"]) == nil, "a string is not an array")
        #expect(JSONSkimmer.elements(of: Data("[]".utf8), at: []) == [])
    }

    @Test func brokenOrHostileBytesAreNilNeverACrash() {
        for text in ["", "{", "{\"a\": [1, 2", "{\"a\": [\"unterminated]}", "[1 2]", "{\"a\" 1}", String(repeating: "[", count: 100_000),
                     "{\"a\": [" + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "]}"] {
            #expect(JSONSkimmer.elements(of: Data(text.utf8), at: ["a"]) == nil, "\(text.prefix(20))")
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in
                Array("{}[]\",:\\ ab1".utf8).randomElement(using: &generator)!
            }
            let data = Data(bytes)
            if let ranges = JSONSkimmer.elements(of: data, at: []) {
                for range in ranges { #expect(range.upperBound <= data.count); _ = JSONSkimmer.string("a", in: data, range: range) }
            }
        }
    }

    /// The season file: only the asked day is decoded, and a file the skimmer cannot follow still fails as one.
    @Test func theSeasonsDayAloneAndABrokenFileRefused() throws {
        let day = try Data(contentsOf: Fixtures.samples.appendingPathComponent("nba/schedule-2026-11-20.json"))
        let games = try NBASeasonSchedule.games(day, on: Day(iso: "2026-11-20")!)
        let whole = try NBASeasonSchedule.decodedWhole(day, on: Day(iso: "2026-11-20")!)
        #expect(!games.isEmpty && games == whole)
        #expect(try NBASeasonSchedule.games(day, on: Day(iso: "2026-11-21")!).isEmpty)
        #expect(throws: (any Error).self) { try NBASeasonSchedule.games(Data("{\"leagueSchedule\": [".utf8), on: Day(iso: "2026-11-20")!) }
    }
}
