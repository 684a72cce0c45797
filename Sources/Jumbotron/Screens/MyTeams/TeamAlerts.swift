import SportsCore
import TerminalUI

/// What is worth an alert between two answers for the same games: a
/// followed team's game starting or ending, and a followed team scoring.
/// Basketball scores too often for every basket: there it is a lead change,
/// the end of a quarter and the final. Soccer adds a red card, with the
/// player and the minute. Spoilers hidden: the start and the end only, without a score.
enum TeamAlerts {
    /// One piece of news: what it says, and the event it tells (so it is told once).
    struct News: Equatable {
        let event: String
        let text: String
    }

    static func changes(before: [GameSummary], after: [GameSummary], teams: Set<String>,
                        hides: (GameSummary) -> Bool, locale: TimeLocale, zone: Zone) -> [News] {
        let old = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var news: [News] = []
        for now in after where teams.contains(now.away.id) || teams.contains(now.home.id) {
            guard let was = old[now.id] else { continue }
            let hidden = hides(now)
            let matchup = "\(now.away.abbreviation) @ \(now.home.abbreviation)"
            let state = now.stateText(locale: locale, timeZone: zone)
            let game = "\(now.league.rawValue) \(now.id)"
            if was.state == .scheduled && now.isLive {
                news.append(News(event: "\(game) start", text: "\(matchup) has started" + (now.watch.first.map { " · \($0)" } ?? "")))
            } else if was.isLive && now.isFinal {
                news.append(News(event: "\(game) end",
                                 text: hidden ? "\(matchup) has ended" : "\(state): \(scoreline(now, leader: now.winner ?? .away))"))
            } else if now.isLive, !hidden {
                news += liveChange(was, now, teams: teams, state: state).map { News(event: "\(game) \($0.event)", text: $0.text) }
            }
        }
        return news
    }

    static func liveChange(_ was: GameSummary, _ now: GameSummary, teams: Set<String>, state: String) -> [News] {
        let (a0, h0) = (was.away.score ?? 0, was.home.score ?? 0)
        guard let a1 = now.away.score, let h1 = now.home.score else { return [] }
        // Basketball scores too often for every basket: its sport, from the league table, says so.
        if ScoresLeague(rawValue: now.league.rawValue)?.row.sport == .basketball {
            var out: [News] = []
            let led = (a0 - h0).signum(), leads = (a1 - h1).signum()
            if leads != 0, led != leads {
                let side: GameSummary.Side = leads > 0 ? .away : .home
                out.append(News(event: "lead \(a1)-\(h1)",
                                text: "\(now.team(side).abbreviation) takes the lead: \(scoreline(now, leader: side)) · \(state)"))
            }
            if state.hasPrefix("End") || state == "Half", was.state != now.state {
                out.append(News(event: "break \(state)", text: "\(state): \(scoreline(now, leader: a1 >= h1 ? .away : .home))"))
            }
            return out
        }
        var out: [News] = []
        for (n, card) in now.redCards.enumerated() where n >= was.redCards.count {
            out.append(News(event: "red \(n + 1)", text: "Red card: \(card) · \(scoreline(now, leader: .home)) · \(state)"))
        }
        for (side, before, after) in [(GameSummary.Side.away, a0, a1), (.home, h0, h1)]
        where after > before && teams.contains(now.team(side).id) {
            out.append(News(event: "score \(side) \(after)",
                            text: "\(scoreline(now, leader: side)) · \(state)" + (now.lastPlay.map { " · \($0)" } ?? "")))
        }
        return out
    }

    /// `DET 8-6 CHC`: the side named first leads the line.
    static func scoreline(_ g: GameSummary, leader: GameSummary.Side) -> String {
        let first = g.team(leader), second = g.team(leader == .away ? .home : .away)
        return "\(first.abbreviation) \(first.score.map(String.init) ?? "-")-\(second.score.map(String.init) ?? "-") \(second.abbreviation)"
    }

    /// The terminal's title while a followed game is live: its score, or only
    /// the matchup while spoilers are hidden; nil when none is live.
    static func title(_ blocks: [TeamBlock], hides: (GameSummary) -> Bool, locale: TimeLocale, zone: Zone) -> String? {
        guard let live = blocks.compactMap(\.live).first?.game else { return nil }
        let state = live.stateText(locale: locale, timeZone: zone)
        if hides(live) { return "\(live.away.abbreviation) @ \(live.home.abbreviation) · live · Jumbotron" }
        return "\(live.away.abbreviation) \(live.away.score ?? 0) @ \(live.home.abbreviation) \(live.home.score ?? 0) · \(state) · Jumbotron"
    }
}
