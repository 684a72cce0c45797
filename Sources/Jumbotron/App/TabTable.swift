/// The tabs, in order: the only list of them. A new tab is one line here
/// (its `Tab` value lives in its module's folder).
public enum TabTable {
    public static let all: [Tab] = [
        .scores,
        .schedule,
        .shows,
        .favorites,
        .hockey,
    ]

    public static var names: [String] { all.map(\.name) }

    public static func tab(named name: String) -> Tab? {
        all.first { $0.name == name.lowercased() }
    }
}
