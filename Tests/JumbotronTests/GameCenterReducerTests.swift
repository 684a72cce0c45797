import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The game center's reducer: which game it follows, its sections and their
/// keys, its scroll, and the live refresh (timers are data: firing one is an action).
@Suite struct GameCenterReducerTests {
    @Test func enterFetchesTheGameAndTheSplitViewFollowsTheCursor() {
        var narrow = loadedScores("2018-09-19", width: 80, height: 24)
        #expect(!press(&narrow, .down).contains(.fetchFeed(530002)))   // nothing on screen yet
        #expect(press(&narrow, .enter).contains(.fetchFeed(530002)))
        var wide = makeState(width: 120, height: 40)
        let day = Day(iso: "2018-09-19")!
        wide.scores = ScoresState(date: day)
        // Beside the list, a game's feed is asked for once the cursor rests on it, not for every game it passes.
        #expect(reduce(&wide, .scores(.mlb(.loaded(day, .success(Loaded(value: sampleGames("2018-09-19"), origin: .bundledSample)), at: loadTime))))
            .contains(.startTimer(.centerRest(.mlb), after: .milliseconds(250))))
        #expect(!press(&wide, .down, .down).contains(.fetchFeed(530002)))
        #expect(reduce(&wide, .scores(.mlb(.center(.restedOn(530002))))).isEmpty)   // the cursor moved on
        let resting = try! #require(wide.scores.boards.mlb.selectedGame?.gamePk)
        #expect(reduce(&wide, .scores(.mlb(.center(.restedOn(resting))))).contains(.fetchFeed(resting)))
    }

    @Test func sectionKeysAreOfferedOnlyWhereTheSectionCanExist() {
        var s = centerScores("2018-09-20", 530106, width: 80, height: 24)   // not started
        for key: Character in ["p", "a", "w"] {
            press(&s, .char(key))
            #expect(s.scores.boards.mlb.center?.section == .summary)
        }
        let entries = ScoresModule.keyHelp(s.scores, s.context()).flatMap(\.entries)
        #expect(!entries.contains { $0.keys.contains(.char("a")) })
        // With no box score to take it, `b` is the board's own: the bracket.
        #expect(entries.filter { $0.keys.contains(.char("b")) }.map(\.help) == ["MLB playoff bracket"])
        press(&s, .char("b"))
        #expect(s.scores.boards.mlb.showingBracket && s.scores.boards.mlb.center?.section == .summary)
        var final = centerScores("2018-09-19", 530001, width: 80, height: 24)
        press(&final, .char("b"))
        #expect(final.scores.boards.mlb.center?.section == .box)
        let offered = ScoresModule.keyHelp(final.scores, final.context()).flatMap(\.entries).flatMap(\.keys)
        #expect([Key.char("i"), .char("p"), .char("a"), .char("w"), .char("o")].allSatisfy(offered.contains))
    }

    @Test func eachSectionKeepsItsScroll() {
        var s = centerScores("2018-09-19", 530001, width: 80, height: 24, section: "p")
        press(&s, .down, .down, .down)
        let plays = s.scores.boards.mlb.list.detailOffset
        #expect(plays == 3)
        press(&s, .char("b"))
        #expect(s.scores.boards.mlb.list.detailOffset == 0)
        press(&s, .down)
        press(&s, .char("p"))
        #expect(s.scores.boards.mlb.list.detailOffset == plays)
        press(&s, .char("b"))
        #expect(s.scores.boards.mlb.list.detailOffset == 1)
    }

    @Test func aLiveGameRefreshesOnItsOwnAndKeepsSectionScrollAndSelection() throws {
        var s = makeState(width: 80, height: 24, offline: false)
        let day = Day(iso: "2018-09-20")!
        s.scores = ScoresState(date: day)
        _ = reduce(&s, .scores(.mlb(.loaded(day, .success(Loaded(value: sampleGames("2018-09-20"), origin: .network)), at: loadTime))))
        var feed = sampleFeed(530101)
        let asked = openCenter(&s, 530101, feed: feed)
        #expect(asked.contains(.startTimer(.centerRefresh(.mlb), after: .seconds(10))))
        press(&s, .char("p"), .down, .down)
        let selected = s.scores.boards.mlb.list.selected
        // A live poll asks the linescore first; one that moved on (a pitch) brings the feed.
        #expect(reduce(&s, .scores(.mlb(.center(.refreshDue)))) .contains(.fetch(.mlbLinescore(gamePk: 530101))))
        var moved = try #require(feed.game.linescore)
        moved.balls = 2
        #expect(reduce(&s, .scores(.mlb(.center(.answer(.linescoreLoaded(530101, .success(Loaded(value: moved, origin: .network)), at: loadTime + 10))))))
            .contains(.fetchFeed(530101)))
        // The next answer: one more pitch and a new play.
        feed.game.linescore?.balls = 2
        feed.plays.append(MLBPlay(result: MLBPlay.Result(event: "Walk"), about: MLBPlay.About(inning: 5, isTopInning: true, isComplete: false)))
        let after = reduce(&s, .scores(.mlb(.center(.answer(.feedLoaded(530101, .success(Loaded(value: feed, origin: .network)), at: loadTime + 10))))))
        #expect(after.contains(.startTimer(.centerRefresh(.mlb), after: .seconds(10))))
        #expect(s.scores.boards.mlb.center?.feed.value?.plays.count == feed.plays.count)
        #expect(s.scores.boards.mlb.center?.section == .plays)
        #expect(s.scores.boards.mlb.list.detailOffset == 2)
        #expect(s.scores.boards.mlb.list.selected == selected)
    }

    /// The 2018-09-20 board online, its live game 530101's center open on its bundled feed.
    static func liveCenterOn530101() -> (AppState, MLBGameFeed) {
        var s = makeState(width: 80, height: 24, offline: false)
        let day = Day(iso: "2018-09-20")!
        s.scores = ScoresState(date: day)
        _ = reduce(&s, .scores(.mlb(.loaded(day, .success(Loaded(value: sampleGames("2018-09-20"), origin: .network)), at: loadTime))))
        let feed = sampleFeed(530101)
        openCenter(&s, 530101, feed: feed)
        return (s, feed)
    }

    /// Between pitches and through an inning's break the feed does not change: a live poll asks the
    /// linescore, and the feed only when it moved on, when it cannot be had, or every sixth poll anyway.
    @Test func aLivePollAsksTheLinescoreAndTheFeedOnlyWhenItMovedOn() throws {
        let opened = Self.liveCenterOn530101()
        var s = opened.0
        let feed = opened.1
        let same = try #require(feed.game.linescore)
        func probe(_ linescore: Result<Loaded<MLBGame.Linescore>, FetchError>) -> [EffectSignature] {
            reduce(&s, .scores(.mlb(.center(.answer(.linescoreLoaded(530101, linescore, at: loadTime))))))
        }
        for poll in 1...(MLBCenterState.feedEvery - 1) {
            #expect(reduce(&s, .scores(.mlb(.center(.refreshDue)))) == [.fetch(.mlbLinescore(gamePk: 530101))], "poll \(poll)")
            let unchanged = probe(.success(Loaded(value: same, origin: .network)))
            #expect(unchanged == [.startTimer(.centerRefresh(.mlb), after: .seconds(10))], "nothing more asked: \(unchanged)")
        }
        #expect(reduce(&s, .scores(.mlb(.center(.refreshDue)))).contains(.fetchFeed(530101)), "the sixth poll asks the feed anyway")
        _ = reduce(&s, .scores(.mlb(.center(.answer(.feedLoaded(530101, .success(Loaded(value: feed, origin: .network)), at: loadTime))))))
        #expect(reduce(&s, .scores(.mlb(.center(.refreshDue)))) == [.fetch(.mlbLinescore(gamePk: 530101))], "the count starts again")
        #expect(probe(.failure(.timeout)).contains(.fetchFeed(530101)), "a linescore that cannot be had says nothing: the feed")
        // An answer for another game is not this one's.
        #expect(reduce(&s, .scores(.mlb(.center(.answer(.linescoreLoaded(1, .success(Loaded(value: same, origin: .network)), at: loadTime)))))).isEmpty)
    }

    /// Where no pitch is drawn (the summary, the box score), a pitch's count comes from the linescore and
    /// the feed waits for the plate appearance's end; the at-bat asks the feed for every pitch.
    @Test func aPitchAloneMovesTheCountWithoutTheFeedExceptWherePitchesAreDrawn() throws {
        let opened = Self.liveCenterOn530101()
        var s = opened.0
        let feed = opened.1
        #expect(s.scores.boards.mlb.center?.section == .summary)
        func probe(_ linescore: MLBGame.Linescore) -> [EffectSignature] {
            #expect(reduce(&s, .scores(.mlb(.center(.refreshDue)))) == [.fetch(.mlbLinescore(gamePk: 530101))])
            return reduce(&s, .scores(.mlb(.center(.answer(.linescoreLoaded(530101, .success(Loaded(value: linescore, origin: .network)), at: loadTime))))))
        }
        var pitch = try #require(feed.game.linescore)
        pitch.strikes = (pitch.strikes ?? 0) == 2 ? 1 : (pitch.strikes ?? 0) + 1
        let revision = try #require(s.scores.boards.mlb.center?.feed.revision)
        #expect(probe(pitch) == [.startTimer(.centerRefresh(.mlb), after: .seconds(10))], "a pitch: no feed")
        #expect(s.scores.boards.mlb.center?.feed.value?.game.linescore == pitch, "the count on screen is the linescore's")
        #expect(s.scores.boards.mlb.center?.feed.revision != revision, "drawn again")
        var out = pitch
        out.outs = ((pitch.outs ?? 0) + 1) % 3
        #expect(probe(out).contains(.fetchFeed(530101)), "an out: the plate appearance ended, the feed")
        _ = reduce(&s, .scores(.mlb(.center(.answer(.feedLoaded(530101, .success(Loaded(value: feed, origin: .network)), at: loadTime))))))
        press(&s, .char("a"))
        #expect(s.scores.boards.mlb.center?.section == .atBat)
        #expect(probe(pitch).contains(.fetchFeed(530101)), "the at-bat draws each pitch: the feed for every one")
    }

    @Test func theFeedsWaitIsHonouredButNeverBelowFiveSeconds() {
        var s = makeState(width: 120, height: 40, offline: false)
        let day = Day(iso: "2018-09-20")!
        s.scores = ScoresState(date: day)
        _ = reduce(&s, .scores(.mlb(.loaded(day, .success(Loaded(value: sampleGames("2018-09-20"), origin: .network)), at: loadTime))))
        var feed = sampleFeed(530101)
        feed.wait = 1
        #expect(openCenter(&s, 530101, feed: feed).contains(.startTimer(.centerRefresh(.mlb), after: .seconds(5))))
        // Off screen (another tab), the timer fires and nothing is fetched.
        press(&s, .char("2"))
        #expect(reduce(&s, .scores(.mlb(.center(.refreshDue)))).isEmpty)
    }

    @Test func aFinalIsFetchedOnceAndKept() {
        var s = loadedScores("2018-09-19", width: 120, height: 40)
        openCenter(&s, 530001)
        press(&s, .down)
        _ = reduce(&s, .scores(.mlb(.center(.answer(.feedLoaded(530002, .failure(.cancelled), at: loadTime))))))
        let back = press(&s, .up)
        #expect(!back.contains(.fetchFeed(530001)))
        #expect(s.scores.boards.mlb.center?.feed.value?.gamePk == 530001)
        // Offline, a final is never polled.
        #expect(!back.contains { if case .startTimer = $0 { true } else { false } })
    }

    @Test func winProbabilityIsFetchedWhenItsSectionFirstShows() {
        var s = centerScores("2018-09-19", 530001, width: 80, height: 24)
        #expect(press(&s, .char("w")).contains(.fetchWinProbability(530001)))
        _ = reduce(&s, .scores(.mlb(.center(.answer(.winProbabilityLoaded(530001, .success(Loaded(value: sampleWinProbability(530001), origin: .bundledSample)), at: loadTime))))))
        press(&s, .char("i"))
        #expect(!press(&s, .char("w")).contains(.fetchWinProbability(530001)))
    }

    @Test func atBatStepsThroughEveryPlateAppearance() {
        var s = centerScores("2018-09-19", 530001, width: 80, height: 24, section: "a")
        let count = sampleFeed(530001).plays.count
        #expect(s.scores.boards.mlb.center?.shownPlayIndex == count - 1)
        press(&s, .char("["), .char("["))
        #expect(s.scores.boards.mlb.center?.shownPlayIndex == count - 3)
        press(&s, .char("]"), .char("]"), .char("]"))
        #expect(s.scores.boards.mlb.center?.shownPlayIndex == count - 1)
        for _ in 0..<(count + 3) { press(&s, .char("[")) }
        #expect(s.scores.boards.mlb.center?.shownPlayIndex == 0)
    }

    @Test func aFailedFirstLoadOffersARetryAndAFailedRefreshKeepsTheGame() {
        var s = loadedScores("2018-09-19", width: 80, height: 24)
        press(&s, .enter)
        _ = reduce(&s, .scores(.mlb(.center(.answer(.feedLoaded(530001, .failure(.timeout), at: loadTime))))))
        guard case .dialog(let dialog)? = s.presented else { Issue.record("no retry dialog"); return }
        #expect(dialog.title == "Oops, something went wrong")
        press(&s, .escape)
        #expect(renderScreen(s).lines.contains { $0.contains("Could not load the game center") })
        // A refresh that fails after the game showed keeps it on screen, marked stale by the copy's age.
        _ = reduce(&s, .scores(.mlb(.center(.answer(.feedLoaded(530001, .success(Loaded(value: sampleFeed(530001), origin: .network)), at: loadTime))))))
        _ = reduce(&s, .scores(.mlb(.center(.answer(.feedLoaded(530001, .failure(.timeout), at: loadTime + 60))))))
        #expect((s.presented == nil))
        #expect(renderScreen(s).lines.contains { $0.contains("New York Mets") })
    }
}

