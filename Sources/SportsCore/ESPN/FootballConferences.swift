import FoundationEssentials

/// ESPN's college football conferences by their group id, as its scoreboard
/// gives them on each team (`conferenceId`): the FBS's, whose games the app's
/// college board shows.
public enum FootballConferences {
    public static let names: [String: String] = [
        "1": "ACC", "4": "Big 12", "5": "Big Ten", "8": "SEC", "9": "Pac-12", "12": "Conference USA",
        "15": "MAC", "17": "Mountain West", "18": "FBS Independents", "37": "Sun Belt", "151": "American",
    ]

    /// `Big Ten`; nil for a conference the table does not name (an FCS school's).
    public static func name(_ id: String?) -> String? { id.flatMap { names[$0] } }
}
