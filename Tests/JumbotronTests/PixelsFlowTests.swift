import Foundation
import OfflineData
import Pictures
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Real pixels through the whole loop on a headless terminal that records
/// what a terminal would get: the terminal's answers turn them on, the
/// detail's logos and posters are written as images beside the cells, and
/// they are removed when their slots go (tab switch, resize, overlay, quit).
@Suite(.serialized, .enabled(if: PictureConverter.isAvailable && PixelEncoder.isAvailable && OfflineData.samplesDirectory != nil,
                             "libpng16, libjpeg62 or libchafa is not installed"))
struct PixelsFlowTests {
    static let sixelTerminal: TerminalReport = {
        var report = TerminalReport()
        report.take(.version("XTerm(379)"))
        report.take(.cellPixels(Size(width: 10, height: 20)))
        report.take(.background(RGB(255, 255, 255)))
        report.take(.deviceAttributes([63, 1, 2, 4, 6, 9, 15, 22]))
        return report
    }()

    final class Run {
        let terminal = HeadlessTerminal(size: Size(width: 120, height: 40))
        let runtime: Runtime
        let folder = makeTemporaryDirectory("jt-pixels")

        init(tab: Tab = .schedule, from start: AppState? = nil) {
            let images = OfflineData.samplesDirectory!.appendingPathComponent("images")
            let store = PictureStore(http: nil, urls: .defaults, directory: folder, bundled: images)
            let env = AppEnvironment(data: OfflineDataSource(samples: Fixtures.samples), logos: store, now: { testDay.noonUTC })
            var state = start ?? makeState(width: 120, height: 40, tab: tab)
            state.display.pictures = .palette256
            state.display.themeFromTerminal = true
            runtime = Runtime(terminal: terminal, environment: env, state: state)
            runtime.dispatch(.start)
        }
        deinit { try? FileManager.default.removeItem(at: folder) }

        /// Processes events, then turns the loop until `done` holds (pictures convert on a queue of their own).
        func until(_ events: [TerminalEvent] = [], _ done: (Run) -> Bool) async -> Bool {
            runtime.process(events)
            for _ in 0..<200 {
                if done(self) { return true }
                try? await Task.sleep(for: .milliseconds(20))
                runtime.process([])
            }
            return done(self)
        }

        var output: String { String(decoding: terminal.output, as: UTF8.self) }
    }

    static let kittyTerminal: TerminalReport = {
        var report = TerminalReport()
        report.environmentProtocol = .kitty
        report.environmentReason = "TERM=xterm-kitty"
        report.take(.kittyGraphics(ok: true))
        report.take(.cellPixels(Size(width: 9, height: 18)))
        report.take(.deviceAttributes([62, 22]))
        return report
    }()

    static let esc = "\u{1B}"

