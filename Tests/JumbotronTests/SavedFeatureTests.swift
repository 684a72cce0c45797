import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The favorites feature on its own: the one reducer that saves and removes.
@Suite struct SavedFeatureTests {
    let show = sampleShows()[0]
    let player = samplePlayer(8480800)

    @Test func savingWhatIsSavedSaysSoAndWritesNothing() {
        var saved = Saved(shows: [show], players: [player])
        #expect(SavedFeature.reduce(&saved, .request(.save(.show(show)))).map(\.signature)
                == [.notice("\(show.name) is already in favorites (x deletes it)")])
        #expect(SavedFeature.reduce(&saved, .request(.save(.player(player)))).map(\.signature)
                == [.notice("\(player.name) is already a favorite (x removes him)")])
    }

    @Test func removingAsksFirstInEachBriefsWords() throws {
        var saved = Saved(shows: [show], players: [player])
        let effects = SavedFeature.reduce(&saved, .request(.remove(.show(show)))) + SavedFeature.reduce(&saved, .request(.remove(.player(player))))
        let dialogs = effects.compactMap { if case .present(let d) = $0 { d } else { nil } }
        #expect(dialogs.map(\.title) == ["Delete from favorites", "Remove from favorites"])
        #expect(dialogs.map(\.buttons) == [["Cancel", "Delete"], ["Cancel", "Remove"]])
        #expect(dialogs.map(\.confirm) == [.write(.show(show), removing: true), .write(.player(player), removing: true)])
        #expect(saved.showList == [show] && saved.playerList == [player])     // nothing removed before the answer
    }

    @Test func removingWhatIsNotSavedSaysHowToSaveIt() {
        var saved = Saved()
        #expect(SavedFeature.reduce(&saved, .request(.remove(.show(show)))).map(\.signature)
                == [.notice("\(show.name) is not in favorites (f saves it)")])
    }

    @Test func aRefusedWriteOffersToTryExactlyItAgain() throws {
        var saved = Saved()
        let effects = SavedFeature.reduce(&saved, .playersWritten(player, removed: false, .failure(StoreError("the disk is full"))))
        guard case .present(let dialog) = effects.first else { Issue.record("no dialog"); return }
        #expect(dialog.message == "There was a problem saving/deleting this player. Do you want to try again?")
        #expect(dialog.detail == "The database said: the disk is full.")
        #expect(dialog.confirm == .write(.player(player), removing: false))
        #expect(saved.playerList.isEmpty)
        #expect(SavedFeature.reduce(&saved, dialog.confirm).map(\.signature) == [.database("save favorite player \(player.id)")])
    }

    @Test func freshStatisticsAreWrittenBackOnlyForASavedPlayer() {
        var saved = Saved()
        #expect(SavedFeature.reduce(&saved, .request(.refresh(player))).isEmpty)
        saved = Saved(shows: [], players: [player])
        #expect(SavedFeature.reduce(&saved, .request(.refresh(player))).map(\.signature)
                == [.database("refresh favorite player \(player.id)")])
    }
}

/// One copy of the favorites for every tab: what one tab saves, the others
/// show at once, without reading the database again.
@Suite struct OneHomeForFavoritesTests {
    @Test func aPlayerSavedInHockeyIsInFavoritesAndMyPlayersWithoutAnotherRead() throws {
        var s = hockeyRoster()
        let player = try #require(s.hockey.selectedPlayer(s.context()))
        _ = reduce(&s, .saved(.playersWritten(player, removed: false, .success([player]))))
        #expect(s.saved.playerIDs == [player.id])
        #expect(s.favorites.rows == [.heading(FavoritesState.playersHeading), .player(player)])
        #expect(press(&s, .char("4")).isEmpty)                       // nothing to read: the copy is here
        #expect(render(s).lines.joined().contains(player.name))
        press(&s, .char("5"), .char("F"))
        #expect(render(s).lines.joined().contains(player.name))
    }

    @Test func removingAPlayerInFavoritesClosesHisDetailInMyPlayers() throws {
        let players = [samplePlayer(8480800), samplePlayer(8480801)]
        var s = hockeyState(favorites: players)
        pressHockey(&s, .enter)
        #expect(s.hockey.isShowingPlayer && s.hockey.selectedPlayer(s.context())?.id == players[0].id)
        _ = reduce(&s, .saved(.playersWritten(players[0], removed: true, .success([players[1]]))))
        #expect(!s.hockey.isShowingPlayer)
        #expect(s.hockey.selectedPlayer(s.context())?.id == players[1].id)
        #expect(s.notice == "Removed \(players[0].name) from favorites")
    }

    @Test func aPlayerAddedElsewhereKeepsTheCursorOnTheSamePlayer() throws {
        let players = [samplePlayer(8480800), samplePlayer(8480801)]
        var s = hockeyState(favorites: [players[1]])
        _ = reduce(&s, .saved(.playersRead(.success(players))))
        #expect(s.hockey.selectedPlayer(s.context())?.id == players[1].id)
    }
}

/// The Hockey stack over its screens: each screen's reducer alone, and the
/// landing of the player on screen asked for in one place.
@Suite struct HockeyStackTests {
    @Test func teamsTellsTheStackWhichClubToOpen() {
        var teams = hockeyTeams().hockey.teams
        let context = hockeyTeams().context()
        let tri = teams.selectedTeam!.tricode
        let effects = TeamsScreen.reduce(&teams, .intent(.open), context, visible: true)
        #expect(effects.map(\.signature) == [.send(String(describing: TeamsAction.openTeam(tri)))])
        var s = hockeyTeams()
        #expect(press(&s, .enter) == [.fetchRoster(tri)])
        #expect(s.hockey.trail == [.teams, .roster(tri)])
    }

    @Test func theLandingIsAskedOncePerPlayerShown() {
        var s = hockeyRoster(width: 120, height: 40)          // split: the detail beside the roster
        let first = s.hockey.selectedPlayer(s.context())!.id
        #expect(press(&s, .char("J")).isEmpty)                 // scrolling the detail: same player, nothing asked
        #expect(press(&s, .down).contains { if case .fetch(.nhlPlayer) = $0 { true } else { false } })
        #expect(press(&s, .up) == [.fetchPlayer(first)])
        #expect(press(&s, .char("r")) == [.fetchRoster("TOR"), .fetchPlayer(first)])   // r asks again, even for him
    }

    @Test func closingAndReopeningAPlayerAsksAgain() {
        var s = hockeyRoster()
        let id = s.hockey.selectedPlayer(s.context())!.id
        #expect(press(&s, .enter) == [.fetchPlayer(id)])
        #expect(press(&s, .escape).isEmpty)
        #expect(press(&s, .enter) == [.fetchPlayer(id)])
    }
}
