import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// Reading in place: the play-by-play the same as the typed decode read it,
/// and the reader itself strict about the document and safe on any bytes.
@Suite struct JSONPullTests {
    static var playByPlays: [URL] {
        let recorded = Fixtures.files(in: "nhl").filter { $0.lastPathComponent.hasPrefix("play-by-play") }
        let dir = Fixtures.samples.appendingPathComponent("nhl")
        let bundled = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
            .filter { $0.hasPrefix("play-by-play") }.map { dir.appendingPathComponent($0) }
        return recorded + bundled
    }

    @Test func everyPlayByPlayReadsAsTheTypedDecodeReadIt() throws {
        #expect(!Self.playByPlays.isEmpty)
        for file in Self.playByPlays {
            let data = try Data(contentsOf: file)
            let read = try DecodeReport.decode(data, NHLPlayByPlay.decode)
            let typed = try DecodeReport.decode(data, NHLPlayByPlay.decodedByType)
            #expect(read.0 == typed.0, "\(file.lastPathComponent)")
            #expect(read.skipped == typed.skipped)
        }
        #expect(try NHLPlayByPlay.decode(Fixtures.data("nhl/play-by-play-2024030121-final.json")).plays.count > 300)
    }

    @Test func raggedEventsAreSkippedAndCountedAndWrongTypesAreMissing() throws {
        let doc = #"""
        {"id": 2024030121, "awayTeam": {"id": 10, "abbrev": "TOR"}, "homeTeam": {"id": 6, "abbrev": "BOS"},
         "plays": [{"typeDescKey": "goal", "sortOrder": 20, "periodDescriptor": {"number": 2, "periodType": "REG"},
                    "details": {"xCoord": 80, "yCoord": "nope", "scoringPlayerId": 8478402, "scoringPlayerTotal": -1, "awayScore": 1}},
                   {"sortOrder": 5}, "not an event", null,
                   {"typeDescKey": "faceoff", "sortOrder": 10, "periodDescriptor": {"number": 99}, "details": 7, "extra": [1, {"a": [true]}]}],
         "rosterSpots": [{"playerId": 8478402, "teamId": 10, "firstName": {"default": "Auston"}, "lastName": {"default": "Matthews"}, "sweaterNumber": 34},
                         {"teamId": 10}]}
        """#
        let data = Data(doc.utf8)
        let (pbp, skipped) = try DecodeReport.decode(data, NHLPlayByPlay.decode)
        #expect(skipped == 4 && pbp.plays.map(\.kind) == ["faceoff", "goal"])
        let goal = try #require(pbp.plays.last)
        #expect(goal.period == 2 && goal.x == 80 && goal.y == nil && goal.details.scorer == 8478402 && goal.details.scorerTotal == nil)
        #expect(pbp.plays.first?.period == 0 && pbp.name(8478402) == "A. Matthews" && pbp.game.away.id == 10)
        #expect(pbp == (try DecodeReport.decode(data, NHLPlayByPlay.decodedByType).0))
    }

    @Test func brokenDocumentsThrowAndRandomBytesNeverCrash() {
        for broken in ["", "[", "{\"plays\": [", "{\"plays\": [1,]}", "{\"a\": 1,}", "{,\"a\": 1}", "{\"a\" 1}", "{\"a\": 1} x",
                       "{\"plays\": [{\"typeDescKey\": \"goal\"}]", "{\"a\": tru}", String(repeating: "[", count: 600) + String(repeating: "]", count: 600)] {
            #expect(throws: (any Error).self, "\(broken)") { try NHLPlayByPlay.decode(Data(broken.utf8)) }
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array(#"{}[]",:0123456789-.eE truefalsn\"#.utf8)
        for _ in 0..<5_000 {
            let bytes = (0..<Int.random(in: 0...64, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            _ = try? NHLPlayByPlay.decode(Data(bytes))
            _ = try? JSONTree.parse(Data(bytes))
        }
    }

    @Test func aKeyGoesBackOutQuoted() {
        #expect(String(decoding: JSONPull.quoted("a\"b\\c\n"), as: UTF8.self) == #""a\"b\\c\u000a""#)
    }
}
