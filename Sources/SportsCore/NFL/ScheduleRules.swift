import FoundationEssentials

/// One row of the schedule list, already laid out by the rules below.
public enum ScheduleRow: Equatable, Sendable {
    case heading(String)
    case game(ScheduleGame)
    case bye(week: String)
}

public struct ScheduleSide: Equatable, Sendable {
    public var triCode: String
    /// As shown: the nickname in capitals (`PACKERS`).
    public var name: String
    public var fullName: String
    /// Score for a final game, record for a scheduled one, empty otherwise.
    public var line: String
}

public struct ScheduleGame: Equatable, Sendable {
    public var section: String
    public var week: String
    public var away: ScheduleSide
    public var home: ScheduleSide
    public var kind: YinzCamGame.Kind
    public var kickoff: Date?
    public var isTBA: Bool
    public var gameState: String?
    public var venue: String?
    public var tv: String?
    public var radio: String?
    public var result: String?
    public var rootIsHome: Bool
}

/// The schedule's rules as pure functions shared by the view and `print schedule`.
public enum ScheduleRules {
    public static func rows(_ s: YinzCamSchedule) -> [ScheduleRow] {
        var rows: [ScheduleRow] = []
        for section in s.sections {
            rows.append(.heading(section.heading.uppercased()))
            for g in section.games {
                if g.kind == .bye {
                    rows.append(.bye(week: g.week ?? g.scheduleHeader ?? "Bye week"))
                } else {
                    rows.append(.game(game(g, root: s.team, section: section.heading.uppercased())))
                }
            }
        }
        return rows
    }

    /// The home team always goes on the right.
    public static func game(_ g: YinzCamGame, root: YinzCamTeam, section: String) -> ScheduleGame {
        let opponent = g.opponent ?? YinzCamTeam(triCode: "", name: "TBD")
        let rootSide = side(root, score: g.isHome ? g.homeScore : g.awayScore, kind: g.kind)
        let oppSide = side(opponent, score: g.isHome ? g.awayScore : g.homeScore, kind: g.kind)
        return ScheduleGame(section: section, week: g.week ?? g.label ?? "", away: g.isHome ? oppSide : rootSide,
                            home: g.isHome ? rootSide : oppSide, kind: g.kind,
                            kickoff: g.timestamp.flatMap(TimeText.parseISO), isTBA: g.isTBA, gameState: g.gameState,
                            venue: g.venue.nonEmpty, tv: g.tv.nonEmpty, radio: g.radio.nonEmpty, result: g.result.nonEmpty,
                            rootIsHome: g.isHome)
    }

    static func side(_ team: YinzCamTeam, score: String?, kind: YinzCamGame.Kind) -> ScheduleSide {
        let line: String
        switch kind {
        case .final: line = score ?? ""
        case .scheduled: line = team.record ?? ""
        case .bye, .other: line = score.nonEmpty ?? team.record ?? ""
        }
        let name = (team.name.nonEmpty ?? team.fullName.nonEmpty ?? team.triCode).uppercased()
        return ScheduleSide(triCode: team.triCode.uppercased(), name: name, fullName: team.fullName ?? name, line: line)
    }

    /// Right-hand state: `FINAL` from the game state, or the kick-off time in the user's zone.
    public static func stateText(_ g: ScheduleGame, locale: TimeLocale, timeZone: Zone) -> String {
        switch g.kind {
        case .final: return (g.gameState.nonEmpty ?? "Final").uppercased()
        case .bye: return "BYE"
        case .scheduled, .other:
            if g.isTBA { return "TBA" }
            guard let kickoff = g.kickoff else { return "TBA" }
            return TimeText.time(kickoff, locale: locale, timeZone: timeZone)
        }
    }

    /// `Sun, Nov 29` (en_US), `Sun 29 Nov` (en_GB): the local day of the kick-off.
    public static func dateText(_ g: ScheduleGame, locale: TimeLocale, timeZone: Zone) -> String {
        guard let kickoff = g.kickoff else { return "" }
        return TimeText.shortDate(kickoff, locale: locale, timeZone: timeZone)
    }
}

extension Optional where Wrapped == String {
    /// nil for nil or "".
    var nonEmpty: String? {
        guard let s = self, s.contains(where: { !$0.isWhitespace }) else { return nil }
        return s
    }
}
