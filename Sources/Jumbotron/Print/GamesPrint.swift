import FoundationEssentials
import Primitives
import SportsCore

/// A day's games, any league's, as `print` writes them: the game's id, its
/// start (UTC, as the APIs write it), each team and its score, and the state
/// the Scores tab shows. Read from the shared game model, so every league's
/// table says what its board says.
enum GamesPrint {
    /// `columns`: the league's names for the seven columns (`game_pk`, `away_runs`; `game_id`, `away_goals`).
    /// `situation`: an eighth column, the line under the teams (hidden games' is blank).
    static func table(_ games: [Contest], columns: [String], locale: TimeLocale, timeZone: Zone,
                      hide: PrintSpoilers = .none, situation: Bool = false, idDigits: Int? = nil) -> PrintTable {
        PrintTable(columns: columns, rows: games.map(hide.apply).map { g in
            let id: PrintValue = if let idDigits { .text(Fixed.padded(g.id, width: idDigits)) } else { .number(g.id) }
            return [id, .optional(g.start.map(ISODate.formatSeconds)),
             .text(g.away.name), score(g.away), .text(g.home.name), score(g.home),
             .text(g.stateText(locale: locale, timeZone: timeZone))] + (situation ? [.optional(g.situation)] : [])
        })
    }

    /// Field contests a line per entrant: the contest's id, start, name and state, then the
    /// entrant's place, name, score and status (a hidden contest's entrants by name alone).
    static func fieldTable(_ contests: [Contest], locale: TimeLocale, timeZone: Zone, hide: PrintSpoilers = .none) -> PrintTable {
        PrintTable(columns: ["id", "start", "contest", "state", "place", "entrant", "score", "status"], rows: contests.map(hide.apply).flatMap { c in
            let head: [PrintValue] = [.number(c.id), .optional(c.start.map(ISODate.formatSeconds)), .optional(c.name),
                                      .text(c.stateText(locale: locale, timeZone: timeZone))]
            return c.field.map { e in
                head + [.optional(e.place.map { _ in e.placeText }), .text(e.competitor.name), .optional(e.score?.text), .optional(e.status)]
            }
        })
    }

    /// A score that is a number prints as one (`3`); one the sport writes otherwise as its words (`245/6`).
    static func score(_ side: Competitor) -> PrintValue {
        side.scored.map { s in s.value.flatMap { String($0) == s.text ? PrintValue.number($0) : nil } ?? .text(s.text) } ?? .null
    }
}

/// Spoiler-free printing: the games whose scores stay hidden come out as the
/// screen shows them, without scores, winner, overtime or situation.
public struct PrintSpoilers: Sendable {
    public let hides: @Sendable (Contest) -> Bool
    /// Whether spoilers are hidden at all, and the games revealed with `v` (the schedule's reveal by these).
    public let isOn: Bool
    public let revealed: Set<RevealedGame>

    public init(isOn: Bool = true, revealed: Set<RevealedGame> = [], hides: @escaping @Sendable (Contest) -> Bool) {
        self.hides = hides; self.isOn = isOn; self.revealed = revealed
    }

    public static let none = PrintSpoilers(isOn: false) { _ in false }

    /// Hidden: started (not scheduled, postponed or cancelled) and not revealed with `v`.
    public static func hiding(revealed: Set<RevealedGame>) -> PrintSpoilers {
        PrintSpoilers(revealed: revealed) { g in
            g.state != .scheduled && g.state != .postponed && g.state != .cancelled
                && !revealed.contains(RevealedGame(league: g.league.rawValue, game: g.id))
        }
    }

    public func apply(_ game: Contest) -> Contest {
        hides(game) ? Spoilers.masked(game) : game
    }
}
