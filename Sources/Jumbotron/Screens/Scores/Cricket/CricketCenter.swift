import FoundationEssentials
import SportsCore
import TerminalUI

/// A match's page from the scoreboard: the match and its format, where it
/// stands in words, and each side's innings (runs, wickets, overs) in the
/// order they were batted. Spoilers hidden, the innings and the words wait.
public struct CricketCenter: GameCenterModel {
    public typealias Game = CricketMatch
    public typealias Answer = NoAnswer
    public typealias Intent = NoIntent
    public typealias Kept = NoKept

    public enum Section: String, WordedSection {
        case scorecard
        public var words: (title: String, short: String, key: Character, hint: String) { ("Scorecard", "Scorecard", "i", "scorecard") }
    }

    public var gameId: Int, refreshScheduled = false
    public var section: Section = .scorecard, scrolls: [Section: Int] = [:]

    public init(gameId: Int) { self.gameId = gameId }

    /// Every innings batted, in order: `print game` writes these rows.
    static func innings(_ match: CricketMatch) -> PrintTable {
        let all = [match.home, match.away].flatMap { side in side.innings.filter(\.batted).map { (side, $0) } }.sorted { $0.1.number < $1.1.number }
        return PrintTable(columns: ["innings", "team", "runs", "wickets", "overs", "score"], rows: all.map { side, i in
            [.number(i.number), .text(side.name), .number(i.runs), .number(i.wickets), .optional(i.overs), .text(i.text)]
        })
    }
}

extension CricketCenter: RowOnlyCenter {
    static func id(of game: CricketMatch) -> Int { game.id }
    static func isFinal(_ row: CricketMatch) -> Bool { row.phase == .final }

    struct MemoKey: Equatable, Sendable {
        let match: CricketMatch, hidden: Bool, size: Size, display: DisplayOptions
    }

    static let memo = DrawingMemo<MemoKey>(capacity: 4)

    func memoKey(row: CricketMatch, size: Size, _ context: ScreenContext) -> MemoKey {
        MemoKey(match: row, hidden: Spoilers.hides(row.summary, context), size: size, display: context.display)
    }

    func render(row: CricketMatch, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) -> Int {
        let theme = context.theme, display = context.display
        let hidden = Spoilers.hides(row.summary, context)
        var pen = Pen(x: area.x + 1, y: area.y, width: area.width - 2)
        pen.line(row.name, theme.heading, into: &canvas)
        if let words = row.matchWords { pen.line(words, theme.muted, into: &canvas) }
        let shown = hidden ? Spoilers.masked(row.summary) : row.summary
        pen.line(shown.stateText(locale: display.locale, timeZone: display.timeZone), row.phase == .live ? theme.live : theme.muted, into: &canvas)
        pen.skip()
        if hidden {
            pen.line("The score is hidden: \(Spoilers.hint).", theme.muted, into: &canvas)
        } else {
            if let status = row.status { pen.wrapped(status, theme.heading, into: &canvas) }
            let table = Self.innings(row)
            if !table.rows.isEmpty {
                pen.skip()
                pen.line("Inns  " + "Team".padding(20) + "Score".rightAlignedText(10) + "Overs".rightAlignedText(7), theme.muted, into: &canvas)
                for (side, innings) in [row.home, row.away].flatMap({ side in side.innings.filter(\.batted).map { (side, $0) } })
                    .sorted(by: { $0.1.number < $1.1.number }) {
                    let line = String(innings.number).padding(6) + side.name.padding(20) + innings.text.rightAlignedText(10)
                        + (innings.overs ?? "").rightAlignedText(7) + (innings.current && row.phase == .live ? "  batting" : "")
                    pen.line(line, innings.current && row.phase == .live ? theme.live : .plain, into: &canvas)
                }
            }
        }
        pen.skip()
        pen.field("Venue", row.venue, theme, into: &canvas)
        pen.field("Starts", row.start.map { TimeText.fullDateTime($0, locale: display.locale, timeZone: display.timeZone) }, theme, into: &canvas)
        return pen.y - area.y
    }
}

private extension String {
    /// Cut or filled to `width` display cells, on the left.
    func padding(_ width: Int) -> String {
        let fitted = Canvas.fit(self, width: width - 1)
        return fitted.text + String(repeating: " ", count: max(0, width - fitted.width))
    }
    func rightAlignedText(_ width: Int) -> String { rightAligned(in: width) }
}
