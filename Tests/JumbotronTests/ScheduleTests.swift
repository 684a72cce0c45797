import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

@Suite struct ScheduleReducerTests {
    @Test func visitingTheTabLoadsOnce() {
        var s = makeState()
        #expect(press(&s, .char("2")) == [.fetchSchedule])
        #expect(s.schedule.isLoading)
        #expect(press(&s, .char("1"), .char("2")).filter { $0 == .fetchSchedule }.isEmpty)
    }

    @Test func loadingSelectsTheFirstGameAndAsksForVisibleLogosOnce() {
        var s = makeState(tab: .schedule)
        let commands = reduce(&s, .schedule(.loaded(.success(Loaded(value: sampleSchedule(), origin: .bundledSample)), at: loadTime)))
        #expect(s.schedule.viewport.selected == 1)              // row 0 is the REGULAR SEASON heading
        #expect(s.schedule.headers == [0, 18])
        #expect(commands.first == .loadLogo("PIT"))
        // The rows wholly on screen: a row that would be cut off at the bottom is not drawn, so its logo waits.
        #expect(Set(commands) == Set(["PIT", "SF", "CLE", "LV", "HOU"].map(EffectSignature.loadLogo)))
        let more = press(&s, .down)
        #expect(more.isEmpty)                                   // same rows on screen: nothing new to ask
        let all = (0..<30).flatMap { _ in press(&s, .down) }
        #expect(all.contains(.loadLogo("KC")))
        #expect(Set(all).count == all.count)                    // never asked twice
    }

    @Test func selectionSkipsHeadingsAndLandsOnByes() {
        var s = loadedSchedule()
        press(&s, .char("g"))
        #expect(s.schedule.viewport.selected == 1)
        press(&s, .up)
        #expect(s.schedule.viewport.selected == 1)              // the heading above is not selectable
        press(&s, .down, .down, .down, .down, .down)
        #expect(s.schedule.selectedRow == .bye(week: "Week 6"))
        press(&s, .char("G"))
        #expect(s.schedule.viewport.selected == 20)
        press(&s, .up, .up)
        #expect(s.schedule.viewport.selected == 17)             // jumps over the POSTSEASON heading
    }

    @Test func enterOpensTheDetailOfAGameAndOfABye() {
        var s = loadedSchedule()
        press(&s, .enter)
        #expect(s.schedule.showingDetail)
        #expect(render(s).lines.contains { $0.contains("Levi's Stadium") || $0.contains("Acrisure Stadium") })
        press(&s, .escape)
        #expect(!s.schedule.showingDetail)
        press(&s, .down, .down, .down, .down, .down, .enter)    // the bye
        #expect(s.schedule.showingDetail)
        let text = render(s).lines.joined(separator: "\n")
        #expect(text.contains("Pittsburgh Steelers do not play this week."))
        #expect(text.contains("Before") && text.contains("After"))
    }

    /// Wide, a selected bye fills the pane beside the list with its own detail.
    @Test func aByeBesideTheListHasADetail() throws {
        var s = loadedSchedule(width: 120, height: 40)
        press(&s, .down, .down, .down, .down, .down)
        #expect(s.schedule.selectedRow == .bye(week: "Week 6"))
        let lines = render(s).lines
        let pane = try #require(lines.firstIndex { $0.contains("do not play this week") })
        #expect(lines[pane].firstRange(of: "Pittsburgh")!.lowerBound.utf16Offset(in: lines[pane]) > 60)
        let before = try #require(lines.first { $0.contains("Before") })
        #expect(before.contains("Week 5"))
        let after = try #require(lines.first { $0.contains("After") })
        #expect(after.contains("Week 7"))
    }

