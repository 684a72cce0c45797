import FoundationEssentials

extension LeagueID {
    public static let mlb = LeagueID("mlb")
}

extension MLBGame {
    /// The game in the model every league shares.
    public var summary: GameSummary {
        GameSummary(league: .mlb, id: gamePk,
                    start: status.startTimeTBD == true ? nil : ScoreRules.startDate(self),
                    state: summaryState, away: summaryTeam(.away), home: summaryTeam(.home),
                    winner: ScoreRules.winner(self).map { $0 == .away ? .away : .home })
    }

    /// A club's id in the shared model (`mlb:147`).
    public static func scopedID(_ id: Int) -> String { "mlb:\(id)" }

    private var summaryState: GameSummary.State {
        switch ScoreRules.phase(self) {
        case .scheduled: .scheduled
        case .live: .live(period: ScoreRules.inningText(linescore) ?? (status.detailedState ?? "Live"), clock: nil)
        case .delayed: .delayed
        case .final:
            if let n = ScoreRules.inningsPlayed(self), n != 9 { .final(detail: "F/\(n)") } else { .final(detail: nil) }
        case .postponed: .postponed
        case .suspended: .suspended
        case .cancelled: .cancelled
        }
    }

    private func summaryTeam(_ side: ScoreRules.Side) -> GameSummary.Team {
        let t = side == .away ? teams.away : teams.home
        return GameSummary.Team(id: t.team.id.map(Self.scopedID) ?? "mlb:?\(ScoreRules.abbreviation(t.team))",
                                abbreviation: ScoreRules.abbreviation(t.team), name: ScoreRules.teamName(t.team),
                                score: ScoreRules.runs(self, side), record: ScoreRules.recordText(t.leagueRecord))
    }
}
