import SportsCore
import TerminalUI

/// A board's keys, every league's: the days, the league switch, the
/// standings, the center's where it is on screen, and the list's where they
/// do something now.
enum BoardKeys<L: LeagueRules> {
    static func map(_ s: BoardState<L>, _ context: ScreenContext, visible: Bool = true) -> KeyMap<BoardIntent<L>> {
        KeyMap("Scores (\(L.name))", [
            KeyBinding([.left], .previousDay, help: "Previous \(L.step.word)", hint: L.step.word),
            KeyBinding([.right], .nextDay, help: "Next \(L.step.word)"),
            KeyBinding([.char("t")], .today, help: L.step.current, hint: "today"),
            KeyBinding([.char("d")], .pickDate, help: "Pick a date", hint: "date"),
            KeyBinding([.char("l")], .switchLeague, help: "Switch league", hint: "league"),
        ] + (L.Standings.self is NoStandings.Type ? [] : [KeyBinding([.char("s")], .standings, help: "\(L.name) standings", hint: "standings")])
          + followBindings(s, context) + centerBindings(s, context, visible) + s.list.bindings(Board<L>.spec(s), context) { .list($0) })
    }

    /// On a game: follow or unfollow one of its teams, and reveal its score while spoilers are hidden.
    static func followBindings(_ s: BoardState<L>, _ context: ScreenContext) -> [KeyBinding<BoardIntent<L>>] {
        guard s.selectedGame != nil else { return [] }
        return [KeyBinding([.char("f")], .follow, help: "Follow a team of this game"),
                KeyBinding([.char("x")], .unfollow, help: "Unfollow a team of this game")]
            + (BoardFollowing.canReveal(s, context) ? [KeyBinding([.char("v")], .reveal, help: "Reveal this game's score", hint: "reveal")] : [])
    }

    /// Only while the center is on screen, and only where they do something
    /// (no At bat for a game not started).
    static func centerBindings(_ s: BoardState<L>, _ context: ScreenContext, _ visible: Bool) -> [KeyBinding<BoardIntent<L>>] {
        guard CenterDriver<L>.isVisible(s, context, visible), let center = s.center else { return [] }
        let row = s.selectedGame
        let sections: [KeyBinding<BoardIntent<L>>] = L.Center.Section.allCases.compactMap { section in
            guard center.offers(section, row), section != center.section else { return nil }
            return KeyBinding([.char(section.key)], .center(.section(section)), help: "Game: \(section.title.lowercased())",
                              hint: section.hint)
        }
        return sections + center.bindings(paneWidth: paneWidth(s, context)).map { $0.map { .center(.own($0)) } }
    }

    /// The center's width now: beside the list, or the whole content when pushed.
    static func paneWidth(_ s: BoardState<L>, _ context: ScreenContext) -> Int {
        s.list.detailPane(Board<L>.spec(s), context)?.width ?? context.layout.content.width
    }
}
