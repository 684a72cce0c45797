import Foundation
import SportsCore
import TerminalUI
import TestSupport
import Testing
@testable import Jumbotron

/// The Basketball tab's reducer: filters, paging, pages kept and retried.
@Suite struct BasketballReducerTests {
    func screen(_ s: AppState) -> String { render(s).lines.joined(separator: "\n") }

    @Test func theTeamsAreThe30ClubsOfTodayFromOneRequest() {
        var s = makeState(tab: .basketball)
        #expect(reduce(&s, .basketball(.app(.appear))) == [.fetchNBATeams])
        answerBasketball(&s, [.fetchNBATeams])
        #expect(s.basketball.visible.count == 30)
        #expect(s.basketball.teams.value?.count == 33)   // the defunct rows are held, never shown
        var all: [String] = []
        for _ in 0..<30 { all.append(s.basketball.selectedTeam!.abbreviation); press(&s, .down) }
        #expect(Set(all).count == 30 && !all.contains("SHE") && !all.contains("AND") && !all.contains("BAL"))
        #expect(screen(s).contains("30 of 30 teams"))
        #expect(reduce(&s, .basketball(.app(.appear))) == [])   // coming back asks nothing
    }

    @Test func theNameAndConferenceFiltersCombineWithoutARequestPerKey() {
        var s = basketballTeams()
        var effects = press(&s, .char("/"))
        for c in "BÓS" { effects += press(&s, .char(c)) }   // accents and case do not matter
        #expect(effects.isEmpty)
        #expect(s.basketball.visible.count == 1 && s.basketball.selectedTeam?.abbreviation == "BOS")
        #expect(render(s).lines[0].contains("\"BÓS\""))
        press(&s, .enter)
        press(&s, .escape)                                  // Esc clears a kept filter
        #expect(s.basketball.filter.isEmpty && s.basketball.visible.count == 30)
        press(&s, .char("/"), .char("n"), .enter)
        let withN = s.basketball.visible.count
        press(&s, .char("c"))
        #expect(s.basketball.conference == .east)
        let teams = s.basketball.current
        #expect(s.basketball.visible.map { teams[$0] }.allSatisfy { $0.conference == "East" && BasketballState.fold($0.fullName + $0.abbreviation).contains("n") })
        #expect(s.basketball.visible.count < withN)
        #expect(render(s).lines[0].contains("Basketball • East · \"n\""))
        press(&s, .char("c"))
        #expect(s.basketball.visible.map { teams[$0] }.allSatisfy { $0.conference == "West" })
        press(&s, .char("c"))
        #expect(s.basketball.conference == .all && s.basketball.visible.count == withN)
    }

    @Test func anEmptyResultSaysSoAndHowToClearIt() {
        var s = basketballTeams()
        press(&s, .char("c"), .char("/"), .char("z"), .char("q"), .enter)
        #expect(s.basketball.visible.isEmpty)
        let text = screen(s)
        #expect(text.contains("No team matches East · \"zq\"."))
        #expect(text.contains("Esc clears the name filter; c until All shows every conference."))
        #expect(s.basketball.selectedTeam == nil && press(&s, .enter).isEmpty)
    }

    @Test func theFilterKeepsTheSelectedTeamWhenItStillShows() {
        var s = basketballTeams()
        while s.basketball.selectedTeam?.abbreviation != "LAL" { press(&s, .down) }
        press(&s, .char("/"), .char("l"), .char("o"), .char("s"))
        #expect(s.basketball.selectedTeam?.abbreviation == "LAL")
        press(&s, .escape)
        #expect(s.basketball.selectedTeam?.abbreviation == "LAL")
        press(&s, .char("c"))                                 // East: the Lakers are gone, the first East club is selected
        #expect(s.basketball.selectedTeam?.conference == "East" && s.basketball.list.selected == 0)
    }

    @Test func aTeamOpensWithItsFirstPageAndTheHeaderCounts() {
        var s = basketballTeams()
        while s.basketball.selectedTeam?.abbreviation != "NYK" { press(&s, .down) }
        #expect(press(&s, .enter) == [.fetchNBAPlayers(20, nil)])
        #expect(screen(s).contains("0 players, loading…") && !screen(s).contains("0+"))
        answerBasketball(&s, [.fetchNBAPlayers(20, nil)])
        let text = screen(s)
        #expect(text.contains("100+ players") && text.contains("in the API's order"))
        #expect(text.contains("New York • NYK • East • Atlantic"))
        let first = s.basketball.selectedPlayer!
        #expect(text.contains("#\(first.jerseyNumber!)") && text.contains(first.name))
        #expect(render(s).lines[0].contains("Basketball › New York Knicks"))
    }

    @Test func theNextPageLoadsWithinAScreenOfTheEndWithALoadingRow() {
        var s = basketballKnicks()
        let screenRows = BasketballLayout(s.context()).players.height
        var asked: [EffectSignature] = []
        var moves = 0
        while asked.isEmpty && moves < 200 { asked = press(&s, .down); moves += 1 }
        #expect(asked == [.fetchNBAPlayers(20, 1100)])
        #expect(s.basketball.playersViewport.selected == 100 - screenRows)
        press(&s, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown)
        #expect(screen(s).contains("Loading more…"))
        #expect(screen(s).contains("100+ players, loading…"))
        #expect(press(&s, .down).isEmpty)                    // one request at a time
        answerBasketball(&s, asked)
        #expect(s.basketball.players[20]?.players.count == 200)
        #expect(screen(s).contains("200+ players"))
    }

