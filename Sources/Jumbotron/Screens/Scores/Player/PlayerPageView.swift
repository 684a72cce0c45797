import FoundationEssentials
import SportsCore
import TerminalUI

/// A player's page: their name over the number, position and team; the
/// sections' strip; the section on screen, drawn whole off screen and shown
/// from its scroll (a career of forty seasons scrolls, never squeezes).
enum PlayerPageView {
    /// The line under the title (number, position, team) and the strip.
    static let headHeight = 2

    static func visibleLines(_ areaHeight: Int) -> Int { max(1, areaHeight - StandingsPane.headerHeight - headHeight) }

    static func title(_ s: PlayerPageState) -> String { s.profile.value?.name ?? s.id.map { "\(s.league.name) player \($0)" } ?? "Player" }

    static func render(_ s: PlayerPageState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        guard let body = StandingsPane.frame(title(s), s.profile, name: "player", noun: "the player's page", context, into: &canvas, area: area),
              let player = s.profile.value else { return }
        let about = [player.jersey.map { "#\($0)" }, player.positionName ?? player.position, player.teamName ?? player.team].compactMap { $0 }
        canvas.text(about.joined(separator: " · "), x: body.x + 1, y: body.y, width: body.width - 2, style: theme.muted, align: .center)
        let items = PlayerSection.allCases.map { SectionStrip.Item(key: $0.key, short: $0.title, title: $0.title, isOn: $0 == s.section) }
        SectionStrip.render(items, marker: nil, theme, into: &canvas, x: body.x + 1, y: body.y + 1, width: body.width - 2)
        let visible = visibleLines(area.height)
        let photo = headshotSlot(s, player, body: body, context)
        let width = drawWidth(s, context, area: area)
        var drawn = Canvas(size: Size(width: width, height: max(visible, bodyHeight(s, context, width: width))))
        draw(s, player, context, into: &drawn, width: width)
        canvas.blit(drawn, rows: s.scroll..<(s.scroll + visible), at: Point(x: body.x, y: body.y + headHeight))
        // The headshot on the real canvas (pictures are placed there, not in a drawing), at the
        // top right of Info while its top is in view.
        if let photo, let url = player.headshot.flatMap(URL.init(string:)), s.scroll == 0 {
            PlayerDetailView.headshot(url, in: photo, context, into: &canvas)
        }
    }

    /// Where Info's headshot goes: pictures on, a URL, and room for the facts beside it.
    static func headshotSlot(_ s: PlayerPageState, _ p: ESPNAthlete, body: Rect, _ context: ScreenContext) -> Rect? {
        guard s.section == .info, p.headshot != nil, let size = LogoSlot.size(in: body, context), body.width >= size.width + 44 else { return nil }
        return Rect(x: body.maxX - size.width - 1, y: body.y + headHeight + 1, width: size.width, height: size.height)
    }

    /// The section's width: the pane's, less a headshot's beside Info.
    static func drawWidth(_ s: PlayerPageState, _ context: ScreenContext, area: Rect) -> Int {
        let body = Rect(x: area.x, y: area.y + StandingsPane.headerHeight, width: area.width, height: max(0, area.height - StandingsPane.headerHeight))
        guard let player = s.profile.value, let photo = headshotSlot(s, player, body: body, context) else { return body.width }
        return body.width - photo.width - 2
    }

    /// The section's lines, measured by drawing it where nothing lands.
    static func bodyHeight(_ s: PlayerPageState, _ context: ScreenContext, width: Int) -> Int {
        guard let player = s.profile.value else { return 0 }
        var measure = Canvas(size: Size(width: width, height: 0))
        return draw(s, player, context, into: &measure, width: width)
    }

    @discardableResult
    static func draw(_ s: PlayerPageState, _ player: ESPNAthlete, _ context: ScreenContext, into canvas: inout Canvas, width: Int) -> Int {
        var pen = Pen(x: 1, y: 1, width: max(1, width - 2))
        switch s.section {
        case .info: info(s, player, context, &pen, into: &canvas)
        case .games: games(s, context, &pen, into: &canvas)
        case .career: career(s, context, &pen, into: &canvas)
        }
        return pen.y + 1
    }

