import SportsCore
import TerminalUI

/// A board's keys, every league's: the days, the league switch, the
/// standings, the center's where it is on screen, and the list's where they
/// do something now.
enum BoardKeys<L: LeagueRules> {
    static func map(_ s: BoardState<L>, _ context: ScreenContext, visible: Bool = true) -> KeyMap<BoardIntent<L>> {
        let p = parts(s, context, visible)
        return KeyMap("Scores (\(s.league.name))", p.board + p.center + p.list)
    }

    /// One reading of the board's keys: asked for every key and every frame (the hint bar), so each section's
    /// keys and the center's width are worked out once and shared by the bindings and help.
    struct Parts: Sendable {
        var board: [KeyBinding<BoardIntent<L>>]
        var center: [KeyBinding<BoardIntent<L>>]
        var list: [KeyBinding<BoardIntent<L>>]
        /// Every offered section with its keys, in the strip's order (empty while no center is on screen).
        var sections: [(section: L.Center.Section, keys: [CenterKey<L.Center.Intent>])] = []
    }

    /// The board's keys, the center's, and the list's less any key the center
    /// claims (on At bat `g` is the first plate appearance, not the first row).
    static func parts(_ s: BoardState<L>, _ context: ScreenContext, _ visible: Bool) -> Parts {
        BoardKeysMemo.parts(for: StateKey(s), context, visible: visible) { reading(s, context, visible) }
    }

    static func reading(_ s: BoardState<L>, _ context: ScreenContext, _ visible: Bool) -> Parts {
        let spec = Board<L>.spec(s, context)
        let list = s.list.bindings(spec, context) { BoardIntent<L>.list($0) }
        var p = Parts(board: boardBindings(s, context), center: [], list: list)
        guard s.selectedGame != nil, !s.showingCover else { return p }
        // From the list alone `z` is in help, not in the bar: the bar keeps room for `?`.
        guard CenterDriver<L>.isVisible(s, context, visible), let center = s.center else {
            p.center = [KeyBinding([.char("z")], .center(.fullScreen), help: zoomHelp(s, context))]
            return p
        }
        let width = s.list.detailPane(spec, context)?.width ?? context.layout.content.width
        p.sections = L.Center.Section.allCases.filter { center.offers($0, s.selectedGame) }.map { ($0, center.keys(for: $0, paneWidth: width)) }
        // A section's letter wins over the board's (the shot map's `m`; the multiview keeps `M` there).
        let letters = Set(p.sections.map { Key.char($0.section.key) })
        p.board = p.board.compactMap { unclaimed($0, letters) }
        p.center = centerBindings(s, center, p.sections, context, taken: Set((p.board + list).flatMap(\.keys)))
        let claimed = Set(p.center.flatMap(\.keys))
        p.list = list.compactMap { unclaimed($0, claimed) }
        return p
    }

    /// `?` and the hint bar: the board's keys, then, while a center is on
    /// screen, every key of every section with the one on screen marked, then the list's.
    static func help(_ s: BoardState<L>, _ context: ScreenContext, visible: Bool = true) -> [KeyHelp] {
        let p = parts(s, context, visible)
        let title = "Scores (\(s.league.name))"
        guard let shown = s.center, !p.sections.isEmpty else { return [KeyMap(title, p.board + p.center + p.list).described] }
        return [KeyMap(title, p.board).described, centerHelp(s, shown, p, context), KeyMap("List", p.list).described]
    }

    static func boardBindings(_ s: BoardState<L>, _ context: ScreenContext) -> [KeyBinding<BoardIntent<L>>] {
        [
            KeyBinding([.left], .previousDay, help: "Previous \(L.step.word)", hint: L.step.word),
            KeyBinding([.right], .nextDay, help: "Next \(L.step.word)"),
            KeyBinding([.char("t")], .today, help: L.step.current, hint: "today"),
            KeyBinding([.char("d")], .pickDate, help: "Pick a date", hint: "date"),
            KeyBinding([.char("l")], .switchLeague, help: "Pick a league", hint: "league"),
            KeyBinding([.char("n")], .nextLeague, help: "Next of your leagues"),
        ] + BoardCover<L>.bindings(s.league)
          + followBindings(s, context)
          + [KeyBinding([.char("m"), .char("M")], .multiview, help: "Several games at once (multiview)")]
    }

