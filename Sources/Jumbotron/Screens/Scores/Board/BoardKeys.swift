import SportsCore
import TerminalUI

/// A board's keys, every league's: the days, the league switch, the
/// standings, the center's where it is on screen, and the list's where they
/// do something now.
enum BoardKeys<L: LeagueRules> {
    static func map(_ s: BoardState<L>, _ context: ScreenContext, visible: Bool = true) -> KeyMap<BoardIntent<L>> {
        let (board, center, list) = parts(s, context, visible)
        return KeyMap("Scores (\(L.name))", board + center + list)
    }

    /// The board's keys, the center's, and the list's less any key the center
    /// claims (on At bat `g` is the first plate appearance, not the first row).
    static func parts(_ s: BoardState<L>, _ context: ScreenContext, _ visible: Bool)
        -> (board: [KeyBinding<BoardIntent<L>>], center: [KeyBinding<BoardIntent<L>>], list: [KeyBinding<BoardIntent<L>>]) {
        let list = s.list.bindings(Board<L>.spec(s), context) { BoardIntent<L>.list($0) }
        let board = boardBindings(s, context)
        let center = centerBindings(s, context, visible, taken: Set((board + list).flatMap(\.keys)))
        let claimed = Set(center.flatMap(\.keys))
        return (board, center, list.compactMap { unclaimed($0, claimed) })
    }

    /// `?` and the hint bar: the board's keys, then, while a center is on
    /// screen, every key of every section with the one on screen marked, then the list's.
    static func help(_ s: BoardState<L>, _ context: ScreenContext, visible: Bool = true) -> [KeyHelp] {
        let (board, center, list) = parts(s, context, visible)
        let title = "Scores (\(L.name))"
        guard CenterDriver<L>.isVisible(s, context, visible), let shown = s.center else {
            return [KeyMap(title, board + center + list).described]
        }
        return [KeyMap(title, board).described, centerHelp(s, shown, context, bound: center), KeyMap("List", list).described]
    }

    static func boardBindings(_ s: BoardState<L>, _ context: ScreenContext) -> [KeyBinding<BoardIntent<L>>] {
        [
            KeyBinding([.left], .previousDay, help: "Previous \(L.step.word)", hint: L.step.word),
            KeyBinding([.right], .nextDay, help: "Next \(L.step.word)"),
            KeyBinding([.char("t")], .today, help: L.step.current, hint: "today"),
            KeyBinding([.char("d")], .pickDate, help: "Pick a date", hint: "date"),
            KeyBinding([.char("l")], .switchLeague, help: "Switch league", hint: "league"),
        ] + (L.Standings.self is NoStandings.Type ? [] : [KeyBinding([.char("s")], .standings, help: "\(L.name) standings", hint: "standings")])
          + followBindings(s, context)
    }

    /// On a game: follow or unfollow one of its teams, and reveal its score while spoilers are hidden.
    static func followBindings(_ s: BoardState<L>, _ context: ScreenContext) -> [KeyBinding<BoardIntent<L>>] {
        guard s.selectedGame != nil else { return [] }
        return [KeyBinding([.char("f")], .follow, help: "Follow a team of this game"),
                KeyBinding([.char("x")], .unfollow, help: "Unfollow a team of this game")]
            + (BoardFollowing.canReveal(s, context) ? [KeyBinding([.char("v")], .reveal, help: "Reveal this game's score", hint: "reveal")] : [])
    }

