import FoundationEssentials
import SportsCore
import TerminalUI

/// What is worth an alert between two answers for the same games, for a
/// followed team's game: its start and its end, either side scoring (a
/// touchdown or a field goal named as such, a goal with its scorer and
/// minute), a close game late, football's turnovers and soccer's red cards
/// with the play. Basketball scores too often for every basket: there it is
/// a lead change, the end of a quarter and the final. Spoilers hidden: the
/// start and the end only, without a score. Each piece of news has its kind,
/// which the config can turn off.
enum TeamAlerts {
    /// One piece of news: what it says, the event it tells (so it is told once), and its kind.
    struct News: Equatable {
        let event: String
        let text: String
        var kind: AlertKind = .score
    }

    /// `family`: the answer's league's (every game of one answer is of one league).
    static func changes(before: [Contest], after: [Contest], teams: Set<String>, family: any SportFamily.Type,
                        hides: (Contest) -> Bool, locale: TimeLocale, zone: Zone) -> [News] {
        let old = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var news: [News] = []
        for now in after where now.involves(teams) {
            guard let was = old[now.id] else { continue }
            let hidden = hides(now)
            let matchup = FieldAlerts.who(now, teams) + now.matchup
            let state = now.stateText(locale: locale, timeZone: zone)
            let game = "\(now.league.rawValue) \(now.id)"
            if was.state == .scheduled && now.isLive {
                news.append(News(event: "\(game) start", text: "\(matchup) has started" + (now.watch.first.map { " · \($0)" } ?? ""), kind: .start))
                // First seen with points on the board (an outage, or a delay, hid the start):
                // those scores are news too, counted from nothing.
                if !hidden, (now.away.score ?? 0) + (now.home.score ?? 0) > 0 {
                    var kickoff = was
                    kickoff.away.score = 0; kickoff.home.score = 0
                    kickoff.state = now.state
                    news += liveChange(kickoff, now, teams: teams, family: family, state: state).map { News(event: "\(game) \($0.event)", text: $0.text, kind: $0.kind) }
                }
            } else if was.isLive && now.isFinal {
                let result = now.isField ? FieldAlerts.result(now, teams) : "\(state): \(scoreline(now, leader: now.winner ?? .away))"
                news.append(News(event: "\(game) end", text: hidden ? "\(matchup) has ended" : result, kind: .end))
            } else if now.isLive, !hidden, now.isField {
                news += FieldAlerts.moves(was, now, teams).map { News(event: "\(game) \($0.event)", text: $0.text, kind: $0.kind) }
            } else if now.isLive, !hidden {
                news += liveChange(was, now, teams: teams, family: family, state: state).map { News(event: "\(game) \($0.event)", text: $0.text, kind: $0.kind) }
            }
            // A followed team's series won or lost: with the final, or when the series' answer catches up after it.
            if !hidden, now.isFinal, now.seriesDecided, let series = now.series, was.series != series || !was.isFinal {
                news.append(News(event: "\(game) series", text: "\(matchup) · series over: \(series)", kind: .end))
            }
        }
        return news
    }

    static func liveChange(_ was: Contest, _ now: Contest, teams: Set<String>, family: any SportFamily.Type, state: String) -> [News] {
        guard family.alertsScores else { return [] }
        // A score unknown on either side of the change is no goal (unknown is not zero).
        guard let a0 = was.away.score, let h0 = was.home.score, let a1 = now.away.score, let h1 = now.home.score else { return [] }
        var out: [News] = []
        // A sport that scores too often for every basket says so (its family).
        if family.alertsLeadChanges {
            let led = (a0 - h0).signum(), leads = (a1 - h1).signum()
            if leads != 0, led != leads {
                let side: Contest.Side = leads > 0 ? .away : .home
                out.append(News(event: "lead \(a1)-\(h1)",
                                text: "\(now.team(side).abbreviation) takes the lead: \(scoreline(now, leader: side)) · \(state)", kind: .lead))
            }
            if state.hasPrefix("End") || state == "Half", was.state != now.state {
                out.append(News(event: "break \(state)", text: "\(state): \(scoreline(now, leader: a1 >= h1 ? .away : .home))", kind: .period))
            }
            return out + close(now, family: family, state: state)
        }
        for (n, card) in now.redCards.enumerated() where n >= was.redCards.count {
            out.append(News(event: "red \(n + 1)", text: "Red card: \(card) · \(scoreline(now, leader: .home)) · \(state)", kind: .redCard))
        }
        out += turnover(was, now, state: state)
        for (side, before, after) in [(Contest.Side.away, a0, a1), (.home, h0, h1)] where after > before {
            let ours = teams.contains(now.team(side).id)
            let what = family.scoringPlay(points: after - before).map { "\($0) \(now.team(side).abbreviation)" }
            // Against a followed team: named as such, the followed side second.
            let head = ours ? what.map { $0 + ": " } ?? ""
                : (what ?? "\(now.team(side).abbreviation) scores") + " against \(now.team(side == .away ? .home : .away).abbreviation): "
            out.append(News(event: "score \(side) \(after)",
                            text: head + "\(scoreline(now, leader: side)) · \(state)" + (now.lastPlay.map { " · \($0)" } ?? ""),
                            kind: ours ? .score : .against))
        }
        return out + close(now, family: family, state: state)
    }

