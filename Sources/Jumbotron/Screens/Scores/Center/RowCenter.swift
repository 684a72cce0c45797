import FoundationEssentials
import SportsCore
import TerminalUI

/// What a center drawn from the board's row shows, for one family (a bout,
/// a cricket match, a tennis match, a golfer's scorecard): its one section's
/// words and its drawing. `RowCenter` does the rest.
protocol RowPage {
    associatedtype Game: Equatable & Sendable & Summarized
    static var words: (title: String, short: String, key: Character, hint: String) { get }
    static func id(_ game: Game) -> Int
    static func isFinal(_ game: Game) -> Bool
    /// Draws the page from the top of the pen; `hidden`: spoilers hide the result.
    static func render(_ game: Game, hidden: Bool, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas)
}

/// A center with one section, drawn from the board's row: no answers, no
/// intents, nothing kept. The board's refresh at the league's pace keeps it current.
struct RowCenter<Page: RowPage>: GameCenterModel {
    typealias Game = Page.Game
    typealias Answer = NoAnswer
    typealias Intent = NoIntent
    typealias Kept = NoKept

    /// The page's one section.
    struct Section: WordedSection {
        static var allCases: [Section] { [Section()] }
        var words: (title: String, short: String, key: Character, hint: String) { Page.words }
    }

    var gameId: Int, refreshScheduled = false
    var section = Section(), scrolls: [Section: Int] = [:]

    init(gameId: Int) { self.gameId = gameId }
}

extension RowCenter: RowOnlyCenter {
    static func id(of game: Game) -> Int { Page.id(game) }
    static func isFinal(_ row: Game) -> Bool { Page.isFinal(row) }

    struct MemoKey: Equatable, Sendable {
        let row: Game, hidden: Bool, size: Size, display: DisplayOptions
    }

    func memoKey(row: Game, size: Size, _ context: ScreenContext) -> MemoKey {
        MemoKey(row: row, hidden: Spoilers.hides(row.summary, context), size: size, display: context.display)
    }

    func render(row: Game, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) -> Int {
        var pen = Pen(x: area.x + 1, y: area.y, width: area.width - 2)
        Page.render(row, hidden: Spoilers.hides(row.summary, context), context, &pen, into: &canvas)
        return pen.y - area.y
    }
}
