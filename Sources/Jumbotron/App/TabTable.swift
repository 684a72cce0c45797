/// The tabs, in order: the only list of them. A new tab is one line here
/// (its `Tab` value lives in its module's folder).
public enum TabTable {
    public static let all: [Tab] = [
        .scores,
        .schedule,
        .shows,
        .favorites,
        .hockey,
        .basketball,
        .myTeams,
    ]

    public static var names: [String] { all.map(\.name) }

    /// Digits reach the first nine tabs; Tab and Shift-Tab reach every one.
    public static let digitTabs = 9

    /// `Scores, Schedule, … and Basketball`, for help texts.
    public static var spokenList: String { spoken(all.map(\.title), "and") }

    /// `a, b and c` (or `or`): a list as a sentence says it.
    static func spoken(_ items: [String], _ conjunction: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items.last!
    }

    /// What is wrong with a list of tabs: names `--tab` cannot tell apart or
    /// spell, titles that repeat. Empty for `all`, which a test checks.
    public static func problems(_ tabs: [Tab]) -> [String] {
        var found: [String] = []
        if tabs.isEmpty { found.append("no tabs") }
        for (what, values) in [("name", tabs.map(\.name)), ("title", tabs.map(\.title)), ("short title", tabs.map(\.shortTitle))] {
            for (value, count) in Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +) where count > 1 {
                found.append("\(count) tabs share the \(what) \"\(value)\"")
            }
        }
        for tab in tabs where tab.name.isEmpty || !tab.name.allSatisfy({ $0.isASCII && $0.isLowercase }) {
            found.append("the name \"\(tab.name)\" is not lower-case letters (--tab and default_tab spell it)")
        }
        return found.sorted()
    }

    /// `1-7`: the digits that switch tabs (the first nine at most).
    public static var digitRange: String { "1-\(min(all.count, digitTabs))" }

    /// By name (`hockey`) or by its digit (`5`), as the tab bar shows it.
    public static func tab(named name: String) -> Tab? {
        if let digit = Int(name), all.indices.contains(digit - 1) { return all[digit - 1] }
        return all.first { $0.name == name.lowercased() }
    }
}
