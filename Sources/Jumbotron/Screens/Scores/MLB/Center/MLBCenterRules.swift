import FoundationEssentials
import SportsCore
import TerminalUI

/// The MLB center as the center driver runs it: the feed heads it and is
/// polled at its own pace; the win probability is fetched when its section is.
extension MLBCenterState: CenterRules {
    /// Never poll faster than this, whatever the feed asks, nor so slowly (a
    /// wild `wait`) that a live game stops moving.
    static let minimumWait = 5, defaultWait = 10, maximumWait = 300

    var head: LoadState { LoadState(feed) }
    var isBusy: Bool { feed.isLoading || winProbability.isLoading }
    var liveWait: Duration { .seconds(min(max(Self.minimumWait, feed.value?.wait ?? Self.defaultWait), Self.maximumWait)) }

    static func id(of game: MLBGame) -> Int { game.gamePk }
    static func isFinal(_ row: MLBGame) -> Bool { ScoreRules.phase(row) == .final }

    mutating func fetchHead(final: Bool) -> [Effect<Answer>] {
        let pk = gamePk
        feed.start()
        refreshScheduled = false
        return [.fetch(.mlbGameFeed(pk, final: final), key: "gamecenter") { .feedLoaded(pk, $0, at: $1) }]
    }

    /// The win probability, when its section is first shown and again with
    /// each refresh while the game is live.
    mutating func sectionNeeds(row: MLBGame?, again: Bool) -> [Effect<Answer>] {
        guard section == .winProbability, !winProbability.isLoading, winProbability.value == nil || isLive else { return [] }
        let pk = gamePk
        winProbability.start()
        return [.fetch(.mlbWinProbability(pk, final: isFinal), key: "winprob") { .winProbabilityLoaded(pk, $0, at: $1) }]
    }

    mutating func apply(_ answer: Answer) -> CenterAnswerEffect? {
        switch answer {
        case .feedLoaded(let pk, let result, let at):
            guard pk == gamePk else { return nil }
            let hadValue = feed.value != nil
            return .head(failure: feed.apply(result, at: at), hadValue: hadValue)
        case .winProbabilityLoaded(let pk, let result, let at):
            guard pk == gamePk else { return nil }
            winProbability.apply(result, at: at)
            return .other
        }
    }

    func keep(merging earlier: MLBGameFeed?) -> MLBGameFeed? { feed.value }

    mutating func restore(_ kept: MLBGameFeed) {
        feed.apply(.success(Loaded(value: kept, origin: .cache(fetchedAt: .distantPast))), at: .distantPast)
    }

    typealias MemoKey = SectionMemo.Key

    func memoKey(row: MLBGame, size: Size, _ context: ScreenContext) -> SectionMemo.Key {
        SectionMemo.Key(center: SectionMemo.Fingerprint(self), row: SectionMemo.RowFingerprint(row), size: size,
                        display: context.display, pictures: context.pictures)
    }

    func render(row: MLBGame, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) -> Int {
        var pen = Pen(x: area.x + 1, y: area.y, width: area.width - 2)
        switch section {
        case .summary: SummarySection.render(self, row, context, &pen, into: &canvas, area: area)
        case .box: BoxScoreSection.render(self, context, &pen, into: &canvas)
        case .plays:
            var anchors: [Int: Int] = [:]   // where each play starts: only the cursor's scroll needs them
            PlaysSection.render(self, context, &pen, into: &canvas, anchors: &anchors)
        case .atBat: AtBatSection.render(self, context, &pen, into: &canvas, bottom: area.maxY)
        case .winProbability: WinProbabilitySection.render(self, context, &pen, into: &canvas, bottom: area.maxY)
        }
        return pen.y - area.y
    }
}
