/// Colours for the NBA badges (the API has none), keyed by abbreviation.
public enum NBAClubs {
    public static let colors: [String: (primary: String, secondary: String)] = [
        "ATL": ("#E03A3E", "#FFFFFF"), "BOS": ("#007A33", "#FFFFFF"), "BKN": ("#000000", "#FFFFFF"),
        "CHA": ("#1D1160", "#00788C"), "CHI": ("#CE1141", "#000000"), "CLE": ("#860038", "#FDBB30"),
        "DAL": ("#00538C", "#FFFFFF"), "DEN": ("#0E2240", "#FEC524"), "DET": ("#C8102E", "#FFFFFF"),
        "GSW": ("#1D428A", "#FFC72C"), "HOU": ("#CE1141", "#FFFFFF"), "IND": ("#002D62", "#FDBB30"),
        "LAC": ("#C8102E", "#FFFFFF"), "LAL": ("#552583", "#FDB927"), "MEM": ("#5D76A9", "#12173F"),
        "MIA": ("#98002E", "#F9A01B"), "MIL": ("#00471B", "#EEE1C6"), "MIN": ("#0C2340", "#78BE20"),
        "NOP": ("#0C2340", "#C8102E"), "NYK": ("#006BB6", "#F58426"), "OKC": ("#007AC1", "#FFFFFF"),
        "ORL": ("#0077C0", "#FFFFFF"), "PHI": ("#006BB6", "#FFFFFF"), "PHX": ("#1D1160", "#E56020"),
        "POR": ("#E03A3E", "#000000"), "SAC": ("#5A2D81", "#FFFFFF"), "SAS": ("#000000", "#C4CED4"),
        "TOR": ("#CE1141", "#FFFFFF"), "UTA": ("#002B5C", "#F9A01B"), "WAS": ("#002B5C", "#E31837"),
    ]

    /// ESPN's abbreviations where they differ from the cdn's tricodes (its standings use them).
    public static let espnAliases = ["NY": "NYK", "GS": "GSW", "SA": "SAS", "NO": "NOP", "UTAH": "UTA", "WSH": "WAS"]

    /// ESPN's code for a club's team pages (its own abbreviation where it has one).
    public static func espnCode(_ tricode: String) -> String { espnAliases.first { $0.value == tricode }?.key ?? tricode }
}