    static func info(_ s: PlayerPageState, _ p: ESPNAthlete, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        pen.field("Team", p.teamName ?? p.team, theme, into: &canvas)
        pen.field("Position", p.positionName ?? p.position, theme, into: &canvas)
        pen.field("Number", p.jersey.map { "#\($0)" }, theme, into: &canvas)
        pen.field("Age", p.age.map(String.init), theme, into: &canvas)
        pen.field("Height", p.height, theme, into: &canvas)
        pen.field("Weight", p.weight, theme, into: &canvas)
        pen.field("Born", p.born, theme, into: &canvas)
        pen.field("Birthplace", p.birthPlace, theme, into: &canvas)
        pen.field("College", p.college, theme, into: &canvas)
        pen.field("Experience", p.experience, theme, into: &canvas)
        pen.field("Draft", p.draft, theme, into: &canvas)
        pen.field("Bats/throws", p.batsThrows, theme, into: &canvas)
        pen.field("Status", p.status, theme, into: &canvas)
        if !p.season.isEmpty {
            pen.skip()
            pen.line(p.seasonTitle.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "This season", theme.heading, into: &canvas)
            pen.wrapped(p.season.map { "\($0.label) \($0.value)" }.joined(separator: "   "), .plain, into: &canvas)
        }
        if let bio = s.bio.value {
            if !bio.teams.isEmpty {
                pen.skip()
                pen.line("Teams", theme.heading, into: &canvas)
                for t in bio.teams { pen.line("\(t.name)  \(t.seasons)", .plain, into: &canvas) }
            }
            if !bio.awards.isEmpty {
                pen.skip()
                pen.line("Awards", theme.heading, into: &canvas)
                for a in bio.awards { pen.line("\(a.count.isEmpty ? "" : a.count + " ")\(a.name)", .plain, into: &canvas) }
            }
        }
    }

    static func games(_ s: PlayerPageState, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        guard let log = loaded(s.games, "the game log", context, &pen, into: &canvas) else { return }
        guard !log.games.isEmpty else { pen.line("No games this season yet.", context.theme.muted, into: &canvas); return }
        let shown = log.games.prefix(10)
        let display = context.display
        let rows = shown.map { g -> [String] in
            [g.date.map { TimeText.shortDate($0, locale: display.locale, timeZone: display.timeZone) } ?? "", "\(g.atVs) \(g.opponent)", g.result]
                + log.labels.indices.map { g.stats.indices.contains($0) ? g.stats[$0] : "-" }
        }
        table(["Date", "Opp", "Result"] + log.labels, rows, lead: 3, context, &pen, into: &canvas)
        if let note = shown.first(where: { $0.note != nil })?.note { pen.skip(); pen.line(note, context.theme.muted, into: &canvas) }
    }

    static func career(_ s: PlayerPageState, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        guard let career = loaded(s.career, "the career", context, &pen, into: &canvas) else { return }
        guard !career.rows.isEmpty else { pen.line("ESPN has no career totals for this player.", context.theme.muted, into: &canvas); return }
        if let title = career.title { pen.line(title, context.theme.heading, into: &canvas) }
        table([""] + career.labels, career.rows.map { [$0.name] + $0.stats }, lead: 1, context, &pen, into: &canvas)
    }

    /// A section's answer, or its state in words (loading, or why it failed and that `r` asks again).
    static func loaded<V>(_ load: Loadable<V, FetchError>, _ what: String, _ context: ScreenContext, _ pen: inout Pen,
                          into canvas: inout Canvas) -> V? {
        if let value = load.value { return value }
        if let failure = load.failure {
            pen.wrapped("Could not load \(what): \(failure.detail) Press r to try again.", context.theme.warning, into: &canvas)
        } else {
            pen.line("Loading \(what)…", context.theme.muted, into: &canvas)
        }
        return nil
    }

    /// Columns as wide as their widest cell, the first `lead` left-aligned, numbers right-aligned;
    /// as many columns as fit the width.
    static func table(_ header: [String], _ rows: [[String]], lead: Int, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let widths = header.indices.map { c in max(DisplayWidth.of(header[c]), rows.map { c < $0.count ? DisplayWidth.of($0[c]) : 0 }.max() ?? 0) }
        var fitting = 0, used = 0
        for w in widths where used + w + (fitting == 0 ? 0 : 2) <= pen.width { used += w + (fitting == 0 ? 0 : 2); fitting += 1 }
        func line(_ cells: [String], _ style: Style) {
            var x = pen.x
            for c in 0..<fitting {
                let text = c < cells.count ? cells[c] : ""
                canvas.text(text, x: x, y: pen.y, width: widths[c], style: style, align: c < lead ? .left : .right)
                x += widths[c] + 2
            }
            pen.skip()
        }
        line(header, context.theme.heading)
        for row in rows { line(row, .plain) }
    }
}
