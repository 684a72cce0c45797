import FoundationEssentials
import Primitives
import SportsCore

/// `print game GAMEPK --section …`: the game center's figures as columns.
public enum GamePrint {
    public enum Section: String, CaseIterable, Sendable { case summary, batting, pitching, plays }

    public static func table(_ feed: MLBGameFeed, _ section: Section, locale: TimeLocale, timeZone: Zone) -> PrintTable {
        switch section {
        case .summary: summary(feed, locale: locale, timeZone: timeZone)
        case .batting: batting(feed)
        case .pitching: pitching(feed)
        case .plays: plays(feed)
        }
    }

    /// `field, value`: what the Summary says, present fields only.
    static func summary(_ feed: MLBGameFeed, locale: TimeLocale, timeZone: Zone) -> PrintTable {
        let g = feed.game
        var rows: [[PrintValue]] = []
        func add(_ field: String, _ value: PrintValue) { if value != .null { rows.append([.text(field), value]) } }
        add("state", .text(ScoreRules.stateText(g, locale: locale, timeZone: timeZone)))
        add("away", .text(ScoreRules.teamName(g.teams.away.team)))
        add("home", .text(ScoreRules.teamName(g.teams.home.team)))
        add("away_runs", .optional(ScoreRules.runs(g, .away)))
        add("home_runs", .optional(ScoreRules.runs(g, .home)))
        add("venue", .optional(g.venue?.name))
        add("winner", .optional(feed.decisions?.winner?.fullName))
        add("loser", .optional(feed.decisions?.loser?.fullName))
        add("save", .optional(feed.decisions?.save?.fullName))
        if ScoreRules.isLive(g), let ls = g.linescore {
            if let b = ls.balls, let s = ls.strikes { add("count", .text("\(b)-\(s)")) }
            add("outs", .optional(ls.outs))
            add("batter", .optional(ls.offense?.batter?.fullName))
            add("pitcher", .optional(ls.defense?.pitcher?.fullName))
        }
        return PrintTable(columns: ["field", "value"], rows: rows)
    }

    static let battingColumns = ["team", "order", "name", "position", "ab", "r", "h", "rbi", "bb", "so", "avg"]

    /// Away team first, each in batting order (`order` is the payload's: 100
    /// for the leadoff man, 101 for the first who replaced him).
    static func batting(_ feed: MLBGameFeed) -> PrintTable {
        var rows: [[PrintValue]] = []
        for side in [ScoreRules.Side.away, .home] {
            guard let team = feed.box?[side] else { continue }
            let abbr = ScoreRules.abbreviation(side == .away ? feed.game.teams.away.team : feed.game.teams.home.team)
            for entry in team.lineup {
                guard let p = team.players[entry.id] else { continue }
                let b = p.stats?.batting
                rows.append([.text(abbr), .optional(p.battingOrder.flatMap { Int($0) }),
                             .optional(p.person?.fullName ?? feed.players[entry.id]?.fullName), .optional(p.position?.abbreviation),
                             .optional(b?.atBats), .optional(b?.runs), .optional(b?.hits), .optional(b?.rbi),
                             .optional(b?.baseOnBalls), .optional(b?.strikeOuts), .optional(p.seasonStats?.batting?.avg)])
            }
        }
        return PrintTable(columns: battingColumns, rows: rows)
    }

    static let pitchingColumns = ["team", "name", "ip", "h", "r", "er", "bb", "so", "hr", "pitches", "strikes", "era", "note"]

    static func pitching(_ feed: MLBGameFeed) -> PrintTable {
        var rows: [[PrintValue]] = []
        for side in [ScoreRules.Side.away, .home] {
            guard let team = feed.box?[side] else { continue }
            let abbr = ScoreRules.abbreviation(side == .away ? feed.game.teams.away.team : feed.game.teams.home.team)
            for id in team.pitchers {
                guard let p = team.players[id], let line = p.stats?.pitching else { continue }
                rows.append([.text(abbr), .optional(p.person?.fullName ?? feed.players[id]?.fullName), .optional(line.inningsPitched),
                             .optional(line.hits), .optional(line.runs), .optional(line.earnedRuns), .optional(line.baseOnBalls),
                             .optional(line.strikeOuts), .optional(line.homeRuns), .optional(line.numberOfPitches),
                             .optional(line.strikes), .optional(p.seasonStats?.pitching?.era ?? line.era), .optional(line.note.map(bareNote))])
            }
        }
        return PrintTable(columns: pitchingColumns, rows: rows)
    }

    /// The API writes a decision as `(W, 6-5)`; a column holds the value, `W, 6-5`.
    static func bareNote(_ note: String) -> String {
        let text = note.trimming { $0 == " " }
        guard text.first == "(", text.last == ")" else { return text }
        return String(text.dropFirst().dropLast())
    }

    static let playsColumns = ["inning", "half", "batter", "pitcher", "event", "description", "away_score", "home_score", "scoring"]

    /// Every completed plate appearance, in order.
    static func plays(_ feed: MLBGameFeed) -> PrintTable {
        PrintTable(columns: playsColumns, rows: feed.plays.filter { $0.isComplete && $0.result?.event != nil }.map { play in
            [.optional(play.about?.inning), .text(play.isTop ? "top" : "bottom"),
             .optional(feed.fullName(play.matchup?.batter)), .optional(feed.fullName(play.matchup?.pitcher)),
             .optional(play.result?.event), .optional(play.result?.description),
             .optional(play.result?.awayScore), .optional(play.result?.homeScore), .bool(play.isScoring)]
        })
    }
}
