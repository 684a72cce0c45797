import Foundation
import SportsCore
import TerminalUI
import TestSupport
import Testing
@testable import Jumbotron

/// The Basketball tab's reducer: filters, paging, the key, the rate limit.
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

    @Test func aRefusedKeyIsSaidPlainly() {
        var s = makeState(tab: .basketball)
        _ = reduce(&s, .basketball(.app(.appear)))
        _ = reduce(&s, .basketball(.teamsLoaded(.failure(.keyRefused), at: loadTime)))
        #expect((s.presented == nil))                           // no retry dialog: trying again cannot help
        let text = screen(s)
        #expect(text.contains("The API key was refused") && text.contains("BALLDONTLIE_API_KEY"))
        #expect(press(&s, .char("s")) == [.fetch(.bundled(.nbaTeams))])
    }

    @Test func aRateLimitCountsDownThenAsksAgainAndGivesUpAfterThreeTries() {
        var s = makeState(tab: .basketball)
        _ = reduce(&s, .basketball(.app(.appear)))
        #expect(reduce(&s, .basketball(.teamsLoaded(.failure(.rateLimited(retryAfter: 3)), at: loadTime)))
                == [.startTimer(.nbaRateLimit, after: .seconds(1))])
        #expect((s.presented == nil))                           // no dialog: it waits by itself
        #expect(screen(s).contains("Rate limited by balldontlie: trying again in 3 s (try 1 of 3)"))
        #expect(reduce(&s, .basketball(.tick)) == [.startTimer(.nbaRateLimit, after: .seconds(1))])
        #expect(screen(s).contains("trying again in 2 s"))
        _ = reduce(&s, .basketball(.tick))
        #expect(reduce(&s, .basketball(.tick)) == [.fetchNBATeams])
        // Without Retry-After: 4 s, then 8 s, then it stops and says so.
        _ = reduce(&s, .basketball(.teamsLoaded(.failure(.rateLimited(retryAfter: nil)), at: loadTime)))
        #expect(s.basketball.wait?.remaining == 4 && s.basketball.wait?.tries == 2)
        for _ in 0..<4 { _ = reduce(&s, .basketball(.tick)) }
        _ = reduce(&s, .basketball(.teamsLoaded(.failure(.rateLimited(retryAfter: nil)), at: loadTime)))
        #expect(s.basketball.wait?.remaining == 8 && s.basketball.wait?.tries == 3)
        for _ in 0..<8 { _ = reduce(&s, .basketball(.tick)) }
        #expect(reduce(&s, .basketball(.teamsLoaded(.failure(.rateLimited(retryAfter: nil)), at: loadTime))).isEmpty)
        #expect(s.notice == "balldontlie is still rate limiting after 3 tries; press r later")
        #expect(s.basketball.wait == nil)
        #expect(press(&s, .char("r")) == [.fetchNBATeams])   // r starts over
        _ = reduce(&s, .basketball(.teamsLoaded(.success(Loaded(value: sampleNBATeams(), origin: .network)), at: loadTime)))
        #expect(s.basketball.rateTries == 0 && s.basketball.visible.count == 30)
    }

    /// An hour's Retry-After: the countdown shows, and Esc stops it at once.
    @Test func escStopsALongRateLimitWait() {
        var s = basketballKnicks()
        press(&s, .char("G"))
        _ = reduce(&s, .basketball(.playersLoaded(team: 20, cursor: 1100, .failure(.rateLimited(retryAfter: 3600)), at: loadTime)))
        #expect(screen(s).contains("trying again in 3600 s (try 1 of 3); Esc stops"))
        #expect(screen(s).contains("Esc stop waiting"), "the hint bar offers it")
        #expect(press(&s, .escape) == [.cancelTimer(.nbaRateLimit)])
        #expect(s.basketball.wait == nil && s.basketball.openTeam?.id == 20, "the wait stops; the team stays open")
        #expect(s.notice == "Stopped waiting for balldontlie's rate limit; r asks again")
        #expect(press(&s, .char("r")) == [.fetchNBAPlayers(20, 1100)])
    }

    @Test func aRateLimitedPageWaitsAndAsksForThatPage() {
        var s = basketballKnicks()
        press(&s, .char("G"))
        _ = reduce(&s, .basketball(.playersLoaded(team: 20, cursor: 1100, .failure(.rateLimited(retryAfter: 1)), at: loadTime)))
        #expect(screen(s).contains("trying again in 1 s (try 1 of 3)"))
        #expect(reduce(&s, .basketball(.tick)) == [.fetchNBAPlayers(20, 1100)])
    }

    @Test func withoutAKeyTheTabExplainsAndOffersSignUpAndTheSample() {
        var s = makeState(tab: .basketball, offline: false)
        _ = reduce(&s, .basketball(.app(.appear)))
        #expect(reduce(&s, .basketball(.teamsLoaded(.failure(.missingKey(LiveDataSource.nbaKeyHelp)), at: loadTime))).isEmpty)
        let text = screen(s)
        #expect(text.contains("needs a free API key") && text.contains("BALLDONTLIE_API_KEY") && text.contains("nba_api_key"))
        #expect(press(&s, .char("o")).contains(.openURL(BasketballState.signUpURL)))
        #expect(press(&s, .char("s")) == [.fetch(.bundled(.nbaTeams))])
        answerBasketball(&s, [.fetch(.bundled(.nbaTeams))])
        #expect(render(s).lines[0].contains("Basketball (sample)"))
        #expect(screen(s).contains("offline sample"))
        while s.basketball.selectedTeam?.abbreviation != "BOS" { press(&s, .down) }
        #expect(press(&s, .enter) == [.fetch(.bundled(.nbaPlayers(team: 2, cursor: nil)))])
    }

    @Test func thePopupShowsWhatIsKnownAndClosesWithEscOrEnter() {
        var s = basketballKnicks()
        let player = s.basketball.selectedPlayer!
        press(&s, .enter)
        #expect(s.basketball.popup == player)
        let text = screen(s)
        #expect(text.contains(player.name) && text.contains("Draft") && text.contains(player.draft))
        #expect(text.contains("Team") && text.contains("New York Knicks"))
        #expect(render(s).lines[0].contains("New York Knicks › \(player.name)"))
        press(&s, .escape)
        #expect(s.basketball.popup == nil && s.basketball.list.showingDetail)
        press(&s, .enter, .enter)
        #expect(s.basketball.popup == nil && s.basketball.list.showingDetail)
    }

    @Test func emptyFieldsAreLeftOutOfThePopup() {
        var p = NBAPlayer(id: 1, firstName: "Old", lastName: "Timer")
        p.draftYear = nil
        p.height = "6-5"
        let rows = PlayerPopupView.lines(p).map(\.0)
        #expect(rows == ["Height", "Draft"])
        #expect(PlayerPopupView.lines(p).last?.1 == "Undrafted")
    }

    @Test func atFortyByTwelveThePopupFitsAndScrolls() {
        var s = basketballKnicks(width: 40, height: 12)
        press(&s, .enter)
        let context = s.context()
        let box = PlayerPopupView.box(s.basketball.popup!, context)
        #expect(box.maxX <= 40 && box.maxY <= 12)
        #expect(BasketballView.popupOverflow(s.basketball, context) > 0)
        let before = screen(s)
        press(&s, .down)
        #expect(s.basketball.popupScroll == 1 && screen(s) != before)
        #expect(screen(s).contains("Team"))
        press(&s, .up)
        #expect(s.basketball.popupScroll == 0)
    }

    @Test func nSortsByLastNameAndTheHeaderSaysWhich() {
        var s = basketballKnicks()
        pressBasketball(&s, .char("G"))
        press(&s, .char("n"))
        let names = s.basketball.ordered(s.basketball.openTeam).map(\.lastName)
        #expect(names == names.sorted())
        #expect(screen(s).contains("by last name"))
        #expect(AppReducer.keyHelp(for: s).flatMap(\.entries).contains { $0.hint == "API order" })
    }
}