/// Numbers no real feed sends, which must neither trap nor stop the game.
@Suite struct GameCenterHostileNumbersTests {
    @Test func wildPitchCoordinatesAndAWildWaitAreBounded() throws {
        let json = #"""
        {"gamePk": 530101, "metaData": {"wait": 9223372036854775807},
         "gameData": {"status": {"abstractGameState": "Live", "codedGameState": "I", "detailedState": "In Progress"},
                      "teams": {"away": {"id": 144}, "home": {"id": 120}}},
         "liveData": {"linescore": {"currentInning": 5, "inningState": "Top", "currentInningOrdinal": "5th", "balls": 1,
                                    "strikes": 0, "outs": 0, "innings": [{"num": 1}]},
          "plays": {"allPlays": [{"about": {"inning": 99999999999, "isTopInning": true, "isComplete": false},
            "matchup": {"batter": {"id": 1, "fullName": "A"}, "pitcher": {"id": 2, "fullName": "B"}},
            "playEvents": [
              {"isPitch": true, "pitchNumber": 1, "details": {"code": "B"}, "pitchData": {"startSpeed": 1e300,
                "strikeZoneTop": 1e300, "strikeZoneBottom": -1e300, "coordinates": {"pX": 1e300, "pZ": -1e300}}},
              {"isPitch": true, "pitchNumber": 99999999999, "details": {"code": "X"},
               "pitchData": {"coordinates": {"pX": -1e308, "pZ": 1e308}}}]}]}}}
        """#
        let feed = try MLBGameFeed.decode(Data(json.utf8))
        var s = makeState(width: 80, height: 24, offline: false)
        let day = Day(iso: "2018-09-20")!
        s.scores = ScoresState(date: day)
        _ = reduce(&s, .scores(.mlb(.loaded(day, .success(Loaded(value: sampleGames("2018-09-20"), origin: .network)), at: loadTime))))
        let asked = openCenter(&s, 530101, feed: feed)
        #expect(asked.contains(.startTimer(.centerRefresh(.mlb), after: .seconds(300))))
        for key: Character in ["a", "p", "i", "w"] {
            press(&s, .char(key))
            #expect(renderScreen(s).lines.count == 22)
        }
    }
}
