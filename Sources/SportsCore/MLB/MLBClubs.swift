/// The thirty clubs: abbreviation and colours (primary, then a contrasting
/// text colour), keyed by the Stats API team id. Unhydrated payloads carry
/// only id and name, so the abbreviation comes from here.
public struct MLBClub: Sendable, Equatable {
    public let id: Int
    public let abbreviation: String
    public let name: String
    public let primaryHex: String
    public let textHex: String
}

public enum MLBClubs {
    public static let all: [MLBClub] = [
        MLBClub(id: 108, abbreviation: "LAA", name: "Los Angeles Angels", primaryHex: "#BA0021", textHex: "#FFFFFF"),
        MLBClub(id: 109, abbreviation: "ARI", name: "Arizona Diamondbacks", primaryHex: "#A71930", textHex: "#E3D4AD"),
        MLBClub(id: 110, abbreviation: "BAL", name: "Baltimore Orioles", primaryHex: "#DF4601", textHex: "#000000"),
        MLBClub(id: 111, abbreviation: "BOS", name: "Boston Red Sox", primaryHex: "#BD3039", textHex: "#FFFFFF"),
        MLBClub(id: 112, abbreviation: "CHC", name: "Chicago Cubs", primaryHex: "#0E3386", textHex: "#FFFFFF"),
        MLBClub(id: 113, abbreviation: "CIN", name: "Cincinnati Reds", primaryHex: "#C6011F", textHex: "#FFFFFF"),
        MLBClub(id: 114, abbreviation: "CLE", name: "Cleveland Indians", primaryHex: "#00385D", textHex: "#FFFFFF"),
        MLBClub(id: 115, abbreviation: "COL", name: "Colorado Rockies", primaryHex: "#33006F", textHex: "#C4CED4"),
        MLBClub(id: 116, abbreviation: "DET", name: "Detroit Tigers", primaryHex: "#0C2340", textHex: "#FA4616"),
        MLBClub(id: 117, abbreviation: "HOU", name: "Houston Astros", primaryHex: "#002D62", textHex: "#EB6E1F"),
        MLBClub(id: 118, abbreviation: "KC", name: "Kansas City Royals", primaryHex: "#004687", textHex: "#BD9B60"),
        MLBClub(id: 119, abbreviation: "LAD", name: "Los Angeles Dodgers", primaryHex: "#005A9C", textHex: "#FFFFFF"),
        MLBClub(id: 120, abbreviation: "WSH", name: "Washington Nationals", primaryHex: "#AB0003", textHex: "#FFFFFF"),
        MLBClub(id: 121, abbreviation: "NYM", name: "New York Mets", primaryHex: "#002D72", textHex: "#FF5910"),
        MLBClub(id: 133, abbreviation: "OAK", name: "Oakland Athletics", primaryHex: "#003831", textHex: "#EFB21E"),
        MLBClub(id: 134, abbreviation: "PIT", name: "Pittsburgh Pirates", primaryHex: "#27251F", textHex: "#FDB827"),
        MLBClub(id: 135, abbreviation: "SD", name: "San Diego Padres", primaryHex: "#2F241D", textHex: "#FFC425"),
        MLBClub(id: 136, abbreviation: "SEA", name: "Seattle Mariners", primaryHex: "#0C2C56", textHex: "#C4CED4"),
        MLBClub(id: 137, abbreviation: "SF", name: "San Francisco Giants", primaryHex: "#FD5A1E", textHex: "#27251F"),
        MLBClub(id: 138, abbreviation: "STL", name: "St. Louis Cardinals", primaryHex: "#C41E3A", textHex: "#FFFFFF"),
        MLBClub(id: 139, abbreviation: "TB", name: "Tampa Bay Rays", primaryHex: "#092C5C", textHex: "#8FBCE6"),
        MLBClub(id: 140, abbreviation: "TEX", name: "Texas Rangers", primaryHex: "#003278", textHex: "#FFFFFF"),
        MLBClub(id: 141, abbreviation: "TOR", name: "Toronto Blue Jays", primaryHex: "#134A8E", textHex: "#FFFFFF"),
        MLBClub(id: 142, abbreviation: "MIN", name: "Minnesota Twins", primaryHex: "#002B5C", textHex: "#D31145"),
        MLBClub(id: 143, abbreviation: "PHI", name: "Philadelphia Phillies", primaryHex: "#E81828", textHex: "#FFFFFF"),
        MLBClub(id: 144, abbreviation: "ATL", name: "Atlanta Braves", primaryHex: "#13274F", textHex: "#CE1141"),
        MLBClub(id: 145, abbreviation: "CWS", name: "Chicago White Sox", primaryHex: "#27251F", textHex: "#C4CED4"),
        MLBClub(id: 146, abbreviation: "MIA", name: "Miami Marlins", primaryHex: "#00A3E0", textHex: "#000000"),
        MLBClub(id: 147, abbreviation: "NYY", name: "New York Yankees", primaryHex: "#0C2340", textHex: "#FFFFFF"),
        MLBClub(id: 158, abbreviation: "MIL", name: "Milwaukee Brewers", primaryHex: "#12284B", textHex: "#FFC52F"),
    ]

    private static let byID: [Int: MLBClub] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    public static func club(id: Int?) -> MLBClub? { id.flatMap { byID[$0] } }

    /// ESPN's abbreviations where they differ from ours (and the Stats API's newer ones), to ours.
    public static let espnAliases = ["CHW": "CWS", "ATH": "OAK", "AZ": "ARI"]

    /// A club by its id (`147`), its abbreviation, or ESPN's for it.
    public static func club(named code: String) -> MLBClub? {
        if let id = Int(code) { return club(id: id) }
        let upper = code.uppercased()
        let ours = espnAliases[upper] ?? upper
        return all.first { $0.abbreviation == ours }
    }

    /// ESPN's code for a club's team pages.
    public static func espnCode(_ club: MLBClub) -> String { espnAliases.first { $0.value == club.abbreviation && $0.key != "AZ" }?.key ?? club.abbreviation }
}
