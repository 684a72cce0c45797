import FoundationEssentials

extension LeagueID {
    public static let nhl = LeagueID("nhl")
}

extension NHLGame {
    /// The game in the model every league shares.
    public var summary: Contest {
        let phase = NHLGameRules.phase(self)
        let showsScore = phase == .live || phase == .final
        func team(_ t: Team) -> Competitor {
            let abbreviation = t.abbrev ?? "?"
            return Competitor(id: "nhl:\(abbreviation)", abbreviation: abbreviation,
                                    name: t.fullName, score: showsScore ? t.score : nil)
        }
        var g = Contest(league: .nhl, id: id, start: startTimeUTC.flatMap(ISODate.parse), state: summaryState(phase),
                            away: team(away), home: team(home), winner: winner(phase))
        g.watch = broadcasts
        g.venue = venue
        g.series = series?.text
        // The scoreboard gives shots on goal, not goals by period.
        if showsScore, away.sog != nil || home.sog != nil {
            g.lineScore = LineScore(columns: [.init("SOG", away: away.sog.map(String.init) ?? "", home: home.sog.map(String.init) ?? "")], totalAt: 0)
        }
        g.overtime = phase == .live && (periodType == "OT" || periodType == "SO" || (period ?? 0) > 3)
        // The third period's last five minutes, or past it.
        g.late = phase == .live && (g.overtime || (period == 3 && (NHLClockText.seconds(clock?.timeRemaining).map { $0 <= 300 } ?? false)))
        return g
    }

    private func summaryState(_ phase: NHLGameRules.Phase) -> Contest.State {
        switch phase {
        case .scheduled: return .scheduled
        case .live:
            guard let label = NHLGameRules.periodLabel(self) else { return .live(period: "Live", clock: nil) }
            if clock?.inIntermission == true { return .live(period: label, clock: "INT") }
            if let time = clock?.timeRemaining, !time.isEmpty { return .live(period: label, clock: time) }
            return .live(period: label, clock: nil)
        case .final:
            switch lastPeriodType ?? periodType {
            case "SO": return .final(detail: "Final/SO")
            case "OT":
                let overtimes = otPeriods ?? max(1, (period ?? 4) - 3)
                return .final(detail: overtimes > 1 ? "Final/\(overtimes)OT" : "Final/OT")
            default: return .final(detail: nil)
            }
        case .postponed: return .postponed
        case .suspended: return .suspended
        case .cancelled: return .cancelled
        }
    }

    /// A shootout's winner has the extra goal, so the higher score decides.
    private func winner(_ phase: NHLGameRules.Phase) -> Contest.Side? {
        guard phase == .final, let a = away.score, let h = home.score, a != h else { return nil }
        return a > h ? .away : .home
    }
}
