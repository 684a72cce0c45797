/// The tabs along the bottom, in order; the raw value is the digit that selects it.
public enum Tab: Int, CaseIterable, Sendable, Hashable {
    case scores = 1, schedule, shows, favorites

    public var title: String {
        switch self {
        case .scores: "Scores"
        case .schedule: "Schedule"
        case .shows: "Shows"
        case .favorites: "Favorites"
        }
    }

    /// `--tab` spelling.
    public var name: String { title.lowercased() }

    public init?(name: String) {
        guard let tab = Tab.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = tab
    }

    public var next: Tab { Tab(rawValue: rawValue % Tab.allCases.count + 1)! }
    public var previous: Tab { Tab(rawValue: (rawValue + Tab.allCases.count - 2) % Tab.allCases.count + 1)! }
}
