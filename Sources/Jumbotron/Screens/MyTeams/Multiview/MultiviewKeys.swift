import FoundationEssentials
import SportsCore
import TerminalUI

public enum MultiviewIntent: Equatable, Sendable {
    case show, close
    case left, right, up, down, first, last
    case open
    /// `Space`: in the grid to stay (marked), or out of it when it was only marked.
    case toggleMark
    case reveal
}

/// The grid's keys and what they do: the arrows move between cards (up and
/// down by a row), `Enter` opens the game's center in Scores, `Esc` or `m`
/// leaves (back to the tab it came from when a jump brought it).
enum MultiviewReducer {
    static func reduce(_ s: inout MyTeamsState, _ intent: MultiviewIntent, _ context: ScreenContext) -> [Effect<MyTeamsAction>] {
        if intent == .show {
            s.grid = s.grid ?? MultiviewState()
            return []
        }
        guard var grid = s.grid else { return [] }
        let cards = Multiview.cards(s, context.saved)
        let layout = MultiviewGrid(count: cards.count, area: MultiviewView.gridArea(context.layout.content))
        let last = max(0, cards.count - 1)
        grid.selected = min(grid.selected, last)
        var effects: [Effect<MyTeamsAction>] = []
        switch intent {
        case .show: break
        case .close:
            s.grid = nil
            return context.jumpedFrom == nil ? [] : [.navigate(.back)]
        case .left: grid.selected = max(0, grid.selected - 1)
        case .right: grid.selected = min(last, grid.selected + 1)
        case .up: grid.selected = grid.selected >= layout.columns ? grid.selected - layout.columns : grid.selected
        case .down: grid.selected = grid.selected + layout.columns <= last ? grid.selected + layout.columns : grid.selected
        case .first: grid.selected = 0
        case .last: grid.selected = last
        case .open:
            if cards.indices.contains(grid.selected) { effects = [.navigate(.game(cards[grid.selected].link))] }
        case .toggleMark:
            if cards.indices.contains(grid.selected) { effects = [.favorites(.mark(cards[grid.selected].link))] }
        case .reveal:
            if cards.indices.contains(grid.selected), case let game = cards[grid.selected].game.game, Spoilers.hides(game, context) {
                effects = [.favorites(.reveal(RevealedGame(league: game.league.rawValue, game: game.id)))]
            }
        }
        grid.firstRow = layout.firstRow(keeping: grid.selected, from: grid.firstRow)
        s.grid = grid
        return effects
    }

    static func keys(_ s: MyTeamsState, _ context: ScreenContext) -> KeyMap<MultiviewIntent> {
        let cards = Multiview.cards(s, context.saved)
        var bindings = [
            KeyBinding([.char("m"), .escape], MultiviewIntent.close,
                       help: context.jumpedFrom.map { "Close the multiview, back to \(TabTable.tab(named: $0)?.title ?? $0)" }
                           ?? "Close the multiview", hint: "close"),
        ]
        guard let selected = s.grid.map({ min($0.selected, cards.count - 1) }), cards.indices.contains(selected) else {
            return KeyMap("Multiview", bindings)
        }
        bindings += [
            KeyBinding([.left, .char("h")], .left, help: "Previous game", hint: "move"),
            KeyBinding([.right, .char("l")], .right, help: "Next game"),
            KeyBinding([.up, .char("k")], .up, help: "Game above"),
            KeyBinding([.down, .char("j")], .down, help: "Game below"),
            KeyBinding([.home, .char("g")], .first, help: "First game"),
            KeyBinding([.end, .char("G")], .last, help: "Last game"),
            KeyBinding([.enter], .open, help: "Open the game's center in Scores", hint: "open game"),
            KeyBinding([.char(" ")], .toggleMark, help: cards[selected].marked ? "Take this game out of the multiview" : "Keep this game in the multiview",
                       hint: cards[selected].marked ? "unmark" : "mark"),
        ]
        if Spoilers.hides(cards[selected].game.game, context) {
            bindings.append(KeyBinding([.char("v")], .reveal, help: "Reveal this game's score", hint: "reveal"))
        }
        return KeyMap("Multiview", bindings)
    }
}
