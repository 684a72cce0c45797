import CustomDump
import Foundation
import Testing
@testable import Jumbotron

/// The exhaustive half of `TestStore`, as TCA's: every `send` and `receive`
/// says how the state changed (a closure that makes the expected state from
/// the one before), every action an effect answers with must be received by
/// name and in order, and `finish` fails on one left unreceived. A change the
/// test did not describe fails with a diff of the two states.
extension TestStore {
    /// Sends `action` and asserts that `change` describes everything it did to the state.
    func send(_ action: AppAction, sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout AppState) -> Void) {
        #expect(received.isEmpty, "an answer was not received before sending \(StateDiff.short(action)): \(received.map(StateDiff.short))", sourceLocation: sourceLocation)
        var expected = state
        change(&expected)
        send(action)
        StateDiff.expect(expected, state, after: StateDiff.short(action), sourceLocation)
    }

    /// Sends `action` and asserts that it changed nothing.
    func sendUnchanged(_ action: AppAction, sourceLocation: SourceLocation = #_sourceLocation) {
        send(action, sourceLocation: sourceLocation) { _ in }
    }

    /// Runs the pending effects in order until one answers, asserts that the
    /// answer is `action`, feeds it back and asserts the state change.
    func receive(_ action: AppAction, sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout AppState) -> Void = { _ in }) async {
        while received.isEmpty, !pending.isEmpty { await runNext() }
        guard !received.isEmpty else {
            Issue.record("expected to receive \(action), but no effect answered", sourceLocation: sourceLocation)
            return
        }
        let answer = received.removeFirst()
        #expect(answer == action, "received \(StateDiff.short(answer)), expected \(StateDiff.short(action))", sourceLocation: sourceLocation)
        var expected = state
        change(&expected)
        send(answer)
        StateDiff.expect(expected, state, after: "receiving \(StateDiff.short(answer))", sourceLocation)
    }

    /// Receives the next answer by its kind, when its payload is what the real
    /// effect made of a sample (a day's games): `matches` names the kind,
    /// `change` describes the state change and may use the payload.
    func receive(where matches: (AppAction) -> Bool, sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout AppState, AppAction) -> Void = { _, _ in }) async {
        while received.isEmpty, !pending.isEmpty { await runNext() }
        guard let answer = received.first else {
            Issue.record("expected an answer, but no effect answered", sourceLocation: sourceLocation)
            return
        }
        #expect(matches(answer), "received \(StateDiff.short(answer))", sourceLocation: sourceLocation)
        await receive(answer, sourceLocation: sourceLocation) { change(&$0, answer) }
    }

    /// The end of an exhaustive test: every effect run, and none answered unseen.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
        while !pending.isEmpty { await runNext() }
        #expect(received.isEmpty, "answers never received: \(received.map(StateDiff.short))", sourceLocation: sourceLocation)
    }
}

/// How a test's described state differs from the reducer's: swift-custom-dump's
/// diff, which folds what is equal and shows the changed fields with their path.
enum StateDiff {
    /// An action as a failure names it: its first 200 characters.
    static func short(_ action: AppAction) -> String {
        let text = String(describing: action)
        return text.count > 200 ? text.prefix(200) + "…" : text
    }

    static func expect<T: Equatable>(_ expected: T, _ actual: T, after: String, _ sourceLocation: SourceLocation) {
        guard expected != actual else { return }
        let lines = (diff(expected, actual, format: .proportional) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        let shown = lines.prefix(300).joined(separator: "\n") + (lines.count > 300 ? "\n… \(lines.count - 300) more lines" : "")
        Issue.record("state after \(after) is not the one described (− expected, + actual):\n\(shown)", sourceLocation: sourceLocation)
    }
}

extension AppAction {
    /// The Scores tab's action inside a module action, for matching answers by kind.
    var scores: ScoresAction? { if case .module(let m) = self { m.action(for: ScoresModule.self) } else { nil } }
    var myTeams: MyTeamsAction? { if case .module(let m) = self { m.action(for: MyTeamsModule.self) } else { nil } }
    var hockey: HockeyAction? { if case .module(let m) = self { m.action(for: HockeyModule.self) } else { nil } }
}
