import FoundationEssentials
import SportsCore
import TerminalUI

extension NHLCenterState {
    public enum Intent: Equatable, Sendable {
        case switchTeam
        case toggleKeyPlays
        /// Plays: the cursor up or down the events shown, and its shot marked on the rink.
        case cursorUp, cursorDown, markShot
    }

    /// What the NHL center is fed: the landing (header and summary), the box
    /// score and the play-by-play.
    public enum Answer: Equatable, Sendable {
        case landingLoaded(Int, Result<Loaded<NHLLanding>, FetchError>, at: Date)
        case boxLoaded(Int, Result<Loaded<NHLBoxscore>, FetchError>, at: Date)
        case playsLoaded(Int, Result<Loaded<NHLPlayByPlay>, FetchError>, at: Date)
    }

    /// A final's answers as they came: it never changes.
    public struct Kept: Equatable, Sendable {
        public var landing: NHLLanding
        public var box: NHLBoxscore?
        public var plays: NHLPlayByPlay?
    }
}

/// The NHL center as the center driver runs it: the landing heads it; the
/// plays feed the summary's shots by period, the plays and the map, the box
/// score only its own section. A live game is polled every 10 s.
extension NHLCenterState: CenterRules {
    var head: LoadState { LoadState(landing) }
    var isBusy: Bool { landing.isLoading || box.isLoading || plays.isLoading }
    var liveWait: Duration { .seconds(10) }

    static func id(of game: NHLGame) -> Int { game.id }
    static func isFinal(_ row: NHLGame) -> Bool { NHLGameRules.phase(row) == .final }

    mutating func fetchHead(final: Bool) -> [Effect<Answer>] {
        let id = gameId
        landing.start()
        refreshScheduled = false
        return [.fetch(.nhlLanding(id, final: final), key: "nhl-landing") { .landingLoaded(id, $0, at: $1) }]
    }

    /// Each is fetched once for a final, and again with each refresh of a live game.
    mutating func sectionNeeds(row: NHLGame?, again: Bool) -> [Effect<Answer>] {
        guard let game = game(row), offers(.plays, game) else { return [] }
        let id = gameId, final = Self.isFinal(game)
        if section == .box {
            guard !box.isLoading, box.value == nil || (again && !final) else { return [] }
            box.start()
            return [.fetch(.nhlBoxscore(id, final: final), key: "nhl-box") { .boxLoaded(id, $0, at: $1) }]
        }
        guard !plays.isLoading, plays.value == nil || (again && !final) else { return [] }
        plays.start()
        return [.fetch(.nhlPlayByPlay(id, final: final), key: "nhl-plays") { .playsLoaded(id, $0, at: $1) }]
    }

    mutating func apply(_ answer: Answer) -> CenterAnswerEffect? {
        switch answer {
        case .landingLoaded(let id, let result, let at):
            guard id == gameId else { return nil }
            let hadValue = landing.value != nil
            return .head(failure: landing.apply(result, at: at), hadValue: hadValue)
        case .boxLoaded(let id, let result, let at):
            guard id == gameId else { return nil }
            box.apply(result, at: at)
        case .playsLoaded(let id, let result, let at):
            guard id == gameId else { return nil }
            plays.apply(result, at: at)
        }
        return .other
    }

    func keep(merging earlier: Kept?) -> Kept? {
        landing.value.map { Kept(landing: $0, box: box.value ?? earlier?.box, plays: plays.value ?? earlier?.plays) }
    }

    mutating func restore(_ kept: Kept) {
        let old = Date.distantPast
        landing.apply(.success(Loaded(value: kept.landing, origin: .cache(fetchedAt: old))), at: old)
        if let k = kept.box { box.apply(.success(Loaded(value: k, origin: .cache(fetchedAt: old))), at: old) }
        if let k = kept.plays { plays.apply(.success(Loaded(value: k, origin: .cache(fetchedAt: old))), at: old) }
    }

