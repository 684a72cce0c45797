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
        #expect(Set(commands) == Set(["PIT", "SF", "CLE", "LV", "HOU", "BAL"].map(EffectSignature.loadLogo)))
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

    @Test func enterOpensTheDetailOnlyForGames() {
        var s = loadedSchedule()
        press(&s, .enter)
        #expect(s.schedule.showingDetail)
        #expect(render(s).lines.contains { $0.contains("Levi's Stadium") || $0.contains("Acrisure Stadium") })
        press(&s, .escape)
        #expect(!s.schedule.showingDetail)
        press(&s, .down, .down, .down, .down, .down, .enter)    // the bye
        #expect(!s.schedule.showingDetail)
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
        guard case .dialog(let d) = s.overlays.last else { Issue.record("no dialog"); return }
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
            // Issue 18: under the pinned heading comes a whole row, never a score line without its teams.
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
        Snapshot.assert(render(loadedSchedule(width: width, height: height)).snapshot, named: "schedule-top-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func scrolledPastTheBoundary(width: Int, height: Int) {
        var s = loadedSchedule(width: width, height: height)
        for _ in 0..<19 { press(&s, .down) }
        for tri in ["PIT", "BUF", "KC", "SEA"] { _ = reduce(&s, .schedule(.logoLoaded(tri, .cached))) }
        Snapshot.assert(render(s).snapshot, named: "schedule-postseason-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func detail(width: Int, height: Int) {
        var s = loadedSchedule(width: width, height: height)
        press(&s, .char("G"), .enter)
        Snapshot.assert(render(s).snapshot, named: "schedule-detail-\(width)x\(height)")
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