    /// The section on screen's keys, the other sections' letters, `z`, and
    /// the other sections' own keys that nothing else has (they turn to their section first).
    static func centerBindings(_ s: BoardState<L>, _ context: ScreenContext, _ visible: Bool,
                               taken: Set<Key>) -> [KeyBinding<BoardIntent<L>>] {
        guard s.selectedGame != nil, !s.showingStandings else { return [] }
        let zoom = KeyBinding<BoardIntent<L>>([.char("z")], .center(.fullScreen), help: zoomHelp(s, context), hint: "full")
        // From the list alone `z` is in help, not in the bar: the bar keeps room for `?`.
        guard CenterDriver<L>.isVisible(s, context, visible), let center = s.center else {
            return [KeyBinding(zoom.keys, zoom.intent, help: zoom.help)]
        }
        let row = s.selectedGame, width = paneWidth(s, context)
        let offered = L.Center.Section.allCases.filter { center.offers($0, row) }
        var out: [KeyBinding<BoardIntent<L>>] = center.keys(for: center.section, paneWidth: width).filter(\.works).map {
            $0.binding.map { .center(.own($0, in: center.section)) }
        }
        out += offered.filter { $0 != center.section }.map {
            KeyBinding([.char($0.key)], .center(.section($0)), help: "Game: \($0.title.lowercased())", hint: $0.hint)
        }
        out.append(zoom)
        var used = taken.union(out.flatMap(\.keys))
        for section in offered where section != center.section {
            for key in center.keys(for: section, paneWidth: width) where key.works && key.binding.keys.allSatisfy({ !used.contains($0) }) {
                out.append(KeyBinding(key.binding.keys, .center(.own(key.binding.intent, in: section)), help: key.binding.help))
                used.formUnion(key.binding.keys)
            }
        }
        return out
    }

    /// Every section in the strip's order, each with its keys, the one on
    /// screen marked; keys that do nothing now are named without being bound.
    /// `bound`: the center's bindings now; another section's key that
    /// something else has here (the list's `g`) is named, not listed as this screen's.
    static func centerHelp(_ s: BoardState<L>, _ center: L.Center, _ context: ScreenContext,
                           bound: [KeyBinding<BoardIntent<L>>]) -> KeyHelp {
        let row = s.selectedGame, width = paneWidth(s, context), ascii = context.display.ascii
        var entries: [KeyHelp.Entry] = []
        for section in L.Center.Section.allCases where center.offers(section, row) {
            let onScreen = section == center.section
            let name = "Game: \(section.title.lowercased())"
            entries.append(onScreen
                ? KeyHelp.Entry(keys: [], help: name + onScreenMark(ascii), hint: nil, label: String(section.key))
                : KeyHelp.Entry(keys: [.char(section.key)], help: name, hint: section.hint))
            for key in center.keys(for: section, paneWidth: width) {
                let b = key.binding
                let reached = bound.contains { $0.keys == b.keys && $0.intent == .center(.own(b.intent, in: section)) }
                // The bar offers the keys of the section on screen; help names every section's.
                entries.append(key.works && reached ? KeyHelp.Entry(keys: b.keys, help: b.help, hint: onScreen ? b.hint : nil)
                                         : KeyHelp.Entry(keys: [], help: b.help, hint: nil, label: b.keyLabel(ascii: ascii)))
            }
        }
        entries.append(KeyHelp.Entry(keys: [.char("z")], help: zoomHelp(s, context), hint: "full"))
        return KeyHelp(title: "Game center", entries: entries)
    }

    /// Marks the section on screen in help.
    static func onScreenMark(_ ascii: Bool) -> String { ascii ? "  <- on screen" : "  ◂ on screen" }

    static func zoomHelp(_ s: BoardState<L>, _ context: ScreenContext) -> String {
        s.list.fullScreen || (s.list.showingDetail && !context.isSplit) ? "Game: back to the list" : "Game: full screen"
    }

    /// A list binding without the keys the center has claimed; nil when none is left.
    static func unclaimed(_ b: KeyBinding<BoardIntent<L>>, _ claimed: Set<Key>) -> KeyBinding<BoardIntent<L>>? {
        let keys = b.keys.filter { !claimed.contains($0) }
        return keys.isEmpty ? nil : KeyBinding(keys, b.intent, help: b.help, hint: b.hint)
    }

    /// The center's width now: beside the list, or the whole content when pushed.
    static func paneWidth(_ s: BoardState<L>, _ context: ScreenContext) -> Int {
        s.list.detailPane(Board<L>.spec(s), context)?.width ?? context.layout.content.width
    }
}
