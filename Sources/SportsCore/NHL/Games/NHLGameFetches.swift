import FoundationEssentials

extension Fetch where Value == [NHLGame] {
    /// One day of NHL games: the API answers the week from that day; the rest is dropped.
    public static func nhlSchedule(_ day: Day) -> Fetch {
        Fetch(.nhlSchedule(date: day.iso)) { try NHLSchedule.decode($0).games(on: day) }
    }
}

extension Fetch where Value == NHLLanding {
    /// A final game never changes again: kept once fetched.
    public static func nhlLanding(_ id: Int, final: Bool = false) -> Fetch {
        Fetch(.nhlLanding(gameId: id), cache: final ? .forever : .always) {
            let landing = try NHLLanding.decode($0)
            try AnswerIdentity.require(landing.id, is: id, "game")
            return landing
        }
    }
}

extension Fetch where Value == NHLBoxscore {
    public static func nhlBoxscore(_ id: Int, final: Bool = false) -> Fetch {
        Fetch(.nhlBoxscore(gameId: id), cache: final ? .forever : .always) {
            let box = try NHLBoxscore.decode($0)
            try AnswerIdentity.require(box.game.id, is: id, "game")
            return box
        }
    }
}

extension Fetch where Value == NHLPlayByPlay {
    public static func nhlPlayByPlay(_ id: Int, final: Bool = false) -> Fetch {
        Fetch(.nhlPlayByPlay(gameId: id), cache: final ? .forever : .always) {
            let plays = try NHLPlayByPlay.decode($0)
            try AnswerIdentity.require(plays.game.id, is: id, "game")
            return plays
        }
    }
}
