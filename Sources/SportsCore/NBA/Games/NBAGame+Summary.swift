import FoundationEssentials

extension LeagueID {
    public static let nba = LeagueID("nba")
}

extension NBAGame {
    /// The game in the model every league shares.
    public var summary: Contest {
        let phase = NBAGameRules.phase(self)
        let showsScore = phase == .live || phase == .final
        func team(_ t: Team) -> Competitor {
            let tricode = t.tricode ?? "?"
            return Competitor(id: "nba:\(tricode)", abbreviation: tricode, name: t.fullName,
                                    score: showsScore ? t.score : nil, record: t.record)
        }
        let state: Contest.State = switch phase {
        case .scheduled: .scheduled
        case .live: NBAGameRules.liveState(self)
        case .final: NBAGameRules.finalState(self)
        case .postponed: .postponed
        }
        var winner: Contest.Side?
        if phase == .final, let a = away.score, let h = home.score, a != h { winner = a > h ? .away : .home }
        var g = Contest(league: .nba, id: id, start: startUTC.flatMap(ISODate.parse), state: state,
                            away: team(away), home: team(home), winner: winner)
        g.watch = broadcasters
        g.venue = arena
        g.series = seriesText
        if showsScore, !(away.periods.isEmpty && home.periods.isEmpty) {
            g.lineScore = LineScore(columns: LineScore.periods(away: away.periods.map { $0 }, home: home.periods.map { $0 },
                                                               regulation: regulationPeriods ?? 4))
        }
        g.overtime = phase == .live && (period ?? 0) > (regulationPeriods ?? 4)
        g.late = phase == .live && (g.overtime
            || (period == (regulationPeriods ?? 4) && (NBAGameRules.seconds(clock).map { $0 <= 300 } ?? false)))
        return g
    }
}
