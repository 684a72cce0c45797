import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The game centers' keys as a fan uses them: one complete `?` per screen,
/// a section's keys from anywhere, `z`, the room beside the list, and the
/// ways through the at-bats and the plays.
@Suite struct CenterKeysTests {
    func screen(_ s: AppState) -> String { render(s).lines.joined(separator: "\n") }

    /// The help's game-center group: every entry's words.
    func centerHelp(_ s: AppState) -> [String] {
        AppReducer.keyHelp(for: s).first { $0.title == "Game center" }?.entries.map(\.help) ?? []
    }

    @Test(arguments: ["i", "b", "p", "a", "w"])
    func mlbHelpIsTheSameCompleteListOnEverySectionWithItsOwnMarked(section: String) {
        let s = centerScores("2018-09-20", 530103, width: 120, height: 40, section: Character(section))
        let help = centerHelp(s)
        let sections = ["summary", "box score", "plays", "at bat", "win probability"]
        for name in sections { #expect(help.contains { $0.hasPrefix("Game: \(name)") }, "\(section): \(name)") }
        let marked = help.filter { $0.hasSuffix("on screen") }
        let title = s.scores.boards.mlb.center!.section.title.lowercased()
        #expect(marked == ["Game: \(title)  ◂ on screen"], "\(section)")
        for words in ["Plays: scoring plays only", "Plays: the play above", "Plays: this plate appearance in At bat",
                      "At bat: previous plate appearance", "At bat: next plate appearance",
                      "At bat: the game's first plate appearance", "At bat: the latest plate appearance", "Game: full screen"] {
            #expect(help.contains(words), "\(section): \(words)")
        }
    }

    @Test(arguments: ["i", "b", "p", "m"])
    func nhlHelpIsCompleteOnEverySection(section: String) {
        let s = nhlCenter(2026020303, width: 120, height: 40, section: section == "i" ? nil : Character(section))
        let help = centerHelp(s)
        for words in ["Game: summary", "Game: box score", "Game: plays", "Game: shot map", "Plays: goals and penalties only",
                      "Plays: the event above", "Plays: mark this shot on the shot map", "Game: full screen"] {
            #expect(help.contains { $0.hasPrefix(words) }, "\(section): \(words)")
        }
        #expect(help.filter { $0.hasSuffix("on screen") }.count == 1)
    }

    @Test func anotherSectionsKeyTurnsToItFirst() {
        var s = centerScores("2018-09-19", 530001, width: 120, height: 40)
        #expect(s.scores.boards.mlb.center?.section == .summary)
        press(&s, .char("!"))
        #expect(s.scores.boards.mlb.center?.section == .plays && s.scores.boards.mlb.center?.scoringOnly == true)
        // `G` belongs to At bat only there: elsewhere beside the list it is still the list's last row.
        press(&s, .char("i"), .char("G"))
        #expect(s.scores.boards.mlb.list.selected == s.scores.boards.mlb.rows.count - 1)
    }

    @Test func theListKeepsFiftyColumnsBesideACenterAndTheCenterTakesTheRest() {
        for (w, h) in [(120, 40), (200, 60)] {
            let s = centerScores("2018-09-19", 530001, width: w, height: h, section: "b")
            let rows = render(s).lines
            // The rule between list and center sits at the list's width.
            #expect(rows[5].dropFirst(Board<MLBLeague>.listWidth).first == "│", "\(w)x\(h)")
            let pane = s.scores.boards.mlb.list.detailPane(Board<MLBLeague>.spec(s.scores.boards.mlb, s.context()), s.context())!
            #expect(pane.width == w - Board<MLBLeague>.listWidth - 2)
        }
        // At 200 columns both teams' box scores fit side by side: no `o` to flip between them.
        let wide = centerScores("2018-09-19", 530001, width: 200, height: 60, section: "b")
        #expect(!AppReducer.keyHelp(for: wide).flatMap(\.entries).contains { $0.keys.contains(.char("o")) })
    }

    @Test func zShowsTheCenterFullScreenAtAnySizeAndEscComesBack() {
        var s = centerScores("2018-09-19", 530001, width: 120, height: 40, section: "b")
        #expect(AppReducer.keyHelp(for: s).flatMap(\.entries).contains { $0.keys.contains(.char("o")) })
        press(&s, .char("z"))
        #expect(s.scores.boards.mlb.list.fullScreen)
        let rows = render(s).lines
        #expect(rows[5].dropFirst(Board<MLBLeague>.listWidth).first != "│", "no list beside it")
        // The whole width: both teams side by side, so `o` has nothing to do.
        #expect(!AppReducer.keyHelp(for: s).flatMap(\.entries).contains { $0.keys.contains(.char("o")) })
        #expect(rows.contains { $0.components(separatedBy: "Batters").count == 3 })
        press(&s, .escape)
        #expect(!s.scores.boards.mlb.list.fullScreen && !s.scores.boards.mlb.list.showingDetail)
        press(&s, .char("z"), .char("z"))
        #expect(!s.scores.boards.mlb.list.fullScreen)
        // Narrow: `z` opens the center over the list, as Enter does, and closes it again.
        var narrow = loadedScores(width: 80, height: 24)
        press(&narrow, .char("z"))
        #expect(narrow.scores.boards.mlb.list.showingDetail && narrow.scores.boards.mlb.center != nil)
        press(&narrow, .char("z"))
        #expect(!narrow.scores.boards.mlb.list.showingDetail)
    }

    @Test func atBatGoesToTheFirstAndTheLatestPlateAppearance() {
        var s = centerScores("2018-09-19", 530001, width: 80, height: 24, section: "a")
        let count = sampleFeed(530001).plays.count
        #expect(s.scores.boards.mlb.center?.shownPlayIndex == count - 1)
        press(&s, .char("g"))
        #expect(s.scores.boards.mlb.center?.shownPlayIndex == 0)
        #expect(screen(s).contains("PA 1 of \(count)"))
        press(&s, .char("]"), .char("]"))
        #expect(s.scores.boards.mlb.center?.shownPlayIndex == 2)
        press(&s, .end)
        #expect(s.scores.boards.mlb.center?.shownPlayIndex == count - 1 && s.scores.boards.mlb.center?.playIndex == nil)
        press(&s, .home)
        #expect(s.scores.boards.mlb.center?.shownPlayIndex == 0)
        press(&s, .char("G"))
        #expect(s.scores.boards.mlb.center?.playIndex == nil)
    }

    @Test func aStrikeoutShowsTheCountItCameOnAndTheOutsAsTheyStood() throws {
        let feed = sampleFeed(530001)
        let i = try #require(feed.plays.indices.first { feed.plays[$0].result?.event == "Strikeout" && (feed.plays[$0].count?.outs ?? 0) == 3 })
        let play = feed.plays[i]
        let before = play.pitches.dropLast().last?.count
        let line = AtBatSection.countLine(feed, i, false)
        #expect(line.hasPrefix("\(before?.balls ?? 0)-\(before?.strikes ?? 0), strikeout "), "\(line)")
        #expect(line.hasSuffix("· 2 out"), "\(line)")
        #expect(!line.contains("-3,"), "never a three-strike count")
        let call = (play.pitches.last?.call?.description ?? "").lowercased()
        #expect(line.contains(call.contains("called") ? "looking" : "swinging"), "\(line)")
    }

    @Test func enterOnAPlayOpensItInAtBat() {
        var s = centerScores("2018-09-19", 530001, width: 80, height: 24, section: "p")
        let order = PlaysSection.order(s.scores.boards.mlb.center!)
        #expect(AppReducer.keyHelp(for: s).flatMap(\.entries).contains { $0.keys == [.enter] })
        press(&s, .char("]"), .char("]"), .char("]"))
        #expect(s.scores.boards.mlb.center?.playCursor == order[3])
        press(&s, .char("["))
        #expect(s.scores.boards.mlb.center?.playCursor == order[2])
        press(&s, .enter)
        #expect(s.scores.boards.mlb.center?.section == .atBat)
        #expect(s.scores.boards.mlb.center?.shownPlayIndex == order[2])
        #expect(screen(s).contains("PA \(order[2] + 1) of"))
    }

    @Test func theCursorScrollsThePlaysToStayInView() {
        var s = centerScores("2018-09-19", 530001, width: 80, height: 24, section: "p")
        for _ in 0..<40 { press(&s, .char("]")) }
        let c = s.scores.boards.mlb.center!
        let anchors = PlayCursor.anchors(width: 80) { canvas, pen, anchors in
            PlaysSection.render(c, PlayCursor.measuring, &pen, into: &canvas, anchors: &anchors)
        }
        let line = anchors[c.playCursor!]!, offset = s.scores.boards.mlb.list.detailOffset
        #expect(offset > 0 && line >= offset && line < offset + 19, "line \(line), offset \(offset)")
    }

    @Test func enterOnAShotMarksItOnTheRink() throws {
        var s = nhlCenter(2026020303, width: 120, height: 40, section: "p")
        let pbp = samplePlays(2026020303)
        // Down the events until the cursor rests on a shot the map can draw.
        for _ in 0..<60 where s.scores.boards.nhl.center?.cursorShot == nil { press(&s, .char("]")) }
        let shot = try #require(s.scores.boards.nhl.center?.cursorShot)
        press(&s, .enter)
        answerNHL(&s, 2026020303)
        #expect(s.scores.boards.nhl.center?.section == .shotMap && s.scores.boards.nhl.center?.markedShot == shot)
        let text = screen(s)
        #expect(text.contains("◉ ") && text.contains(NHLPlayText.describe(pbp.plays[shot], in: pbp)))
        // On an event that is no shot, Enter is not offered.
        var t = nhlCenter(2026020303, width: 120, height: 40, section: "p")
        for _ in 0..<60 where t.scores.boards.nhl.center?.cursorShot != nil { press(&t, .char("]")) }
        #expect(!AppReducer.keyHelp(for: t).flatMap(\.entries).contains { $0.keys == [.enter] && $0.help.contains("mark") })
    }
}
