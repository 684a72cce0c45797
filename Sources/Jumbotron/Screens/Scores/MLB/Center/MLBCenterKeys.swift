import FoundationEssentials
import SportsCore
import TerminalUI

extension MLBCenterState {
    public enum Intent: Equatable, Sendable {
        case toggleScoringOnly
        case previousPlay, nextPlay
        case switchTeam
    }

    /// What the MLB center is fed: its feed and the win probability.
    public enum Answer: Equatable, Sendable {
        case feedLoaded(Int, Result<Loaded<MLBGameFeed>, FetchError>, at: Date)
        case winProbabilityLoaded(Int, Result<Loaded<MLBWinProbability>, FetchError>, at: Date)
    }

    /// The MLB center's own keys, where they do something now.
    func bindings(paneWidth: Int) -> [KeyBinding<Intent>] {
        switch section {
        case .plays:
            [KeyBinding([.char("!")], .toggleScoringOnly,
                        help: scoringOnly ? "Plays: show every play" : "Plays: scoring plays only",
                        hint: scoringOnly ? "all plays" : "scoring")]
        case .atBat where feedMark.plays > 1:
            [KeyBinding([.char("[")], .previousPlay, help: "At bat: previous plate appearance", hint: "prev PA"),
             KeyBinding([.char("]")], .nextPlay, help: "At bat: next plate appearance", hint: "next PA")]
        case .box where !BoxScoreSection.sideBySide(paneWidth: paneWidth):
            [KeyBinding([.char("o")], .switchTeam, help: "Box score: the other team", hint: "other team")]
        default: []
        }
    }

    mutating func perform(_ intent: Intent, list: inout ListDetail) {
        switch intent {
        case .toggleScoringOnly:
            scoringOnly.toggle()
            list.detailScroll.restore(0, selected: list.selected)
        case .previousPlay, .nextPlay:
            guard let shown = shownPlayIndex, let count = feed.value?.plays.count else { return }
            let next = min(max(0, shown + (intent == .nextPlay ? 1 : -1)), count - 1)
            // Stepping onto the latest plate appearance follows it again while live.
            playIndex = next == count - 1 ? nil : next
        case .switchTeam:
            boxSide = boxSide == .away ? .home : .away
        }
    }
}
