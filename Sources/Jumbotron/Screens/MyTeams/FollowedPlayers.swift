import FoundationEssentials
import SportsCore

/// A followed team sport's player in My Teams: their team's games in their
/// block, and their own line from ESPN's game log in place of the team's last
/// result. The log is asked for once a block first shows, and again after each
/// new final of their team (a line changes only with a game).
enum FollowedPlayers {
    /// The game logs to ask for now: a player's whose team has a final they were not asked after.
    static func asks(_ state: inout MyTeamsState, _ context: ScreenContext) -> [Effect<MyTeamsAction>] {
        var effects: [Effect<MyTeamsAction>] = []
        for block in state.blocks {
            guard let athlete = block.team.athlete, block.league.entry.coverTitles[.player] != nil else { continue }
            let last = block.last?.game.id ?? 0
            guard state.logsAsked[athlete] != last else { continue }
            state.logsAsked[athlete] = last
            let league = LeadersCover.espn(block.league)
            effects.append(.fetch(.espnGameLog(league, id: athlete), key: "myteams.player.\(athlete)") { result, _ in .playerLog(athlete, result) })
        }
        return effects
    }

    /// `Nov 20 vs BOS W 112-104 · PTS 28 REB 8 AST 9`: the newest game of the log; nil before it came, while
    /// spoilers are hidden (the team's masked result is said instead), or while the log has not caught up with
    /// the team's last final (ESPN writes a game's line after it; one the player sat out never comes).
    static func line(_ block: TeamBlock, _ state: MyTeamsState, _ context: ScreenContext) -> String? {
        let display = context.display
        guard let athlete = block.team.athlete, !display.hideSpoilers,
              let log = state.playerLogs[athlete], let game = log.games.first else { return nil }
        if let last = block.last, let played = game.date, Day(played, in: display.timeZone) < last.day { return nil }
        let date = game.date.map { TimeText.shortDate($0, locale: display.locale, timeZone: display.timeZone) }
        let head = [date, "\(game.atVs) \(game.opponent)", game.result.isEmpty ? nil : game.result].compactMap { $0 }.joined(separator: " ")
        let figures = figures(log, game)
        return figures.isEmpty ? head : head + " · " + figures
    }

    /// The labels most lines are read by, in this order, where the log has them; else its first four columns.
    static let telling = ["PTS", "REB", "AST", "G", "A", "+/-", "SOG", "SV%", "GA", "AB", "H", "HR", "RBI", "IP", "ER", "K", "SO", "ERA",
                          "CMP", "ATT", "YDS", "TD", "INT", "CAR", "REC", "TOT", "SACK"]

    static func figures(_ log: ESPNGameLog, _ game: ESPNGameLog.Game) -> String {
        let pairs = log.labels.indices.compactMap { i in game.stats.indices.contains(i) ? (label: log.labels[i], value: game.stats[i]) : nil }
        let chosen = telling.compactMap { label in pairs.first { $0.label == label } }.prefix(5)
        let shown = chosen.isEmpty ? Array(pairs.prefix(4)) : Array(chosen)
        return shown.map { "\($0.label) \($0.value)" }.joined(separator: " ")
    }
}
