import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// A game not started, as the landing has it before puck drop: both
/// records, each team's goalies with their season lines (the likely starter
/// first), and the skaters leading each category, side by side.
enum NHLPreviewSection {
    static func render(_ matchup: NHLMatchup?, _ game: NHLGame, _ context: ScreenContext, _ pen: inout Pen,
                       into canvas: inout Canvas) {
        let theme = context.theme
        guard let m = matchup else {
            pen.skip()
            pen.wrapped("No preview for this game yet: goalies and leaders come closer to puck drop.", theme.muted, into: &canvas)
            return
        }
        let away = game.away.abbrev ?? "AWY", home = game.home.abbrev ?? "HOM"
        if m.awayRecord != nil || m.homeRecord != nil {
            pen.skip()
            pen.line("Records", theme.heading, into: &canvas)
            pen.line("\(away.fixedWidth(4))\(m.awayRecord ?? "-")   \(home.fixedWidth(4))\(m.homeRecord ?? "-")", into: &canvas)
        }
        if !m.awayGoalies.isEmpty || !m.homeGoalies.isEmpty {
            pen.skip()
            pen.line("Goalies this season", theme.heading, into: &canvas)
            for (abbrev, goalies) in [(away, m.awayGoalies), (home, m.homeGoalies)] where !goalies.isEmpty {
                for (i, g) in goalies.prefix(3).enumerated() {
                    pen.line((i == 0 ? abbrev : "").fixedWidth(4) + g.name, i == 0 ? .bold : .plain, into: &canvas)
                    pen.line(goalieLine(g), theme.muted, indent: 4, into: &canvas)
                }
            }
        }
        guard !m.leaders.isEmpty else { return }
        pen.skip()
        pen.line("Leaders" + (contextWords(m.leadersContext).map { " (\($0))" } ?? ""), theme.heading, into: &canvas)
        for leader in m.leaders {
            pen.line(leader.category.capitalizedWords, theme.muted, into: &canvas)
            for (abbrev, skater) in [(away, leader.away), (home, leader.home)] {
                guard let skater else { continue }
                let value = skater.value.map(String.init) ?? "-"
                let text = "\(abbrev.fixedWidth(4))\(skater.name)" + (skater.position.map { " (\($0))" } ?? "")
                let room = pen.width - DisplayWidth.of(value) - 1
                canvas.text(text, x: pen.x + 2, y: pen.y, width: max(0, room - 2))
                canvas.text(value, x: pen.x, y: pen.y, width: pen.width, style: .bold, align: .right)
                pen.skip()
            }
        }
    }

    /// `12-5-2 · 2.41 GAA · .918 · 1 SO · 19 GP`, leaving out what is missing.
    static func goalieLine(_ g: NHLMatchup.Goalie) -> String {
        [g.record, g.goalsAgainstAverage.map { Fixed.text($0, places: 2) + " GAA" },
         g.savePercentage.map { NHLNumbers.savePercentage($0) + " SV%" }, g.shutouts.map { "\($0) SO" },
         g.gamesPlayed.map { "\($0) GP" }].compactMap { $0 }.joined(separator: " · ")
    }

    /// `last5Games` → `last 5 games`; the season's figures say nothing more.
    static func contextWords(_ label: String?) -> String? {
        guard let label, !label.isEmpty, label != "season", label != "regularSeason" else { return nil }
        var words = ""
        for ch in label {
            if ch.isUppercase || (ch.isNumber && !(words.last?.isNumber ?? true)) { words.append(" ") }
            words.append(Character(ch.lowercased()))
        }
        return words
    }
}
