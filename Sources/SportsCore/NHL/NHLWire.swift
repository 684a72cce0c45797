import Foundation

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
}
