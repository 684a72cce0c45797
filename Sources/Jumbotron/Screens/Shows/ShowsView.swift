import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// The catalogue: a large title that collapses once the list scrolls, one
/// row per show, and the selected row's action (`Favorite` on green,
/// `Delete` on red) at its right edge.
enum ShowsView {
    static func render(_ s: ShowsState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let saved = context.saved.showIDs
        let theme = context.theme
        ListDetailView.render(s.list, s.spec(context), context, into: &canvas, area: area,
            header: { canvas, area in renderTitle(s, context, into: &canvas, area: area) },
            row: { canvas, i, area, selected in
                let show = s.show(at: s.visible[i])
                ShowRowView.render(show, saved: saved.contains(show.id), selected: selected,
                                   poster: show.image?.medium.flatMap { s.posters[$0] }, context, into: &canvas, area: area)
            },
            detail: { canvas, area, offset in
                guard let show = s.selectedShow else { return nil }
                return ShowDetailView.render(show, saved: saved.contains(show.id), posters: s.posters, context,
                                             into: &canvas, area: area, scroll: offset)
            },
            empty: {
                if let lines = CenteredMessage.status(s.load, loading: "Loading TV shows…", failed: "Could not load TV shows.", context) {
                    return lines
                }
                if !s.filter.isEmpty { return s.noMatchLines(theme, context.display.glyphs) }
                return s.loaded ? [("No shows.", theme.heading)] : []
            },
            after: { canvas, area in
                if s.isLoading {
                    canvas.text("loading more…", x: area.x, y: area.maxY - 1, width: area.width - 1, style: theme.muted, align: .right)
                }
            })
    }

    static func renderTitle(_ s: ShowsState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        let typed = s.filtering || !s.filter.isEmpty ? "/\(s.filter)\(s.filtering ? "_" : "")" : nil
        let filterText = typed.map { typed in
            s.search.summary(for: s.filter, context.display.glyphs).map { "\($0)  \(typed)" } ?? typed
        }
        let count = s.filter.isEmpty ? "\(s.shows.count) shows" : "\(s.visible.count) of \(s.shows.count)"
        if area.height >= 3 {
            // The large title: its own line, bold, with room around it.
            canvas.text("TV Shows", x: area.x + 1, y: area.y + 1, width: area.width - 2, style: theme.heading.with(.bold).with(.underline))
            canvas.text(filterText ?? count, x: area.x, y: area.y + 1, width: area.width - 1,
                        style: filterText == nil ? theme.muted : .bold, align: .right)
        } else {
            canvas.text("TV Shows", x: area.x, y: area.y, width: area.width, style: theme.heading, align: .center)
            canvas.text(filterText ?? count, x: area.x, y: area.y, width: area.width - 1,
                        style: filterText == nil ? theme.muted : .bold, align: .right)
        }
        if let marker = StaleMarker.text(s.load.origin, loadedAt: s.load.loadedAt) {
            canvas.text(marker, x: area.x + 1, y: area.maxY - 1, width: area.width / 2, style: theme.warning)
        }
    }
}

enum ShowRowView {
    /// The lines a show's row takes: three with a small poster where real
    /// pixels are on and the screen has room to spare (the mobile app's row,
    /// poster and all), else one.
    static func height(_ context: ScreenContext) -> Int {
        context.display.pixels != nil && context.size.height >= 30 && context.size.width >= 80 ? 3 : 1
    }

    /// The poster's slot in a three-line row: four cells by three, 2:3 in cells of 1:2.
    static let posterSlot = Size(width: 4, height: 3)

    static func render(_ show: TVShow, saved: Bool, selected: Bool, poster: PictureStore.Status? = nil, _ context: ScreenContext,
                       into canvas: inout Canvas, area: Rect) {
        let display = context.display, theme = context.theme
        let base: Style = selected ? theme.selection : .plain
        if selected { canvas.fill(area, style: base) }
        let g = display.glyphs
        var x = area.x + 5
        if area.height >= posterSlot.height {
            // The poster itself, once cached and made; its stand-in until then.
            let slot = Rect(x: area.x + 1, y: area.y, width: posterSlot.width, height: posterSlot.height)
            let drawn = poster == .cached && show.image?.medium.flatMap(URL.init(string:)).map {
                PictureSlot.draw(.url($0), in: slot, context, into: &canvas) != nil
            } == true
            if !drawn && (show.image?.medium == nil || poster == .failed) {
                InitialsTile.draw(show.name, key: show.channelName ?? show.name, in: slot, display, into: &canvas)
            } else if !drawn {
                canvas.box(slot, style: selected ? base : theme.border)   // its frame while it loads
            }
            x = slot.maxX + 2
        } else {
            // The poster stand-in: filled once the image is cached, a dot while it loads, hollow when there is none to show.
            let mark = show.image?.medium == nil || poster == .failed ? " " : (poster == .cached ? g.cachedMark : g.pendingMark)
            canvas.text("[\(mark)]", x: area.x + 1, y: area.y, width: 3, style: selected ? base : theme.muted)
        }
        let top = area.height >= posterSlot.height ? area.y + 1 : area.y
        // The mobile app's row actions: on every row when there is room for them, as a
        // button on the selected row and as coloured words on the others.
        let showsAction = selected || area.width >= Self.actionsOnEveryRowWidth
        let action = showsAction ? (saved ? " Delete " : " Favorite ") : ""
        let actionWidth = DisplayWidth.of(action)
        let right = area.maxX - actionWidth - 1
        x += canvas.text(show.name, x: x, y: top, width: max(0, right - x - 1), style: base.with(.bold))
        var meta: [String] = []
        if let year = show.year { meta.append(year) }
        if let channel = show.channelName { meta.append(channel) }
        if !meta.isEmpty, x + 2 < right {
            x += canvas.text("  " + meta.joined(separator: " \(g.bullet) "), x: x, y: top, width: right - x - 2, style: selected ? base : theme.muted)
        }
        if saved, x + 2 < right { canvas.text(" \(g.star)", x: x, y: top, width: 2, style: base.with(.bold)) }
        if showsAction {
            let style = selected ? (saved ? theme.negative : theme.positive) : (saved ? theme.error : theme.live)
            canvas.text(action, x: area.maxX - actionWidth, y: top, width: actionWidth, style: style)
        }
    }