    /// A turnover in the feed's words, with the play (football's scoreboard names the last play's kind).
    static func turnover(_ was: Contest, _ now: Contest, state: String) -> [News] {
        guard let id = now.lastPlayID, id != was.lastPlayID, let type = now.lastPlayType,
              ["Interception", "Fumble Recovery (Opponent)", "Fumble Return", "Turnover", "Blocked"].contains(where: type.contains) else { return [] }
        return [News(event: "play \(id)", text: "\(type): \(scoreline(now, leader: .away)) · \(state)" + (now.lastPlay.map { " · \($0)" } ?? ""),
                     kind: .turnover)]
    }

    /// One score in it in the closing stretch: told once a game.
    static func close(_ g: Contest, family: any SportFamily.Type, state: String) -> [News] {
        guard g.late, let a = g.away.score, let h = g.home.score, abs(a - h) <= family.oneScore else { return [] }
        return [News(event: "close", text: "Close game late: \(scoreline(g, leader: a >= h ? .away : .home)) · \(state)", kind: .close)]
    }

    /// A followed team's game starting within a quarter of an hour, told once; a followed golfer's
    /// own tee time in a tournament under way (a line of one, with a start until they are off), once a round.
    static func soon(_ games: [Contest], teams: Set<String>, now: Date, locale: TimeLocale, zone: Zone) -> [News] {
        games.compactMap { g in
            let teeTime = g.isField && g.field.count == 1 && g.isLive
            guard g.involves(teams), g.state == .scheduled || teeTime, !g.timeTBD, let start = g.start,
                  case let left = start.timeIntervalSince(now), left > 0, left <= 15 * 60 else { return nil }
            let minutes = max(1, Int((left / 60).rounded()))
            let time = TimeText.time(start, locale: locale, timeZone: zone)
            let what = teeTime ? "\(FieldAlerts.who(g, teams))tees off in \(minutes) min · \(g.matchup)"
                : "\(FieldAlerts.who(g, teams))\(g.matchup) starts in \(minutes) min"
            return News(event: "\(g.league.rawValue) \(g.id) soon" + (teeTime ? " \(Int(start.timeIntervalSince1970))" : ""),
                        text: "\(what) · \(time)" + (g.watch.first.map { " · \($0)" } ?? ""), kind: .soon)
        }
    }

    /// `DET 8-6 CHC`: the side named first leads the line.
    static func scoreline(_ g: Contest, leader: Contest.Side) -> String {
        let first = g.team(leader), second = g.team(leader == .away ? .home : .away)
        return "\(first.abbreviation) \(first.scored?.text ?? "-")-\(second.scored?.text ?? "-") \(second.abbreviation)"
    }

    /// The terminal's title while a followed game is live: its score, or only
    /// the matchup while spoilers are hidden; nil when none is live.
    static func title(_ blocks: [TeamBlock], hides: (Contest) -> Bool, locale: TimeLocale, zone: Zone) -> String? {
        guard let block = blocks.first(where: { $0.live != nil }), let live = block.live?.game else { return nil }
        let state = live.stateText(locale: locale, timeZone: zone)
        if hides(live) { return "\(live.matchup) · live · Jumbotron" }
        if live.isField {
            let place = live.entrant(block.team.id).map { FieldAlerts.place($0) + " · " } ?? ""
            return "\(block.team.abbreviation) \(place)\(live.matchup) · \(state) · Jumbotron"
        }
        func score(_ t: Competitor) -> String { t.scored?.text ?? "-" }
        return "\(live.away.abbreviation) \(score(live.away)) @ \(live.home.abbreviation) \(score(live.home)) · \(state) · Jumbotron"
    }
}
