import FoundationEssentials
import Primitives
import SportsCore
import TOMLKit

/// The kinds of news an alert tells, each on or off under `[alert_kinds]`.
public enum AlertKind: String, CaseIterable, Sendable, Comparable {
    /// A followed team's game starting, ending, or starting in 15 minutes.
    case start, end, soon
    /// A followed team scoring (a touchdown, a field goal, a goal), and its opponent scoring against it.
    case score, against
    /// A close game late: one score in it in the closing stretch.
    case close
    /// Football's turnovers; soccer's red cards.
    case turnover
    case redCard = "red_card"
    /// Basketball's lead changes and ends of quarters.
    case lead, period

    public static func < (a: AlertKind, b: AlertKind) -> Bool { a.rawValue < b.rawValue }
}

/// Hours of the day with no bell and no notification (the banner still
/// shows on screen): `quiet_hours = "22:30-07:00"`, past midnight or not.
public struct QuietHours: Equatable, Sendable, CustomStringConvertible {
    /// Minutes after midnight, local time: from `start` up to (not including) `end`.
    public var start: Int
    public var end: Int

    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { String($0).trimmedWhitespace }
        guard parts.count == 2, let a = Self.minutes(parts[0]), let b = Self.minutes(parts[1]), a != b else { return nil }
        start = a; end = b
    }

    /// `07:00`, `7:00`.
    static func minutes(_ text: String) -> Int? {
        let hm = text.split(separator: ":")
        // Digits only: `Int` would take `+7` and `-1`.
        guard hm.count == 2, (1...2).contains(hm[0].count), hm[1].count == 2, text.allSatisfy({ $0 == ":" || ("0"..."9").contains($0) }),
              let h = Int(hm[0]), let m = Int(hm[1]), (0..<24).contains(h), (0..<60).contains(m) else { return nil }
        return h * 60 + m
    }

    public func contains(_ date: Date, in zone: Zone) -> Bool {
        let local = Int(date.timeIntervalSince1970) + zone.secondsFromGMT(for: date)
        let minute = ((local / 60) % 1440 + 1440) % 1440
        return start < end ? (start..<end).contains(minute) : minute >= start || minute < end
    }

    public var description: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        func text(_ m: Int) -> String { "\(two(m / 60)):\(two(m % 60))" }
        return "\(text(start))-\(text(end))"
    }
}

/// `[alert_kinds]`: each kind `= true` or `false` (all are on unless turned off),
/// and `quiet_hours`.
enum AlertSettings {
    /// The kinds in force, the problems, and the kinds the file set (each one's source).
    static func readKinds(_ value: TOMLValue) -> (Set<AlertKind>?, [String], set: [AlertKind]) {
        guard let table = value.table else {
            return (nil, ["must be a table ([alert_kinds] with score = true, against = false, …); every kind on"], [])
        }
        var kinds = Set(AlertKind.allCases), problems: [String] = [], set: [AlertKind] = []
        let names = AlertKind.allCases.map(\.rawValue).joined(separator: ", ")
        for key in table.keys.sorted() {
            guard let kind = AlertKind(rawValue: key.lowercased()) else {
                problems.append("\(SettingsProblem.printable(key, limit: 30)): not a kind of alert (\(names)); ignored"); continue
            }
            guard let on = table[key]?.tomlValue.bool else { problems.append("\(key): must be true or false; left on"); continue }
            if on { kinds.insert(kind) } else { kinds.remove(kind) }
            set.append(kind)
        }
        return (kinds, problems, set)
    }

    static func readQuietHours(_ value: TOMLValue) -> (QuietHours?, String?) {
        // `""` (what `config --print` writes when none are set): none.
        if value.string?.trimmedWhitespace.isEmpty == true { return (nil, nil) }
        guard let text = value.string, let hours = QuietHours(text) else {
            return (nil, "must be a span of the day like \"22:30-07:00\"; no quiet hours")
        }
        return (hours, nil)
    }
}
