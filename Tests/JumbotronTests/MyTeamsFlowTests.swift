import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// My Teams watching a live game through the whole app in process
/// (`FlowRig`): the runtime's own timers on the test's clock, so minutes of
/// polling, backoff and `Retry-After` are checked to the second, in
/// milliseconds. The tmux tests keep what only a terminal shows.
@Suite struct MyTeamsFlowTests {
    static let sunday = Day(iso: "2026-11-22")!
    /// 4:30 PM in New York that Sunday, the game on.
    static let kickoffAfternoon = sunday.noonUTC.addingTimeInterval(9.5 * 3600)

    static func rig(_ source: ScriptedSource) -> FlowRig {
        var s = makeState(width: 120, height: 40, tab: .myTeams, offline: false)
        s.today = sunday
        s.liveRefresh = .seconds(10)
        s.saved = Saved(shows: [], players: [], teams: [Followed.bears])
        // The bundled week's Sunday is the window (the Bears live in Q3), answered as the network would.
        s.myTeams = MyTeamsState(sampleDays: [.nfl: [sunday]])
        return FlowRig(s, data: source, start: kickoffAfternoon)
    }

    /// The polls asked for: each is the day (for the week it is in), then that week.
    static func scoreboards(_ source: ScriptedSource) -> [Endpoint] {
        source.requests.filter { "\($0)".hasPrefix("espnDay(football/nfl") }
    }

    @Test func aFailedFirstLoadIsSaidRetriedWithBackoffAndRetryAfterIsHonoured() async throws {
        let source = ScriptedSource { n, _ in n == 1 ? .failure(.httpStatus(500)) : .sample }
        let rig = Self.rig(source)
        await rig.send(.start)
        #expect(rig.screen.contains("Couldn't load NFL games: The server answered HTTP 500."), "\(rig.screen)")
        #expect(rig.screen.contains("Next try at") && !rig.screen.contains("Nothing scheduled"))
        // The retry comes by itself, after the pace doubled once: the game shows.
        await rig.advance(by: .seconds(21))
        #expect(rig.screen.contains("CHI") && rig.screen.contains("DET") && !rig.screen.contains("Couldn't load"), "\(rig.screen)")
        // Polled at the live pace while the game is on.
        let before = Self.scoreboards(source).count
        await rig.advance(by: .seconds(30))
        let polls = Self.scoreboards(source).count - before
        #expect((2...4).contains(polls), "a 10 s pace over 30 s: \(polls) polls")
        // The server asks for two minutes: one request hears it, then none until they pass.
        source.answer { _, _ in .failure(.rateLimited(retryAfter: 120)) }
        await rig.advance(by: .seconds(11))
        let told = Self.scoreboards(source).count
        await rig.advance(by: .seconds(100))
        #expect(Self.scoreboards(source).count == told, "nothing asked inside the two minutes")
        #expect(rig.screen.contains("not updated"), "\(rig.screen)")
        source.answer { _, _ in .sample }
        await rig.advance(by: .seconds(30))
        #expect(Self.scoreboards(source).count > told, "asked again once they passed")
        #expect(!rig.screen.contains("not updated"), "\(rig.screen)")
    }
}
