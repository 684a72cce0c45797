import Primitives
import TerminalUI

/// `/` from anywhere: a query, what it matches (grouped by league in the
/// order of the best match of each), and the cursor.
public struct SearchState: Equatable, Sendable {
    public static let maximumLength = 60

    public var query = ""
    public var selected = 0
    let items: [SearchItem]
    public private(set) var results: [SearchItem] = []
    /// The athletes ESPN found for the query last asked (online), beside what the app knows.
    var remote: [SearchItem] = []
    /// The query ESPN was asked for, whether its answer is awaited, and whether it failed.
    var asked: String?
    var asking = false
    var remoteFailed = false

    init(items: [SearchItem]) { self.items = items }

    mutating func type(_ text: String) {
        let typed = String((query + text.filter { !$0.isNewline && !$0.isASCIIControl }).prefix(Self.maximumLength))
        if typed != query { forgetRemote() }
        query = typed
        refresh()
    }

    mutating func erase() {
        guard !query.isEmpty else { return }
        query.removeLast()
        forgetRemote()
        refresh()
    }

    /// ESPN's answer was for another query.
    mutating func forgetRemote() {
        remote = []
        asking = false
        remoteFailed = false
    }

    /// The matches in groups: each league's together, the leagues in the order of their best; ESPN's
    /// athletes after what the app knows, those it knows already left out.
    mutating func refresh() {
        let known = SearchMatch.results(query, in: items)
        let names = Set(known.map { "\($0.league.rawValue) \($0.name.searchFolded)" })
        let best = known + remote.filter { !names.contains("\($0.league.rawValue) \($0.name.searchFolded)") }
        var order: [ScoresLeague] = []
        for item in best where !order.contains(item.league) { order.append(item.league) }
        results = order.flatMap { league in best.filter { $0.league == league } }
        selected = min(selected, max(0, results.count - 1))
    }

    mutating func move(_ step: Int) {
        guard !results.isEmpty else { return }
        selected = min(max(0, selected + step), results.count - 1)
    }

    public var chosen: SearchItem? { results.indices.contains(selected) ? results[selected] : nil }
}

extension Character {
    var isASCIIControl: Bool { asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false }
}

/// The keys while the search is open: typing goes to the query.
enum SearchKeys {
    enum Intent: Equatable { case up, down, pageUp, pageDown, open, close, erase }

    static let map = KeyMap<Intent>("Search", [
        KeyBinding([.up], .up, help: "Previous result"),
        KeyBinding([.down], .down, help: "Next result", hint: "move"),
        KeyBinding([.pageUp], .pageUp, help: "Ten results up"),
        KeyBinding([.pageDown], .pageDown, help: "Ten results down"),
        KeyBinding([.enter], .open, help: "Open the team or the player", hint: "open"),
        KeyBinding([.backspace], .erase, help: "Erase a letter"),
        KeyBinding([.escape], .close, help: "Close the search", hint: "close"),
    ])
}
