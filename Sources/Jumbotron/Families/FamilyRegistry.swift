/// Every sport family, one line each: the only list of them. A new family
/// is its folder and a line here.
enum FamilyRegistry {
    static let all: [any SportFamily.Type] = [
        BaseballFamily.self,
        HockeyFamily.self,
        BasketballFamily.self,
        FootballFamily.self,
        SoccerFamily.self,
        RacingFamily.self,
        FightsFamily.self,
        CricketFamily.self,
        TennisFamily.self,
        GolfFamily.self,
    ]

    /// The family of a sport; a sport none claims has the defaults and no board.
    static func family(_ sport: Sport) -> any SportFamily.Type {
        all.first { $0.sport == sport } ?? NoFamily.self
    }

    /// The sport an ESPN slug's first word names, when a family draws it.
    static func sport(named word: String) -> Sport? { all.first { $0.sport.rawValue == word }?.sport }
}

/// A sport no family claims: every default, and no board for any source.
enum NoFamily: SportFamily {
    static var sport: Sport { Sport(rawValue: "") }
}
