import SportsCore
import TerminalUI

/// The game center's keys, offered only while it is on screen and only
/// where they do something (no At bat for a game not started).
enum GameCenterKeys {
    static func bindings(_ s: ScoresState, _ context: ScreenContext) -> [KeyBinding<ScoresIntent>] {
        guard GameCenterFeature.isVisible(s, context), let center = s.center else { return [] }
        let game = s.selectedGame
        var keys: [KeyBinding<ScoresIntent>] = GameCenterState.Section.allCases.compactMap { section in
            guard center.offers(section, game), section != center.section else { return nil }
            return KeyBinding([.char(section.key)], .center(.section(section)), help: "Game: \(section.title.lowercased())",
                              hint: hint(section))
        }
        switch center.section {
        case .plays:
            keys.append(KeyBinding([.char("!")], .center(.toggleScoringOnly),
                                   help: center.scoringOnly ? "Plays: show every play" : "Plays: scoring plays only",
                                   hint: center.scoringOnly ? "all plays" : "scoring"))
        case .atBat where center.feedMark.plays > 1:
            keys.append(KeyBinding([.char("[")], .center(.previousPlay), help: "At bat: previous plate appearance", hint: "prev PA"))
            keys.append(KeyBinding([.char("]")], .center(.nextPlay), help: "At bat: next plate appearance", hint: "next PA"))
        case .box where !BoxScoreSection.sideBySide(paneWidth: paneWidth(s, context)):
            keys.append(KeyBinding([.char("o")], .center(.switchTeam), help: "Box score: the other team", hint: "other team"))
        default: break
        }
        return keys
    }

    static func hint(_ section: GameCenterState.Section) -> String {
        switch section {
        case .summary: "summary"
        case .box: "box"
        case .plays: "plays"
        case .atBat: "at bat"
        case .winProbability: "win %"
        }
    }

    /// The center's width now: beside the list, or the whole content when pushed.
    static func paneWidth(_ s: ScoresState, _ context: ScreenContext) -> Int {
        s.list.detailPane(s.spec, context)?.width ?? context.layout.content.width
    }
}
