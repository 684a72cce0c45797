import FoundationEssentials
import SportsCore
import TerminalUI

/// The MLB game center's sections, memoised by what they show (see `DrawingMemo`).
enum SectionMemo {

    /// What the drawing depends on, compared cheaply: comparing whole feeds
    /// (70 plays, 50 players) cost more than the frame the memo saves.
    struct Key: Equatable, Sendable {
        let center: Fingerprint
        let row: RowFingerprint
        let size: Size
        let display: DisplayOptions
        let pictures: PictureShelf
    }

    /// A center by what its sections show: which view of it, and which answers.
    struct Fingerprint: Equatable, Sendable {
        init(_ c: MLBCenterState) {
            gamePk = c.gamePk; section = c.section; scoringOnly = c.scoringOnly; boxSide = c.boxSide; playIndex = c.playIndex; playCursor = c.playCursor
            feed = c.feedMark; winProbability = c.winProbabilityMark
            feedAnswer = c.feed.revision; winProbabilityAnswer = c.winProbability.revision
        }
        let gamePk: Int
        let section: MLBCenterState.Section
        let scoringOnly: Bool
        let boxSide: ScoreRules.Side
        let playIndex: Int?
        let playCursor: Int?
        let feed: LoadMark
        let winProbability: LoadMark
        /// Which answers: two feeds can agree on every mark above.
        let feedAnswer: UInt64, winProbabilityAnswer: UInt64
    }

    /// The scoreboard's row, for a center whose feed has not come yet.
    struct RowFingerprint: Equatable, Sendable {
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
}
