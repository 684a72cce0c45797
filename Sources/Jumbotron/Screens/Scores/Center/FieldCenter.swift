import FoundationEssentials
import SportsCore
import TerminalUI

/// The center of any field contest (a race, a round of golf) from the
/// board's own row: the classification, place by place, with what each
/// entrant's place is by and why one is out of the order. It asks for
/// nothing of its own: the board's day, refreshed at the league's pace while
/// the contest runs, keeps the row current. A family with a richer answer
/// (laps, a scorecard) writes its own center and keeps this one's table.
public struct FieldCenter<Game: Equatable & Sendable & Summarized>: GameCenterModel {
    public enum Section: String, WordedSection {
        case classification

        public var words: (title: String, short: String, key: Character, hint: String) {
            ("Classification", "Order", "i", "classification")
        }
    }

    /// It has no answers and no intents of its own.
    public enum Answer: Equatable, Sendable {}
    public enum Intent: Equatable, Sendable {}
    public struct Kept: Equatable, Sendable {}

    public var gameId: Int, refreshScheduled = false
    public var section: Section = .classification, scrolls: [Section: Int] = [:]

    public init(gameId: Int) { self.gameId = gameId }
}

extension FieldCenter: CenterRules {
    var isLive: Bool { false }
    var isFinal: Bool { false }
    var head: LoadState { LoadState(Loadable<Never?, FetchError>()) }
    var isBusy: Bool { false }
    var liveWait: Duration { .seconds(30) }
    static func id(of game: Game) -> Int { game.summary.id }
    static func isFinal(_ row: Game) -> Bool { row.summary.isFinal }
    func offers(_ section: Section, _ row: Game?) -> Bool { true }
    mutating func fetchHead(final: Bool) -> [Effect<Answer>] {
        refreshScheduled = false
        return []
    }
    mutating func sectionNeeds(row: Game?, again: Bool) -> [Effect<Answer>] { [] }
    mutating func apply(_ answer: Answer) -> CenterAnswerEffect? {}
    func keep(merging earlier: Kept?) -> Kept? { nil }
    mutating func restore(_ kept: Kept) {}
    mutating func perform(_ intent: Intent, list: inout ListDetail, body: Size) -> Section? {}
    func keys(for section: Section, paneWidth: Int) -> [CenterKey<Intent>] { [] }

    static var memo: DrawingMemo<FieldMemoKey> { fieldCenterMemo }

    func memoKey(row: Game, size: Size, _ context: ScreenContext) -> FieldMemoKey {
        FieldMemoKey(contest: row.summary, hidden: Spoilers.hides(row.summary, context), size: size, display: context.display)
    }

    func render(row: Game, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) -> Int {
        var pen = Pen(x: area.x + 1, y: area.y, width: area.width - 2)
        FieldClassification.render(row.summary, hidden: Spoilers.hides(row.summary, context), context, &pen, into: &canvas)
        return pen.y - area.y
    }
}

/// What a field center's drawing depends on.
struct FieldMemoKey: Equatable, Sendable {
    let contest: Contest, hidden: Bool, size: Size, display: DisplayOptions
}

/// Generic types hold no stored statics: every field center shares this one.
private let fieldCenterMemo = DrawingMemo<FieldMemoKey>(capacity: 4)
