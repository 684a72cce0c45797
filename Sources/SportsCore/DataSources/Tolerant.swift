/// A field read on its own: present and of the right type, it is its value;
/// missing, null or of another type (`"attendance": "68,500"`), it is nil and
/// the rest of its object still reads. Wire types mark every field that is
/// not part of an object's identity this way, so one mistyped minor field
/// never costs a whole game.
@propertyWrapper
struct Tolerant<Value: Decodable>: Decodable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    init(from decoder: any Decoder) throws {
        wrappedValue = try? Value(from: decoder)
    }
}

extension KeyedDecodingContainer {
    /// A missing key is nil too (the synthesized decoder would throw for it).
    func decode<Value>(_ type: Tolerant<Value>.Type, forKey key: Key) throws -> Tolerant<Value> {
        Tolerant(wrappedValue: (try? decodeIfPresent(Value.self, forKey: key)) ?? nil)
    }
}
