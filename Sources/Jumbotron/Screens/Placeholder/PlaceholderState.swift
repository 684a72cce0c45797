/// A tab whose screen is not built yet: it says so plainly in its own area.
public struct PlaceholderState: Equatable, Sendable {
    public let tab: Tab
    public init(tab: Tab) { self.tab = tab }

    public var message: String { "\(tab.title) is not built yet." }
    public var detail: String {
        tab == .shows ? "The TVMaze catalogue arrives with its own screen."
                      : "Saved TV shows arrive with the Shows screen."
    }
}
