import FoundationEssentials
import SportsCore
import TerminalUI

extension FootballCenterState {
    public enum Intent: Equatable, Sendable {
        case switchTeam
        case previousDrive, nextDrive
        case openDrive
    }

    public typealias Answer = ESPNSummaryAnswer
    public typealias Kept = ESPNSummaryKept
}

/// The football center as the center driver runs it. ESPN's summary heads
/// it and holds every section, before kick-off too (injuries, the season
/// series); it is asked for where the row is known, since the row says
/// which league's summary to ask (the NFL, college, any football league
/// added by slug). A live game is asked again every 15 s.
extension FootballCenterState: ESPNSummaryCenter {
    var liveWait: Duration { .seconds(15) }
    static var sport: String { "football" }

    mutating func apply(_ answer: Answer) -> CenterAnswerEffect? {
        switch answer {
        case .summaryLoaded(let id, let result, let at):
            let effect = take(id, result, at: at)
            if let drives = summary.value.map(FootballDrives.order), let open = openDrive, !drives.contains(open) { openDrive = nil }
            return effect
        }
    }

    mutating func perform(_ intent: Intent, list: inout ListDetail, body: Size) -> Section? {
        switch intent {
        case .switchTeam:
            boxSide = boxSide == .away ? .home : .away
        case .previousDrive, .nextDrive:
            let order = summary.value.map(FootballDrives.order) ?? []
            let wasOpen = openDrive != nil && openDrive == PlayCursor.current(driveCursor, in: order)
            let step = intent == .previousDrive ? -1 : 1
            guard let next = PlayCursor.step(driveCursor, by: step, in: order) else { return nil }
            // Measured as it will be drawn: the cursor on, and an open drive following it.
            var measured = self
            measured.driveCursor = next
            if wasOpen { measured.openDrive = next }
            var moved = driveCursor
            PlayCursor.move(&moved, by: step, in: order, list: &list, body: body) { canvas, pen, anchors in
                FootballDrivesSection.render(measured, PlayCursor.measuring, &pen, into: &canvas, anchors: &anchors)
            }
            driveCursor = moved
            // Browsing with a drive open keeps the one under the cursor open.
            if wasOpen { openDrive = moved }
        case .openDrive:
            let order = summary.value.map(FootballDrives.order) ?? []
            guard let drive = PlayCursor.current(driveCursor, in: order) else { return nil }
            driveCursor = drive
            openDrive = openDrive == drive ? nil : drive
        }
        return nil
    }

    func keys(for section: Section, paneWidth: Int) -> [CenterKey<Intent>] {
        switch section {
        case .box:
            return [CenterKey([.char("o")], .switchTeam, help: "Box score: the other team", hint: "other team",
                              works: !ESPNBoxSection.sideBySide(summary.value, paneWidth: paneWidth))]
        case .drives:
            let order = summary.value.map(FootballDrives.order) ?? []
            let cursor = PlayCursor.current(driveCursor, in: order)
            return [CenterKey([.char("[")], .previousDrive, help: "Drives: the drive above", hint: "drive",
                              works: PlayCursor.step(driveCursor, by: -1, in: order) != nil),
                    CenterKey([.char("]")], .nextDrive, help: "Drives: the drive below",
                              works: PlayCursor.step(driveCursor, by: 1, in: order) != nil),
                    CenterKey([.enter], .openDrive, help: "Drives: show or hide this drive's plays",
                              hint: cursor != nil && cursor == openDrive ? "close" : "plays", works: cursor != nil)]
        case .summary, .stats, .winProbability:
            return []
        }
    }

    /// What a section's drawing depends on, compared cheaply (never the summary itself).
    struct MemoKey: Equatable, Sendable {
        let gameId: Int, section: Section, boxSide: Contest.Side
        let driveCursor: Int?, openDrive: Int?
        let summary: LoadState, row: ESPNGame
        let size: Size, display: DisplayOptions
        /// The live field is a picture where the terminal shows pixels: drawn again once it is made.
        let pictures: PictureShelf?
    }


    func memoKey(row: ESPNGame, size: Size, _ context: ScreenContext) -> MemoKey {
        MemoKey(gameId: gameId, section: section, boxSide: boxSide, driveCursor: driveCursor, openDrive: openDrive,
                summary: LoadState(summary), row: row, size: size, display: context.display,
                pictures: section == .summary && context.display.pixels != nil ? context.pictures : nil)
    }

    func render(row: ESPNGame, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) -> Int {
        var pen = Pen(x: area.x + 1, y: area.y, width: area.width - 2)
        switch section {
        case .summary: FootballSummarySection.render(self, game(row), context, &pen, into: &canvas)
        case .drives:
            var anchors: [Int: Int] = [:]
            FootballDrivesSection.render(self, context, &pen, into: &canvas, anchors: &anchors)
        case .box: ESPNBoxSection.render(self, context, &pen, into: &canvas)
        case .stats: FootballTeamStatsSection.render(self, game(row), context, &pen, into: &canvas)
        case .winProbability: FootballWinProbabilitySection.render(self, game(row), context, &pen, into: &canvas, bottom: area.y + area.height)
        }
        return pen.y - area.y
    }
}