    @Test func theScheduleDetailsLogosAreWrittenAsSixelAtTheirSlots() async throws {
        let run = Run()
        #expect(await run.until([.report(Self.sixelTerminal)]) { $0.runtime.state.display.pixels?.pixelProtocol == .sixel })
        #expect(run.runtime.state.display.themeKind == .light, "a white background chooses the light theme")
        #expect(await run.until { $0.terminal.lastFrame?.images.count == 2 })
        let frame = try #require(run.terminal.lastFrame)
        let slots = frame.images.map(\.rect)
        #expect(slots.allSatisfy { $0.x > 66 && $0.width <= 12 && $0.height <= 6 }, "both in the detail pane: \(slots)")
        for slot in slots {
            // The cells under an image are blank: curses never paints over it.
            for y in slot.rows { for x in slot.x..<slot.maxX { #expect(frame[x, y].grapheme == " ") } }
            // Cursor saved, moved to the slot (1-based), the sixel, cursor restored.
            #expect(run.output.contains("\(Self.esc)7\(Self.esc)[\(slot.y + 1);\(slot.x + 1)H\(Self.esc)P0;1;0q"))
        }
        #expect(run.output.components(separatedBy: "\(Self.esc)P0;1;0q").count == 3, "each written once")
        #expect(run.output.hasSuffix("\(Self.esc)\\\(Self.esc)8"))
        let logosLine = try #require(frame.lines.first { $0.dropFirst(68).contains("@") })
        #expect(!logosLine.dropFirst(68).contains("SF"), "no badges where the logos are: \(logosLine)")

        // Another tab: the logos' rows go back to curses, written whole.
        let before = run.terminal.output.count
        #expect(await run.until([.key(.char("3"))]) { $0.terminal.lastFrame?.images.isEmpty == true })
        let plan = try #require(run.terminal.plans.last { !$0.isEmpty })
        #expect(Set(plan.repaint) == Set(slots.map(\.rows)))
        // Erased from their cells first, so no scroll of curses' can carry a piece of them elsewhere.
        let removal = String(decoding: run.terminal.output.dropFirst(before), as: UTF8.self)
        #expect(!removal.contains("\(Self.esc)P"), "no image bytes")
        for slot in slots {
            for y in slot.rows { #expect(removal.contains("\(Self.esc)[\(y + 1);\(slot.x + 1)H\(Self.esc)[\(slot.width)X")) }
        }
    }

    @Test func kittyImagesAreRemovedByIdOnResizeOverlayAndQuit() async throws {
        let run = Run()
        #expect(await run.until([.report(Self.kittyTerminal)]) { $0.terminal.lastFrame?.images.count == 2 })
        let ids = try #require(run.terminal.lastFrame).images.map(\.image.kittyID)
        #expect(Set(ids).count == 2 && !ids.contains(0))
        for id in ids { #expect(run.output.contains("\(Self.esc)_Ga=T,q=2,i=\(id),f=32,")) }

        // The help overlay covers the pane: both removed by id, nothing placed.
        #expect(await run.until([.key(.char("?"))]) { $0.terminal.lastFrame?.images.isEmpty == true })
        for id in ids { #expect(run.output.contains("\(Self.esc)_Ga=d,d=I,i=\(id),q=2\(Self.esc)\\")) }
        // Closed: placed again (same images, same ids).
        #expect(await run.until([.key(.escape)]) { $0.terminal.lastFrame?.images.count == 2 })
        #expect(run.output.components(separatedBy: "_Ga=T,q=2,i=\(ids[0]),").count == 3)

        // A resize writes the screen from scratch: removed, then placed at their new slots.
        let frames = run.terminal.frames.count
        #expect(await run.until([.resize(Size(width: 130, height: 44))]) { $0.terminal.frames.count > frames })
        let resize = try #require(run.terminal.plans.last)
        #expect(String(decoding: resize.before, as: UTF8.self).components(separatedBy: "a=d,d=I").count == 3)
        #expect(String(decoding: resize.after, as: UTF8.self).components(separatedBy: "a=T,q=2").count == 3)
        let resized = try #require(run.terminal.lastFrame).images.map(\.image.kittyID)
        #expect(resized.count == 2)
        // Quit: every image on screen removed before the terminal is given back.
        run.runtime.process([.key(.char("q"))])
        run.terminal.restore()
        for id in resized { #expect(run.output.hasSuffix("") && run.output.contains("\(Self.esc)_Ga=d,d=I,i=\(id),q=2")) }
        #expect(run.terminal.plans.last?.before.isEmpty == false)
    }

    /// Character art asked for before the answers came must not land on the
    /// shelf that now waits for pixels.
    @Test func characterArtAskedBeforeTheAnswersIsDropped() async {
        let run = Run()
        run.runtime.process([])
        let wishes = run.terminal.lastFrame?.pictureWishes ?? []
        #expect(wishes.count == 2)
        let before = run.runtime.state.pictures.generation
        run.runtime.process([.report(Self.sixelTerminal)])
        let cells = PictureCells(size: Size(width: 1, height: 1), cells: [Cell(" ")])
        run.runtime.dispatch(.pictureConverted(wishes[0], .cells(cells), generation: before))
        run.runtime.dispatch(.pictureConverted(wishes[1], nil, generation: before))
        #expect(run.runtime.state.pictures.entry(wishes[0]) != .ready(.cells(cells)))
        #expect(run.runtime.state.pictures.entry(wishes[1]) != .failed)
        #expect(await run.until { $0.terminal.lastFrame?.images.count == 2 })
    }

    /// A terminal without pixels: its answers change nothing but the theme.
    @Test func aTerminalWithoutPixelsKeepsCharacterArt() async {
        let run = Run()
        var report = TerminalReport()
        report.take(.background(RGB(0, 0, 0)))
        report.take(.deviceAttributes([1, 2]))
        run.runtime.process([.report(report)])
        #expect(run.runtime.state.display.pixels == nil)
        #expect(run.runtime.state.display.themeKind == .dark)
        #expect(await run.until { ($0.terminal.lastFrame?.lines.joined().filter { "▀▄▌▐▖▗▘▝▚▞▙▛▜▟█".contains($0) }.count ?? 0) > 10 })
        #expect(run.terminal.output.isEmpty && run.terminal.lastFrame?.images.isEmpty == true)
    }
}

extension PixelsFlowTests {
    /// The brief's rows with their posters: with pixels on and room, each
    /// show's row grows to three lines with a small poster; otherwise one line.
    @Test func showRowsGrowToThreeLinesWithTheirPosters() async throws {
        let run = Run(tab: .shows)
        run.runtime.process([])
        let before = try #require(run.terminal.lastFrame)
        #expect(before.lines.contains { $0.contains("[") && $0.contains("Harbor Lights") }, "one line, its stand-in mark")
        // Every sample show has its poster bundled.
        #expect(await run.until([.report(Self.sixelTerminal)]) { run in
            let images = run.terminal.lastFrame?.images ?? []
            return images.filter { $0.rect.x < 10 }.count >= 7 && images.contains { $0.rect.x > 66 }
        })
        let frame = try #require(run.terminal.lastFrame)
        let rowPosters = frame.images.filter { $0.rect.x < 10 }.sorted { $0.origin.y < $1.origin.y }
        #expect(rowPosters.allSatisfy { $0.rect.width <= ShowRowView.posterSlot.width && $0.rect.height == 3 })
        #expect(zip(rowPosters, rowPosters.dropFirst()).allSatisfy { ($1.origin.y - $0.origin.y) % 3 == 0 }, "one row every three lines")
        let name = try #require(frame.lines.firstIndex { $0.contains("Harbor Lights") && $0.contains("2005") })
        #expect(name == rowPosters[0].origin.y + 1, "the name on the row's middle line")
        let brightwater = try #require(frame.lines.firstIndex { $0.contains("Brightwater") })
        #expect(rowPosters.contains { $0.origin.y + 1 == brightwater }, "every sample show has its poster")
        // Each visible show with an image has its poster beside its name.
        let list = frame.lines.map { String($0.prefix(60)) }
        for show in run.runtime.state.shows.shows where show.image?.medium != nil {
            // A row cut by the bottom of the list is drawn as one line, without a poster.
            guard let line = list.firstIndex(where: { $0.contains(show.name) }), line + 1 < frame.lines.count - 2 else { continue }
            #expect(rowPosters.contains { $0.origin.y + 1 == line }, "\(show.name) has no poster: \(frame.images.map(\.rect))")
        }
        #expect(frame.images.contains { $0.rect.x > 66 }, "and the open show's poster in the detail")
        // Smaller than 80×30: no room to spare, one line a row again, no row posters.
        #expect(await run.until([.resize(Size(width: 80, height: 24))]) { $0.terminal.lastFrame?.images.allSatisfy { $0.rect.x > 10 } == true })
    }
}

/// `images` takes the four modes; anything else is named and `auto` kept.
@Suite struct ImagesSettingTests {
    @Test(arguments: ImagesMode.allCases)
    func eachModeIsRead(_ mode: ImagesMode) {
        let loaded = SettingsFile.parse("images = \"\(mode.rawValue.uppercased())\"\n")
        #expect(loaded.settings.images == mode && loaded.problems.isEmpty)
    }

    @Test func anUnknownModeIsNamed() {
        let loaded = SettingsFile.parse("images = \"sixel\"\n")
        #expect(loaded.settings.images == .auto)
        #expect(loaded.problems.map(\.description) == ["config.toml line 1, images: must be \"auto\", \"pixels\", \"cells\" or \"off\"; using \"auto\""])
    }

    /// Character art only where cells are wanted; real pixels only where pixels are.
    @Test func whatEachModeAllows() {
        #expect(PictureSupport.depth(images: .pixels, ascii: false, colorDepth: .truecolor) == nil)
        #expect(PictureSupport.depth(images: .cells, ascii: false, colorDepth: .truecolor) == .truecolor)
        #expect(ImagesMode.auto.allowsPixels && ImagesMode.pixels.allowsPixels)
        #expect(!ImagesMode.cells.allowsPixels && !ImagesMode.off.allowsPixels)
    }
}

extension PixelsFlowTests {
    /// Favorites mixes rows: a saved show's row grows with its poster, a player's stays one line.
    @Test func favoritesShowRowsGrowAndPlayerRowsDoNot() throws {
        let shows = sampleShows()
        var s = makeState(width: 120, height: 40, tab: .favorites)
        s.display.pixels = PixelChoice(pixelProtocol: .sixel, cellPixels: Size(width: 10, height: 20), reason: "test")
        _ = reduce(&s, .saved(.showsRead(.success([shows[0], shows[1]]))))
        _ = reduce(&s, .saved(.playersRead(.success([]))))
        let spec = s.favorites.spec(s.context())
        let heights = s.favorites.rows.indices.map(spec.rowHeight)
        #expect(heights == [1, 3, 3], "the TV SHOWS heading, then two shows: \(heights)")
        s.display.pixels = nil
        #expect(s.favorites.rows.indices.map(s.favorites.spec(s.context()).rowHeight) == [1, 1, 1])
        // A page moves by the rows a page holds, not by its lines.
        s.display.pixels = PixelChoice(pixelProtocol: .sixel, reason: "test")
        #expect(s.favorites.spec(s.context()).page(30) == 9)
    }
}
