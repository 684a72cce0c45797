import Jumbotron

/// What each source serves, from the league table and the tab table: a
/// source that fails costs these, so doctor names them beside it.
enum DoctorFeeds {
    /// `feeds MLB; the Scores tab` for a source's line.
    static func of(_ source: String, rows: [LeagueRow]) -> String {
        func leagues(_ keep: (LeagueSource) -> Bool) -> [String] { rows.filter { keep($0.source) }.map(\.name) }
        let fed: [String]
        switch source {
        case "MLB": fed = leagues { $0 == LeagueSource.mlb }
        case "NHL": fed = leagues { $0 == LeagueSource.nhl } + ["the Hockey tab"]
        case "NBA CDN": fed = leagues { $0 == LeagueSource.nbaCDN }
        case "ESPN": fed = leagues { $0.espn != nil }
        case "YinzCam": fed = ["the Schedule tab"]
        case "TVMaze": fed = ["the Shows tab", "Favorites' posters"]
        case "NBA": fed = ["the Basketball tab"]
        case "NFL logos", "MLB logos", "NBA logos": fed = ["team logos"]
        default: fed = []
        }
        guard !fed.isEmpty else { return "" }
        // Every one named: which leagues stop with a source is what the line is for.
        let named = fed.joined(separator: ", ")
        return source == "ESPN" ? " · feeds \(fed.count) leagues: \(named)" : " · feeds \(named)"
    }
}
