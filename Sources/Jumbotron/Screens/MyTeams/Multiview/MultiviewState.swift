import FoundationEssentials
import SportsCore
import TerminalUI

/// The multiview's cursor: the card selected and the first row of cards on
/// screen (more games than fit scroll a row at a time).
public struct MultiviewState: Equatable, Sendable {
    public var selected = 0
    public var firstRow = 0
    public init() {}
}

/// A card of the grid: a game as My Teams last heard it, and whether the
/// user put it there (`Space` on a board) rather than following one of its teams.
struct MultiviewCard: Equatable {
    var game: DatedGame
    var marked: Bool

    var link: GameLink { GameLink(league: game.league, day: game.day, game: game.game.id) }
}

enum Multiview {
    /// The followed teams' live games in My Teams' order, then the marked
    /// games in the order marked; a game both followed and marked once.
    static func cards(_ s: MyTeamsState, _ saved: Saved) -> [MultiviewCard] {
        var cards: [MultiviewCard] = []
        var seen = Set<String>()
        func add(_ game: DatedGame, marked: Bool) {
            guard seen.insert("\(game.league.rawValue):\(game.game.id)").inserted else {
                if marked, let i = cards.firstIndex(where: { $0.game.league == game.league && $0.game.game.id == game.game.id }) {
                    cards[i].marked = true
                }
                return
            }
            cards.append(MultiviewCard(game: game, marked: marked))
        }
        for block in s.blocks { if let live = block.live { add(live, marked: false) } }
        for link in saved.marked { if let game = s.game(link) { add(game, marked: true) } }
        return cards
    }
}

/// How the cards share the content: at most as many columns as keep a card
/// readable (about 40 columns each, at most four), as many rows as keep one
/// at least nine lines tall, fewer and larger cards when there are fewer games.
struct MultiviewGrid: Equatable {
    static let minimumWidth = 38
    static let minimumHeight = 9
    static let tallest = 14

    var columns: Int
    /// Rows of cards on screen at once.
    var rows: Int
    var cardWidth: Int
    var cardHeight: Int

    init(count: Int, area: Rect) {
        let most = max(1, min(4, area.width / 40))
        let fitRows = max(1, area.height / Self.minimumHeight)
        // As square as the room allows, as a television's multiview is (four
        // games two by two), wider only when the rows would not fit.
        var square = 1
        while square * square < count { square += 1 }
        let wanted = max(square, (count + fitRows - 1) / fitRows)
        let fewest = max(1, (count + min(most, wanted) - 1) / min(most, wanted))
        columns = max(1, min(most, (count + fewest - 1) / fewest))
        let needed = max(1, (count + columns - 1) / columns)
        rows = max(1, min(needed, area.height / Self.minimumHeight))
        cardWidth = max(Self.minimumWidth, area.width / columns)
        cardHeight = max(1, min(Self.tallest, area.height / rows))
        if cardWidth * columns > area.width { cardWidth = area.width / columns }
    }

    /// The card's box on screen, or nil when its row is scrolled away.
    func box(_ index: Int, firstRow: Int, area: Rect) -> Rect? {
        let row = index / columns - firstRow, column = index % columns
        guard row >= 0, row < rows else { return nil }
        return Rect(x: area.x + column * cardWidth, y: area.y + row * cardHeight, width: cardWidth, height: cardHeight)
    }

    /// The first row on screen that keeps `selected` in view.
    func firstRow(keeping selected: Int, from current: Int) -> Int {
        let row = selected / columns
        if row < current { return row }
        if row >= current + rows { return row - rows + 1 }
        return current
    }
}
