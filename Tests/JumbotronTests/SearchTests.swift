import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// `/` from anywhere: every league's clubs and what the app has read (a
/// board's teams, the leaders, a player's page), matched as typed with
/// accents folded, grouped by league, `Enter` to the team's or player's page.
@Suite struct SearchTests {
    static func item(_ name: String, league: ScoresLeague = .nhl) -> SearchItem {
        SearchItem(league: league, kind: .player, name: name, detail: "", route: .player(league, id: 1))
    }

    @Test func lettersInOrderAccentsFoldedTheBestFirst() {
        let items = [Self.item("Ludvig Åberg", league: ScoresLeague(id: "pga")), Self.item("Oskar Mäkelä"), Self.item("Cole Mäkelä"),
                     Self.item("Mark Stone"), Self.item("Tom Kelly")]
        #expect(SearchMatch.results("aberg", in: items).map(\.name) == ["Ludvig Åberg"])
        #expect(SearchMatch.results("ÅBERG", in: items).map(\.name) == ["Ludvig Åberg"])
        #expect(SearchMatch.results("mkla", in: items).map(\.name) == ["Cole Mäkelä", "Oskar Mäkelä"], "letters in order, not side by side")
        #expect(SearchMatch.results("makela", in: items).first?.name == "Cole Mäkelä")
        #expect(SearchMatch.results("kel", in: items).map(\.name).prefix(1) == ["Tom Kelly"], "a word's start beats its middle")
        #expect(SearchMatch.results("zzz", in: items).isEmpty && SearchMatch.results("   ", in: items).isEmpty)
        #expect(SearchMatch.results(String(repeating: "a", count: 500), in: items).isEmpty)
    }

    @Test func typingErasingAndPastingStayWithinTheField() {
        var s = SearchState(items: [Self.item("Oskar Mäkelä"), Self.item("Mark Stone", league: .mlb)])
        s.type("ma")
        #expect(s.results.map(\.name) == ["Mark Stone", "Oskar Mäkelä"], "each league together, the best first")
        s.type("\u{1B}[31mk\n" + String(repeating: "x", count: 10_000))
        #expect(s.query.count == SearchState.maximumLength && !s.query.contains("\u{1B}") && !s.query.contains("\n"))
        while !s.query.isEmpty { s.erase() }
        s.erase()
        #expect(s.query.isEmpty && s.results.isEmpty)
        s.type("stone")
        s.move(5)
        #expect(s.selected == 0 && s.chosen?.name == "Mark Stone")
    }

    @Test func slashOpensItAndEnterGoesToAPlayersPage() {
        var s = LeadersBoardTests.opened(width: 120, height: 40)
        press(&s, .char("/"))
        #expect(s.presented?.search != nil && AppReducer.keyHelp(for: s).first?.title == "Search")
        for c in "burrow" { press(&s, .char(c)) }
        let text = renderScreen(s).snapshot
        #expect(text.contains("Search teams and players") && text.contains("Joe Burrow") && text.contains("QB · Cincinnati Bengals"), "\(text)")
        Snapshot.assert(text, named: "search-burrow-120x40")
        let asked = press(&s, .enter)
        #expect(s.presented == nil && s.scores.boards.nfl.showingPlayer && s.scores.boards.nfl.player.id == 3915511)
        #expect(asked.contains(.fetch(.espnAthlete(.nfl, id: 3915511, part: nil))))
    }

    @Test func clubsOfEveryLeagueAndTheTeamsOfABoardRead() {
        var s = loadedNFL(width: 80, height: 24)
        press(&s, .char("/"))
        for c in "leafs" { press(&s, .char(c)) }
        #expect(s.presented?.search?.chosen?.name == "Toronto Maple Leafs" && s.presented?.search?.chosen?.route == .team(.nhl, code: "TOR"))
        Snapshot.assert(renderScreen(s).snapshot, named: "search-leafs-80x24")
        press(&s, .backspace, .backspace, .backspace, .backspace, .backspace)
        for c in "seahawks" { press(&s, .char(c)) }
        #expect(s.presented?.search?.chosen?.route == .team(.nfl, code: "SEA"), "a team of the NFL week read: to its page")
        press(&s, .escape)
        #expect(s.presented == nil)
        press(&s, .char("/"))
        for c in "qqqqzz" { press(&s, .char(c)) }
        #expect(renderScreen(s).snapshot.contains("Nothing the app knows matches"))
        _ = reduce(&s, .paste(String(repeating: "y", count: 5000)))
        #expect(s.presented?.search?.query.count == SearchState.maximumLength, "a paste goes to the query, cut to the field")
    }

    @Test func aListWithItsOwnFilterKeepsSlashAndCtrlFSearches() {
        var s = loadedShows()
        press(&s, .char("/"))
        #expect(s.presented == nil && s.shows.filtering, "the shows' filter")
        press(&s, .escape)
        press(&s, .ctrl("f"))
        #expect(s.presented?.search != nil)
    }

    /// Online, a name the app does not know is asked of ESPN once the query rests: its athletes join the
    /// results under their leagues; an answer for a query typed over is dropped; offline, nothing is asked.
    @Test func onlineESPNIsAskedForAthletesOnceTheQueryRests() throws {
        var s = loadedNFL(width: 80, height: 24)
        s.display.offline = false
        press(&s, .char("/"))
        var asked: [EffectSignature] = []
        for c in "brady" { asked = press(&s, .char(c)) }
        #expect(asked == [.startTimer(.searchRest, after: SearchFeature.rest)], "each letter only sets the rest again: \(asked)")
        #expect(reduce(&s, .search(.due("brad"))).isEmpty, "a query typed over is not asked")
        #expect(reduce(&s, .search(.due("brady"))) == [.fetch(.espnSearch(query: "brady"))])
        #expect(renderScreen(s).snapshot.contains("Asking ESPN for more names…"))
        #expect(reduce(&s, .search(.due("brady"))).isEmpty, "asked once")
        let hits = [ESPNSearchHit(athlete: 2330, name: "Tom Brady", league: "nfl", subtitle: "Tampa Bay Buccaneers"),
                    ESPNSearchHit(athlete: 76327, name: "Tom Brady", league: "eng.5", subtitle: "Tamworth")]
        _ = reduce(&s, .search(.answered("brady", .success(Loaded(value: hits, origin: .network)))))
        let found = try #require(s.presented?.search)
        #expect(found.results.map(\.name) == ["Tom Brady"] && found.results[0].detail == "Tampa Bay Buccaneers · ESPN", "a league the app does not read is left out")
        Snapshot.assert(renderScreen(s).snapshot, named: "search-espn-brady-80x24")
        press(&s, .enter)
        #expect(s.presented == nil && s.scores.boards.nfl.showingPlayer && s.scores.boards.nfl.player.id == 2330)
        // A failure says so; offline nothing is asked.
        press(&s, .char("/"))
        for c in "zzz" { press(&s, .char(c)) }
        _ = reduce(&s, .search(.due("zzz")))
        _ = reduce(&s, .search(.answered("zzz", .failure(.timeout))))
        #expect(renderScreen(s).snapshot.contains("ESPN could not be asked: only what the app knows."))
        var offline = loadedNFL(width: 80, height: 24)
        press(&offline, .char("/"))
        #expect(press(&offline, .char("b"), .char("r"), .char("a")).isEmpty)
    }
}
