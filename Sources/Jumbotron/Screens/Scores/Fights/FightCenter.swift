import FoundationEssentials
import SportsCore
import TerminalUI

/// A bout's page: the weight class and card, the two fighters with their
/// records and countries, the result in words, and a decision's cards judge
/// by judge. Spoilers hidden, the result and the cards wait.
typealias FightCenter = RowCenter<FightPage>

enum FightPage: RowPage {
    static var words: (title: String, short: String, key: Character, hint: String) { ("Bout", "Bout", "i", "bout") }

    /// The bout's facts as `print game` writes them, one per line.
    static func facts(_ bout: Bout, hidden: Bool = false, locale: TimeLocale, zone: Zone) -> PrintTable {
        var pairs: [(String, String?)] = [("card", bout.eventName), ("weight_class", bout.weightClass),
                                          ("state", bout.summary.stateText(locale: locale, timeZone: zone)),
                                          ("red", bout.red.name), ("red_record", bout.red.record), ("blue", bout.blue.name),
                                          ("blue_record", bout.blue.record), ("rounds", bout.scheduledRounds.map(String.init)),
                                          ("venue", bout.venue)]
        if !hidden {
            pairs.append(("result", bout.resultText))
            for (i, (r, b)) in zip(bout.red.cards, bout.blue.cards).enumerated() { pairs.append(("judge_\(i + 1)", "\(r)-\(b)")) }
        }
        return .fields(pairs)
    }
}

extension FightPage {
    static func id(_ game: Bout) -> Int { game.id }
    static func isFinal(_ row: Bout) -> Bool { row.phase == .final }

    static func render(_ row: Bout, hidden: Bool, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme, display = context.display
        pen.line([row.weightClass, row.scheduledRounds.map { "\($0) rounds" }].compactMap { $0 }.joined(separator: " · "), theme.heading, into: &canvas)
        pen.line(row.eventName, theme.muted, into: &canvas)
        let shown = hidden ? Spoilers.masked(row.summary) : row.summary
        pen.line(shown.stateText(locale: display.locale, timeZone: display.timeZone), row.phase == .live ? theme.live : theme.muted, into: &canvas)
        pen.skip()
        let winner = hidden ? nil : row.winner
        for (fighter, side) in [(row.red, Contest.Side.away), (row.blue, .home)] {
            let mark = winner == side ? "W " : "  "
            let words = [fighter.name, fighter.record.map { "(\($0))" }, fighter.country].compactMap { $0 }.joined(separator: "  ")
            pen.line(mark + words, winner == side ? Style.plain.with(.bold) : .plain, into: &canvas)
        }
        pen.skip()
        if hidden {
            pen.line("The result is hidden: \(Spoilers.hint).", theme.muted, into: &canvas)
        } else if let result = row.resultText {
            pen.wrapped(result, theme.heading, into: &canvas)
        }
        if !hidden, !row.red.cards.isEmpty, row.red.cards.count == row.blue.cards.count {
            pen.skip()
            pen.line("Judges' cards", theme.heading, into: &canvas)
            let red = Bout.code(row.red.shortName), blue = Bout.code(row.blue.shortName)
            pen.line("         " + red.rightAligned(in: 5) + blue.rightAligned(in: 5), theme.muted, into: &canvas)
            for (i, (r, b)) in zip(row.red.cards, row.blue.cards).enumerated() {
                pen.line("Judge \(i + 1)  " + String(r).rightAligned(in: 5) + String(b).rightAligned(in: 5), .plain, into: &canvas)
            }
        }
        if let venue = row.venue {
            pen.skip()
            pen.field("Venue", venue, theme, into: &canvas)
        }
        if !row.broadcasts.isEmpty { pen.field("Watch", row.broadcasts.joined(separator: ", "), theme, into: &canvas) }
    }
}
