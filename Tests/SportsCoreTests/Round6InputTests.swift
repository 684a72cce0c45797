import Foundation
import Primitives
import Testing
import TestSupport
@testable import SportsCore

/// What comes from outside, bounded where it enters: a feed's text kept to
/// one inert line, numbers past what an `Int` holds, files that are not
/// what they seem, and standings in whatever order a server sends them.
@Suite struct Round6InputTests {
    @Test func oneLineTextLosesEveryControlAndBreak() {
        let hostile = "\u{1B}]52;c;cHduZWQ=\u{07}NE 57'\u{1B}[2J\r\nZ\u{85}a\u{2028}b\u{2029}c\u{202E}d\td"
        let line = InertText.singleLine(hostile)
        #expect(line == "]52;c;cHduZWQ=NE 57'[2J  Z a b cd d", "\(line.debugDescription)")
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029 })
        #expect(InertText.singleLine("Montréal 2-1 ★") == "Montréal 2-1 ★", "clean text unchanged")
    }

    @Test func numbersAnIntCannotHoldAreNil() {
        #expect(Int(checked: 1e19) == nil && Int(checked: -1e19) == nil && Int(checked: .nan) == nil && Int(checked: .infinity) == nil)
        #expect(Int(checked: 42.9) == 42 && Int(rounding: 42.5) == 43 && Int(rounding: 1e300) == nil)
        #expect(Int(clamping: 1e20, to: 0...100) == 100 && Int(clamping: -1e20, to: 0...100) == 0 && Int(clamping: .nan, to: 0...100) == 0)
        #expect(Int(clamping: 59.6, to: 0...100) == 60)
    }

    @Test func aFileIsReadOnlyWhenItIsARegularFileWithinItsBound() throws {
        let folder = makeTemporaryDirectory("jumbotron-bounded")
        defer { try? FileManager.default.removeItem(at: folder) }
        let small = folder.appendingPathComponent("small"), big = folder.appendingPathComponent("big")
        try Data("hello".utf8).write(to: small)
        try Data(count: 3_000).write(to: big)
        #expect(BoundedFile.data(small.path, limit: 10) == Data("hello".utf8))
        if case .failure(.tooLarge(let n)) = BoundedFile.read(big.path, limit: 2_000) { #expect(n == 3_000) } else { Issue.record("too large") }
        #expect(BoundedFile.read(folder.appendingPathComponent("none").path, limit: 10).failure == .missing)
        #expect(BoundedFile.read(folder.path, limit: 10).failure == .missing, "a folder is not a file")
        let fifo = folder.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(BoundedFile.read(fifo.path, limit: 10).failure == .missing, "a FIFO is never opened for reading, never waited on")
        #expect(BoundedFile.data("/dev/zero", limit: 1 << 20) == nil, "an endless device is not read")
        let link = folder.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: small)
        #expect(BoundedFile.data(link.path, limit: 10) == Data("hello".utf8))
        #expect(BoundedFile.data(link.path, limit: 10, followLinks: false) == nil, "the cache's own files are never links")
    }

    /// Every standings answer we have, its entries shuffled in every group:
    /// the same teams in the same places, by the seed or rank it gives.
    @Test func standingsAreRankedByTheAnswersSeedsWhateverTheirOrder() throws {
        let files = Fixtures.files(in: "espn").filter { $0.lastPathComponent.contains("standings") }
            + (try FileManager.default.contentsOfDirectory(at: Fixtures.samples.appendingPathComponent("espn"), includingPropertiesForKeys: nil))
                .filter { $0.lastPathComponent.hasSuffix("-standings.json") }
        #expect(files.count >= 10)
        var random = SplitMix(seed: 6)
        for file in files {
            let data = try Data(contentsOf: file)
            let original = try ESPNStandings.decode(data)
            let seeded = original.groups.flatMap(\.leaves).flatMap(\.entries)
                .allSatisfy { $0.stats["playoffseed"]?.value != nil || $0.stats["rank"]?.value != nil }
            for _ in 0..<3 {
                let shuffled = try ESPNStandings.decode(Self.shuffleEntries(data, &random))
                for (a, b) in zip(original.groups.flatMap(\.leaves), shuffled.groups.flatMap(\.leaves)) {
                    if seeded {
                        #expect(a.entries.map(\.abbreviation) == b.entries.map(\.abbreviation), "\(file.lastPathComponent) \(a.name)")
                    }
                    // Whatever the answer's order: by seed where there is one, else the best record or points first.
                    let places = b.entries.compactMap { $0.stats["playoffseed"]?.value ?? $0.stats["rank"]?.value }
                    #expect(places == places.sorted(), "\(file.lastPathComponent) \(b.name)")
                    if !seeded, b.entries.allSatisfy({ $0.stats["winpercent"]?.value != nil }) {
                        let pct = b.entries.map { $0.stats["winpercent"]!.value! }
                        #expect(pct == pct.sorted(by: >), "\(file.lastPathComponent) \(b.name)")
                    }
                }
            }
        }
    }

    /// Entries of every `standings` object in a new order.
    static func shuffleEntries(_ data: Data, _ random: inout SplitMix) throws -> Data {
        func walk(_ value: Any, _ random: inout SplitMix) -> Any {
            if var object = value as? [String: Any] {
                for (key, member) in object { object[key] = walk(member, &random) }
                if var standings = object["standings"] as? [String: Any], var entries = standings["entries"] as? [Any] {
                    for i in stride(from: entries.count - 1, to: 0, by: -1) { entries.swapAt(i, Int(random.next() % UInt64(i + 1))) }
                    standings["entries"] = entries
                    object["standings"] = standings
                }
                return object
            }
            if let array = value as? [Any] { return array.map { walk($0, &random) } }
            return value
        }
        return try JSONSerialization.data(withJSONObject: walk(try JSONSerialization.jsonObject(with: data), &random))
    }
}

