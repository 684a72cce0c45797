import Foundation
import Testing
import TestSupport
@testable import Jumbotron

/// Every key the help overlay lists is in the man page's KEYS section, in the same words.
@Suite struct ManPageKeysTests {
    @Test func everyKeyIsInTheManPage() throws {
        let raw = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/jumbotron.1"), encoding: .utf8)
        let text = raw.replacingOccurrences(of: "\\-", with: "-")
        let keys = try #require(text.range(of: ".SH KEYS")).upperBound
        let end = try #require(text.range(of: ".SH CONFIGURATION")).lowerBound
        let section = String(text[keys..<end])
        // Every screen in every state that changes its keys: loaded lists, details, pickers, dialogs, filters.
        let helps = KeyWalk.cached.flatMap { AppReducer.keyHelp(for: $0.state) }.flatMap { $0.entries.map(\.help) }
        // The mark on the game center's section on screen is a state, not a key's meaning.
        let marks = [BoardKeys<MLBLeague>.onScreenMark(false), BoardKeys<MLBLeague>.onScreenMark(true)]
        for help in Set(helps) {
            let words = marks.reduce(help) { $0.replacingOccurrences(of: $1, with: "") }
            #expect(section.contains(words), "\(words)")
        }
    }
}
