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
    ]

    public static var names: [String] { all.map(\.name) }

    /// Digits reach the first nine tabs; Tab and Shift-Tab reach every one.
    public static let digitTabs = 9

    /// `Scores, Schedule, … and Basketball`, for help texts.
    public static var spokenList: String {
        let titles = all.map(\.title)
        guard titles.count > 1 else { return titles.first ?? "" }
        return titles.dropLast().joined(separator: ", ") + " and " + titles.last!
    }

    /// `1-6`: the digits that switch tabs.
    public static var digitRange: String { "1-\(min(all.count, digitTabs))" }

    /// By name (`hockey`) or by its digit (`5`), as the tab bar shows it.
    public static func tab(named name: String) -> Tab? {
        if let digit = Int(name), all.indices.contains(digit - 1) { return all[digit - 1] }
        return all.first { $0.name == name.lowercased() }
    }
}
