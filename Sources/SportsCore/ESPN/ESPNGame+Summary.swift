import FoundationEssentials

extension LeagueID {
    public static let nfl = LeagueID("nfl")
}

extension ESPNGame {
    /// The game in the model every league shares.
    public var summary: Contest {
        if isSoccer { return soccerSummary }
        let phase = FootballRules.phase(self)
        let showsScore = phase == .live || phase == .final || phase == .delayed || phase == .suspended
        func team(_ t: Team) -> Competitor {
            let abbreviation = t.abbreviation ?? "?"
            return Competitor(id: "\(league.rawValue):\(abbreviation)", abbreviation: abbreviation, name: t.name ?? abbreviation,
                                    score: showsScore ? t.score : nil, record: t.record, rank: t.rank)
        }
        let state: Contest.State = switch phase {
        case .scheduled: .scheduled
        case .live: FootballRules.liveState(self)
        case .delayed: .delayed
        case .final: .final(detail: FootballRules.finalDetail(self))
        case .postponed: .postponed
        case .suspended: .suspended
        case .cancelled: .cancelled
        case .abandoned: .abandoned
        }
        var winner: Contest.Side?
        if phase == .final, let a = away.score, let h = home.score, a != h { winner = a > h ? .away : .home }
        var g = Contest(league: league, id: id, start: start, state: state, away: team(away), home: team(home), winner: winner)
        g.situation = FootballRules.situation(self).map { $0.redZone ? "\($0.text) · RED ZONE" : $0.text }
        g.watch = broadcasts
        g.venue = venueText
        g.series = series
        if phase == .live { g.lastPlay = situation?.lastPlay }
        if showsScore { g.lineScore = quarterLine }
        g.overtime = phase == .live && (period ?? 0) > regulation
        g.late = phase == .live && (g.overtime || (period == regulation && (NHLClockText.seconds(clock).map { $0 <= 300 } ?? false)))
        if phase == .live { g.lastPlayID = situation?.lastPlayID; g.lastPlayType = situation?.lastPlayType }
        return g
    }
}

extension ESPNGame {
    /// Points by quarter (halves in soccer and the men's college game), as the scoreboard lists them.
    var quarterLine: LineScore? {
        guard !(away.quarters.isEmpty && home.quarters.isEmpty) else { return nil }
        return LineScore(columns: LineScore.periods(away: away.quarters.map { $0 }, home: home.quarters.map { $0 }, regulation: regulation))
    }

    /// `Acrisure Stadium, Pittsburgh`.
    var venueText: String? {
        let parts = [venue, venueCity].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

extension ESPNGame {
    /// A soccer match in the shared model: the minute for a clock, the shootout's winner.
    var soccerSummary: Contest {
        let phase = SoccerRules.phase(self)
        let showsScore = [.live, .final, .delayed, .suspended, .abandoned].contains(phase)
        func team(_ t: Team) -> Competitor {
            let abbreviation = t.abbreviation ?? "?"
            // A club is one team across competitions: ESPN numbers it once.
            let id = t.id.map(Competitor.soccerClub) ?? "\(league.rawValue):\(abbreviation)"
            return Competitor(id: id, abbreviation: abbreviation, name: t.name ?? abbreviation,
                                    score: showsScore ? t.score : nil, record: t.record)
        }
        let state: Contest.State = switch phase {
        case .scheduled: .scheduled
        case .live: SoccerRules.liveState(self)
        case .delayed: .delayed
        case .final: .final(detail: SoccerRules.finalDetail(self))
        case .postponed: .postponed
        case .abandoned: .abandoned
        case .suspended: .suspended
        case .cancelled: .cancelled
        }
        var g = Contest(league: league, id: id, start: start, state: state, away: team(away), home: team(home), winner: SoccerRules.winner(self))
        g.situation = SoccerRules.situation(self)
        g.watch = broadcasts
        g.venue = venueText
        g.overtime = phase == .live && ((period ?? 0) > 2 || statusName == "STATUS_SHOOTOUT")
        // The last ten minutes: the clock reads `83'`, `90'+2'`.
        let minute = clock.flatMap { Int($0.prefix { $0.isNumber }) }
        g.late = phase == .live && (g.overtime || statusName == "STATUS_END_OF_REGULATION" || (minute.map { $0 >= 80 } ?? false))
        func words(_ m: Moment) -> String {
            let code = [away, home].first { $0.id != nil && $0.id == m.teamID }?.abbreviation
            return [m.minute, m.player, code.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
        }
        if phase == .live, let goal = moments.last(where: \.isGoal) {
            g.lastPlay = "Goal " + words(goal) + (goal.kind == .penalty ? " (pen)" : goal.kind == .ownGoal ? " (own goal)" : "")
        }
        g.redCards = moments.filter { $0.kind == .red }.map(words)
        return g
    }
}
