import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Following a team from wherever one appears, and spoiler-free mode on the
/// boards and in the centers.
@Suite struct FollowingTests {
    @Test func fOnAGameAsksWhichTeamAwayFirst() {
        var s = loadedNFL(width: 120, height: 40)   // opens on Sunday's first live game: JAX @ CIN
        press(&s, .char("f"))
        guard case .dialog(let dialog)? = s.presented else { Issue.record("no question"); return }
        #expect(dialog.title == "Follow a team" && dialog.buttons == ["Cancel", "JAX", "CIN"] && dialog.selected == 1)
        let asked = press(&s, .enter)
        #expect(asked.contains(.database("follow team nfl:JAX")))
        // The database answered: the team is followed, the notice says where to look.
        _ = reduce(&s, .saved(.teamsWritten(Followed.bears, removed: false, .success([FollowedTeam.make(league: .nfl, abbreviation: "JAX", name: "Jacksonville Jaguars")]))))
        #expect(s.saved.teamIDs == ["nfl:JAX"] && s.notice?.contains("My Teams (7)") == true)
    }

    @Test func theOtherTeamAndCancel() {
        var s = loadedNFL()
        press(&s, .home)   // Thursday: NYJ @ NE
        press(&s, .char("f"), .right)
        #expect(press(&s, .enter).contains(.database("follow team nfl:NE")))
        press(&s, .char("f"), .escape)
        #expect((s.presented == nil))
    }

    @Test func xOnAGameUnfollowsTheTeamFollowedWithAConfirmation() {
        var s = loadedNFL()
        press(&s, .home)   // Thursday: NYJ @ NE
        s.saved = Saved(shows: [], players: [], teams: [Followed.jets])
        press(&s, .char("x"))
        guard case .dialog(let dialog)? = s.presented else { Issue.record("no confirmation"); return }
        #expect(dialog.title == "Unfollow team" && dialog.destructive)
        s.presented = nil
        press(&s, .down)
        press(&s, .char("x"))
        #expect(s.notice == "You follow neither JAX nor CIN (f follows one)" && (s.presented == nil))
    }

    @Test func teamListsFollowTheirClub() {
        var hockey = hockeyTeams(width: 120, height: 40)
        let keys = HockeyModule.keyHelp(hockey.hockey, hockey.context()).flatMap(\.entries).map(\.help)
        #expect(keys.contains { $0.hasPrefix("Follow ") && $0.hasSuffix("(My Teams)") })
        let asked = press(&hockey, .char("f"))
        #expect(asked.contains { if case .database(let name) = $0 { name.hasPrefix("follow team nhl:") } else { false } })
    }

    @Test func spoilersHideScoresOnTheBoardAndTheCenterUntilV() {
        var s = loadedNFL(width: 120, height: 40)
        s.display.hideSpoilers = true
        press(&s, .home)   // the Thursday final
        let text = renderScreen(s).snapshot
        #expect(!text.contains("28") && text.contains("—"), "the Thursday final's 28-19 stays hidden")
        #expect(text.contains("Spoilers are hidden") && text.contains("press v to reveal"))
        #expect(press(&s, .char("v")).contains(.database("reveal game nfl 401772001")))
        _ = reduce(&s, .saved(.revealedRead(.success([RevealedGame(league: "nfl", game: 401772001)]))))
        #expect(renderScreen(s).snapshot.contains("28"))
        // A game not started is never hidden.
        press(&s, .end)
        #expect(!renderScreen(s).snapshot.contains("Spoilers are hidden"))
        Snapshot.assert(renderScreen(loadedNFLHidden()).snapshot, named: "nfl-board-spoilers-120x40")
    }

    func loadedNFLHidden() -> AppState {
        var s = loadedNFL(width: 120, height: 40)
        s.display.hideSpoilers = true
        return s
    }
}
