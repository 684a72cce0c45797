import FoundationEssentials
import SportsCore
import TerminalUI

/// A match's page: its draw, round and court, the two players (or pairs)
/// with seeds and countries, the sets one by one with any tiebreak, who
/// serves while it is played, and how it ended. Spoilers hidden, the sets wait.
typealias TennisCenter = RowCenter<TennisPage>

enum TennisPage: RowPage {
    static var words: (title: String, short: String, key: Character, hint: String) { ("Match", "Match", "i", "match") }

    /// Each side's sets, one column a set (`print game` writes this table).
    static func sets(_ match: TennisMatch) -> PrintTable {
        let count = max(match.first.sets.count, match.second.sets.count)
        return PrintTable(columns: ["player", "seed"] + (0..<count).map { "set_\($0 + 1)" } + ["won"], rows: [match.first, match.second].map { side in
            [.text(side.name), side.seed.map(PrintValue.number) ?? .null]
                + (0..<count).map { i in side.sets.indices.contains(i) ? .text(setText(side.sets[i])) : .null } + [.text(side.won ? "yes" : "")]
        })
    }

    /// `6`, `7⁷` as `7 (7)`: a set's games with the tiebreak's points where there was one.
    static func setText(_ set: TennisMatch.SetScore) -> String { set.tiebreak.map { "\(set.games) (\($0))" } ?? String(set.games) }
}

extension TennisPage {
    static func id(_ game: TennisMatch) -> Int { game.id }
    static func isFinal(_ row: TennisMatch) -> Bool { row.phase == .final }

    static func render(_ row: TennisMatch, hidden: Bool, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme, display = context.display
        pen.line([row.draw, row.round].compactMap { $0 }.joined(separator: " · "), theme.heading, into: &canvas)
        pen.line([row.tournament, row.court, row.bestOf.map { "best of \($0)" }].compactMap { $0 }.joined(separator: " · "), theme.muted, into: &canvas)
        let shown = hidden ? Spoilers.masked(row.summary) : row.summary
        pen.line(shown.stateText(locale: display.locale, timeZone: display.timeZone), row.phase == .live ? theme.live : theme.muted, into: &canvas)
        pen.skip()
        let winner = hidden ? nil : row.winner
        let count = hidden ? 0 : max(row.first.sets.count, row.second.sets.count)
        let nameWidth = max(10, min(32, pen.width - 8 * count - 4))
        pen.line(String(repeating: " ", count: nameWidth + 4) + (0..<count).map { "Set \($0 + 1)".rightAligned(in: 8) }.joined(),
                 theme.muted, into: &canvas)
        for (player, side) in [(row.first, Contest.Side.away), (row.second, .home)] {
            let serving = !hidden && row.phase == .live && row.serving == side
            let mark = winner == side ? "W " : serving ? display.glyphs.bullet + " " : "  "
            let who = [player.seed.map { "[\($0)]" }, player.name, player.country.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
            let fitted = Canvas.fit(who, width: nameWidth)
            let sets = (0..<count).map { i in player.sets.indices.contains(i) ? Self.setText(player.sets[i]) : "" }.map { $0.rightAligned(in: 8) }
            pen.line(mark + fitted.text + String(repeating: " ", count: max(0, nameWidth + 2 - fitted.width)) + sets.joined(),
                     winner == side ? Style.plain.with(.bold) : .plain, into: &canvas)
        }
        pen.skip()
        if hidden {
            pen.line("The score is hidden: \(Spoilers.hint).", theme.muted, into: &canvas)
        } else {
            switch row.ending {
            case .retired: pen.line("Ended by a retirement.", theme.attention, into: &canvas)
            case .walkover: pen.line("A walkover: not played.", theme.attention, into: &canvas)
            case .played: break
            }
            if let note = row.note { pen.wrapped(note, theme.muted, into: &canvas) }
        }
    }
}
