import Testing
@testable import JumbotronCLI
import Jumbotron
import SportsCore

/// The start lines read without argument-parser, and every other line left to it.
@Suite struct QuickStartTests {
    @Test func theAppsUsualLinesAreReadDirectly() throws {
        let request = try #require(AppQuickStart.parse(["--offline", "--data-dir", "/tmp/x", "--date=2018-09-20", "--tab", "shows",
                                                        "--league", "NHL", "--no-images", "--no-color", "--no-spoilers",
                                                        "--no-ascii", "--no-mouse", "--delay", "30", "--config", "/tmp/c.toml"]))
        #expect(request.plan.offline && request.plan.dataDir == "/tmp/x" && request.plan.configFile == "/tmp/c.toml")
        #expect(request.plan.delay == 30 && request.date == Day(iso: "2018-09-20"))
        #expect(request.league == "NHL" && request.overrides.scoresLeague == "NHL")
        #expect(request.overrides.defaultTab == "shows" && request.overrides.images == .off && request.overrides.theme == .mono)
        #expect(request.overrides.spoilers == .hide && request.overrides.ascii == false && request.overrides.mouse == false)
        let digit = try #require(AppQuickStart.parse(["--tab", "2"]))
        #expect(digit.overrides.defaultTab == TabTable.tab(named: "2")?.name)
        let none = try #require(AppQuickStart.parse([]))
        #expect(!none.plan.offline && none.date == nil && none.overrides == SettingsOverrides())
    }

    /// Help, a typo, a value out of range or missing, a flag given a value, an
    /// option it does not know: argument-parser reads these and says what is wrong.
    @Test func everythingElseIsLeftToArgumentParser() {
        for line in [["--help"], ["-h"], ["help"], ["--date", "2018-02-30"], ["--date"], ["--tab", "nope"], ["--refresh-seconds", "30"],
                     ["--offline=yes"], ["--data-dir"], ["--delay", "601"], ["--delay", "x"], ["--mlb-url", "http://127.0.0.1:1"],
                     ["--time-zone", "Europe/London"], ["--offlne"], ["scores"], ["--generate-completion-script", "bash"]] {
            #expect(AppQuickStart.parse(line) == nil, "\(line)")
        }
    }

    @Test func statusReadsTheSameWay() throws {
        let (plan, request) = try #require(StatusQuickStart.parse(["--tmux", "--width=40", "--wait-ms", "500", "--data-dir", "/d"]))
        #expect(request.tmux && request.width == 40 && request.waitMs == 500 && plan.dataDir == "/d")
        #expect(StatusQuickStart.parse(["--width", "0"]) == nil && StatusQuickStart.parse(["--wait-ms"]) == nil)
        #expect(StatusQuickStart.parse(["--json=1"]) == nil && StatusQuickStart.parse(["--help"]) == nil)
    }
}