    /// A badge is in its club's colours at once, not grey until the logo arrives.
    @Test func badgesUseTheClubColoursBeforeTheLogo() throws {
        let s = loadedSchedule()
        let canvas = render(s)
        let row = try #require(canvas.lines.firstIndex { $0.contains("·SF ·") })
        let x = try #require(canvas.lines[row].firstRange(of: "·SF ·")).lowerBound.utf16Offset(in: canvas.lines[row])
        let club = try #require(NFLClubs.club("SF"))
        #expect(canvas[x + 1, row].style.background == Color(hex: club.primaryHex))
        #expect(canvas[x + 1, row].style.foreground == Color(hex: club.secondaryHex))
    }

    @Test func logoResultsChangeTheBadge() {
        var s = loadedSchedule()
        let before = render(s).lines[3]
        #expect(before.contains("·SF ·"))
        _ = reduce(&s, .schedule(.logoLoaded("SF", .cached)))
        #expect(render(s).lines[3].contains(" SF  "))
        #expect(!render(s).lines[3].contains("·SF"))
    }

    @Test func failureOffersRetryWhichFetchesAgain() {
        var s = makeState(tab: .schedule)
        _ = reduce(&s, .start)
        _ = reduce(&s, .schedule(.loaded(.failure(.offline("connection refused")), at: loadTime)))
        guard case .dialog(let d) = s.presented else { Issue.record("no dialog"); return }
        #expect(d.message == "An error occurred while fetching data. Do you want to try again?")
        #expect(press(&s, .enter) == [.fetchSchedule])
    }

    @Test(arguments: [24, 14, 12])
    func theHeadingStaysPinnedThroughEveryOffsetOfTheBoundary(height: Int) {
        // Scroll one row at a time to the end; at every offset the top list
        // line shows the heading of the section being scrolled, and the next
        // heading pushes the previous one away.
        var s = loadedSchedule(height: height)
        let listTop = ListDetailLayout(schedule: s).list.y
        var offsets: Set<Int> = []
        for _ in 0..<25 {
            let lines = render(s).lines
            let offset = s.schedule.viewport.offset
            offsets.insert(offset)
            let expected = offset >= 18 ? "POSTSEASON" : "REGULAR SEASON"
            #expect(lines[listTop].hasPrefix(" \(expected)"), "offset \(offset): \(lines[listTop])")
            // Under the pinned heading comes a whole row, never a score line without its teams.
            let below = lines[listTop + 1]
            #expect(below.contains("@") || below.contains("BYE") || below.hasPrefix(" POSTSEASON") || below.hasPrefix(" REGULAR"),
                    "offset \(offset): \(below)")
            press(&s, .down)
        }
        if height < 20 { #expect(offsets.contains(18)) }   // crossed the boundary
        if height == 12 { #expect(offsets.contains { $0 > 18 }) }                  // POSTSEASON pinned above a game
    }
}

@Suite struct ScheduleSnapshotTests {
    @Test(arguments: [(80, 24), (120, 40)])
    func top(width: Int, height: Int) {
        Snapshot.assert(renderScreen(loadedSchedule(width: width, height: height)).snapshot, named: "schedule-top-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func scrolledPastTheBoundary(width: Int, height: Int) {
        var s = loadedSchedule(width: width, height: height)
        for _ in 0..<19 { press(&s, .down) }
        for tri in ["PIT", "BUF", "KC", "SEA"] { _ = reduce(&s, .schedule(.logoLoaded(tri, .cached))) }
        Snapshot.assert(renderScreen(s).snapshot, named: "schedule-postseason-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func detail(width: Int, height: Int) {
        var s = loadedSchedule(width: width, height: height)
        press(&s, .char("G"), .enter)
        Snapshot.assert(renderScreen(s).snapshot, named: "schedule-detail-\(width)x\(height)")
    }

    @Test func byeRowIsShorterAndCentred() {
        var s = loadedSchedule()
        press(&s, .down, .down, .down, .down, .down)
        let lines = render(s).lines
        let bye = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "BYE" }
        #expect(bye != nil)
        if let bye { #expect(lines[bye + 1].trimmingCharacters(in: .whitespaces) == "Week 6") }
    }
}
