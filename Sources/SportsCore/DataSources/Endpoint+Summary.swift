import FoundationEssentials

extension Endpoint {
    /// What the request is for, in words (for messages).
    public var summary: String {
        switch self {
        case .mlbSchedule(let date): "MLB games on \(date)"
        case .mlbStandings(let season): "MLB standings for \(season)"
        case .mlbGameFeed(let pk): "MLB game \(pk)"
        case .mlbWinProbability(let pk): "the win probability of MLB game \(pk)"
        case .mlbLinescore(let pk): "the linescore of MLB game \(pk)"
        case .yinzcamSchedule: "the NFL schedule"
        case .nflLogo(let tricode): "the \(tricode.uppercased()) logo"
        case .mlbLogo(let id): "the logo of MLB team \(id)"
        case .nbaLogo(let abbreviation): "the \(Self.safeTricode(abbreviation)) logo"
        case .tvmazeShows(let page): "TV shows page \(page)"
        case .tvmazeShow(let id): "TV show \(id)"
        case .tvmazeSearch(let query): "TV shows named like \u{201C}\(query)\u{201D}"
        case .nhlStandings: "the NHL teams"
        case .nhlRoster(let tricode): "the \(tricode.uppercased()) roster"
        case .nhlPlayer(let id): "NHL player \(id)"
        case .nhlSchedule(let date): "NHL games on \(date)"
        case .nhlLanding(let id): "NHL game \(id)"
        case .nhlBoxscore(let id): "the box score of NHL game \(id)"
        case .nhlPlayByPlay(let id): "the plays of NHL game \(id)"
        case .nhlBracket(let season): "the NHL playoff bracket of \(season)"
        case .mlbPostseason(let season): "the MLB postseason of \(season)"
        case .mapOutline: "the map outline"
        case .nbaTeams: "the NBA teams"
        case .nbaPlayers(let team, let cursor): "NBA team \(team) players" + (cursor.map { " from \($0)" } ?? "")
        case .nbaScoreboard(let date), .nbaSchedule(let date): "NBA games on \(date)"
        case .nbaBoxscore(let id): "the box score of NBA game \(NBAGame.code(id))"
        case .nbaPlayByPlay(let id): "the plays of NBA game \(NBAGame.code(id))"
        case .espnDay(let league, let date): "\(league.label) games on \(date)"
        case .espnWeek(let league, let season, let type, let week):
            "\(league.label) \(type == 1 ? "preseason " : type == 3 ? "postseason " : "")week \(week) of \(season)"
        case .espnSummary(let league, let event): "\(league.label) game \(event)"
        case .espnStandings(let league, let season): "\(league.label) standings" + (season.map { " for \($0)" } ?? "")
        case .espnRankings(let league): "\(league.label) rankings"
        case .espnLeaderboard(let league, _): "the \(league.label) leaderboard"
        case .espnLeaders(let league, let season, let type):
            "\(league.label) \(type == 3 ? "postseason " : "")leaders" + (season.map { " of \($0)" } ?? "")
        case .espnAthlete(let league, let id, let part): "\(league.label) player \(id)" + (part.map { " (\($0))" } ?? "")
        case .espnResults(let league, let from, let to): "\(league.label) results from \(from) to \(to)"
        case .espnSearch(let query): "ESPN's athletes named like \u{201C}\(query.prefix(60))\u{201D}"
        case .espnTeam(let league, let team, let part, let season, let type):
            "the \(league.label) \(Self.safeTeam(team)) " + (part == .roster ? "roster" : (type == 3 ? "postseason " : "") + "schedule") + (season.map { " of \($0)" } ?? "")
        case .jolpicaSeason(let season): "the F1 calendar of \(season)"
        case .jolpicaResults(let season, let round): "F1 results of round \(round) of \(season)"
        case .jolpicaDriverStandings(let season): "the F1 drivers' championship of \(season)"
        case .jolpicaTeamStandings(let season): "the F1 constructors' championship of \(season)"
        case .bundled(let inner): inner.summary + " (sample)"
        }
    }
}

/// What of a team's page an answer is.
public enum TeamPart: String, Hashable, Sendable {
    case schedule, roster
}
