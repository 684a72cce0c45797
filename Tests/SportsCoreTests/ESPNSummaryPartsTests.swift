import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// A summary read with only the parts the screens use built (and its header
/// decoded from its own bytes) is the summary read from the whole document,
/// on every recorded and bundled summary.
/// The summary's `header` read from the whole document: the reading before
/// the header was decoded from its own bytes, kept as the reference.
struct ESPNSummaryHeader: Decodable {
    @Tolerant var header: ESPNEvent?
}

extension Endpoint {
    /// The NFL's scoreboard for a day, as the tests name it.
    static func nflDay(date: String) -> Endpoint { .espnDay(.nfl, date: date) }
}

@Suite struct ESPNSummaryPartsTests {
    static var files: [URL] {
        let names = { (dir: URL) in
            ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.contains("summary") }.sorted().map { dir.appendingPathComponent($0) }
        }
        return names(Fixtures.directory.appendingPathComponent("espn")) + names(Fixtures.samples.appendingPathComponent("espn"))
    }

    /// The reading before parts were skipped: the whole tree, and the header through the whole document.
    static func whole(_ data: Data) throws -> ESPNSummary {
        let root = try JSONTree.parse(data)
        let header = root["header"]?.isObject == true ? (try? JSONDecoder().decode(ESPNSummaryHeader.self, from: data))?.header : nil
        return ESPNSummaryReader.summary(root, game: header?.game, group: root["header"].flatMap(ESPNSummary.groupName))
    }

    @Test func everyRecordedAndBundledSummaryReadsTheSame() throws {
        #expect(Self.files.count >= 10)
        for file in Self.files {
            let data = try Data(contentsOf: file)
            var reference = try Self.whole(data)
            reference.game?.league = .nfl
            reference.game?.sport = "football"
            let parts = try ESPNSummary.decode(data)
            #expect(parts == reference, "\(file.lastPathComponent)")
            #expect(parts.game != nil, "\(file.lastPathComponent)")
        }
    }

    /// A skipped part is still checked: a broken one fails the answer, as before.
    @Test func aBrokenSkippedPartStillFailsTheAnswer() {
        for broken in [#"{"news": {"a": [1, 2,]}, "plays": []}"#, #"{"news": "open, "plays": []}"#, #"{"news": "\q", "plays": []}"#,
                       #"{"news": "\u12G4"}"#, #"{"news": {"a" 1}}"#, #"{"news": [1 2]}"#] {
            #expect(throws: FetchError.self, "\(broken)") { try ESPNSummary.decode(Data(broken.utf8)) }
        }
    }

    /// Skipped members are stepped over whatever they hold, escapes included, and the header is found among them.
    @Test func skippedPartsAreSteppedOverAndTheHeaderIsStillRead() throws {
        let doc = #"{"news": {"k\"ey": ["a\\b\/c\u00e9\ud83c\udfc8", -1.5e3, true, null, {}]}, "plays": [{"text": "Kickoff"}], "videos": []}"#
        let (tree, skipped) = try JSONTree.parse(Data(doc.utf8), keeping: ["plays"])
        #expect(skipped.map(\.key) == ["news", "videos"])
        #expect(tree["plays"]?.objects.first?["text"]?.string == "Kickoff" && tree["news"] == nil)
        let news = Data(doc.utf8).subdata(in: skipped[0].range)
        #expect(try JSONTree.parse(news)["k\"ey"]?.array?.count == 5)
    }
}
