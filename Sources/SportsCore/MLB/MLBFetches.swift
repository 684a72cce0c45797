import FoundationEssentials

extension Fetch where Value == [MLBGame] {
    /// One day of the MLB schedule, hydrated with teams, venues and linescores.
    public static func mlbSchedule(_ day: Day) -> Fetch {
        Fetch(.mlbSchedule(date: day.iso)) { try MLBSchedule.decode($0).games }
    }
}

extension Fetch where Value == [StandingsDivision] {
    /// Regular-season standings of both leagues.
    public static func mlbStandings(season: Int) -> Fetch {
        Fetch(.mlbStandings(season: season)) { try MLBStandings.decode($0).divisions }
    }
}

extension Fetch where Value == MLBGameFeed {
    /// One game's whole feed. A final game never changes again: kept once fetched.
    public static func mlbGameFeed(_ gamePk: Int, final: Bool = false) -> Fetch {
        Fetch(.mlbGameFeed(gamePk: gamePk), cache: final ? .forever : .always) {
            let feed = try MLBGameFeed.decode($0)
            try AnswerIdentity.require(feed.gamePk, is: gamePk, "game")
            return feed
        }
    }
}

extension Fetch where Value == MLBGame.Linescore {
    /// A live game's linescore alone (`/api/v1/game/{pk}/linescore`, the feed's `liveData.linescore`): the
    /// inning, count, outs, runners, pitcher and batter, a kilobyte where the whole feed is a hundred. A
    /// game center polls it and asks for the feed only when it changed.
    public static func mlbLinescore(_ gamePk: Int) -> Fetch {
        Fetch(.mlbLinescore(gamePk: gamePk)) {
            guard let tree = try? JSONTree.parse($0), tree.isObject, let linescore = MLBGame.Linescore(tree: tree) else {
                throw FetchError.decoding("not a linescore")
            }
            return linescore
        }
    }
}

extension Fetch where Value == MLBWinProbability {
    public static func mlbWinProbability(_ gamePk: Int, final: Bool = false) -> Fetch {
        Fetch(.mlbWinProbability(gamePk: gamePk), cache: final ? .forever : .always) { try MLBWinProbability.decode($0) }
    }
}