extension Result {
    var failure: Failure? { if case .failure(let f) = self { f } else { nil } }
}

/// The text of every answer made inert before decoding.
@Suite struct JSONControlTextTests {
    static func clean(_ json: String) -> String { String(decoding: JSONControlText.neutralized(Data(json.utf8)), as: UTF8.self) }

    @Test func breaksBecomeSpacesAndOtherControlsGo() throws {
        #expect(Self.clean(#"{"a":"57'\u001b[2J\r\nZ","b":"\u001B]52;c;x\u0007NE"}"#) == #"{"a":"57'[2J  Z","b":"]52;c;xNE"}"#)
        #expect(Self.clean(#"["x\u0085y\u2028z\u2029w\u202Eq\u200f","\b\f\t"]"#) == #"["x y z wq"," "]"#)
        #expect(Self.clean("[\"raw\u{85}nel\u{2028}ls\u{202E}rlo\u{9B}csi\"]") == #"["raw nel lsrlocsi"]"#)
        let decoded = try JSONSerialization.jsonObject(with: JSONControlText.neutralized(Data(#"["a\r\nb"]"#.utf8))) as? [String]
        #expect(decoded == ["a  b"])
    }

    @Test func escapesOfOtherCharactersAndEscapedBackslashesStay() {
        let kept = #"{"q":"say \"hi\" \\u001b \/ \u00e9 \ud83d\ude00 \\n","n":-1.5e3}"#
        #expect(Self.clean(kept) == kept)
        let plain = Data(#"{"name":"Montréal — Café ★"}"#.utf8)
        #expect(JSONControlText.firstSuspect(plain.withUnsafeBytes { $0 }) != nil, "non-ASCII is looked at")
        #expect(JSONControlText.neutralized(plain) == plain)
        let ascii = Data(String(repeating: #"{"k":"value","v":12}"#, count: 100).utf8)
        #expect(ascii.withUnsafeBytes { JSONControlText.firstSuspect($0) } == nil, "plain ASCII is passed through without a copy")
    }

    /// Every recorded answer decodes to the same values after the pass (they hold no controls to take out).
    @Test func recordedAnswersAreUnchangedWhereTheyHoldNoControls() throws {
        for file in Fixtures.files(in: "espn") + Fixtures.files(in: "nhl") {
            let data = try Data(contentsOf: file)
            let clean = JSONControlText.neutralized(data)
            guard clean != data else { continue }
            let a = try JSONSerialization.jsonObject(with: data), b = try JSONSerialization.jsonObject(with: clean)
            #expect(String(describing: a).filter { !$0.isNewline } .count >= String(describing: b).count / 2, "\(file.lastPathComponent)")
        }
    }
}

/// A day-by-day league's calendar is a list of dates: its known shape, nothing skipped.
@Suite struct DailyCalendarTests {
    @Test func aSoccerDayDecodesWithNothingSkipped() throws {
        let data = try Data(contentsOf: Fixtures.url("espn/soccer-usa1-scoreboard-2022-09-17-live.json"))
        let (slate, skipped) = try DecodeReport.decode(data) { try ESPNScoreboard.decode($0, league: LeagueID("usa.1"), sport: "soccer") }
        #expect(skipped == 0 && slate.games.count == 11)
    }
}

/// A summary with the right event id but other clubs is refused, as another game's is.
@Suite struct SummaryTeamsTests {
    @Test func aSummaryAboutOtherClubsIsRefused() throws {
        let data = try Data(contentsOf: Fixtures.samples.appendingPathComponent("espn/eng.1-summary-740102.json"))
        let right = try ESPNSummary.decode(data, league: LeagueID("eng.1"), sport: "soccer", event: 740102, teams: ["364", "362"])
        #expect(right.game?.home.abbreviation == "LIV")
        #expect(throws: FetchError.self) {
            try ESPNSummary.decode(data, league: LeagueID("eng.1"), sport: "soccer", event: 740102, teams: ["359", "382"])
        }
    }
}

/// While a game is live, failures never wait more than a pace (and its spread), spread by when each failure came.
@Suite struct LiveBackoffTests {
    @Test func aLiveGameIsAskedAgainWithinAPaceOfAnOutage() {
        var pace = PollPace()
        let at = Date(timeIntervalSince1970: 1_800_000_000.25)   // 250 ms past the second: a quarter's spread is 6 %
        for _ in 0..<8 { pace.record(.offline("down"), at: at) }
        let live = pace.wait(pace: .seconds(10), live: true), idle = pace.wait(pace: .seconds(10))
        #expect(live >= .seconds(10) && live <= .milliseconds(12_500), "\(live)")
        #expect(idle >= .seconds(300) && idle <= .seconds(375), "\(idle)")
        var first = PollPace(), second = PollPace()
        first.record(.timeout, at: Date(timeIntervalSince1970: 1_800_000_000.100))
        second.record(.timeout, at: Date(timeIntervalSince1970: 1_800_000_000.900))
        #expect(first.wait(pace: .seconds(10), live: true) != second.wait(pace: .seconds(10), live: true), "clients spread apart")
        var told = PollPace()
        told.record(.rateLimited(retryAfter: 120), at: at)
        #expect(told.wait(pace: .seconds(10), live: true) == .seconds(120), "never sooner than Retry-After")
        pace.record(nil)
        #expect(pace.wait(pace: .seconds(10), live: true) == .seconds(10), "an answer: back to the pace")
    }
}