    /// On a game: follow or unfollow one of its teams, and reveal its score while spoilers are hidden.
    static func followBindings(_ s: BoardState<L>, _ context: ScreenContext) -> [KeyBinding<BoardIntent<L>>] {
        guard s.selectedGame != nil else { return [] }
        let marked = s.selectedGame.map { context.saved.isMarked(s.league, L.summary($0).id) } ?? false
        // The leagues with ESPN's leaders have its team pages (read from the type: asked while drawing).
        let pages = !(L.Leaders.self is NoStandings.Type) ? [KeyBinding<BoardIntent<L>>([.char("T")], .pickTeam, help: "A team's page: schedule, roster, standing")] : []
        return pages + [KeyBinding([.char("f")], .follow, help: "Follow a team of this game"),
                KeyBinding([.char("x")], .unfollow, help: "Unfollow a team of this game"),
                KeyBinding([.char(" ")], .mark, help: marked ? "Take this game out of the multiview" : "Put this game in the multiview (m)")]
            + (BoardFollowing.canReveal(s, context) ? [KeyBinding([.char("v")], .reveal, help: "Reveal this game's score", hint: "reveal")] : [])
    }

    /// The section on screen's keys, the other sections' letters, `z`, and
    /// the other sections' own keys that nothing else has (they turn to their section first).
    static func centerBindings(_ s: BoardState<L>, _ center: L.Center, _ sections: [(section: L.Center.Section, keys: [CenterKey<L.Center.Intent>])],
                               _ context: ScreenContext, taken: Set<Key>) -> [KeyBinding<BoardIntent<L>>] {
        var out: [KeyBinding<BoardIntent<L>>] = []
        for (section, keys) in sections where section == center.section {
            out += keys.filter(\.works).map { $0.binding.map { .center(.own($0, in: section)) } }
        }
        for (section, _) in sections where section != center.section {
            out.append(KeyBinding([.char(section.key)], .center(.section(section)), help: "Game: \(section.title.lowercased())", hint: section.hint))
        }
        out.append(KeyBinding([.char("z")], .center(.fullScreen), help: zoomHelp(s, context), hint: zoomHint(s, context)))
        var used = taken.union(out.flatMap(\.keys))
        for (section, keys) in sections where section != center.section {
            for key in keys where key.works && key.binding.keys.allSatisfy({ !used.contains($0) }) {
                out.append(KeyBinding(key.binding.keys, .center(.own(key.binding.intent, in: section)), help: key.binding.help))
                used.formUnion(key.binding.keys)
            }
        }
        return out
    }

    /// Every section in the strip's order, each with its keys, the one on
    /// screen marked; keys that do nothing now are named without being bound,
    /// and so is another section's key that something else has here (the list's `g`).
    static func centerHelp(_ s: BoardState<L>, _ center: L.Center, _ p: Parts, _ context: ScreenContext) -> KeyHelp {
        let ascii = context.display.ascii
        var entries: [KeyHelp.Entry] = []
        for (section, keys) in p.sections {
            let onScreen = section == center.section
            let name = "Game: \(section.title.lowercased())"
            entries.append(onScreen
                ? KeyHelp.Entry(keys: [], help: name + onScreenMark(ascii), hint: nil, label: String(section.key))
                : KeyHelp.Entry(keys: [.char(section.key)], help: name, hint: section.hint))
            for key in keys {
                let b = key.binding
                let reached = p.center.contains { $0.keys == b.keys && $0.intent == .center(.own(b.intent, in: section)) }
                // The bar offers the keys of the section on screen; help names every section's.
                entries.append(key.works && reached ? KeyHelp.Entry(keys: b.keys, help: b.help, hint: onScreen ? b.hint : nil)
                                         : KeyHelp.Entry(keys: [], help: b.help, hint: nil, label: b.keyLabel(ascii: ascii)))
            }
        }
        entries.append(KeyHelp.Entry(keys: [.char("z")], help: zoomHelp(s, context), hint: zoomHint(s, context)))
        return KeyHelp(title: "Game center", entries: entries)
    }

    /// Marks the section on screen in help.
    static func onScreenMark(_ ascii: Bool) -> String { ascii ? "  <- on screen" : "  ◂ on screen" }

    /// The bar's word for `z`: `full` beside the list, `list` when full screen
    /// at a width that has room for both; narrow, the center already fills the
    /// screen and `Esc` is the way back, so the bar does not offer `z`.
    static func zoomHint(_ s: BoardState<L>, _ context: ScreenContext) -> String? {
        guard context.isSplit else { return nil }
        return s.list.fullScreen ? "list" : "full"
    }

    static func zoomHelp(_ s: BoardState<L>, _ context: ScreenContext) -> String {
        s.list.fullScreen || (s.list.showingDetail && !context.isSplit) ? "Game: back to the list" : "Game: full screen"
    }

    /// A list binding without the keys the center has claimed; nil when none
    /// is left; the binding itself (no copy) when the center claims none of them.
    static func unclaimed(_ b: KeyBinding<BoardIntent<L>>, _ claimed: Set<Key>) -> KeyBinding<BoardIntent<L>>? {
        guard b.keys.contains(where: claimed.contains) else { return b }
        let keys = b.keys.filter { !claimed.contains($0) }
        // Left with its other key only (the bracket's `B` beside a center), it stays in help and leaves the bar to the center.
        return keys.isEmpty ? nil : KeyBinding(keys, b.intent, help: b.help)
    }
}
