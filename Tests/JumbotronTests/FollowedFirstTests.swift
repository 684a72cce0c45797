import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Your teams first: a followed team's game leads its day on every board,
/// starred, as soon as it is followed (the cursor stays on its game), and
/// `followed_first = false` keeps plain time order with the star.
@Suite struct FollowedFirstTests {
    /// The board's games under the heading `day`, in the order shown.
    static func games(on day: String, _ s: AppState) -> [Int] {
        let board = s.scores.boards.nfl
        guard let start = board.rows.firstIndex(where: { $0 == .heading(day) }) else { return [] }
        return board.rows[(start + 1)...].prefix { $0.isGame }.compactMap { row in
            if case .game(let g) = row { board.summaries[g].id } else { nil }
        }
    }

    static func follow(_ s: inout AppState, _ teams: [FollowedTeam]) {
        _ = reduce(&s, .saved(.teamsWritten(teams.last ?? Followed.bears, removed: false, .success(teams))))
    }

    @Test func aFollowedTeamsGameLeadsItsDayStarredAndTheCursorStaysPut() throws {
        var s = loadedNFL(width: 120, height: 40)
        let sunday = Self.games(on: "Sunday", s)
        let last = try #require(sunday.last)
        let game = try #require(s.scores.boards.nfl.summaries.first { $0.id == last })
        let cursorOn = s.scores.boards.nfl.selectedGame?.id
        Self.follow(&s, [FollowedTeam.make(game.home, league: .nfl)])
        #expect(Self.games(on: "Sunday", s) == [last] + sunday.dropLast(), "first of its day, the rest in the league's order")
        #expect(s.scores.boards.nfl.selectedGame?.id == cursorOn, "the cursor stays on its game")
        let screen = renderScreen(s).snapshot
        let star = s.display.glyphs.star
        #expect(screen.split(separator: "\n").contains { $0.contains(star + " " + game.home.name) }, "starred: \(screen)")
        Self.follow(&s, [])
        #expect(Self.games(on: "Sunday", s) == sunday, "unfollowed: back in time order")
    }

    @Test func followedFirstFalseKeepsTimeOrderAndTheStar() throws {
        var s = loadedNFL(width: 120, height: 40)
        s.display.followedFirst = false
        let sunday = Self.games(on: "Sunday", s)
        let game = try #require(s.scores.boards.nfl.summaries.first { $0.id == sunday.last })
        Self.follow(&s, [FollowedTeam.make(game.away, league: .nfl)])
        #expect(Self.games(on: "Sunday", s) == sunday)
        for _ in 0..<s.scores.boards.nfl.rows.count where s.scores.boards.nfl.selectedGame?.id != sunday.last { press(&s, .down) }
        #expect(renderScreen(s).snapshot.contains(s.display.glyphs.star + " " + game.away.name))
        #expect(SettingsFile.parse("followed_first = false").settings.followedFirst == false)
    }

    @Test func eachDayLeadsWithItsOwnAndNothingCrossesADay() {
        let summaries = (0..<5).map { i in
            Contest(league: .nfl, id: i, start: nil, state: .scheduled,
                        away: .init(id: "nfl:A\(i)", abbreviation: "A\(i)", name: "A"), home: .init(id: "nfl:H\(i)", abbreviation: "H\(i)", name: "H"))
        }
        let rows: [BoardRow] = [.heading("Sun"), .game(0), .game(1), .game(2), .heading("Mon"), .game(3), .game(4), .note("bye")]
        #expect(FollowedFirst.rows(rows, summaries, follows: ["nfl:H2", "nfl:A4"])
                == [.heading("Sun"), .game(2), .game(0), .game(1), .heading("Mon"), .game(4), .game(3), .note("bye")])
        #expect(FollowedFirst.rows(rows, summaries, follows: []) == rows)
        #expect(FollowedFirst.rows([.game(9)], summaries, follows: ["nfl:H2"]) == [.game(9)], "a row past the games stays")
    }
}
