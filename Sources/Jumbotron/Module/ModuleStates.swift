/// Every module's state, keyed by module type: the app holds them without
/// knowing what they are, so a new tab adds no field here. A state is read
/// back by a checked cast: a module that is not registered reads as nil.
public struct ModuleStates: Equatable, Sendable {
    private var states: [ObjectIdentifier: AnyState] = [:]

    public init() {}

    public subscript<M: TabModule>(_ module: M.Type) -> M.State? {
        get { states[ObjectIdentifier(module)]?.base as? M.State }
        set { states[ObjectIdentifier(module)] = newValue.map(AnyState.init) }
    }

    func contains<M: TabModule>(_ module: M.Type) -> Bool { states[ObjectIdentifier(module)] != nil }

    /// Moves a state out so it is mutated in place (no copy of its arrays), then `put` returns it.
    mutating func take<M: TabModule>(_ module: M.Type) -> M.State? {
        states.removeValue(forKey: ObjectIdentifier(module))?.base as? M.State
    }

    mutating func put<M: TabModule>(_ module: M.Type, _ state: M.State) {
        states[ObjectIdentifier(module)] = AnyState(state)
    }
}

struct AnyState: Equatable, Sendable {
    let base: any Equatable & Sendable
    init(_ base: any Equatable & Sendable) { self.base = base }
    static func == (a: AnyState, b: AnyState) -> Bool { a.base.isEqual(to: b.base) }
}

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
