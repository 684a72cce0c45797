import FoundationEssentials
import SportsCore
import TerminalUI

/// One NFL game's card. Everything on it comes with the week's own answer
/// (line score, situation, leaders, where to watch), so the card asks for
/// nothing: it is redrawn from the row each time the week is fetched again.
public struct FootballCenterState: GameCenterModel {
    public typealias Game = ESPNGame

    public enum Section: String, CenterSection {
        case game

        // The card is the game's summary, named as every league's first section is.
        public var title: String { "Summary" }
        public var short: String { "Summary" }
        public var key: Character { "i" }
        public var hint: String { "summary" }
    }

    /// The card fetches nothing of its own.
    public enum Answer: Equatable, Sendable {}
    public enum Intent: Equatable, Sendable {}
    public struct Kept: Equatable, Sendable {}

    public var gameId: Int
    public var section: Section = .game
    public var scrolls: [Section: Int] = [:]
    public var refreshScheduled = false

    public init(gameId: Int) { self.gameId = gameId }
}

extension FootballCenterState: CenterRules {
    /// Nothing heads the card but the row: never loading, never failed.
    var head: LoadState { LoadState(Loadable<Bool, FetchError>()) }
    var isBusy: Bool { false }
    /// The week's own refresh keeps a live card current; the card has no timer of its own.
    var isLive: Bool { false }
    var isFinal: Bool { false }
    var liveWait: Duration { .seconds(15) }

    static func id(of game: ESPNGame) -> Int { game.id }
    static func isFinal(_ row: ESPNGame) -> Bool { FootballRules.phase(row) == .final }

    func offers(_ section: Section, _ row: ESPNGame?) -> Bool { true }
    mutating func fetchHead(final: Bool) -> [Effect<Answer>] { [] }
    mutating func sectionNeeds(row: ESPNGame?, again: Bool) -> [Effect<Answer>] { [] }
    mutating func apply(_ answer: Answer) -> CenterAnswerEffect? {}
    func keep(merging earlier: Kept?) -> Kept? { nil }
    mutating func restore(_ kept: Kept) {}
    mutating func perform(_ intent: Intent, list: inout ListDetail, body: Size) -> Section? {}
    func keys(for section: Section, paneWidth: Int) -> [CenterKey<Intent>] { [] }

    struct MemoKey: Equatable, Sendable {
        let row: ESPNGame
        let size: Size
        let display: DisplayOptions
    }

    static let memo = DrawingMemo<MemoKey>(capacity: 4)

    func memoKey(row: ESPNGame, size: Size, _ context: ScreenContext) -> MemoKey {
        MemoKey(row: row, size: size, display: context.display)
    }

    func render(row: ESPNGame, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) -> Int {
        var pen = Pen(x: area.x + 1, y: area.y, width: area.width - 2)
        FootballCardSection.render(row, context, &pen, into: &canvas)
        return pen.y - area.y
    }
}
