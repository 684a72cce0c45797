import SportsCore

/// MLB's postseason from the Stats API's `schedule/postseason/series`: a season
/// is the year it is played in, begun at the end of September. Drawn from
/// 2022, the first postseason of twelve clubs (the tree `MLBPostseason` reads).
public enum MLBBracketSource: BracketSource {
    public static func fetch(_ league: ScoresLeague, season: Int, finished: Bool, refresh: Bool) -> Fetch<PlayoffBracket> {
        .mlbPostseason(season: season, finished: finished, refresh: refresh)
    }

    public static func season(on day: Day) -> Int { day.month >= 10 || (day.month == 9 && day.day >= 30) ? day.year : day.year - 1 }

    public static var firstSeason: Int { MLBPostseason.firstSeason }

    public static func title(_ league: ScoresLeague, season: Int) -> String { "\(season) MLB Postseason" }

    public static var beforeFirstSeason: String {
        "The bracket is drawn from the \(firstSeason) postseason on, the first of twelve clubs."
    }
}
