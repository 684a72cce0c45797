import SportsCore
import TOMLKit

/// `delay = 45`, or a table for leagues of their own:
/// `[delay]` with `all = 45` and `nfl = 60`. Seconds, 0 to 600.
enum DelaySetting {
    static let usage = "must be seconds from 0 to \(Delays.maximum), or a table ([delay] with all = 45, nfl = 60)"

    static func read(_ value: TOMLValue, known: [String]) -> (Delays?, [String]) {
        if let n = value.int { return within(n).map { (Delays(all: $0), []) } ?? (nil, ["\(n): " + usage + "; using 0"]) }
        guard let table = value.table else { return (nil, [usage + "; using 0"]) }
        var delays = Delays(), problems: [String] = []
        for key in table.keys.sorted() {
            guard let n = table[key]?.tomlValue.int, let seconds = within(n) else {
                problems.append("\(key): must be seconds from 0 to \(Delays.maximum); ignored"); continue
            }
            if key == "all" { delays.all = seconds; continue }
            guard known.contains(key.lowercased()) else {
                problems.append("\(SettingsProblem.printable(key, limit: 30)): not a league (\(known.prefix(6).joined(separator: ", ")), …); ignored")
                continue
            }
            delays.leagues[key.lowercased()] = seconds
        }
        return (delays, problems)
    }

    static func within(_ n: Int) -> Int? { (0...Delays.maximum).contains(n) ? n : nil }
}
