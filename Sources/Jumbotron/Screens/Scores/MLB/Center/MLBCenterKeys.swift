import FoundationEssentials
import SportsCore
import TerminalUI

extension MLBCenterState {
    public enum Intent: Equatable, Sendable {
        case toggleScoringOnly
        /// Plays: the cursor up or down the plays shown, and its play opened in At bat.
        case cursorUp, cursorDown, openPlay
        /// At bat: one plate appearance back or on, the game's first, the latest.
        case previousPlay, nextPlay, firstPlay, latestPlay
        case switchTeam
    }

    /// What the MLB center is fed: its feed and the win probability.
    public enum Answer: Equatable, Sendable {
        case feedLoaded(Int, Result<Loaded<MLBGameFeed>, FetchError>, at: Date)
        case winProbabilityLoaded(Int, Result<Loaded<MLBWinProbability>, FetchError>, at: Date)
        /// A live poll's linescore: the feed is asked again only when it differs from the feed's.
        case linescoreLoaded(Int, Result<Loaded<MLBGame.Linescore>, FetchError>, at: Date)
    }

    /// Every key of a section, bound while it does something.
    func keys(for section: Section, paneWidth: Int) -> [CenterKey<Intent>] {
        switch section {
        case .plays:
            let order = PlaysSection.order(self), cursor = PlayCursor.current(playCursor, in: order)
            return [CenterKey([.char("!")], .toggleScoringOnly,
                              help: scoringOnly ? "Plays: show every play" : "Plays: scoring plays only",
                              hint: scoringOnly ? "all plays" : "scoring"),
                    CenterKey([.char("[")], .cursorUp, help: "Plays: the play above", hint: "play",
                              works: PlayCursor.step(playCursor, by: -1, in: order) != nil),
                    CenterKey([.char("]")], .cursorDown, help: "Plays: the play below",
                              works: PlayCursor.step(playCursor, by: 1, in: order) != nil),
                    CenterKey([.enter], .openPlay, help: "Plays: this plate appearance in At bat", hint: "open PA", works: cursor != nil)]
        case .atBat:
            let shown = shownPlayIndex ?? 0, last = (feed.value?.plays.count ?? 0) - 1
            return [CenterKey([.char("[")], .previousPlay, help: "At bat: previous plate appearance", hint: "prev PA", works: shown > 0),
                    CenterKey([.char("]")], .nextPlay, help: "At bat: next plate appearance", hint: "next PA", works: shown < last),
                    CenterKey([.home, .char("g")], .firstPlay, help: "At bat: the game's first plate appearance", works: shown > 0),
                    CenterKey([.end, .char("G")], .latestPlay, help: "At bat: the latest plate appearance", works: shown < last)]
        case .box:
            return [CenterKey([.char("o")], .switchTeam, help: "Box score: the other team", hint: "other team",
                              works: !BoxScoreSection.sideBySide(paneWidth: paneWidth))]
        case .summary, .winProbability:
            return []
        }
    }

    mutating func perform(_ intent: Intent, list: inout ListDetail, body: Size) -> Section? {
        switch intent {
        case .toggleScoringOnly:
            scoringOnly.toggle()
            list.detailScroll.restore(0, selected: list.selected)
        case .cursorUp, .cursorDown:
            let center = self
            PlayCursor.move(&playCursor, by: intent == .cursorUp ? -1 : 1, in: PlaysSection.order(self), list: &list, body: body) {
                PlaysSection.render(center, PlayCursor.measuring, &$1, into: &$0, anchors: &$2)
            }
        case .openPlay:
            guard let play = PlayCursor.current(playCursor, in: PlaysSection.order(self)), let count = feed.value?.plays.count else { return nil }
            // The latest plate appearance follows the game again while live.
            playIndex = play == count - 1 ? nil : play
            return .atBat
        case .previousPlay, .nextPlay:
            guard let shown = shownPlayIndex, let count = feed.value?.plays.count else { return nil }
            let next = min(max(0, shown + (intent == .nextPlay ? 1 : -1)), count - 1)
            // Stepping onto the latest plate appearance follows it again while live.
            playIndex = next == count - 1 ? nil : next
        case .firstPlay:
            guard feed.value?.plays.isEmpty == false else { return nil }
            playIndex = 0
        case .latestPlay:
            playIndex = nil
        case .switchTeam:
            boxSide = boxSide == .away ? .home : .away
        }
        return nil
    }

}
