import Foundation
import SportsCore
import TerminalUI
@testable import Jumbotron

let testDay = Day(iso: "2018-09-19")!

func makeState(width: Int = 80, height: Int = 24, tab: Tab = .scores, ascii: Bool = false, monochrome: Bool = false,
               offline: Bool = true) -> AppState {
    AppState(size: Size(width: width, height: height), tab: tab,
             display: DisplayOptions(ascii: ascii, monochrome: monochrome, offline: offline,
                                     locale: Locale(identifier: "en_US"),
                                     timeZone: TimeZone(identifier: "America/New_York")!),
             today: testDay)
}

func render(_ state: AppState) -> Canvas {
    var canvas = Canvas(size: state.size)
    AppView.render(state, into: &canvas)
    return canvas
}

/// Reduces a sequence of keys, collecting every command.
@discardableResult
func press(_ state: inout AppState, _ keys: Key...) -> [Command] {
    keys.flatMap { AppReducer.reduce(&state, .key($0)) }
}