    mutating func perform(_ intent: Intent, list: inout ListDetail, body: Size) -> Section? {
        switch intent {
        case .switchTeam:
            boxSide = boxSide == .away ? .home : .away
        case .toggleKeyPlays:
            keyPlaysOnly.toggle()
            list.detailScroll.restore(0, selected: list.selected)
        case .cursorUp, .cursorDown:
            let center = self
            PlayCursor.move(&playCursor, by: intent == .cursorUp ? -1 : 1, in: NHLPlaysSection.order(self), list: &list, body: body) {
                NHLPlaysSection.render(center, PlayCursor.measuring, &$1, into: &$0, anchors: &$2)
            }
        case .markShot:
            guard let shot = cursorShot else { return nil }
            markedShot = shot
            return .shotMap
        }
        return nil
    }

    /// The event under the plays' cursor when the shot map can draw it.
    var cursorShot: Int? {
        guard let pbp = plays.value, let i = PlayCursor.current(playCursor, in: NHLPlaysSection.order(self)) else { return nil }
        let play = pbp.plays[i]
        return play.isShot && play.periodType != "SO" && play.x != nil && play.y != nil && pbp.side(play) != nil ? i : nil
    }

    func keys(for section: Section, paneWidth: Int) -> [CenterKey<Intent>] {
        switch section {
        case .box:
            return [CenterKey([.char("o")], .switchTeam, help: "Box score: the other team", hint: "other team",
                              works: !NHLBoxSection.sideBySide(paneWidth: paneWidth))]
        case .plays:
            let order = NHLPlaysSection.order(self)
            return [CenterKey([.char("!")], .toggleKeyPlays,
                              help: keyPlaysOnly ? "Plays: show every event" : "Plays: goals and penalties only",
                              hint: keyPlaysOnly ? "all events" : "goals"),
                    CenterKey([.char("[")], .cursorUp, help: "Plays: the event above", hint: "play",
                              works: PlayCursor.step(playCursor, by: -1, in: order) != nil),
                    CenterKey([.char("]")], .cursorDown, help: "Plays: the event below",
                              works: PlayCursor.step(playCursor, by: 1, in: order) != nil),
                    CenterKey([.enter], .markShot, help: "Plays: mark this shot on the shot map", hint: "mark shot",
                              works: cursorShot != nil)]
        case .summary, .shotMap:
            return []
        }
    }

    /// What a section's drawing depends on, compared cheaply (never the
    /// payloads themselves: 332 plays compared per frame cost more than a frame).
    struct MemoKey: Equatable, Sendable {
        let gameId: Int
        let section: Section
        let boxSide: NHLSide
        let keyPlaysOnly: Bool
        let playCursor: Int?
        let markedShot: Int?
        let landing: LoadState, box: LoadState, plays: LoadState
        let row: NHLGame
        let size: Size
        let display: DisplayOptions
        /// The rink is a picture where the terminal shows pixels: drawn again once it is made.
        let pictures: PictureShelf
    }


    func memoKey(row: NHLGame, size: Size, _ context: ScreenContext) -> MemoKey {
        MemoKey(gameId: gameId, section: section, boxSide: boxSide, keyPlaysOnly: keyPlaysOnly, playCursor: playCursor,
               markedShot: markedShot, landing: LoadState(landing),
                box: LoadState(box), plays: LoadState(plays), row: row, size: size, display: context.display,
                pictures: context.pictures)
    }

    func render(row: NHLGame, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) -> Int {
        var pen = Pen(x: area.x + 1, y: area.y, width: area.width - 2)
        switch section {
        case .summary: NHLSummarySection.render(self, row, context, &pen, into: &canvas)
        case .box: NHLBoxSection.render(self, context, &pen, into: &canvas)
        case .plays:
            var anchors: [Int: Int] = [:]   // where each play starts: only the cursor's scroll needs them
            NHLPlaysSection.render(self, context, &pen, into: &canvas, anchors: &anchors)
        case .shotMap: ShotMapSection.render(self, context, &pen, into: &canvas, bottom: area.maxY)
        }
        return pen.y - area.y
    }
}
