import Foundation
import Synchronization
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Golf in the Scores tab, from the bundled sample: the leaderboard a line a player, the cut across it, the scorecard.
@Suite struct GolfBoardTests {
    static let pga = ScoresLeague(id: "pga")
    static let day = Day(iso: "2026-11-22")!
    static let offline = OfflineDataSource(samples: Fixtures.samples)

    static func tournaments() async throws -> [GolfTournament] { try await offline.run(GolfLeague.schedule(pga, day, today: day)).value }

    static func board(width: Int = 120, height: Int = 40, hide: Bool = false) async throws -> AppState {
        pluggedBoard(pga, GolfLeague.self, day: day, slate: try await tournaments(), width: width, height: height, hide: hide)
    }

    @Test func theBoardIsTheLeaderboardWithTheCutAcrossIt() async throws {
        let t = try #require(try await Self.tournaments().first)
        let rows = GolfLeague.rows([t], ScreenContext(size: Size(width: 120, height: 40), display: DisplayOptions(), today: Self.day, tab: TabTable.all[0]))
        let headings = rows.compactMap { if case .heading(let h) = $0 { h } else { nil } }
        #expect(headings == ["The RSM Classic · Round 4 - In Progress", GolfLine.header, "Missed the cut", "Withdrew"], "\(headings)")
        #expect(rows.filter(\.isGame).count == t.players.count)
        let s = try await Self.board()
        let text = renderScreen(s).snapshot
        #expect(text.contains("TO PAR") && text.contains("Missed the cut") && text.contains(" MC "), "\(text)")
        Snapshot.assert(text, named: "pga-leaderboard-120x40")
        #expect(t.players.contains { $0.onCourse } && t.players.contains { $0.teeTime != nil } && t.players.contains { $0.thru == "F" })
    }

    @Test func spoilersHidePlacesAndScores() async throws {
        let text = renderScreen(try await Self.board(hide: true)).snapshot
        let t = try #require(try await Self.tournaments().first)
        let leader = try #require(t.players.first)
        #expect(text.contains(leader.name) && !text.contains(leader.toPar!.text + " ") && !text.contains(" MC "), "\(text)")
    }

    @Test func theScorecardMarksBirdiesAndBogeysByShape() async throws {
        let t = try #require(try await Self.tournaments().first)
        let player = try #require(t.players.first { $0.rounds.count >= 3 })
        let context = ScreenContext(size: Size(width: 80, height: 40), display: DisplayOptions(), today: Self.day, tab: TabTable.all[0])
        var canvas = Canvas(size: Size(width: 80, height: 60))
        _ = GolfCenter(gameId: player.id).render(row: player, context, into: &canvas, area: Rect(x: 0, y: 0, width: 80, height: 60))
        let text = canvas.lines.joined(separator: "\n")
        #expect(text.contains("Round 3") && text.contains("Hole") && text.contains("Par") && text.contains("Out") && text.contains("In"), "\(text)")
        #expect(GolfPage.marked(GolfHole(number: 1, strokes: 3, par: 4)) == "(3)" && GolfPage.marked(GolfHole(number: 1, strokes: 2, par: 4)) == "<2>")
        #expect(GolfPage.marked(GolfHole(number: 1, strokes: 5, par: 4)) == "[5]" && GolfPage.marked(GolfHole(number: 1, strokes: 7, par: 4)) == "{7}")
        let table = try await GolfLeague.printGame(Self.pga, player.id, "scorecard", Self.offline, .posix, .utc)
        #expect(table.columns == ["round", "hole", "par", "strokes", "to_par"] && table.rows.count == player.rounds.map(\.holes.count).reduce(0, +))
    }

    @Test func theToursAreBuiltIn() {
        #expect(LeagueTable.standard.named("pga-tour") == Self.pga && LeagueTable.standard.named("european-tour") == ScoresLeague(id: "dp-world-tour"))
        #expect(GolfLeague.rowHeight == 1 && !GolfFamily.alertsScores)
    }
}

/// The board with ESPN's leaderboard laid over the scoreboard: the cut with its score, and, before it
/// is made, the line it would fall on now.
@Suite struct GolfCutLineTests {
    static func valero() throws -> GolfTournament {
        let data = try Fixtures.data("espn-sports/golf-pga-leaderboard-valero-2026-final.json")
        let read = try #require(try GolfScoreboard.decode(data, league: LeagueID("pga")).first)
        return try GolfLeaderboard.apply(data, to: read)
    }

    static func text(_ t: GolfTournament, height: Int = 100) -> String {
        var s = pluggedBoard(GolfBoardTests.pga, GolfLeague.self, day: Day(iso: "2026-04-05")!, slate: [t], width: 100, height: height)
        s.size = Size(width: 100, height: height)
        return renderScreen(s).snapshot
    }

    @Test func theCutIsSaidWithItsScore() throws {
        let text = Self.text(try Self.valero())
        #expect(text.contains("Missed the cut (-2)"), "\(text)")
        #expect(!text.contains("Projected cut"), "made already")
    }

    @Test func beforeItIsMadeTheProjectedLineFallsAfterTheLastPlayerInside() throws {
        var t = try Self.valero()
        t.phase = .live
        t.round = 2
        for i in t.players.indices { t.players[i].standing = .active; t.players[i].tournamentPhase = .live; t.players[i].currentRound = 2 }
        t.players.sort { ($0.toPar?.value ?? .max) < ($1.toPar?.value ?? .max) }
        let lines = Self.text(t, height: 160).split(separator: "\n").map(String.init)
        let cut = try #require(lines.firstIndex { $0.contains("Projected cut -2") }, "\(lines.joined(separator: "\n"))")
        #expect(lines[cut - 1].contains("  -2  ") && lines[cut + 1].contains("  -1  "), "\(lines[(cut - 1)...(cut + 1)])")
    }

    /// Serves one recorded answer for every ESPN request and counts what was asked.
    final class OneAnswer: DataSource, Sendable {
        let data: Data
        let asked = Mutex<[Endpoint]>([])
        var isOffline: Bool { false }
        init(_ data: Data) { self.data = data }
        func fetch<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy, decode: @Sendable (Data) throws -> T) async throws(FetchError) -> Loaded<T> {
            asked.withLock { $0.append(endpoint) }
            do { return Loaded(value: try decode(data), origin: .network) } catch { throw .decoding("\(error)") }
        }
    }

    @Test func theDaysScheduleAsksTheLeaderboardOfItsTournamentAndLaysItOver() async throws {
        // ESPN's leaderboard reads as a scoreboard too: the same answer stands for both requests.
        let source = OneAnswer(try Fixtures.data("espn-sports/golf-pga-leaderboard-valero-2026-final.json"))
        let day = Day(iso: "2026-04-05")!
        let slate = try await source.run(GolfLeague.schedule(GolfBoardTests.pga, day, today: day)).value
        let t = try #require(slate.first)
        let pga = ESPNLeague(sport: "golf", league: "pga")
        #expect(source.asked.withLock { $0 } == [.espnDay(pga, date: "2026-04-05"), .espnLeaderboard(pga, event: t.id)])
        #expect(t.cut?.scoreText == "-2" && t.players.filter { $0.standing == .missedCut }.count == 62)
    }
}
