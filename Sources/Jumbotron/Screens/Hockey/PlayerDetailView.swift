import FoundationEssentials
import SportsCore
import TerminalUI

/// A player: bio, current season statistics, the favorites button, then
/// the last five games and career totals. It draws from `scroll` rows above
/// `area` and returns the rows its content takes (the pane scrolls).
enum PlayerDetailView {
    @discardableResult
    static func render(_ p: NHLPlayer, load: Loadable<NHLPlayer, FetchError>?, favorite: Bool, _ context: ScreenContext,
                       into canvas: inout Canvas, area: Rect, scroll: Int = 0) -> Int {
        guard let column = DetailColumn(area, scroll: scroll, minHeight: 2) else { return 0 }
        let theme = context.theme
        let (x, w, top) = (column.x, column.width, column.top)
        var y = top
        var used = 0
        if let tri = p.teamAbbrev { used = HockeyView.badge(tri, x: x, y: y, context, into: &canvas) + 1 }
        let name = p.number.map { "#\($0)  \(p.name)" } ?? p.name
        canvas.text(name, x: x + used, y: y, width: w - used, style: theme.heading.with(.bold))
        if let status = status(load, context) {
            canvas.text(status.0, x: x, y: y, width: w, style: status.1, align: .right)
        }
        y += 2
        let labelWidth = 9
        // With pictures on and room, the headshot stands left of the first
        // facts; the rest (born, draft: the long ones) run full width under it.
        var besidePhoto = 0, besideX = x
        if let slot = LogoSlot.size(in: area, context), w >= slot.width + 30, let url = p.headshot.flatMap(URL.init(string:)) {
            headshot(url, in: Rect(x: x, y: y, width: slot.width, height: slot.height), context, into: &canvas)
            besidePhoto = slot.height
            besideX = x + slot.width + 2
        }
        let photoBottom = y + besidePhoto
        for (i, fact) in NHLPlayerFacts.bio(p, today: context.today).enumerated() {
            if i == besidePhoto, besidePhoto > 0 { y = photoBottom + 1 }   // a blank line under the photo
            let factX = i < besidePhoto ? besideX : x
            canvas.text(fact.label, x: factX, y: y, width: labelWidth, style: theme.muted)
            canvas.text(fact.value, x: factX + labelWidth + 1, y: y, width: max(0, x + w - factX - labelWidth - 1))
            y += 1
        }
        y = max(y, photoBottom)
        y += 1
        var heading = "Current season statistics"
        if let season = NHLPlayerFacts.seasonName(p.season) { heading += " (\(season))" }
        canvas.text(heading, x: x, y: y, width: w, style: theme.heading)
        y += 1
        if p.statsKnown || load?.isSettled == true {
            y = statTable(NHLPlayerFacts.columns(p), NHLPlayerFacts.values(p.seasonStats, goalie: p.isGoalie),
                          x: x, y: y, width: w, context, into: &canvas)
        } else {
            let text = load?.isLoading == true ? CenteredMessage.loading("Loading statistics…", context)[0].0 : "Statistics not loaded (r loads them)."
            canvas.text(text, x: x, y: y, width: w, style: theme.muted)
            y += 2
        }
        y += 1
        let button = favorite ? "[ Remove From Favourites List ]" : "[ Add To Favourites List ]"
        let bw = canvas.text(button, x: x, y: y, width: w, style: favorite ? theme.negative : theme.positive)
        canvas.text(favorite ? "  x" : "  f", x: x + bw, y: y, width: max(0, w - bw), style: theme.hintKey)
        y += 2
        if !p.lastGames.isEmpty {
            canvas.text("Last \(p.lastGames.count) games", x: x, y: y, width: w, style: theme.heading)
            y += 1
            for game in p.lastGames {
                canvas.text(gameLine(game, goalie: p.isGoalie), x: x, y: y, width: w)
                y += 1
            }
            y += 1
        }
        if let career = p.career {
            canvas.text("Career (regular season)", x: x, y: y, width: w, style: theme.heading)
            y = statTable(NHLPlayerFacts.columns(p), NHLPlayerFacts.values(career, goalie: p.isGoalie),
                          x: x, y: y + 1, width: w, context, into: &canvas)
        } else {
            y -= 1   // no blank line after the last thing drawn
        }
        return y - top
    }

    /// The headshot, or a frame saying `photo` while it converts (`no photo`
    /// when it cannot be had).
    static func headshot(_ url: URL, in slot: Rect, _ context: ScreenContext, into canvas: inout Canvas) {
        guard PictureSlot.draw(.url(url), in: slot, context, into: &canvas) == nil else { return }
        canvas.box(slot, style: context.theme.border)
        let failed = context.pictures.entry(PictureWish(id: url.absoluteString, size: Size(width: slot.width, height: slot.height))) == .failed
        canvas.text(failed ? "no photo" : "photo", x: slot.x + 1, y: slot.y + (slot.height - 1) / 2, width: slot.width - 2,
                    style: context.theme.muted, align: .center)
    }

    /// `stale, 2 h old` or the loading spinner, at the right of the name.
    static func status(_ load: Loadable<NHLPlayer, FetchError>?, _ context: ScreenContext) -> (String, Style)? {
        guard let load else { return nil }
        if let marker = StaleMarker.text(load.origin, loadedAt: load.loadedAt) { return (marker, context.theme.warning) }
        if load.isLoading { return (CenteredMessage.loading("updating", context)[0].0, context.theme.muted) }
        if load.failure != nil { return ("not updated", context.theme.warning) }
        return nil
    }

    /// Column heads over values, each column as wide as its widest text; returns the next free line.
    static func statTable(_ columns: [String], _ values: [String], x: Int, y: Int, width: Int,
                          _ context: ScreenContext, into canvas: inout Canvas) -> Int {
        var cx = x
        for (head, value) in zip(columns, values) {
            let cw = max(head.count, value.count)
            guard cx + cw <= x + width else { break }
            canvas.text(head, x: cx, y: y, width: cw, style: context.theme.muted, align: .right)
            canvas.text(value, x: cx, y: y + 1, width: cw, align: .right)
            cx += cw + 2
        }
        return y + 2
    }

    /// `2026-11-19  vs BOS  1 G  0 A  +1  18:22` (goalies `W  31 SA  2 GA  .935`).
    static func gameLine(_ g: NHLPlayer.GameLine, goalie: Bool) -> String {
        let date = g.date ?? "-"
        let opponent = (g.home == false ? "at " : "vs ") + (g.opponent ?? "-")
        var parts = [date, opponent]
        if goalie {
            parts.append(g.decision ?? "-")
            parts.append("\(g.shotsAgainst.map(String.init) ?? "-") SA")
            parts.append("\(g.goalsAgainst.map(String.init) ?? "-") GA")
            parts.append(NHLPlayerFacts.savePercentage(g.savePctg))
        } else {
            parts.append("\(g.goals.map(String.init) ?? "-") G")
            parts.append("\(g.assists.map(String.init) ?? "-") A")
            // Always signed (`+0`, `-1`, `+2`): the column never shifts.
            parts.append(g.plusMinus.map { $0 < 0 ? String($0) : "+\($0)" } ?? "-")
            if let toi = g.toi { parts.append(toi) }
        }
        return parts.joined(separator: "  ")
    }
}
