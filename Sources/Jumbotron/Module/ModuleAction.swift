/// An action addressed to one module; the app forwards it without reading it.
public struct ModuleAction: Equatable, Sendable, CustomStringConvertible {
    let module: ObjectIdentifier
    let action: any Equatable & Sendable

    public init<M: TabModule>(_ module: M.Type, _ action: M.Action) {
        self.module = ObjectIdentifier(module)
        self.action = action
    }

    public static func == (a: ModuleAction, b: ModuleAction) -> Bool {
        a.module == b.module && a.action.isEqual(to: b.action)
    }

    /// The action, if it is addressed to `module`.
    public func action<M: TabModule>(for module: M.Type) -> M.Action? {
        ObjectIdentifier(module) == self.module ? action as? M.Action : nil
    }

    public var description: String { String(describing: action) }
}

extension Equatable {
    func isEqual(to other: any Equatable) -> Bool { (other as? Self) == self }
}
