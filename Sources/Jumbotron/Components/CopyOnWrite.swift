/// A value kept out of line and copied only when written while shared: the
/// value semantics of a struct, the footprint of one reference.
///
/// For the few very large members of the app's state (a league's board with
/// its game center). Held inline, every copy, assignment and destruction of
/// the state around them walked each of their fields, and the compiler wrote
/// that walk out for every enclosing type: the state's copy functions alone
/// were close to a megabyte of the binary. Out of line, copying the state is
/// one retain, and a board is duplicated only when a shared copy is changed.
struct CopyOnWrite<Value: Sendable>: Sendable {
    // Sendable because the value is only ever mutated while this is its sole
    // owner (`isKnownUniquelyReferenced`), so no two threads can reach a
    // storage that is being written.
    private final class Storage: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var storage: Storage

    init(_ value: Value) { storage = Storage(value) }

    var value: Value {
        get { storage.value }
        set {
            if isKnownUniquelyReferenced(&storage) {
                storage.value = newValue
            } else {
                storage = Storage(newValue)
            }
        }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
            yield &storage.value
        }
    }
}

extension CopyOnWrite: Equatable where Value: Equatable {
    static func == (a: CopyOnWrite, b: CopyOnWrite) -> Bool {
        a.storage === b.storage || a.storage.value == b.storage.value
    }
}
