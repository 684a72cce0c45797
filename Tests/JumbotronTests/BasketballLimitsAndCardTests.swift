import Foundation
import SportsCore
import TerminalUI
import TestSupport
import Testing
@testable import Jumbotron

/// The Basketball tab when balldontlie says no: a refused key, the rate
/// limit's countdown; and the player card.
@Suite struct BasketballLimitsAndCardTests {
    func screen(_ s: AppState) -> String { render(s).lines.joined(separator: "\n") }

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
