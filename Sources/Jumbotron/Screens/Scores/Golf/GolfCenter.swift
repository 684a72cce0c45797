import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// A player's page: their place and score, and each round's scorecard hole
/// by hole (the latest first) with par, birdies and better and bogeys and
/// worse marked by shape as well as colour. Spoilers hidden, the cards wait.
typealias GolfCenter = RowCenter<GolfPage>

enum GolfPage: RowPage {
    static var words: (title: String, short: String, key: Character, hint: String) { ("Scorecard", "Scorecard", "i", "scorecard") }

    /// Every hole of every round: `print game` writes this table.
    static func scorecard(_ p: GolfPlayer) -> PrintTable {
        PrintTable(columns: ["round", "hole", "par", "strokes", "to_par"], rows: p.rounds.flatMap { r in
            r.holes.map { h in [.number(r.number), .number(h.number), h.par.map(PrintValue.number) ?? .null, .number(h.strokes),
                                h.toPar.map(PrintValue.number) ?? .null] }
        })
    }

    /// A hole's strokes marked by how they stand to par: `(3)` a birdie, `<2>` an eagle or better, `[5]` a bogey, `{6}` worse.
    static func marked(_ hole: GolfHole) -> String {
        guard let d = hole.toPar else { return " \(hole.strokes) " }
        return switch d {
        case ...(-2): "<\(hole.strokes)>"
        case -1: "(\(hole.strokes))"
        case 1: "[\(hole.strokes)]"
        case 2...: "{\(hole.strokes)}"
        default: " \(hole.strokes) "
        }
    }
}

extension GolfPage {
    static func id(_ game: GolfPlayer) -> Int { game.id }
    static func isFinal(_ row: GolfPlayer) -> Bool { row.tournamentPhase == .final }

    static func render(_ row: GolfPlayer, hidden: Bool, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        pen.line([row.name, row.country].compactMap { $0 }.joined(separator: " · "), theme.heading, into: &canvas)
        pen.line(row.tournament, theme.muted, into: &canvas)
        if hidden {
            pen.skip()
            pen.line("The scores are hidden: \(Spoilers.hint).", theme.muted, into: &canvas)
            return
        }
        let standing = [row.placeText, row.toPar.map { "\($0.text) to par" }, row.today.map { "today \($0)" },
                        row.thru.map { $0 == "F" ? "round over" : "thru \($0)" }].compactMap { $0 }.joined(separator: " · ")
        pen.line(standing, row.onCourse ? theme.live : .plain, into: &canvas)
        for round in row.rounds.reversed() where !round.holes.isEmpty {
            pen.skip()
            pen.line("Round \(round.number)" + (round.toPar.map { " · \($0)" } ?? "") + (round.complete ? " · \(round.strokes.map(String.init) ?? "")" : ""),
                     theme.heading, into: &canvas)
            for nine in [1...9, 10...18] {
                let holes = round.holes.filter { nine.contains($0.number) }
                guard !holes.isEmpty else { continue }
                let label = nine.lowerBound == 1 ? "Out" : "In"
                pen.line("Hole " + nine.map { String($0).rightAligned(in: 4) }.joined() + label.rightAligned(in: 5), theme.muted, into: &canvas)
                let pars = nine.map { n in holes.first { $0.number == n }?.par.map(String.init) ?? "" }
                let parTotal = holes.compactMap(\.par).reduce(0, +)
                pen.line("Par  " + pars.map { $0.rightAligned(in: 4) }.joined() + String(parTotal).rightAligned(in: 5), theme.muted, into: &canvas)
                var x = pen.x + 5
                canvas.text("Shot", x: pen.x, y: pen.y, width: 5, style: .plain)
                for n in nine {
                    if let hole = holes.first(where: { $0.number == n }) {
                        let style: Style = switch hole.toPar {
                        case let d? where d < 0: theme.live.with(.bold)
                        case let d? where d > 0: theme.attention
                        default: .plain
                        }
                        // The strokes sit under the par's digits; the mark wraps them, its closing
                        // half in the gap before the next hole's (always blank: numbers are right-aligned).
                        let digits = String(hole.strokes).count
                        canvas.text(Self.marked(hole), x: x + 3 - digits, y: pen.y, width: digits + 2, style: style)
                    }
                    x += 4
                }
                // Only the digits: the blank before them holds the last hole's closing mark.
                let total = String(holes.map(\.strokes).reduce(0, +))
                canvas.text(total, x: x + 5 - min(4, total.count), y: pen.y, width: min(4, total.count), style: .bold)
                pen.skip()
            }
        }
        pen.skip()
        pen.line("(3) birdie  <2> eagle or better  [5] bogey  {6} double bogey or worse", theme.muted, into: &canvas)
    }
}
