import FoundationEssentials
import SportsCore
import TerminalUI

/// ESPN's families (football, soccer, basketball): a slate is the scoreboard's answer, its games
/// ESPN's, its standings ESPN's one shape.
public protocol ESPNFamily: League where Slate == ESPNSlate, Game == ESPNGame, Standings == ESPNStandingsScreen {}

extension ESPNFamily {
    /// A league's sample days are its `espn/<code>-day-…` files.
    static func espnSampleDays(_ league: ScoresLeague, _ offline: OfflineDataSource) -> [Day] {
        let code = league.row.source.espn?.league ?? league.rawValue
        return offline.sampleKeys("espn", "\(code)-day-").compactMap { Day(iso: $0) }.sorted()
    }

    /// One day of a league of the family, by its row's ESPN league (`sport` for a row without one).
    static func espnDay(_ league: ScoresLeague, _ day: Day, sport: String) -> Fetch<ESPNSlate> {
        .espnDay(league.row.source.espn ?? ESPNLeague(sport: sport, league: league.rawValue), day)
    }

    /// The games under a heading for each day they start on in the user's zone
    /// (`name` says the day, the first game of it given), in the slate's order.
    static func dayRows(_ slate: ESPNSlate, _ context: ScreenContext, name: (String, ESPNGame) -> String) -> [BoardRow] {
        var rows: [BoardRow] = []
        var lastDay: Day?
        for (i, game) in slate.games.enumerated() {
            let day = game.start.map { Day($0, in: context.display.timeZone) }
            if day != lastDay || rows.isEmpty {
                rows.append(.heading(name(day.map { TimeText.weekdayName($0, locale: context.display.locale) } ?? "Time to be announced", game)))
                lastDay = day
            }
            rows.append(.game(i))
        }
        return rows
    }

    public static func games(in slate: ESPNSlate) -> [ESPNGame] { slate.games }
    public static func slate(_ slate: ESPNSlate, with games: [ESPNGame]) -> ESPNSlate {
        var answer = slate
        answer.games = games
        return answer
    }
}


/// A section whose four words (title, strip word, key, hint) are one table row.
public protocol WordedSection: CenterSection {
    var words: (title: String, short: String, key: Character, hint: String) { get }
}

extension WordedSection {
    public var title: String { words.title }
    public var short: String { words.short }
    public var key: Character { words.key }
    public var hint: String { words.hint }
}
