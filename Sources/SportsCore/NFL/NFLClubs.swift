/// The 32 clubs' colours (primary, secondary), keyed by YinzCam tricode.
public struct NFLClub: Sendable, Equatable {
    public let triCode: String
    public let name: String
    public let primaryHex: String
    public let secondaryHex: String
}

public enum NFLClubs {
    public static let all: [NFLClub] = [
        NFLClub(triCode: "ARI", name: "Arizona Cardinals", primaryHex: "#97233F", secondaryHex: "#FFB612"),
        NFLClub(triCode: "ATL", name: "Atlanta Falcons", primaryHex: "#A71930", secondaryHex: "#FFFFFF"),
        NFLClub(triCode: "BAL", name: "Baltimore Ravens", primaryHex: "#241773", secondaryHex: "#9E7C0C"),
        NFLClub(triCode: "BUF", name: "Buffalo Bills", primaryHex: "#00338D", secondaryHex: "#FFFFFF"),
        NFLClub(triCode: "CAR", name: "Carolina Panthers", primaryHex: "#0085CA", secondaryHex: "#101820"),
        NFLClub(triCode: "CHI", name: "Chicago Bears", primaryHex: "#0B162A", secondaryHex: "#C83803"),
        NFLClub(triCode: "CIN", name: "Cincinnati Bengals", primaryHex: "#FB4F14", secondaryHex: "#000000"),
        NFLClub(triCode: "CLE", name: "Cleveland Browns", primaryHex: "#311D00", secondaryHex: "#FF3C00"),
        NFLClub(triCode: "DAL", name: "Dallas Cowboys", primaryHex: "#003594", secondaryHex: "#FFFFFF"),
        NFLClub(triCode: "DEN", name: "Denver Broncos", primaryHex: "#FB4F14", secondaryHex: "#002244"),
        NFLClub(triCode: "DET", name: "Detroit Lions", primaryHex: "#0076B6", secondaryHex: "#FFFFFF"),
        NFLClub(triCode: "GB", name: "Green Bay Packers", primaryHex: "#203731", secondaryHex: "#FFB612"),
        NFLClub(triCode: "HOU", name: "Houston Texans", primaryHex: "#03202F", secondaryHex: "#A71930"),
        NFLClub(triCode: "IND", name: "Indianapolis Colts", primaryHex: "#002C5F", secondaryHex: "#FFFFFF"),
        NFLClub(triCode: "JAX", name: "Jacksonville Jaguars", primaryHex: "#006778", secondaryHex: "#D7A22A"),
        NFLClub(triCode: "KC", name: "Kansas City Chiefs", primaryHex: "#E31837", secondaryHex: "#FFB81C"),
        NFLClub(triCode: "LV", name: "Las Vegas Raiders", primaryHex: "#000000", secondaryHex: "#A5ACAF"),
        NFLClub(triCode: "OAK", name: "Oakland Raiders", primaryHex: "#000000", secondaryHex: "#A5ACAF"),
        NFLClub(triCode: "LAC", name: "Los Angeles Chargers", primaryHex: "#0080C6", secondaryHex: "#FFC20E"),
        NFLClub(triCode: "LAR", name: "Los Angeles Rams", primaryHex: "#003594", secondaryHex: "#FFA300"),
        NFLClub(triCode: "MIA", name: "Miami Dolphins", primaryHex: "#008E97", secondaryHex: "#FFFFFF"),
        NFLClub(triCode: "MIN", name: "Minnesota Vikings", primaryHex: "#4F2683", secondaryHex: "#FFC62F"),
        NFLClub(triCode: "NE", name: "New England Patriots", primaryHex: "#002244", secondaryHex: "#C60C30"),
        NFLClub(triCode: "NO", name: "New Orleans Saints", primaryHex: "#D3BC8D", secondaryHex: "#101820"),
        NFLClub(triCode: "NYG", name: "New York Giants", primaryHex: "#0B2265", secondaryHex: "#A71930"),
        NFLClub(triCode: "NYJ", name: "New York Jets", primaryHex: "#125740", secondaryHex: "#FFFFFF"),
        NFLClub(triCode: "PHI", name: "Philadelphia Eagles", primaryHex: "#004C54", secondaryHex: "#A5ACAF"),
        NFLClub(triCode: "PIT", name: "Pittsburgh Steelers", primaryHex: "#FFB612", secondaryHex: "#101820"),
        NFLClub(triCode: "SF", name: "San Francisco 49ers", primaryHex: "#AA0000", secondaryHex: "#B3995D"),
        NFLClub(triCode: "SEA", name: "Seattle Seahawks", primaryHex: "#002244", secondaryHex: "#69BE28"),
        NFLClub(triCode: "TB", name: "Tampa Bay Buccaneers", primaryHex: "#D50A0A", secondaryHex: "#FFFFFF"),
        NFLClub(triCode: "TEN", name: "Tennessee Titans", primaryHex: "#0C2340", secondaryHex: "#4B92DB"),
        NFLClub(triCode: "WAS", name: "Washington Football Team", primaryHex: "#5A1414", secondaryHex: "#FFB612"),
    ]

    private static let byTriCode: [String: NFLClub] = Dictionary(uniqueKeysWithValues: all.map { ($0.triCode, $0) })

    public static func club(_ triCode: String?) -> NFLClub? { triCode.flatMap { byTriCode[$0.uppercased()] } }
}
