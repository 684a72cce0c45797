import FoundationEssentials

extension LeagueID {
    public static let mlb = LeagueID("mlb")
}

extension MLBGame {
    /// The game in the model every league shares.
    public var summary: Contest {
        var g = Contest(league: .mlb, id: gamePk, start: ScoreRules.startDate(self),
                            state: summaryState, away: summaryTeam(.away), home: summaryTeam(.home),
                            winner: ScoreRules.winner(self).map { $0 == .away ? .away : .home })
        g.venue = [venue?.name, venue?.location?.city].compactMap { $0 }.joined(separator: ", ")
        if g.venue?.isEmpty == true { g.venue = nil }
        if g.isLive, let line = linescore {
            g.situation = Self.situationText(outs: line.outs, first: line.offense?.first != nil,
                                             second: line.offense?.second != nil, third: line.offense?.third != nil)
        }
        g.watch = watch
        g.lineScore = lineScoreSummary
        g.timeTBD = status.startTimeTBD == true
        if g.isLive, let inning = linescore?.currentInning {
            let scheduled = linescore?.scheduledInnings ?? scheduledInnings ?? 9
            g.overtime = inning > scheduled
            g.late = inning >= scheduled
        }
        return g
    }

    /// Runs by inning (extra innings keep their numbers), then hits and errors.
    var lineScoreSummary: LineScore? {
        guard let line = linescore, let innings = line.innings, !innings.isEmpty else { return nil }
        var columns = LineScore.periods(away: innings.map { $0.away?.runs }, home: innings.map { $0.home?.runs },
                                        regulation: line.scheduledInnings ?? 9, numberedPast: true)
        let periods = columns.count
        for (label, stat) in [("H", \LineStats.hits), ("E", \LineStats.errors)] {
            let away = line.teams?.away?[keyPath: stat], home = line.teams?.home?[keyPath: stat]
            if away != nil || home != nil {
                columns.append(.init(label, away: away.map(String.init) ?? "", home: home.map(String.init) ?? ""))
            }
        }
        return LineScore(columns: columns, totalAt: periods, total: "R")
    }

    /// `1 out, runners on 1st and 3rd`; `2 outs, bases empty`.
    static func situationText(outs: Int?, first: Bool, second: Bool, third: Bool) -> String? {
        guard let outs, (0...3).contains(outs) else { return nil }
        let bases = [(first, "1st"), (second, "2nd"), (third, "3rd")].filter(\.0).map(\.1)
        let runners = switch bases.count {
        case 0: "bases empty"
        case 3: "bases loaded"
        case 1: "runner on \(bases[0])"
        default: "runners on \(bases.joined(separator: " and "))"
        }
        return "\(outs) out\(outs == 1 ? "" : "s"), \(runners)"
    }

    /// Television, national first, each network once.
    var watch: [String] {
        let tv = (broadcasts ?? []).filter { ($0.type ?? "TV") == "TV" && $0.name != nil }
        let ordered = tv.filter { $0.isNational == true } + tv.filter { $0.isNational != true }
        var seen = Set<String>()
        return ordered.compactMap(\.name).filter { seen.insert($0).inserted }
    }

    /// A club's id in the shared model (`mlb:147`).
    public static func scopedID(_ id: Int) -> String { "mlb:\(id)" }

    private var summaryState: Contest.State {
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

    private func summaryTeam(_ side: ScoreRules.Side) -> Competitor {
        let t = side == .away ? teams.away : teams.home
        return Competitor(id: t.team.id.map(Self.scopedID) ?? "mlb:?\(ScoreRules.abbreviation(t.team))",
                                abbreviation: ScoreRules.abbreviation(t.team), name: ScoreRules.teamName(t.team),
                                score: ScoreRules.runs(self, side), record: ScoreRules.recordText(t.leagueRecord))
    }
}
