import Foundation
import Jumbotron
import OfflineData
import SportsCore
import TerminalUI

// The screens of the sports beyond two teams and of the season's shape, loaded
// as the running app loads them: the route carried out, and every request it
// makes answered from the bundled samples, answer after answer, until none is
// left. (The other scenes feed each board its answer by hand; these boards are
// the families' own, reached only through routes and keys.)
enum SeasonScenes {
    struct Step {
        let name: String
        let route: AppRoute
        /// The league's board is on this day first (a bracket is the postseason its day looks back on).
        var on: Day? = nil
        /// Pressed once the route has landed (a center's `Enter`).
        var open: [Key] = []
        /// The two keys a frame alternates (the bracket's: a round back and on, from the final the cursor starts on).
        var keys: (Key, Key) = (.down, .up)
    }

    static let steps: [Step] = [
        Step(name: "tennis-board", route: .board(ScoresLeague(id: "atp"), Day(iso: "2026-11-21"))),
        // A match's page fits its pane: back to the list and in again.
        Step(name: "tennis-match", route: .board(ScoresLeague(id: "atp"), Day(iso: "2026-11-21")), open: [.enter], keys: (.escape, .enter)),
        Step(name: "golf-board", route: .board(ScoresLeague(id: "pga"), Day(iso: "2026-11-22"))),
        Step(name: "golf-card", route: .board(ScoresLeague(id: "pga"), Day(iso: "2026-11-22")), open: [.enter]),
        Step(name: "f1-board", route: .board(ScoresLeague(id: "f1"), Day(iso: "2026-11-21"))),
        Step(name: "f1-classification", route: .board(ScoresLeague(id: "f1"), Day(iso: "2026-11-21")), open: [.enter]),
        Step(name: "nhl-leaders", route: .cover(ScoresLeague(id: "nhl"), .leaders, season: nil)),
        Step(name: "nhl-bracket", route: .cover(ScoresLeague(id: "nhl"), .bracket, season: nil), on: Day(iso: "2026-11-21"), keys: (.left, .right)),
        Step(name: "nhl-team", route: .team(ScoresLeague(id: "nhl"), code: "TOR")),
    ]

    static let offline = OfflineDataSource(samples: OfflineData.samplesDirectory)

    /// The Scores tab at `size` with the step's route carried out and its answers in.
    static func scene(_ step: Step, size: Size) async -> AppState {
        var s = Scenes.blank(.scores, size)
        if let day = step.on, case .cover(let league, _, _) = step.route { await settle(&s, AppReducer.reduce(&s, .navigate(.board(league, day)))) }
        await settle(&s, AppReducer.reduce(&s, .navigate(step.route)))
        for key in step.open { await settle(&s, AppReducer.reduce(&s, .key(key))) }
        return s
    }

    /// Every request answered from the samples and a resting cursor's timer fired, until nothing is asked
    /// (a few rounds: offline, nothing polls).
    static func settle(_ s: inout AppState, _ commands: [Command]) async {
        var pending = commands
        for _ in 0..<20 where !pending.isEmpty {
            var next: [Command] = []
            for command in pending {
                switch command {
                case .fetch(let fetch):
                    let (action, _) = await fetch.run(offline, now: { Scenes.now })
                    next += AppReducer.reduce(&s, action)
                case .startTimer(let id, _, let fire) where id.name.hasSuffix("centerRest"):
                    next += AppReducer.reduce(&s, fire)
                default: break
                }
            }
            pending = next
        }
    }
}
