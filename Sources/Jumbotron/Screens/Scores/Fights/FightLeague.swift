import FoundationEssentials
import SportsCore
import TerminalUI

/// A promotion in the Scores tab: each card by segment (the main card first,
/// its main event on top, then the prelims), each bout's weight class, the
/// two fighters with their records, the result or the live round and clock.
enum FightLeague: League {
    typealias Game = Bout
    typealias Center = FightCenter
    typealias Standings = NoStandings
}

extension FightLeague: ESPNScoreboardLeague {
    static var espnSport: String { "mma" }
    static func decode(_ data: Data, league: LeagueID, day: Day) throws -> Slate { try FightScoreboard.decode(data, league: league) }

    /// `Sub R2 1:05`.
    static var stateWidth: Int { 11 }
    /// The early prelims to the main event.
    static var longestGame: TimeInterval { 7 * 3600 }

    static func rows(_ slate: [Bout], _ context: ScreenContext) -> [BoardRow] {
        FightCard.rows(slate)
    }

    /// A fighter's record beside their name.
    static func note(_ game: Bout, _ side: Contest.Side) -> String? { side == .away ? game.red.record : game.blue.record }

    /// The weight class and the rounds under the fighters; a title's five rounds flagged.
    static func situation(_ game: Bout) -> RowSituation? {
        guard let weight = game.weightClass else { return nil }
        return RowSituation(text: weight, flag: game.scheduledRounds == 5 ? "5 ROUNDS" : nil)
    }

    static var printSections: [String] { ["bout"] }

    /// `print game --league ufc ID`: looked for on the days around today (the sample's, offline).
    static func printGame(_ league: ScoresLeague, _ id: Int, _ section: String, _ data: any DataSource,
                          _ locale: TimeLocale, _ zone: Zone) async throws(FetchError) -> PrintTable {
        let found = await lookUp(league, data, zone: zone) { $0.first(where: { $0.id == id }) }
        guard let bout = found else { throw notFound(league, id, zone: zone) }
        return FightPage.facts(bout, locale: locale, zone: zone)
    }
}

/// A card's bouts by segment. ESPN's answer lists a card from its first bout to its main
/// event and names no segments; the bouts that start together make one, the latest the
/// main card, the one before the prelims, any earlier the early prelims.
enum FightCard {
    static func rows(_ bouts: [Bout]) -> [BoardRow] {
        var rows: [BoardRow] = []
        var events: [Int] = []
        for bout in bouts where !events.contains(bout.eventID) { events.append(bout.eventID) }
        for event in events {
            let indices = bouts.indices.filter { bouts[$0].eventID == event }
            let starts = Array(Set(indices.compactMap { bouts[$0].start })).sorted(by: >)
            let name = bouts[indices[0]].eventName
            guard starts.count > 1 else {
                rows.append(.heading(name))
                rows += indices.reversed().map(BoardRow.game)
                continue
            }
            for (n, start) in starts.enumerated() {
                let segment = n == 0 ? "Main card" : n == 1 ? "Prelims" : "Early prelims"
                rows.append(.heading("\(name) · \(segment)"))
                rows += indices.filter { bouts[$0].start == start }.reversed().map(BoardRow.game)
            }
            let unset = indices.filter { bouts[$0].start == nil }
            if !unset.isEmpty {
                rows.append(.heading("\(name) · Time to be announced"))
                rows += unset.reversed().map(BoardRow.game)
            }
        }
        return rows
    }
}
