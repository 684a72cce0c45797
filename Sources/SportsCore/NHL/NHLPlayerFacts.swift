import FoundationEssentials
import Primitives

/// What the player detail and `print hockey player` show, as text: one
/// place decides every label, unit and `-`.
public enum NHLPlayerFacts {
    public struct Fact: Hashable, Sendable {
        /// Field name for TSV/JSON (`height`).
        public let field: String
        /// Label on screen (`Height`).
        public let label: String
        public let value: String
    }

    public static let missing = "-"

    public static func positionName(_ code: String?) -> String {
        switch code {
        case "C": "Center"
        case "L": "Left Wing"
        case "R": "Right Wing"
        case "D": "Defense"
        case "G": "Goalie"
        default: code ?? missing
        }
    }

    /// `Center · Shoots L`, `Goalie · Catches L`.
    public static func positionAndHand(_ p: NHLPlayer, separator: String = "·") -> String {
        let position = positionName(p.position)
        guard let hand = p.hand else { return position }
        return "\(position) \(separator) \(p.isGoalie ? "Catches" : "Shoots") \(hand)"
    }

    /// `6-3 (191 cm)`.
    public static func height(_ p: NHLPlayer) -> String {
        var parts: [String] = []
        if let inches = p.heightInches, (1...120).contains(inches) { parts.append("\(inches / 12)-\(inches % 12)") }
        if let cm = p.heightCentimeters, (1...300).contains(cm) { parts.append(parts.isEmpty ? "\(cm) cm" : "(\(cm) cm)") }
        return parts.isEmpty ? missing : parts.joined(separator: " ")
    }

    /// `220 lb (100 kg)`.
    public static func weight(_ p: NHLPlayer) -> String {
        var parts: [String] = []
        if let lb = p.weightPounds, (1...1000).contains(lb) { parts.append("\(lb) lb") }
        if let kg = p.weightKilograms, (1...500).contains(kg) { parts.append(parts.isEmpty ? "\(kg) kg" : "(\(kg) kg)") }
        return parts.isEmpty ? missing : parts.joined(separator: " ")
    }

    /// Whole years between the birth date and `today`.
    public static func age(birthDate: String?, today: Day) -> Int? {
        guard let text = birthDate, let born = Day(iso: text.prefix(10)), born <= today else { return nil }
        var years = today.year - born.year
        if (today.month, today.day) < (born.month, born.day) { years -= 1 }
        return years
    }

    /// `1997-04-17 (age 27) · Scottsdale, AZ, USA`.
    public static func born(_ p: NHLPlayer, today: Day) -> String {
        var date = p.birthDate.map { String($0.prefix(10)) } ?? ""
        if let age = age(birthDate: p.birthDate, today: today) { date += " (age \(age))" }
        let place = [p.birthCity, p.birthStateProvince, p.birthCountry].compactMap { $0 }.filter { !$0.isEmpty }
            .joined(separator: ", ")
        let parts = [date, place].filter { !$0.isEmpty }
        return parts.isEmpty ? missing : parts.joined(separator: " · ")
    }

    /// `2016 · TOR · round 1 · pick 1 (1st overall)`, `Undrafted`, or `-` when not known.
    public static func draft(_ p: NHLPlayer) -> String {
        switch p.draft {
        case nil: return missing
        case .undrafted: return "Undrafted"
        case .drafted(let year, let team, let round, let pick, let overall):
            var parts: [String] = []
            if let year { parts.append(String(year)) }
            if let team { parts.append(team) }
            if let round { parts.append("round \(round)") }
            if let pick { parts.append("pick \(pick)") }
            var text = parts.joined(separator: " · ")
            if let overall { text += text.isEmpty ? "\(overall) overall" : " (\(overall) overall)" }
            return text.isEmpty ? missing : text
        }
    }

    public static func number(_ p: NHLPlayer) -> String { p.number.map { "#\($0)" } ?? missing }

    /// The bio rows of the detail, in order.
    public static func bio(_ p: NHLPlayer, today: Day) -> [Fact] {
        [
            Fact(field: "team", label: "Team", value: p.teamName ?? p.teamAbbrev ?? missing),
            Fact(field: "number", label: "Number", value: number(p)),
            Fact(field: "position", label: "Position", value: positionName(p.position)),
            Fact(field: p.isGoalie ? "catches" : "shoots", label: p.isGoalie ? "Catches" : "Shoots", value: p.hand ?? missing),
            Fact(field: "height", label: "Height", value: height(p)),
            Fact(field: "weight", label: "Weight", value: weight(p)),
            Fact(field: "born", label: "Born", value: born(p, today: today)),
            Fact(field: "draft", label: "Draft", value: draft(p)),
        ]
    }

    // MARK: statistics

    public static let skaterColumns = ["GP", "G", "A", "P", "+/-", "PIM", "PPG", "SHG", "GWG", "S", "S%"]
    public static let goalieColumns = ["GP", "W", "L", "OTL", "SO", "GAA", "SV%"]

    public static func columns(_ p: NHLPlayer) -> [String] { p.isGoalie ? goalieColumns : skaterColumns }

    /// One value per column. No games (no line, or zero games played) is `-`
    /// in every cell, never `0`; a single missing number is `-` too.
    public static func values(_ line: NHLPlayer.StatLine?, goalie: Bool) -> [String] {
        let count = goalie ? goalieColumns.count : skaterColumns.count
        guard let l = line, let gp = l.gamesPlayed, gp > 0 else { return Array(repeating: missing, count: count) }
        func n(_ v: Int?) -> String { v.map(String.init) ?? missing }
        if goalie {
            return [n(gp), n(l.wins), n(l.losses), n(l.otLosses), n(l.shutouts),
                    l.goalsAgainstAvg.map { Fixed.text($0, places: 2) } ?? missing, savePercentage(l.savePctg)]
        }
        let plusMinus = l.plusMinus.map { $0 > 0 ? "+\($0)" : String($0) } ?? missing
        let shooting = l.shootingPctg.map { Fixed.text($0 * 100, places: 1) } ?? missing
        return [n(gp), n(l.goals), n(l.assists), n(l.points), plusMinus, n(l.pim), n(l.powerPlayGoals),
                n(l.shorthandedGoals), n(l.gameWinningGoals), n(l.shots), shooting]
    }

    /// `.915`; a perfect `1.000`.
    public static func savePercentage(_ fraction: Double?) -> String {
        guard let f = fraction, f.isFinite, f >= 0 else { return missing }
        let text = Fixed.text(f, places: 3)
        return text.hasPrefix("0.") ? String(text.dropFirst()) : text
    }

    /// The short line under a favorite: `GP 81  G 69  A 38  P 107` (goalies `GP 50  W 30  GAA 2.45  SV% .915`).
    public static func seasonSummary(_ p: NHLPlayer) -> String {
        guard p.statsKnown else { return "" }
        let line = p.seasonStats
        let values = values(line, goalie: p.isGoalie)
        let picks = p.isGoalie ? [0, 1, 5, 6] : [0, 1, 2, 3]
        let columns = columns(p)
        return picks.map { "\(columns[$0]) \(values[$0])" }.joined(separator: "  ")
    }

    /// `2024-25`.
    public static func seasonName(_ season: Int?) -> String? {
        guard let s = season, s > 1000_0000, s < 10000_0000 else { return nil }
        let start = s / 10000, end = s % 10000
        return "\(start)-\(Fixed.padded(end % 100, width: 2))"
    }
}
