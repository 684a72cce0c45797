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
        probes = 0
        return [.fetch(.mlbGameFeed(pk, final: final), key: "gamecenter") { .feedLoaded(pk, $0, at: $1) }]
    }

    /// The feed is a hundred kilobytes and more, and between pitches and through an inning's break
    /// nothing in it changes: a live poll asks the linescore (a kilobyte) first, and the feed only
    /// when it differs from the feed's own, or at least every `feedEvery` polls (a play's words, a
    /// substitution the linescore does not show).
    static let feedEvery = 6

    mutating func fetchLive() -> [Effect<Answer>] {
        guard feed.value?.game.linescore != nil, probes < Self.feedEvery - 1 else { return fetchHead(final: false) }
        let pk = gamePk
        probes += 1
        // The poll is under way: its answer sets the next one (a lost answer comes back as cancelled, which asks the feed).
        refreshScheduled = true
        return [.fetch(.mlbLinescore(pk), key: "gamecenter.linescore") { .linescoreLoaded(pk, $0, at: $1) }]
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
        case .linescoreLoaded(let pk, let result, _):
            guard pk == gamePk else { return nil }
            // One that cannot be had or read says nothing: the feed is asked.
            guard case .success(let loaded) = result else { return .probed(changed: true) }
            guard let shown = feed.value?.game.linescore, loaded.value != shown else { return .probed(changed: false) }
            // Between the pitches of one plate appearance only the count moves. The sections that
            // draw each pitch need the feed for it; the others take the count from the linescore
            // and ask the feed when the plate appearance ends (or at the sixth poll).
            if !section.drawsEachPitch, Self.onlyTheCountMoved(from: shown, to: loaded.value) {
                feed.revise { $0.game.linescore = loaded.value }
                return .probed(changed: false)
            }
            return .probed(changed: true)
        }
    }

    /// The same batter, pitcher, runners, outs, inning and line: a pitch, no more.
    static func onlyTheCountMoved(from a: MLBGame.Linescore, to b: MLBGame.Linescore) -> Bool {
        var a = a, b = b
        a.balls = nil; a.strikes = nil; b.balls = nil; b.strikes = nil
        return a == b
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
