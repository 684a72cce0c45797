import FoundationEssentials
import SportsCore
import TerminalUI

/// A center drawn from the board's own row, asking for nothing of its own
/// (a field's classification, a bout): the board's refresh at the league's
/// pace keeps the row current, so the center has no answers, no intents and
/// nothing to keep. A conformer says only how it draws.
protocol RowOnlyCenter: CenterRules where Answer == NoAnswer, Intent == NoIntent, Kept == NoKept {}

/// The answers, intents and kept state of a center that has none.
public enum NoAnswer: Equatable, Sendable {}
public enum NoIntent: Equatable, Sendable {}
public struct NoKept: Equatable, Sendable {}

extension RowOnlyCenter {
    var isLive: Bool { false }
    var isFinal: Bool { false }
    var head: LoadState { LoadState(Loadable<Never?, FetchError>()) }
    var isBusy: Bool { false }
    var liveWait: Duration { .seconds(30) }
    func offers(_ section: Section, _ row: Game?) -> Bool { true }
    mutating func fetchHead(final: Bool) -> [Effect<NoAnswer>] {
        refreshScheduled = false
        return []
    }
    mutating func sectionNeeds(row: Game?, again: Bool) -> [Effect<NoAnswer>] { [] }
    mutating func apply(_ answer: NoAnswer) -> CenterAnswerEffect? {}
    func keep(merging earlier: NoKept?) -> NoKept? { nil }
    mutating func restore(_ kept: NoKept) {}
    mutating func perform(_ intent: NoIntent, list: inout ListDetail, body: Size) -> Section? {}
    func keys(for section: Section, paneWidth: Int) -> [CenterKey<NoIntent>] { [] }
}
