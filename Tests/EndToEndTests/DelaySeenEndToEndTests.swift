import Foundation
import Testing
import TestSupport

/// The delay, seen on the built binary: a board held back shows at once what
/// cannot spoil, counts down, then shows the delayed picture.
extension EndToEnd {
@Suite(.serialized, .enabled(if: BuiltBinary.url != nil && TmuxSession.isAvailable))
struct DelaySeenEndToEndTests {
    @Test func aDelayedBoardShowsItsHeldPictureThenTheDelayedOne() async throws {
        try await InstalledBinaryEndToEndTests.delayedBoard(BuiltBinary.url!.path)
    }
}
}
