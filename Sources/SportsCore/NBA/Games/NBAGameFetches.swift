import FoundationEssentials

extension Fetch where Value == [NBAGame] {
    /// A day's games from the live scoreboard, asked anew each time (but for a copy of a few seconds: today
    /// and yesterday are one URL, and the two asked one after the other were one request too many); the
    /// season schedule when the scoreboard is on another day.
    public static func nbaLive(_ day: Day) -> Fetch {
        Fetch(.nbaScoreboard(date: day.iso), cache: .maxAge(seconds: 5), fallback: { nbaDay(day) }) { try NBAScoreboard.decode($0).games(on: day) }
    }

    /// A day from the season schedule. It is several megabytes, so a copy is
    /// kept for an hour: paging through days costs one download.
    public static func nbaDay(_ day: Day) -> Fetch {
        Fetch(.nbaSchedule(date: day.iso), cache: .maxAge(seconds: 3_600)) { try NBASeasonSchedule.games($0, on: day) }
    }

    /// The day's games from whichever source holds them. The scoreboard holds
    /// the league's current day (US Eastern), which is today or, for a user
    /// east of New York late at night, yesterday; the schedule every other.
    public static func nbaGames(_ day: Day, today: Day) -> Fetch {
        day == today || day == today.adding(days: -1) ? nbaLive(day) : nbaDay(day)
    }
}

extension Fetch where Value == NBABoxscore {
    /// A final never changes again: kept once fetched.
    public static func nbaBoxscore(_ id: Int, final: Bool = false) -> Fetch {
        Fetch(.nbaBoxscore(gameId: id), cache: final ? .forever : .always) {
            let box = try NBABoxscore.decode($0)
            try AnswerIdentity.require(box.gameId, is: id, "game")
            return box
        }
    }
}

extension Fetch where Value == NBAPlayByPlay {
    public static func nbaPlayByPlay(_ id: Int, final: Bool = false) -> Fetch {
        Fetch(.nbaPlayByPlay(gameId: id), cache: final ? .forever : .always) {
            let plays = try NBAPlayByPlay.decode($0)
            try AnswerIdentity.require(plays.gameId, is: id, "game")
            return plays
        }
    }
}
