import Foundation
import PropertyBased
import SportsCore
import Testing
import TerminalUI
@testable import Jumbotron

/// Laws of the date picker and of the whole frame, on generated input.
@Suite struct AppPropertyTests {
    static let keys: [Key] = [
        .left, .right, .up, .down, .pageUp, .pageDown, .shiftPageUp, .shiftPageDown, .char("["), .char("]"),
        .char("t"), .char("0"), .char("1"), .char("2"), .char("9"), .char("-"), .backspace, .escape, .enter, .char("x"),
    ]
    static let pickerKeys = Gen.int(in: 0...(keys.count - 1)).map { keys[$0] }
    static let days = Gen.int(in: 1...9999).map { y in Day(year: y, month: 1 + y % 12, day: 1 + y % 28)! }

    @Test func anyKeySequenceLeavesTheDatePickerOnARealDate() async {
        await propertyCheck(count: 300, input: Self.days, Self.pickerKeys.array(of: 0...60)) { start, keys in
            var picker = DatePickerState(cursor: start)
            for key in keys {
                let outcome = DatePickerReducer.reduce(&picker, key, today: testDay)
                let c = picker.cursor
                #expect(Day(year: c.year, month: c.month, day: c.day) != nil)
                if case .picked(let day) = outcome {
                    #expect(Day(year: day.year, month: day.month, day: day.day) != nil)
                }
                #expect(picker.typed.count <= 10)
            }
        }
    }

    @Test func addingStaysInsideTheCalendar() async {
        await propertyCheck(input: Self.days, Gen.int(in: -5_000_000...5_000_000)) { day, n in
            for moved in [day.adding(days: n), day.adding(months: n), day.adding(years: n), day.adding(days: n * 1000)] {
                #expect(Day(year: moved.year, month: moved.month, day: moved.day) != nil, "\(moved)")
            }
            if abs(n) < 1000 { #expect(day.adding(days: n).adding(days: -n) == day || day.year < 4 || day.year > 9995) }
        }
    }

    @Test func typedDatesRoundTrip() async {
        await propertyCheck(input: Self.days) { day in
            #expect(Day(iso: day.description) == day)
        }
    }

    /// Every tab, with and without overlays, at any size from 1×1 to 500×200:
    /// no crash, the canvas exactly the terminal's size, the too-small message
    /// below 40×12 and the tab bar above it.
    @Test func everyScreenRendersAtAnySize() async {
        let tabs = Gen.int(in: 0...3).map { TabTable.all[$0] }
        let overlays = Gen.int(in: 0...3)
        let base = [loadedScores(), loadedSchedule(), loadedShows(), loadedShows()]
        await propertyCheck(count: 150, input: Gen.int(in: 1...500), Gen.int(in: 1...200), tabs, overlays) {
            width, height, tab, overlay in
            var state = base[TabTable.all.firstIndex(of: tab)!]
            state.tab = tab
            switch overlay {
            case 1: press(&state, .char("?"))
            case 2: state.scores.picker = DatePickerState(cursor: testDay)
            case 3: state.presented = .dialog(.retryFetch(detail: FetchError.timeout.detail, retry: .shows(.retryShows(page: 0))))
            default: break
            }
            _ = reduce(&state, .resize(Size(width: width, height: height)))
            let canvas = render(state)
            #expect(canvas.size == Size(width: width, height: height))
            let screen = canvas.lines.joined(separator: "\n")
            if width < Layout.minimumSize.width || height < Layout.minimumSize.height {
                if width >= 5 { #expect(screen.contains("40×12")) }
            } else {
                // Narrow terminals show the short tab titles (`1 Scr … 4 Fav`).
                #expect((screen.contains("Scores") || screen.contains("1 Scr")) && screen.contains("Fav"))
            }
        }
    }
}
