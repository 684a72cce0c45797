import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// A playoff night on the NHL board: each game's series beside its home team, and in its center.
@Suite struct NHLSeriesBoardTests {
    static let playoffs = try! NHLSchedule.decode(Fixtures.data("nhl/schedule-2023-04-17-live-states-edited.json")).games(on: Day(iso: "2023-04-17")!)

    @Test func theRowAndTheCenterSayTheSeries() throws {
        let board = renderScreen(loadedNHL(width: 100, height: 30, games: Self.playoffs)).snapshot
        #expect(board.contains("CAR leads 1-0") && board.contains("BOS leads 1-0") && board.contains("MIN leads 1-0"), "\(board)")
        var s = loadedNHL(width: 120, height: 40, games: Self.playoffs)
        #expect(renderScreen(s).snapshot.contains("CAR leads 1-0"), "in the center beside the board")
        let game = try #require(Self.playoffs.first { $0.id == 2022030131 })
        _ = reduce(&s, .scores(.nhl(.center(.restedOn(game.id)))))
        let summary = try #require(s.scores.boards.nhl.center)
        var canvas = Canvas(size: Size(width: 60, height: 30))
        var pen = Pen(x: 0, y: 0, width: 60)
        NHLSummarySection.render(summary, game, s.context(), &pen, into: &canvas)
        #expect(canvas.lines.joined(separator: "\n").contains("CAR leads 1-0"), "\(canvas.lines.joined(separator: "\n"))")
    }
}
