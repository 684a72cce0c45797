import FoundationEssentials
import Primitives

/// Where the ball is, read from the feed's own words (`1st & Goal at DET 4`,
/// a drive starting at `GB 25`): ESPN's numeric yard lines are measured from
/// a different end in each of its answers, while its texts never are.
public enum FootballSpot {
    /// Yards to the goal line the offense attacks: `DET 4` with CHI on offense
    /// is 4, `CHI 25` is 75, a bare `50` is 50. Nil when the words say no spot.
    public static func yardsToGo(_ spot: String, offense: String) -> Int? {
        let parts = spot.split(separator: " ")
        guard let last = parts.last, let line = Int(last), (0...50).contains(line) else { return nil }
        guard parts.count == 2 else { return parts.count == 1 && line == 50 ? 50 : nil }
        return parts[0] == Substring(offense) ? 100 - line : line
    }

    /// `DET 4` out of `1st & Goal at DET 4`.
    public static func spot(inDownDistance text: String) -> String? {
        let words = text.split(separator: " ")
        guard let at = words.lastIndex(of: "at") else { return nil }
        let spot = words[(at + 1)...].joined(separator: " ")
        return spot.isEmpty ? nil : spot
    }

    /// The down and the yards to gain: `3rd & 9` is (3, 9); `1st & Goal` is (1, nil), the goal line.
    public static func down(_ text: String) -> (down: Int, distance: Int?)? {
        let head = text.split(separator: "&", maxSplits: 1)
        guard head.count == 2, let first = String(head[0]).trimmedWhitespace.first,
              let down = first.wholeNumberValue, (1...4).contains(down) else { return nil }
        let rest = String(head[1]).trimmedWhitespace.split(separator: " ").first.map(String.init) ?? ""
        if rest.lowercased() == "goal" { return (down, nil) }
        guard let distance = Int(rest), (0...99).contains(distance) else { return nil }
        return (down, distance)
    }
}
