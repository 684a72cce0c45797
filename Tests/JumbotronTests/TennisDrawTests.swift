import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// `b` on a tennis board: Roland Garros 2025 as ESPN recorded it on the
/// fourth round's first day (every match of every draw listed in the order
/// they were played, the rounds to come as `TBD`) drawn as brackets.
@Suite struct TennisDrawTests {
    static let atp = ScoresLeague(id: "atp")
    static let day = Day(iso: "2025-06-01")!
    static let slam = try! TennisScoreboard.decode(try! Fixtures.data("espn-sports/tennis-atp-scoreboard-roland-garros-2025.json"),
                                                  league: LeagueID("atp"))

    static func name(_ m: TennisMatch?) -> Set<String> { Set([m?.first, m?.second].compactMap { $0 }.filter(\.isNamed).map(\.name)) }
    static func winner(_ m: TennisMatch?) -> String? { m.flatMap { $0.winner == .away ? $0.first.name : $0.winner == .home ? $0.second.name : nil } }

    @Test func theOrderIsWorkedOutFromTheResultsFromTheFinalBack() throws {
        #expect(TennisBracket.draws(Self.slam) == ["Men's Singles", "Women's Singles", "Men's Doubles", "Women's Doubles", "Mixed Doubles"],
                "qualifying is no main draw")
        let men = try #require(TennisBracket.build(Self.slam, draw: "Men's Singles"))
        #expect(men.rounds.map(\.name) == ["Round 1", "Round 2", "Round 3", "Round 4", "Quarterfinal", "Semifinal", "Final"])
        #expect(men.rounds.map(\.slots.count) == [64, 32, 16, 8, 4, 2, 1] && men.rounds.allSatisfy { $0.slots.allSatisfy { $0 != nil } })
        #expect(men.rounds[6].slots[0]?.isDrawn == false && men.rounds[5].slots.allSatisfy { $0?.isDrawn == false }, "not begun: TBD")
        #expect(men.rounds[4].slots.compactMap { $0 }.filter(\.isDrawn).map(Self.name) == [["Frances Tiafoe", "Lorenzo Musetti"], ["Carlos Alcaraz", "Tommy Paul"]])
        // Every match with its players known is fed by the two beside each other in the round before,
        // whatever order ESPN listed them in.
        var linked = 0
        for r in 1..<men.rounds.count {
            for (i, slot) in men.rounds[r].slots.enumerated() where slot?.isDrawn == true {
                let fed = Set([Self.winner(men.rounds[r - 1].slots[2 * i]), Self.winner(men.rounds[r - 1].slots[2 * i + 1])].compactMap { $0 })
                #expect(fed == Self.name(slot), "\(men.rounds[r].name) \(i)")
                linked += 1
            }
        }
        #expect(linked == 32 + 16 + 8 + 2, "rounds 2 to 4 whole, and the two quarterfinals known")
        let mixed = try #require(TennisBracket.build(Self.slam, draw: "Mixed Doubles"))
        #expect(mixed.rounds.map(\.slots.count) == [16, 8, 4, 2, 1], "ESPN skips round numbers a smaller draw has no use for")
    }

    @Test func aRoundNotBegunKeepsItsSlotsEmpty() throws {
        let underWay = Self.slam.filter { !["Semifinal", "Final"].contains($0.round ?? "") }
        let women = try #require(TennisBracket.build(underWay, draw: "Women's Singles"))
        #expect(women.rounds.suffix(2).map(\.name) == ["Semifinal", "Final"])
        #expect(women.rounds[5].slots == [nil, nil] && women.rounds[6].slots == [nil])
        #expect(TennisBracket.build([], draw: "Men's Singles") == nil)
        // A ragged answer (more first-round matches than a draw holds) keeps the draw's shape.
        let ragged = Array(repeating: Self.slam.filter { $0.draw == "Men's Singles" && $0.roundNumber == 1 }, count: 3).flatMap { $0 }
        let shaped = try #require(TennisBracket.build(ragged, draw: "Men's Singles"))
        #expect(shaped.rounds.count <= TennisBracket.maxRounds && shaped.rounds[0].slots.count == 1 << (shaped.rounds.count - 1))
    }

    static func drawOpen(width: Int, height: Int) -> AppState {
        var s = pluggedBoard(atp, TennisLeague.self, day: day, slate: slam.filter { $0.start.map { Day($0, in: .utc) } == day }, width: width, height: height)
        let board = s.scores.boards[plugged: atp, BoardType<TennisLeague>()]
        let keys = BoardKeys<TennisLeague>.map(board, s.context()).bindings
        #expect(keys.contains { $0.keys.first == .char("b") && $0.help == "ATP draws as brackets" } && !keys.contains { $0.keys == [.char("s")] })
        let asked = press(&s, .char("b"))
        #expect(asked.contains(.fetch(.espnDay(ESPNLeague(sport: "tennis", league: "atp"), date: "2025-06-01"))), "\(asked)")
        let loaded = TennisDrawAction.loaded(.success(Loaded(value: slam, origin: .bundledSample)), at: loadTime)
        _ = reduce(&s, .scores(.plugged(atp, AnyEquatable(BoardAction<TennisLeague>.standings(loaded)))))
        return s
    }

    @Test func bOpensTheBracketOnTheLatestRoundAndTheCursorWalksTheTree() throws {
        var s = Self.drawOpen(width: 120, height: 40)
        var text = renderScreen(s).snapshot
        #expect(text.contains("Roland Garros · draws") && text.contains("Quarterfinal: Lorenzo Musetti v Frances Tiafoe"), "\(text)")
        #expect(text.contains("TBD") && text.contains("Final"), "\(text)")
        Snapshot.assert(text, named: "atp-draw-latest-120x40")
        press(&s, .left, .down)
        text = renderScreen(s).snapshot
        #expect(text.contains("Round 4: (15) Frances Tiafoe (USA) bt Daniel Altmaier (GER) 6-3 6-4 7-6 (7-4)"), "\(text)")
        #expect(text.contains("Scores › ATP › Draws"), "\(text)")
        Snapshot.assert(text, named: "atp-draw-round4-120x40")
        press(&s, .right, .right, .right)
        #expect(renderScreen(s).snapshot.contains("Final: "), "right walks to the final and stops there")
        press(&s, .tab)
        text = renderScreen(s).snapshot
        #expect(text.contains("Quarterfinal: Aryna Sabalenka v Zheng Qinwen"), "the women's draw: \(text)")
        press(&s, .char("b"))
        #expect(!renderScreen(s).snapshot.contains("draws"), "b again: back to the matches")
    }

    @Test func atEightyByTwentyFourTheSectionAroundTheCursor() throws {
        var s = Self.drawOpen(width: 80, height: 24)
        for _ in 0..<6 { press(&s, .left) }
        for _ in 0..<40 { press(&s, .down) }
        let text = renderScreen(s).snapshot
        #expect(text.contains("Round 1") && text.contains("Round 2") && !text.contains("Final "), "\(text)")
        Snapshot.assert(text, named: "atp-draw-round1-80x24")
    }

    @Test func anAnswerWithNoMainDrawSaysSo() {
        var s = pluggedBoard(Self.atp, TennisLeague.self, day: Self.day, slate: [], width: 80, height: 24)
        press(&s, .char("b"))
        let loaded = TennisDrawAction.loaded(.success(Loaded(value: Self.slam.filter { ($0.roundNumber ?? 0) > 10 }, origin: .bundledSample)),
                                             at: loadTime)
        _ = reduce(&s, .scores(.plugged(Self.atp, AnyEquatable(BoardAction<TennisLeague>.standings(loaded)))))
        #expect(renderScreen(s).snapshot.contains("This answer has no main draw to draw."))
    }
}