    @Test func gLoadsEveryPageAndLandsOnTheLastPlayer() {
        var s = basketballKnicks()
        pressBasketball(&s, .char("G"))
        let loaded = s.basketball.players[20]!
        #expect(loaded.done && loaded.players.count == 211)
        #expect(s.basketball.playersViewport.selected == 210)
        #expect(screen(s).contains("211 players") && !screen(s).contains("211+"))
        #expect(Set(loaded.players.map(\.id)).count == 211)
        #expect(press(&s, .char("G")).isEmpty)               // the end is known: nothing more to ask
    }

    @Test func pagesAreKeptPerTeamForTheSession() {
        var s = basketballKnicks()
        pressBasketball(&s, .char("G"))
        press(&s, .escape)
        press(&s, .down)
        #expect(pressBasketballEffects(&s, .enter) == [.fetchNBAPlayers(s.basketball.selectedTeam!.id, nil)])
        press(&s, .escape, .up)
        #expect(press(&s, .enter).isEmpty)                    // the Knicks again: all 211 kept, nothing fetched
        #expect(s.basketball.ordered(s.basketball.openTeam).count == 211)
    }

    @Test func aFirstPageCancelledByAQuickMoveIsAskedForAgain() {
        var s = basketballTeams(width: 120, height: 40)      // wide: the selected team's players show beside the list
        press(&s, .down)
        let second = s.basketball.selectedTeam!.id
        #expect(reduce(&s, .basketball(.restedOn(team: second))) == [.fetchNBAPlayers(second, nil)])
        #expect(press(&s, .down).count == 1)                 // the runtime cancels the second team's request
        _ = reduce(&s, .basketball(.playersLoaded(team: second, cursor: nil, .failure(.cancelled), at: loadTime)))
        #expect(press(&s, .up) == [.startTimer(.nbaPlayersRest, after: .milliseconds(300))])
        #expect(reduce(&s, .basketball(.restedOn(team: second))) == [.fetchNBAPlayers(second, nil)])
    }

    /// Wide, the cursor passing teams asks for nobody's players; the team it rests on is asked for once.
    @Test func besideTheListPlayersWaitForTheCursorToRest() {
        var s = basketballTeams(width: 120, height: 40)
        var effects: [EffectSignature] = []
        for _ in 0..<5 { effects += press(&s, .down) }
        #expect(!effects.contains { if case .fetch = $0 { true } else { false } })
        #expect(Set(effects) == [.startTimer(.nbaPlayersRest, after: .milliseconds(300))])
        let passed = s.basketball.teams.value!.first!.id
        #expect(reduce(&s, .basketball(.restedOn(team: passed))).isEmpty)     // a team the cursor left
        let rested = s.basketball.selectedTeam!.id
        #expect(reduce(&s, .basketball(.restedOn(team: rested))) == [.fetchNBAPlayers(rested, nil)])
    }

    /// A failure beside the list is said in the pane, with r to try again, never as a dialog.
    @Test func aFailureBesideTheListIsInline() {
        var s = basketballTeams(width: 120, height: 40)
        press(&s, .down)
        let team = s.basketball.selectedTeam!.id
        _ = reduce(&s, .basketball(.restedOn(team: team)))
        let effects = reduce(&s, .basketball(.playersLoaded(team: team, cursor: nil, .failure(.httpStatus(404)), at: loadTime)))
        #expect(effects.isEmpty)
        #expect((s.presented == nil))
        #expect(screen(s).contains("Could not load the players."))
        #expect(screen(s).contains("HTTP 404"))
        #expect(press(&s, .char("r")) == [.fetchNBAPlayers(team, nil)])
    }

    /// Offline, a team a sample has no players for is not an error: the pane says so, whole.
    @Test func offlineATeamWithoutSamplePlayersSaysSo() {
        var s = basketballTeams(width: 120, height: 40)
        let team = s.basketball.selectedTeam!
        s.basketball.players[team.id] = nil   // the bundled sample has players for every team: as if it had none
        _ = reduce(&s, .basketball(.playersLoaded(team: team.id, cursor: nil,
                                                  .failure(.noSample("The offline sample has players for the Celtics, Lakers, Knicks and Raptors only.")),
                                                  at: loadTime)))
        // Wrapped to the pane, whole: nothing ends in an ellipsis.
        let pane = render(s).lines.map { String($0.split(separator: "│").last ?? "").trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        #expect(pane.contains("No players for the \(team.fullName) in the offline sample."))
        #expect(pane.contains("Celtics, Lakers, Knicks and Raptors only."))
        let canvas = render(s)
        let row = canvas.lines.firstIndex { $0.contains("No players for the") }!
        let x = canvas.lines[row].firstRange(of: "No players")!.lowerBound.utf16Offset(in: canvas.lines[row])
        #expect(canvas[x, row].style != s.display.theme.error)
    }

    @Test func aFailedPageKeepsWhatIsLoadedAndRetriesJustThatPage() {
        var s = basketballKnicks()
        let effects = press(&s, .char("G"))
        #expect(effects == [.fetchNBAPlayers(20, 1100)])
        _ = reduce(&s, .basketball(.playersLoaded(team: 20, cursor: 1100, .failure(.httpStatus(503)), at: loadTime)))
        #expect(s.presented?.dialog != nil)                        // the retry dialog, for this page only
        #expect(s.basketball.players[20]?.players.count == 100)
        press(&s, .escape)                                    // dismiss the dialog
        #expect(screen(s).contains("This page did not load: r tries it again."))
        #expect(press(&s, .char("r")) == [.fetchNBAPlayers(20, 1100)])
        #expect(press(&s, .down).isEmpty)
    }
}
