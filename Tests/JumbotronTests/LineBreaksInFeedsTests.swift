import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// A feed that puts CR and LF inside a clock, a team's code, a venue or a
/// channel's name draws exactly as if each were a space: no detail row, no
/// card line, no board row is split by them.
@Suite struct LineBreaksInFeedsTests {
    static let league = SoccerBoardTests.league, day = SoccerBoardTests.saturday, live = SoccerBoardTests.live

    /// The sample's texts with line breaks (`broken`), or with a space for each break.
    static func texts(broken: Bool) -> [(String, String)] {
        let br = broken ? "\\r\\n" : "  "
        return [("\"Anfield\"", "\"Anfield\(br)Liverpool\""), ("\"54'\"", "\"54'\(br)+1\""), ("\"AVL\"", "\"AV\(br)L\""),
                ("\"Liverpool\"", "\"Liver\(br)pool\"")]
    }

    /// The two sample answers with those texts, read the way every answer is (the offline source's decode).
    static func answers(broken: Bool) async throws -> (ESPNSlate, ESPNSummary) {
        let folder = makeTemporaryDirectory("jumbotron-breaks")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("espn"), withIntermediateDirectories: true)
        for name in ["eng.1-day-2026-11-21.json", "eng.1-summary-\(live).json"] {
            var text = try String(contentsOf: Fixtures.samples.appendingPathComponent("espn/\(name)"), encoding: .utf8)
            for (from, to) in texts(broken: broken) { text = text.replacingOccurrences(of: from, with: to) }
            try Data(text.utf8).write(to: folder.appendingPathComponent("espn/\(name)"))
        }
        let source = OfflineDataSource(samples: folder), espn = try #require(ESPNLeague(slug: "soccer/eng.1"))
        return (try await source.run(.espnDay(espn, day)).value, try await source.run(.espnSummary(espn, live)).value)
    }

    static func screens(broken: Bool, width: Int, height: Int) async throws -> [String] {
        let (dayAnswer, summary) = try await answers(broken: broken)
        var s = loadedScores("2018-09-19", width: width, height: height)
        s.scores.boards[soccer: league] = BoardState<SoccerLeague>(league: league, date: day, bundledDates: [day],
                                                                    standings: ESPNStandingsBoard(league: league))
        switchLeague(&s, to: league)
        _ = reduce(&s, .scores(.soccer(league, .loaded(day, .success(Loaded(value: dayAnswer, origin: .network)), at: loadTime))))
        var out = [renderScreen(s).snapshot]
        for _ in 0..<12 where s.scores.boards[soccer: league].selectedGame?.id != live { press(&s, .down) }
        if !Layout.isSplit(s.size) { press(&s, .enter) }
        _ = reduce(&s, .scores(.soccer(league, .center(.answer(.summaryLoaded(live, .success(Loaded(value: summary, origin: .network)), at: loadTime))))))
        for section in SoccerCenterState.Section.allCases {
            press(&s, .char(section.key))
            out.append(renderScreen(s).snapshot)
        }
        // The game's card in the multiview.
        let game = try #require(dayAnswer.games.first { $0.id == live }).summary
        var canvas = Canvas(size: Size(width: 40, height: 14))
        let context = ScreenContext(size: s.size, display: s.display, today: s.today, tab: .myTeams)
        MultiviewView.card(MultiviewCard(game: DatedGame(day: day, game: game, league: league), marked: true), s.myTeams,
                           selected: false, context, into: &canvas, box: Rect(x: 0, y: 0, width: 40, height: 14))
        out.append(canvas.snapshot)
        return out
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func lineBreaksDrawAsSpaces(width: Int, height: Int) async throws {
        let broken = try await Self.screens(broken: true, width: width, height: height)
        let spaced = try await Self.screens(broken: false, width: width, height: height)
        #expect(broken.count == spaced.count)
        for (i, (a, b)) in zip(broken, spaced).enumerated() {
            let la = a.split(separator: "\n", omittingEmptySubsequences: false), lb = b.split(separator: "\n", omittingEmptySubsequences: false)
            let differ = zip(la, lb).enumerated().filter { $0.element.0 != $0.element.1 }.map { "\($0.offset): \($0.element.0)\n   \($0.element.1)" }
            #expect(a == b, "screen \(i):\n\(differ.prefix(6).joined(separator: "\n"))")
        }
        #expect(spaced.contains { $0.contains("Anfield  Liverpool") }, "the venue is on screen to be tested")
    }
}
