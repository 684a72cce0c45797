import FoundationEssentials
import SportsCore
import TerminalUI

/// A match's page from the scoreboard: the match and its format, where it
/// stands in words, and each side's innings (runs, wickets, overs) in the
/// order they were batted. Spoilers hidden, the innings and the words wait.
typealias CricketCenter = RowCenter<CricketPage>

enum CricketPage: RowPage {
    static var words: (title: String, short: String, key: Character, hint: String) { ("Scorecard", "Scorecard", "i", "scorecard") }

    /// Every innings batted, in order: `print game` writes these rows.
    static func innings(_ match: CricketMatch) -> PrintTable {
        let all = [match.home, match.away].flatMap { side in side.innings.filter(\.batted).map { (side, $0) } }.sorted { $0.1.number < $1.1.number }
        return PrintTable(columns: ["innings", "team", "runs", "wickets", "overs", "score"], rows: all.map { side, i in
            [.number(i.number), .text(side.name), .number(i.runs), .number(i.wickets), .optional(i.overs), .text(i.text)]
        })
    }
}

extension CricketPage {
    static func id(_ game: CricketMatch) -> Int { game.id }
    static func isFinal(_ row: CricketMatch) -> Bool { row.phase == .final }

    static func render(_ row: CricketMatch, hidden: Bool, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme, display = context.display
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