/// Presses keys and answers the Basketball requests, returning what the keys asked for.
func pressBasketballEffects(_ s: inout AppState, _ keys: Key...) -> [EffectSignature] {
    var all: [EffectSignature] = []
    for key in keys {
        let effects = reduce(&s, .key(key))
        all += effects
        answerBasketball(&s, effects)
    }
    return all
}

/// Each screen at three sizes, in colour, 8 colours and NO_COLOR.
@Suite struct BasketballSnapshotTests {
    static let sizes = [(40, 12), (80, 24), (120, 40)]

    static func states(_ w: Int, _ h: Int, _ palette: Palette) -> [(String, AppState)] {
        var popup = basketballKnicks(width: w, height: h, palette: palette)
        press(&popup, .down, .enter)
        var noKey = makeState(width: w, height: h, tab: .basketball, monochrome: palette == .mono, offline: false)
        noKey.display.fewColors = palette == .eight
        _ = reduce(&noKey, .basketball(.app(.appear)))
        _ = reduce(&noKey, .basketball(.teamsLoaded(.failure(.missingKey(LiveDataSource.nbaKeyHelp)), at: loadTime)))
        var refused = makeState(width: w, height: h, tab: .basketball, monochrome: palette == .mono, offline: false)
        refused.display.fewColors = palette == .eight
        _ = reduce(&refused, .basketball(.app(.appear)))
        _ = reduce(&refused, .basketball(.teamsLoaded(.failure(.keyRefused), at: loadTime)))
        var filtered = basketballTeams(width: w, height: h, palette: palette)
        press(&filtered, .char("c"), .char("/"), .char("a"))
        return [
            ("teams", basketballTeams(width: w, height: h, palette: palette)),
            ("teams-filtered", filtered),
            ("team", basketballKnicks(width: w, height: h, palette: palette)),
            ("popup", popup),
            ("no-key", noKey),
            ("key-refused", refused),
        ]
    }

