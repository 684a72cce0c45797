import FoundationEssentials
import SportsCore
import TerminalUI

/// Several games at once: a line saying what is shown, then a card a game
/// (the league and the clock on its border, both teams with the score, the
/// situation, the last play), as many as fit; spoilers hidden as everywhere.
enum MultiviewView {
    /// Where the cards go: the content less the line over them.
    static func gridArea(_ area: Rect) -> Rect { Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1)) }

    static func render(_ s: MyTeamsState, _ grid: MultiviewState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        let cards = Multiview.cards(s, context.saved)
        guard !cards.isEmpty else {
            if s.isLoading { return CenteredMessage.render([("Loading the games…", theme.muted)], into: &canvas, area: area) }
            CenteredMessage.render([("No live games of your teams right now.", theme.heading),
                                    ("Space on a game in Scores puts it here, live or not;", theme.muted),
                                    ("m or Esc goes back.", theme.muted)], into: &canvas, area: area)
            return
        }
        let cardsArea = gridArea(area)
        let layout = MultiviewGrid(count: cards.count, area: cardsArea)
        let selected = min(grid.selected, cards.count - 1)
        let firstRow = layout.firstRow(keeping: selected, from: grid.firstRow)
        let shown = (firstRow * layout.columns)..<min(cards.count, (firstRow + layout.rows) * layout.columns)
        let live = cards.filter { $0.game.game.isLive }.count
        let what = "Several games at once · \(count(cards.count)), \(live) live"
        canvas.text(what, x: area.x + 1, y: area.y, width: area.width - 2, style: theme.heading)
        if shown.count < cards.count {
            let range = "\(shown.lowerBound + 1)–\(shown.upperBound) of \(cards.count)"
            canvas.text(range, x: area.x + 1, y: area.y, width: area.width - 2, style: theme.muted, align: .right)
        }
        for i in shown {
            guard let box = layout.box(i, firstRow: firstRow, area: cardsArea) else { continue }
            card(cards[i], s, selected: i == selected, context, into: &canvas, box: box)
        }
    }

    static func count(_ n: Int) -> String { n == 1 ? "1 game" : "\(n) games" }

    static func card(_ card: MultiviewCard, _ s: MyTeamsState, selected: Bool, _ context: ScreenContext,
                     into canvas: inout Canvas, box: Rect) {
        let theme = context.theme, display = context.display
        let hidden = Spoilers.hides(card.game.game, context)
        let game = hidden ? Spoilers.masked(card.game.game) : card.game.game
        let state = game.stateText(locale: display.locale, timeZone: display.timeZone)
        let border = selected ? theme.heading.with(.bold) : theme.border
        let titleStyle = selected ? theme.selection.with(.bold) : game.isLive ? theme.live.with(.bold) : theme.muted
        canvas.box(box, title: "\(card.game.league.name) · \(state)", style: border, titleStyle: titleStyle)
        // Why it is here, in the top right corner: a followed team's star, a marked game's dot.
        let followed = game.involves(context.saved.teamIDs)
        let marks = (followed ? [(display.glyphs.star, theme.favorite)] : []) + (card.marked ? [(display.glyphs.bullet, theme.live)] : [])
        for (i, mark) in marks.enumerated() where box.width > 12 {
            canvas.text(mark.0, x: box.maxX - 3 - 2 * i, y: box.y, width: 1, style: mark.1)
        }
        if let failure = s.failures[card.game.league], box.width > 16 {
            canvas.text(" not updated: \(failure.brief) ", x: box.x + 2, y: box.maxY - 1, width: box.width - 4, style: theme.attention)
        }
        let inside = Rect(x: box.x + 2, y: box.y + 1, width: max(0, box.width - 4), height: max(0, box.height - 2))
        guard inside.height > 0, inside.width > 0 else { return }
        canvas.clipping(rows: inside.y..<inside.maxY) { canvas in
            var pen = Pen(x: inside.x, y: inside.y, width: inside.width)
            if game.isField {
                // A field: its name, then the front of it with each followed entrant's place after it.
                pen.line(game.matchup, .bold, into: &canvas)
                pen.wrapped(hidden ? "\(Spoilers.mask) · \(Spoilers.hint)"
                            : FieldRowView.front(game.field, followed: context.saved.teamIDs, star: display.glyphs.star, width: inside.width),
                            hidden ? theme.muted : .plain, into: &canvas)
                if let venue = game.venue, pen.y < inside.maxY - 1 { pen.skip(); pen.line(venue, theme.muted, into: &canvas) }
                return
            }
            TeamScoreLines.render(game, started: game.isLive || game.isFinal, homeFirst: card.game.league.family.homeFirst,
                                  context, &pen, into: &canvas) { team, x, y, canvas in
                let code = ClubCode.badge(team.abbreviation)
                canvas.text(code, x: x, y: y, width: code.count, style: MyTeamsView.badge(FollowedTeam.make(team, league: game.league), context))
            }
            if let line = game.lineScore, pen.y + 4 <= inside.maxY {
                pen.skip()
                CardLineScore.render(line, game, context, &pen, into: &canvas)
            }
            // Under the badges' letters, not their padding.
            if let situation = game.situation, game.isLive { pen.wrapped(situation, theme.live, indent: 1, into: &canvas) }
            if !game.redCards.isEmpty, !hidden {
                pen.wrapped("Sent off: " + game.redCards.joined(separator: ", "), theme.error, indent: 1, into: &canvas)
            }
            if hidden {
                pen.wrapped("\(Spoilers.mask) \(Spoilers.mask) · \(Spoilers.hint)", theme.muted, indent: 1, into: &canvas)
            } else if let play = game.lastPlay {
                pen.wrapped(play, .plain, indent: 1, into: &canvas)
            } else if game.state == .scheduled {
                let watch = game.watch.prefix(2).joined(separator: ", ")
                pen.wrapped(watch.isEmpty ? "Not started" : "On " + watch, theme.muted, indent: 1, into: &canvas)
            }
            // Where it is played and shown, when the card has room left for them.
            let facts = [game.venue, game.state == .scheduled || game.watch.isEmpty ? nil : game.watch.prefix(3).joined(separator: ", ")]
            let room = inside.maxY - pen.y - 1
            let lines = facts.compactMap { $0 }
            if room >= lines.count, !lines.isEmpty {
                pen.skip()
                for line in lines { pen.line(line, theme.muted, indent: 1, into: &canvas) }
            }
        }
    }
}
