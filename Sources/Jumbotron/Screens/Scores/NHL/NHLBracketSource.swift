import SportsCore

/// The NHL's bracket from its own API's `playoff-bracket`: a season is named by
/// the year its playoffs are played in, and they begin in April.
public enum NHLBracketSource: BracketSource {
    public static func fetch(_ league: ScoresLeague, season: Int, finished: Bool, refresh: Bool) -> Fetch<PlayoffBracket> {
        .nhlBracket(season: season, finished: finished, refresh: refresh)
    }

    public static func season(on day: Day) -> Int { day.month >= 4 ? day.year : day.year - 1 }

    /// The first playoffs of sixteen clubs in four rounds, the tree the API's letters describe.
    public static var firstSeason: Int { 1980 }

    public static func title(_ league: ScoresLeague, season: Int) -> String { "\(season) Stanley Cup Playoffs" }
}
