/// What the NHL API does not serve: each club's home arena (for the map) and
/// colours (for badges and rows). Keyed by tricode; ARI stays for 2023-24
/// standings and older caches, UTA serves from 2024-25. Which clubs are shown
/// always comes from the standings, never from this table.
public struct NHLClub: Sendable, Equatable {
    public let tricode: String
    public let name: String
    public let arena: String
    public let latitude: Double
    public let longitude: Double
    public let primaryHex: String
    public let secondaryHex: String
}

public enum NHLClubs {
    /// ESPN's abbreviations where they differ from the NHL's tricodes, to the NHL's.
    public static let espnAliases = ["NJ": "NJD", "SJ": "SJS", "TB": "TBL", "LA": "LAK", "UTAH": "UTA"]

    /// A club by its tricode or ESPN's code for it.
    public static func club(named code: String) -> NHLClub? {
        let upper = code.uppercased()
        let tricode = espnAliases[upper] ?? upper
        return all.first { $0.tricode == tricode }
    }

    /// ESPN's code for a club's team pages.
    public static func espnCode(_ tricode: String) -> String { espnAliases.first { $0.value == tricode }?.key ?? tricode }

    public static let all: [NHLClub] = [
        NHLClub(tricode: "ANA", name: "Anaheim Ducks", arena: "Honda Center, Anaheim", latitude: 33.8078, longitude: -117.8765, primaryHex: "#F47A38", secondaryHex: "#000000"),
        NHLClub(tricode: "ARI", name: "Arizona Coyotes", arena: "Mullett Arena, Tempe", latitude: 33.4245, longitude: -111.9280, primaryHex: "#8C2633", secondaryHex: "#E2D6B5"),
        NHLClub(tricode: "BOS", name: "Boston Bruins", arena: "TD Garden, Boston", latitude: 42.3662, longitude: -71.0621, primaryHex: "#FFB81C", secondaryHex: "#000000"),
        NHLClub(tricode: "BUF", name: "Buffalo Sabres", arena: "KeyBank Center, Buffalo", latitude: 42.8750, longitude: -78.8764, primaryHex: "#003087", secondaryHex: "#FFB81C"),
        NHLClub(tricode: "CGY", name: "Calgary Flames", arena: "Scotiabank Saddledome, Calgary", latitude: 51.0374, longitude: -114.0519, primaryHex: "#C8102E", secondaryHex: "#F1BE48"),
        NHLClub(tricode: "CAR", name: "Carolina Hurricanes", arena: "Lenovo Center, Raleigh", latitude: 35.8033, longitude: -78.7220, primaryHex: "#CC0000", secondaryHex: "#000000"),
        NHLClub(tricode: "CHI", name: "Chicago Blackhawks", arena: "United Center, Chicago", latitude: 41.8807, longitude: -87.6742, primaryHex: "#CF0A2C", secondaryHex: "#000000"),
        NHLClub(tricode: "COL", name: "Colorado Avalanche", arena: "Ball Arena, Denver", latitude: 39.7487, longitude: -105.0077, primaryHex: "#6F263D", secondaryHex: "#A2AAAD"),
        NHLClub(tricode: "CBJ", name: "Columbus Blue Jackets", arena: "Nationwide Arena, Columbus", latitude: 39.9693, longitude: -83.0061, primaryHex: "#002654", secondaryHex: "#CE1126"),
        NHLClub(tricode: "DAL", name: "Dallas Stars", arena: "American Airlines Center, Dallas", latitude: 32.7905, longitude: -96.8103, primaryHex: "#006847", secondaryHex: "#8F8F8C"),
        NHLClub(tricode: "DET", name: "Detroit Red Wings", arena: "Little Caesars Arena, Detroit", latitude: 42.3411, longitude: -83.0553, primaryHex: "#CE1126", secondaryHex: "#FFFFFF"),
        NHLClub(tricode: "EDM", name: "Edmonton Oilers", arena: "Rogers Place, Edmonton", latitude: 53.5469, longitude: -113.4979, primaryHex: "#041E42", secondaryHex: "#FF4C00"),
        NHLClub(tricode: "FLA", name: "Florida Panthers", arena: "Amerant Bank Arena, Sunrise", latitude: 26.1584, longitude: -80.3256, primaryHex: "#041E42", secondaryHex: "#C8102E"),
        NHLClub(tricode: "LAK", name: "Los Angeles Kings", arena: "Crypto.com Arena, Los Angeles", latitude: 34.0430, longitude: -118.2673, primaryHex: "#111111", secondaryHex: "#A2AAAD"),
        NHLClub(tricode: "MIN", name: "Minnesota Wild", arena: "Xcel Energy Center, Saint Paul", latitude: 44.9448, longitude: -93.1010, primaryHex: "#154734", secondaryHex: "#DDCBA4"),
        NHLClub(tricode: "MTL", name: "Montréal Canadiens", arena: "Bell Centre, Montréal", latitude: 45.4961, longitude: -73.5693, primaryHex: "#AF1E2D", secondaryHex: "#FFFFFF"),
        NHLClub(tricode: "NSH", name: "Nashville Predators", arena: "Bridgestone Arena, Nashville", latitude: 36.1592, longitude: -86.7785, primaryHex: "#FFB81C", secondaryHex: "#041E42"),
        NHLClub(tricode: "NJD", name: "New Jersey Devils", arena: "Prudential Center, Newark", latitude: 40.7335, longitude: -74.1711, primaryHex: "#CE1126", secondaryHex: "#000000"),
        NHLClub(tricode: "NYI", name: "New York Islanders", arena: "UBS Arena, Elmont", latitude: 40.7110, longitude: -73.7255, primaryHex: "#00539B", secondaryHex: "#F47D30"),
        NHLClub(tricode: "NYR", name: "New York Rangers", arena: "Madison Square Garden, New York", latitude: 40.7505, longitude: -73.9934, primaryHex: "#0038A8", secondaryHex: "#FFFFFF"),
        NHLClub(tricode: "OTT", name: "Ottawa Senators", arena: "Canadian Tire Centre, Ottawa", latitude: 45.2969, longitude: -75.9271, primaryHex: "#C52032", secondaryHex: "#000000"),
        NHLClub(tricode: "PHI", name: "Philadelphia Flyers", arena: "Wells Fargo Center, Philadelphia", latitude: 39.9012, longitude: -75.1720, primaryHex: "#F74902", secondaryHex: "#000000"),
        NHLClub(tricode: "PIT", name: "Pittsburgh Penguins", arena: "PPG Paints Arena, Pittsburgh", latitude: 40.4394, longitude: -79.9893, primaryHex: "#000000", secondaryHex: "#FCB514"),
        NHLClub(tricode: "SJS", name: "San Jose Sharks", arena: "SAP Center, San Jose", latitude: 37.3327, longitude: -121.9010, primaryHex: "#006D75", secondaryHex: "#FFFFFF"),
        NHLClub(tricode: "SEA", name: "Seattle Kraken", arena: "Climate Pledge Arena, Seattle", latitude: 47.6221, longitude: -122.3540, primaryHex: "#001628", secondaryHex: "#99D9D9"),
        NHLClub(tricode: "STL", name: "St. Louis Blues", arena: "Enterprise Center, St. Louis", latitude: 38.6268, longitude: -90.2027, primaryHex: "#002F87", secondaryHex: "#FCB514"),
        NHLClub(tricode: "TBL", name: "Tampa Bay Lightning", arena: "Amalie Arena, Tampa", latitude: 27.9427, longitude: -82.4519, primaryHex: "#002868", secondaryHex: "#FFFFFF"),
        NHLClub(tricode: "TOR", name: "Toronto Maple Leafs", arena: "Scotiabank Arena, Toronto", latitude: 43.6435, longitude: -79.3791, primaryHex: "#00205B", secondaryHex: "#FFFFFF"),
        NHLClub(tricode: "UTA", name: "Utah Hockey Club", arena: "Delta Center, Salt Lake City", latitude: 40.7683, longitude: -111.9011, primaryHex: "#090909", secondaryHex: "#71AFE5"),
        NHLClub(tricode: "VAN", name: "Vancouver Canucks", arena: "Rogers Arena, Vancouver", latitude: 49.2778, longitude: -123.1089, primaryHex: "#00205B", secondaryHex: "#FFFFFF"),
        NHLClub(tricode: "VGK", name: "Vegas Golden Knights", arena: "T-Mobile Arena, Las Vegas", latitude: 36.1029, longitude: -115.1784, primaryHex: "#333F42", secondaryHex: "#B4975A"),
        NHLClub(tricode: "WSH", name: "Washington Capitals", arena: "Capital One Arena, Washington", latitude: 38.8981, longitude: -77.0209, primaryHex: "#041E42", secondaryHex: "#C8102E"),
        NHLClub(tricode: "WPG", name: "Winnipeg Jets", arena: "Canada Life Centre, Winnipeg", latitude: 49.8927, longitude: -97.1435, primaryHex: "#041E42", secondaryHex: "#A2AAAD"),
    ]

    private static let byTricode: [String: NHLClub] = Dictionary(uniqueKeysWithValues: all.map { ($0.tricode, $0) })

    public static func club(_ tricode: String?) -> NHLClub? { tricode.flatMap { byTricode[$0.uppercased()] } }
}