    @Test(arguments: Palette.allCases)
    func everyScreen(_ palette: Palette) {
        for (w, h) in Self.sizes {
            for (name, state) in Self.states(w, h, palette) {
                Snapshot.assert(renderScreen(state).snapshot, named: "basketball-\(name)-\(palette.rawValue)-\(w)x\(h)")
            }
        }
    }
}

@Suite struct BasketballPrintTests {
    @Test func teamsAreTheCurrentClubsFilteredLikeTheScreen() {
        let teams = sampleNBATeams()
        #expect(BasketballPrint.teams(teams).rows.count == 30)
        let east = BasketballPrint.teams(teams, conference: .east, filter: "new")
        #expect(east.columns == ["id", "abbreviation", "name", "city", "conference", "division"])
        #expect(east.rows.map { $0[1] } == [.text("NYK")])
    }

    @Test func missingFieldsAreNullNotBlankText() {
        var p = NBAPlayer(id: 7, firstName: "Old", lastName: "Timer")
        p.height = "6-5"
        let row = BasketballPrint.players([p]).rows[0]
        #expect(row == [.number(7), .null, .text("Old Timer"), .null, .text("6-5"), .null, .null, .null, .text("Undrafted")])
        #expect(BasketballPrint.players([p]).render(.json).contains("\"position\":null") ||
                BasketballPrint.players([p]).render(.json).contains("\"position\": null"))
    }
}

/// `G` against a server whose cursor loops or never ends: the walk stops
/// (no request after the stop), the pane says why, and nothing spins.
@Suite struct BasketballCursorLoopTests {
    static func page(_ ids: Range<Int>, next: Int?) -> Result<Loaded<NBAPlayersPage>, FetchError> {
        .success(Loaded(value: NBAPlayersPage(players: ids.map { NBAPlayer(id: $0, firstName: "P", lastName: "L\($0)") }, nextCursor: next),
                        origin: .network))
    }

    /// Feeds each asked page from `serve` until nothing more is asked; returns how many were asked.
    static func walk(_ s: inout AppState, _ serve: (Int?) -> Result<Loaded<NBAPlayersPage>, FetchError>) -> Int {
        var asked = reduce(&s, .key(.char("G"))), count = 0
        while let request = asked.first, case .fetch(.nbaPlayers(let team, let cursor)) = request, count < 10_000 {
            count += 1
            asked = reduce(&s, .basketball(.playersLoaded(team: team, cursor: cursor, serve(cursor), at: loadTime)))
        }
        return count
    }

    @Test func aLoopingCursorStopsAndSaysSo() {
        var s = basketballKnicks()
        // The first page (the sample's) is loaded; then 1 → 2 → 1 with the same players again.
        let asked = Self.walk(&s) { cursor in cursor == 1 ? Self.page(5000..<5025, next: 2) : Self.page(5025..<5050, next: 1) }
        let loaded = s.basketball.players[20]!
        #expect(asked <= 3)
        #expect(loaded.done && !loaded.isLoading)
        #expect(loaded.walk.stop == .repeatedCursor(1))
        let text = render(s).lines.joined(separator: "\n")
        #expect(text.contains("the server's pages went round in a loop"), "\(text)")
        #expect(!text.contains("loading…"))
        #expect(press(&s, .char("G")).isEmpty, "stopped: nothing more to ask")
    }

    @Test func aCursorThatNeverEndsStopsAtTheCap() {
        var s = basketballKnicks()
        var next = 10_000
        let asked = Self.walk(&s) { _ in
            next += 1
            return Self.page((next * 25)..<(next * 25 + 25), next: next)
        }
        let walk = s.basketball.players[20]!.walk
        #expect(walk.stop == .pageCap)
        #expect(walk.pages == CursorWalk.maxPages && asked < CursorWalk.maxPages, "the first page was the sample's; \(asked) more")
    }
}

/// `6-7` and `6-10`, a missing position or weight: the columns stay put.
@Suite struct BasketballColumnsTests {
    @Test func heightsOfEveryWidthKeepTheColumnsInLine() {
        var a = NBAPlayer(id: 1, firstName: "A", lastName: "A"), b = NBAPlayer(id: 2, firstName: "B", lastName: "B")
        a.position = "F"; a.height = "6-7"; a.weight = "250"
        b.position = "G-F"; b.height = "6-10"; b.weight = "95"
        let c = NBAPlayer(id: 3, firstName: "C", lastName: "C")
        let rows = [a, b, c].map(TeamDetailView.columns)
        #expect(Set(rows.map(\.count)).count == 1, "\(rows)")
        #expect(rows[0].hasSuffix("250 lb ") && rows[1].hasSuffix(" 95 lb "))
        #expect(rows[0].range(of: "6-7")!.upperBound.utf16Offset(in: rows[0]) == rows[1].range(of: "6-10")!.upperBound.utf16Offset(in: rows[1]))
    }
}
