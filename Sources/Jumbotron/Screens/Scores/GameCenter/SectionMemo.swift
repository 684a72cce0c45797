import Foundation
import SportsCore
import Synchronization
import TerminalUI

/// A game center section drawn once, whole, off screen, and shown a window
/// at a time. A frame needs the section several times (its height for the
/// scroll keys, the hint bar and help, then the pane itself), and a section
/// of 70 plays with wrapped words costs far more than a frame may; between
/// changes of what it shows, scrolling and moving the cursor only copy rows.
/// Views stay pure: the drawing depends on the key alone.
final class SectionMemo: Sendable {
    static let shared = SectionMemo()
    static let capacity = 4

    /// What the drawing depends on, compared cheaply: comparing whole feeds
    /// (70 plays, 50 players) cost more than the frame the memo saves.
    struct Key: Equatable {
        let center: Fingerprint
        let row: RowFingerprint
        let size: Size
        let display: DisplayOptions
        let pictures: PictureShelf
    }

    /// A center by what its sections show: which view of it, and which answers.
    struct Fingerprint: Equatable {
        init(_ c: GameCenterState) {
            gamePk = c.gamePk; section = c.section; scoringOnly = c.scoringOnly; boxSide = c.boxSide; playIndex = c.playIndex
            feed = c.feedMark; winProbability = c.winProbabilityMark
        }
        let gamePk: Int
        let section: GameCenterState.Section
        let scoringOnly: Bool
        let boxSide: ScoreRules.Side
        let playIndex: Int?
        let feed: LoadMark
        let winProbability: LoadMark
    }

    /// The scoreboard's row, for a center whose feed has not come yet.
    struct RowFingerprint: Equatable {
        init(_ g: MLBGame) {
            gamePk = g.gamePk; state = g.status.detailedState
            runs = (g.teams.away.score ?? -1) &* 1000 &+ (g.teams.home.score ?? -1)
            inning = g.linescore?.currentInning ?? -1
            count = (g.linescore?.balls ?? -1) &* 100 &+ (g.linescore?.strikes ?? -1) &* 10 &+ (g.linescore?.outs ?? -1)
        }
        let gamePk: Int
        let state: String?
        let runs: Int
        let inning: Int
        let count: Int
    }

    private let entries = Mutex<[(Key, Canvas)]>([])

    func body(_ key: Key, draw: (inout Canvas, Rect) -> Int) -> Canvas {
        if let hit = entries.withLock({ list in list.first { $0.0 == key }?.1 }) { return hit }
        let layout = Rect(x: 0, y: 0, width: key.size.width, height: key.size.height)
        var measure = Canvas(size: Size(width: key.size.width, height: 0))
        let height = max(0, draw(&measure, layout))
        var drawn = Canvas(size: Size(width: key.size.width, height: height))
        _ = draw(&drawn, layout)
        entries.withLock { list in
            list.insert((key, drawn), at: 0)
            if list.count > Self.capacity { list.removeLast(list.count - Self.capacity) }
        }
        return drawn
    }
}
