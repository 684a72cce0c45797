import SportsCore
import TerminalUI

/// The NHL scoreboard's keys: the same day keys as the MLB board, the league
/// switch, the standings, and the game center's where it is on screen.
enum NHLBoardKeys {
    static func map(_ s: NHLBoardState, _ context: ScreenContext, visible: Bool = true) -> KeyMap<NHLBoardIntent> {
        KeyMap("Scores (NHL)", [
            KeyBinding([.left], .previousDay, help: "Previous day", hint: "day"),
            KeyBinding([.right], .nextDay, help: "Next day"),
            KeyBinding([.char("t")], .today, help: "Today", hint: "today"),
            KeyBinding([.char("d")], .pickDate, help: "Pick a date", hint: "date"),
            KeyBinding([.char("l")], .switchLeague, help: "Switch league (MLB, NHL)", hint: "league"),
            KeyBinding([.char("s")], .standings, help: "NHL standings", hint: "standings"),
        ] + centerBindings(s, context, visible) + s.list.bindings(s.spec, context) { .list($0) })
    }

    static func centerBindings(_ s: NHLBoardState, _ context: ScreenContext, _ visible: Bool) -> [KeyBinding<NHLBoardIntent>] {
        guard NHLCenterFeature.isVisible(s, context, visible), let center = s.center else { return [] }
        let row = s.selectedGame
        var keys: [KeyBinding<NHLBoardIntent>] = NHLCenterState.Section.allCases.compactMap { section in
            guard center.offers(section, row), section != center.section else { return nil }
            return KeyBinding([.char(section.key)], .center(.section(section)), help: "Game: \(section.title.lowercased())",
                              hint: section.hint)
        }
        switch center.section {
        case .box where !NHLBoxSection.sideBySide(paneWidth: paneWidth(s, context)):
            keys.append(KeyBinding([.char("o")], .center(.switchTeam), help: "Box score: the other team", hint: "other team"))
        case .plays:
            keys.append(KeyBinding([.char("!")], .center(.toggleKeyPlays),
                                   help: center.keyPlaysOnly ? "Plays: show every event" : "Plays: goals and penalties only",
                                   hint: center.keyPlaysOnly ? "all events" : "goals"))
        default: break
        }
        return keys
    }

    static func paneWidth(_ s: NHLBoardState, _ context: ScreenContext) -> Int {
        s.list.detailPane(s.spec, context)?.width ?? context.layout.content.width
    }
}
