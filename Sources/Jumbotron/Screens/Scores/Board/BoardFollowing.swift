import SportsCore
import TerminalUI

/// `f`, `x` and `v` on a game, any league's: follow one of its teams (asked
/// which, in the order the row shows them, the top one first), unfollow one,
/// or show a started game's score while spoilers are hidden. The saved
/// favorites do the writing and confirming.
enum BoardFollowing {
    /// The game's two teams as its row shows them, top first (soccer names the home side first);
    /// a field's entrants in its order from `start`, as many as a dialog's buttons hold with one
    /// kept for `More` while others follow (a golfer's line: the golfer).
    static func sides<L: LeagueRules>(_ game: Contest, _ league: L.Type, from start: Int = 0) -> [Competitor] {
        if game.isField {
            let room = game.field.count > maxChoices ? maxChoices - 1 : maxChoices
            return game.field.dropFirst(max(0, start)).prefix(room).map(\.competitor)
        }
        return L.homeFirst ? [game.home, game.away] : [game.away, game.home]
    }

    static let maxChoices = 8

    /// `Steelers or Ravens?`, `Kurt Gore?`, `one of VER, NOR, LEC…?`.
    static func question(_ teams: [Competitor]) -> String {
        switch teams.count {
        case 1: "\(teams[0].name)?"
        case 2: "\(teams[0].name) or \(teams[1].name)?"
        default: "one of " + teams.map(\.abbreviation).joined(separator: ", ") + "?"
        }
    }

    static func follow<L: LeagueRules>(_ s: BoardState<L>, _ context: ScreenContext, from start: Int = 0) -> [Effect<BoardAction<L>>] {
        guard let game = s.selectedGame.map(L.summary) else { return [] }
        let teams = sides(game, L.self, from: start)
        guard !teams.isEmpty else { return [.notice("No one to follow here yet")] }
        var choices = teams.map { team in
            (button: team.abbreviation, intent: BoardAction<L>.saved(.save(.team(FollowedTeam.make(team, league: game.league)))))
        }
        // The rest of a field a dialog's worth at a time, round to the front again.
        let next = start + teams.count
        if game.isField, game.field.count > maxChoices {
            choices.append((button: next < game.field.count ? "More" : "Front", intent: .intent(.followFrom(next < game.field.count ? next : 0))))
        }
        let athletes = teams.allSatisfy { $0.kind != .team }
        return [.present(.choose(title: athletes ? "Follow" : "Follow a team",
                                 message: "Follow \(question(teams)) My Teams (7) shows \(athletes ? "what comes next for them" : "its games").", choices))]
    }

    static func unfollow<L: LeagueRules>(_ s: BoardState<L>, _ context: ScreenContext) -> [Effect<BoardAction<L>>] {
        guard let game = s.selectedGame.map(L.summary) else { return [] }
        let teams = sides(game, L.self)
        let followed = (game.isField ? game.field.map(\.competitor) : teams).filter(context.saved.follows).map { FollowedTeam.make($0, league: game.league) }
        switch followed.count {
        case 0 where teams.count == 2: return [.notice("You follow neither \(teams[0].abbreviation) nor \(teams[1].abbreviation) (f follows one)")]
        case 0: return [.notice("You follow no one here (f follows)")]
        case 1: return [.favorites(.remove(.team(followed[0])))]
        default:
            return [.present(.choose(title: game.isField ? "Unfollow" : "Unfollow a team", message: "Unfollow \(question(followed.map { Competitor(id: $0.id, abbreviation: $0.abbreviation, name: $0.name) }))",
                                     followed.map { (button: $0.abbreviation, intent: BoardAction<L>.saved(.remove(.team($0)))) }))]
        }
    }

