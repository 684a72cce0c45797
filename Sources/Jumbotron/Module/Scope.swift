/// A child's place in its parent: the path to its state and the action case
/// that carries its actions. Every parent lifts its children this one way
/// (the Scores leagues, the standings over a board, the Hockey screens).
struct Scope<Parent, ParentAction: Sendable, Child, ChildAction: Sendable>: Sendable {
    let state: WritableKeyPath<Parent, Child> & Sendable
    let embed: @Sendable (ChildAction) -> ParentAction
    /// The child's action inside a parent's, if it is one.
    let extract: @Sendable (ParentAction) -> ChildAction?

    init(_ state: WritableKeyPath<Parent, Child> & Sendable, embed: @escaping @Sendable (ChildAction) -> ParentAction,
         extract: @escaping @Sendable (ParentAction) -> ChildAction? = { _ in nil }) {
        self.state = state; self.embed = embed; self.extract = extract
    }

    func lift(_ effects: [Effect<ChildAction>]) -> [Effect<ParentAction>] { effects.map { $0.map(embed) } }

    /// Runs a child's reducer on its state, in place, and lifts what it asks for.
    func run(_ parent: inout Parent, _ reduce: (inout Child) -> [Effect<ChildAction>]) -> [Effect<ParentAction>] {
        lift(reduce(&parent[keyPath: state]))
    }
}
