import SportsCore
@testable import Jumbotron

/// The alert rules with the family of the games' built-in league, as the app passes the family
/// of the league whose answer it holds.
extension TeamAlerts {
    static func changes(before: [Contest], after: [Contest], teams: Set<String>,
                        hides: (Contest) -> Bool, locale: TimeLocale, zone: Zone) -> [News] {
        changes(before: before, after: after, teams: teams, family: builtInFamily(after.first ?? before.first),
                hides: hides, locale: locale, zone: zone)
    }

    static func liveChange(_ was: Contest, _ now: Contest, teams: Set<String>, state: String) -> [News] {
        liveChange(was, now, teams: teams, family: builtInFamily(now), state: state)
    }

    static func builtInFamily(_ g: Contest?) -> any SportFamily.Type {
        g.map { ScoresLeague(id: $0.league.rawValue).family } ?? NoFamily.self
    }
}
