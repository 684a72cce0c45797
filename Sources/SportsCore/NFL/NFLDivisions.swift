/// The NFL's eight divisions by ESPN's abbreviations. ESPN's standings list
/// each conference whole (its seeds in order); the divisions are ours to group.
public enum NFLDivisions {
    public struct Division: Sendable, Equatable {
        public let name: String
        public let conference: String
        public let teams: [String]
    }

    public static let all: [Division] = [
        Division(name: "AFC East", conference: "AFC", teams: ["BUF", "MIA", "NYJ", "NE"]),
        Division(name: "AFC North", conference: "AFC", teams: ["BAL", "PIT", "CIN", "CLE"]),
        Division(name: "AFC South", conference: "AFC", teams: ["HOU", "IND", "JAX", "TEN"]),
        Division(name: "AFC West", conference: "AFC", teams: ["KC", "LAC", "DEN", "LV"]),
        Division(name: "NFC East", conference: "NFC", teams: ["PHI", "WSH", "DAL", "NYG"]),
        Division(name: "NFC North", conference: "NFC", teams: ["DET", "MIN", "GB", "CHI"]),
        Division(name: "NFC South", conference: "NFC", teams: ["TB", "ATL", "CAR", "NO"]),
        Division(name: "NFC West", conference: "NFC", teams: ["LAR", "SEA", "ARI", "SF"]),
    ]

    /// Older and other spellings of the same clubs.
    static let aliases = ["WAS": "WSH", "JAC": "JAX", "OAK": "LV", "LA": "LAR", "SD": "LAC", "STL": "LAR"]

    /// The division of a club by its abbreviation (nil for one that is not an NFL club's).
    public static func division(of abbreviation: String) -> Division? {
        let code = aliases[abbreviation] ?? abbreviation
        return all.first { $0.teams.contains(code) }
    }
}
