/// One tab along the bottom: its names and the module that fills it. The
/// digit that selects it is its place in `TabTable`.
public struct Tab: Sendable, CustomStringConvertible {
    /// `--tab` and `default_tab` spelling.
    public let name: String
    public let title: String
    /// Used when the full titles do not fit (`MLB NFL TV Fav NHL NBA`).
    public let shortTitle: String
    /// The module that fills it, erased once here (see `ModuleDriver`).
    public let driver: ModuleDriver

    public init<M: TabModule>(_ name: String, title: String, short: String, module: M.Type) {
        self.name = name; self.title = title; self.shortTitle = short; self.driver = ModuleDriver(module)
    }

    public var description: String { name }
}

extension Tab: Hashable {
    public static func == (a: Tab, b: Tab) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
