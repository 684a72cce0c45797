import FoundationEssentials
import SportsCore
import TerminalUI

extension ESPNBasketballCenterState {
    public enum Intent: Equatable, Sendable { case switchTeam }

    public typealias Answer = ESPNSummaryAnswer
    public typealias Kept = ESPNSummaryKept
}

/// The basketball center as the center driver runs it: ESPN's summary holds
/// every section; a live game is asked again every 15 s.
extension ESPNBasketballCenterState: ESPNSummaryCenter {
    var liveWait: Duration { .seconds(15) }
    static var sport: String { "basketball" }

    mutating func perform(_ intent: Intent, list: inout ListDetail, body: Size) -> Section? {
        switch intent {
        case .switchTeam: boxSide = boxSide == .away ? .home : .away
        }
        return nil
    }

    func keys(for section: Section, paneWidth: Int) -> [CenterKey<Intent>] {
        guard section == .box else { return [] }
        return [CenterKey([.char("o")], .switchTeam, help: "Box score: the other team", hint: "other team",
                          works: !ESPNBoxSection.sideBySide(summary.value, paneWidth: paneWidth))]
    }

    struct MemoKey: Equatable, Sendable {
        let gameId: Int, section: Section, boxSide: Contest.Side
        let summary: LoadState, row: ESPNGame
        let size: Size, display: DisplayOptions
    }


    func memoKey(row: ESPNGame, size: Size, _ context: ScreenContext) -> MemoKey {
        MemoKey(gameId: gameId, section: section, boxSide: boxSide, summary: LoadState(summary), row: row, size: size, display: context.display)
    }

    func render(row: ESPNGame, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) -> Int {
        var pen = Pen(x: area.x + 1, y: area.y, width: area.width - 2)
        let game = game(row)
        switch section {
        case .summary: ESPNBasketballSummarySection.render(self, game, context, &pen, into: &canvas)
        case .box: ESPNBoxSection.render(summary, side: boxSide, badge: { _ in Style([.reverse, .bold]) }, context, &pen, into: &canvas)
        case .plays: ESPNBasketballPlaysSection.render(self, game, context, &pen, into: &canvas)
        case .stats: ESPNBasketballStatsSection.render(self, game, context, &pen, into: &canvas)
        }
        return pen.y - area.y
    }
}
