import FoundationEssentials

/// The NHL API's localized text: `{"default": "Montréal", "fr": …}`. Only
/// `default` is shown; a plain string is accepted too, anything else is missing.
struct LocalizedText: Decodable {
    var text: String?

    private struct Object: Decodable { var `default`: String? }

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let s = try? c.decode(String.self) { text = s } else { text = (try? c.decode(Object.self))?.default }
        if text?.isEmpty == true { text = nil }
    }
}

/// Reads each field on its own: a missing key or a wrong type leaves that
/// field missing, never the whole record.
struct Fields<Key: CodingKey> {
    let c: KeyedDecodingContainer<Key>

    init(_ decoder: any Decoder, _ keys: Key.Type) throws { c = try decoder.container(keyedBy: keys) }
    init(_ container: KeyedDecodingContainer<Key>) { c = container }

    func get<T: Decodable>(_ key: Key) -> T? { (try? c.decodeIfPresent(T.self, forKey: key)) ?? nil }
    func text(_ key: Key) -> String? { (get(key) as LocalizedText?)?.text }
    /// Whole numbers the API may send as `12` or `12.0`; anything that does not fit an Int is missing.
    func int(_ key: Key) -> Int? {
        if let i: Int = get(key) { return i }
        if let d: Double = get(key), d.isFinite, d.rounded() == d, abs(d) < 1e15 { return Int(d) }
        return nil
    }
    func double(_ key: Key) -> Double? {
        guard let d: Double = get(key), d.isFinite else { return nil }
        return d
    }

    // Statistics are read within what a game can hold: a value outside is
    // missing (shown as `-`), never `-inf`, a negative win count or a
    // 15-digit number that pushes a column out of line.

    /// Games, goals, wins, minutes and the like: 0 … 100,000.
    func count(_ key: Key) -> Int? { int(key).flatMap { (0...100_000).contains($0) ? $0 : nil } }
    /// A signed tally such as plus/minus: within ±10,000.
    func tally(_ key: Key) -> Int? { int(key).flatMap { (-10_000...10_000).contains($0) ? $0 : nil } }
    /// A share such as the shooting or save percentage: 0 … 1.
    func fraction(_ key: Key) -> Double? { double(key).flatMap { (0...1).contains($0) ? $0 : nil } }
    /// An average per game such as goals against: 0 … 100.
    func average(_ key: Key) -> Double? { double(key).flatMap { (0...100).contains($0) ? $0 : nil } }
}
