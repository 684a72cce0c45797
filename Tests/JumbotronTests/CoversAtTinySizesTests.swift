import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The bracket, the leaders and a player's page in terminals too small for
/// them: drawn without a crash, the wheel and every move still safe.
@Suite struct CoversAtTinySizesTests {
    @Test(arguments: [(40, 12), (24, 8), (12, 4)])
    func eachCoverDrawsInASmallTerminal(width: Int, height: Int) {
        let opened = [NHLBracketBoardTests.opened(width: 80, height: 24), LeadersBoardTests.opened(width: 80, height: 24),
                      PlayerPageTests.mlbPage(width: 80, height: 24)]
        for var s in opened {
            _ = reduce(&s, .resize(Size(width: width, height: height)))
            for key in [Key.down, .down, .right, .right, .left, .up, .pageDown, .end] { press(&s, key) }
            _ = reduce(&s, .mouse(MouseEvent(.wheelDown, x: 1, y: 1)))
            _ = reduce(&s, .mouse(MouseEvent(.wheelUp, x: 1, y: 1)))
            #expect(renderScreen(s).snapshot.contains("\(width)x"))
        }
    }
}
