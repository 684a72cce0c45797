/// What a level has pushed over its root, in order: the last is on screen,
/// Esc pops it. One model for every push in the app: a list's detail and
/// its full-screen zoom, a board's standings, Hockey's teams and roster, a
/// jump from one tab to a game in another. What a pushed screen needs lives
/// in its route, so popping it leaves nothing behind.
public struct Routes<Route: Equatable & Sendable>: Equatable, Sendable {
    public private(set) var stack: [Route]

    public init(_ stack: [Route] = []) { self.stack = stack }

    /// What is on screen above the root (nil: the root).
    public var top: Route? { stack.last }
    public var isEmpty: Bool { stack.isEmpty }
    public var count: Int { stack.count }

    public func contains(where matches: (Route) -> Bool) -> Bool { stack.contains(where: matches) }

    /// Pushes a route (the same route twice in a row is one push).
    public mutating func push(_ route: Route) {
        if stack.last != route { stack.append(route) }
    }

    /// Pops what is on screen; nil at the root.
    @discardableResult
    public mutating func pop() -> Route? { stack.popLast() }

    public mutating func popToRoot() { stack.removeAll() }

    /// On screen: popped back to where it was pushed, or pushed where it is not on the stack
    /// (pages that open one another, a player's team and its players, never pile up).
    public mutating func raise(_ route: Route) {
        if let i = stack.lastIndex(of: route) { stack.removeSubrange((i + 1)...) } else { stack.append(route) }
    }

    /// Replaces the whole path (a jump that lands several screens deep).
    public mutating func set(_ routes: [Route]) { stack = routes }

    /// Changes every route that matches in place: a pushed screen's own state.
    public mutating func update(where matches: (Route) -> Bool, _ change: (inout Route) -> Void) {
        for i in stack.indices where matches(stack[i]) { change(&stack[i]) }
    }
}

extension Routes {
    public func contains(_ route: Route) -> Bool { stack.contains(route) }
}