    /// `T` on a game: its teams' pages, asked which (top one first) where there are two.
    static func pickTeam<L: LeagueRules>(_ s: BoardState<L>, _ context: ScreenContext) -> [Effect<BoardAction<L>>] {
        guard let game = s.selectedGame.map(L.summary), !game.isField else { return [] }
        let teams = sides(game, L.self).filter { $0.kind == .team && $0.abbreviation != "?" }
        let pages = teams.map { (button: $0.abbreviation, intent: BoardAction<L>.intent(.team(TeamRef.make($0, s.league)))) }
        switch pages.count {
        case 0: return [.notice("No team's page for this game yet")]
        case 1: return [.send(pages[0].intent)]
        default: return [.present(.choose(title: "A team's page", message: "\(question(teams)) Its schedule, roster and standing.", pages))]
        }
    }

    /// Whether `v` has something to show: spoilers hidden, the game started, not shown yet.
    static func canReveal<L: LeagueRules>(_ s: BoardState<L>, _ context: ScreenContext) -> Bool {
        guard let game = s.selectedGame.map(L.summary) else { return false }
        return Spoilers.hides(game, context)
    }

    static func reveal<L: LeagueRules>(_ s: BoardState<L>, _ context: ScreenContext) -> [Effect<BoardAction<L>>] {
        guard let game = s.selectedGame.map(L.summary), Spoilers.hides(game, context) else { return [] }
        return [.favorites(.reveal(RevealedGame(league: game.league.rawValue, game: game.id)))]
    }
}

extension FollowedTeam {
    /// A club from a team list (Hockey, Basketball, the Schedule), as its games name it.
    static func make(league: LeagueID, abbreviation: String, name: String) -> FollowedTeam {
        make(Competitor(id: "\(league.rawValue):\(abbreviation)", abbreviation: abbreviation, name: name), league: league)
    }

    /// `f` and `x` on a team list: follow it, or unfollow it (confirmed first).
    static func keys<Intent>(follow: Intent, unfollow: Intent, _ team: FollowedTeam, _ saved: Saved) -> [KeyBinding<Intent>] {
        saved.contains(.team(team))
            ? [KeyBinding([.char("x")], unfollow, help: "Unfollow this team", hint: "unfollow")]
            : [KeyBinding([.char("f")], follow, help: "Follow this team (My Teams)", hint: "follow")]
    }

    /// A team of a game, with its club's colours from our tables.
    static func make(_ team: Competitor, league: LeagueID) -> FollowedTeam {
        // The league's row says whose table of clubs gives the colours (a built-in league's: the config's have none).
        let colors = ScoresLeague(id: league.rawValue).row.palette.colors(team)
        return FollowedTeam(league: league.rawValue, id: team.id, abbreviation: team.abbreviation, name: team.name,
                            primaryHex: colors?.primary, secondaryHex: colors?.secondary)
    }
}

/// Spoiler-free mode: what is hidden, decided once for every screen.
enum Spoilers {
    /// A started game's score, result and plays stay hidden until `v`.
    static func hides(_ game: Contest, _ context: ScreenContext) -> Bool {
        context.display.hideSpoilers && game.state != .scheduled && game.state != .postponed && game.state != .cancelled
            && !context.saved.isRevealed(game.league, game.id)
    }

    /// A hidden game as it may be shown: no score, no winner, no record
    /// (after a final it counts the result), a final that does not say how long
    /// it went, a live game past regulation only `Live` (overtime says it was
    /// level), and no situation, last play or cards.
    static func masked(_ game: Contest) -> Contest {
        var g = game
        g.away.score = nil; g.home.score = nil; g.winner = nil
        g.away.record = nil; g.home.record = nil
        if g.isFinal { g.state = .final(detail: nil) }
        if g.overtime, case .live = g.state { g.state = .live(period: "Live", clock: nil) }
        g.situation = nil; g.lastPlay = nil; g.lineScore = nil; g.redCards = []; g.status = nil
        if case .field(let field) = g.shape {
            // A field's order is its result: the entrants by name, with no place, time or retirement.
            g.shape = .field(field.map { Entrant($0.competitor, detail: $0.detail) }.sorted { $0.competitor.name < $1.competitor.name })
        }
        return g
    }

    /// What a hidden score shows.
    static let mask = "—"
    static let hint = "press v to reveal"
}