    /// Below this the name and its year need the room more than the unselected rows' actions.
    static let actionsOnEveryRowWidth = 60
}

/// The show in full: title with the favorite action on the right, poster
/// stand-in, wrapped plain-text summary, facts, and the IMDb link when there is one.
/// A show: its name and the button that matches its saved state, the poster
/// beside the first facts, the rest of the facts, then the whole summary. It
/// draws from `scroll` rows above `area` and returns the rows it takes.
enum ShowDetailView {
    @discardableResult
    static func render(_ show: TVShow, saved: Bool, posters: PosterCache, _ context: ScreenContext,
                       into canvas: inout Canvas, area: Rect, scroll: Int = 0) -> Int {
        guard let column = DetailColumn(area, scroll: scroll, minHeight: 3) else { return 0 }
        let theme = context.theme
        let (x, w, top) = (column.x, column.width, column.top)
        var y = top
        // ★ means saved everywhere (the list's mark): the button to save says only Favorite.
        let action = saved ? " Delete " : " Favorite "
        let aw = DisplayWidth.of(action)
        canvas.text(show.name, x: x, y: y, width: w - aw - 1, style: theme.heading.with(.bold))
        canvas.text(action, x: area.maxX - aw - 1, y: y, width: aw, style: saved ? theme.negative : theme.positive)
        y += 2
        // With pictures on (and room for them) the poster gets a bigger slot;
        // the facts move right to make way, and stay there while it converts.
        let big = context.display.showsPictures && area.height >= 18 && w >= 44
        let slot = big ? Size(width: 14, height: 10) : Size(width: 10, height: 5)
        let original = show.image?.original
        var drawn: Size?
        if let original, posters[original] == .cached, let url = URL(string: original) {
            drawn = PictureSlot.draw(.url(url), in: Rect(x: x, y: y, width: slot.width, height: slot.height), context, into: &canvas)
        }
        if drawn == nil {
            canvas.box(Rect(x: x, y: y, width: slot.width, height: slot.height), style: theme.border)
            let posterText: String
            let unconvertible = original.map { context.pictures.entry(PictureWish(id: $0, size: slot)) == .failed } ?? false
            switch original.flatMap({ posters[$0] }) {
            case .cached: posterText = unconvertible ? "no image" : "poster"
            case .failed: posterText = "no image"
            case nil: posterText = original == nil ? "no image" : "loading"
            }
            canvas.text(posterText, x: x + 1, y: y + slot.height / 2, width: slot.width - 2, style: theme.muted, align: .center)
        }
        let factsX = x + slot.width + 2
        var facts: [(String, String)] = []
        if !show.genres.isEmpty { facts.append(("Genres", show.genres.joined(separator: ", "))) }
        let dates = [show.premiered, show.ended.map { "– \($0)" }].compactMap { $0 }.joined(separator: " ")
        if !dates.isEmpty { facts.append(("Aired", dates)) }
        if let status = show.status { facts.append(("Status", status)) }
        if let channel = show.network ?? show.webChannel, let name = channel.name {
            facts.append(("Channel", [name, channel.country?.name].compactMap { $0 }.joined(separator: ", ")))
        }
        if let days = show.schedule?.days, !days.isEmpty {
            facts.append(("Schedule", days.joined(separator: ", ") + (show.schedule?.time.flatMap { $0.isEmpty ? nil : " at \($0)" } ?? "")))
        }
        if let rating = show.rating?.average { facts.append(("Rating", "\(Fixed.text(rating, places: 1)) / 10")) }
        if let runtime = show.runtime ?? show.averageRuntime { facts.append(("Runtime", "\(runtime) min")) }
        if let language = show.language { facts.append(("Language", language)) }
        let besidePoster = big ? slot.height : 5
        for (i, fact) in facts.prefix(besidePoster).enumerated() {
            canvas.text(fact.0, x: factsX, y: y + i, width: 9, style: theme.muted)
            canvas.text(fact.1, x: factsX + 10, y: y + i, width: max(0, w - (factsX - x) - 10))
        }
        y += slot.height + 1
        facts = Array(facts.dropFirst(besidePoster))
        for fact in facts {
            canvas.text(fact.0, x: x, y: y, width: 9, style: theme.muted)
            canvas.text(fact.1, x: x + 10, y: y, width: w - 10)
            y += 1
        }
        if let site = show.officialSite {
            canvas.text("Website", x: x, y: y, width: 9, style: theme.muted)
            canvas.text(site, x: x + 10, y: y, width: w - 10); y += 1
        }
        if let imdb = show.imdbURL {
            canvas.text("IMDb", x: x, y: y, width: 9, style: theme.muted)
            canvas.text(imdb.absoluteString, x: x + 10, y: y, width: w - 10, style: Style(.underline))
            canvas.link(imdb, x: x + 10, y: y, width: min(w - 10, DisplayWidth.of(imdb.absoluteString)))
            y += 1
        }
        let summary = context.drawings.wraps.lines(show.plainSummary, width: w, maxLines: 500)
        if !summary.isEmpty { y += 1 }
        for line in summary {
            canvas.text(line, x: x, y: y, width: w)
            y += 1
        }
        return y - top
    }
}
