import FoundationEssentials
import SportsCore

/// Spoiler-free mode on the team's schedule: a final's score and result are
/// hidden until `v` reveals that game, and records are left out everywhere
/// (each one counts the results so far). The rows are made hidden once, when
/// they are built, so the list, the detail, the bye weeks and print all read
/// the same hidden rows.
enum ScheduleSpoilers {
    /// A schedule game has no id: its kick-off names it among the revealed games.
    static func key(_ g: ScheduleGame) -> RevealedGame? {
        g.kickoff.map { RevealedGame(league: "schedule", game: Int($0.timeIntervalSince1970)) }
    }

    static func hides(_ g: ScheduleGame, hide: Bool, revealed: Set<RevealedGame>) -> Bool {
        hide && g.kind == .final && !(key(g).map(revealed.contains) ?? false)
    }

    static func rows(_ rows: [ScheduleRow], hide: Bool, revealed: Set<RevealedGame>) -> [ScheduleRow] {
        guard hide else { return rows }
        return rows.map { row in
            guard case .game(var g) = row else { return row }
            if hides(g, hide: hide, revealed: revealed) {
                g.away.line = Spoilers.mask; g.home.line = Spoilers.mask; g.result = nil
            } else if g.kind != .final {
                g.away.line = ""; g.home.line = ""
            }
            return .game(g)
        }
    }

    /// The schedule's team with its record left out while spoilers are hidden.
    static func team(_ team: YinzCamTeam?, hide: Bool) -> YinzCamTeam? {
        guard hide, var team else { return team }
        team.record = nil
        return team
    }
}
