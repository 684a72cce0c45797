import Foundation
import OfflineData
import Pictures
import SportsCore
import Testing
import TerminalUI
import TestSupport
@testable import Jumbotron

/// Logos and headshots in the detail panes: each pane wishes for
/// its pictures, they are loaded from the bundled sample through the real
/// store and converted, and the frame is a reviewed snapshot (characters and
/// colours). Until a picture is ready, and for good when it fails, the pane
/// shows the badge (or a photo frame) in its slot.
@Suite(.enabled(if: PictureConverter.isAvailable && PictureConverter.rendersSVG, "libpng16, libjpeg62 or librsvg is not installed"))
struct DetailPicturesTests {
    /// What each scene asks for: ids of its pictures, in drawing order.
    static let scenes: [(name: String, wishes: [String])] = [
        ("schedule", ["nfl:SF", "nfl:PIT"]),
        ("scores", ["mlb:121", "mlb:143"]),
        ("hockey-roster", ["https://assets.nhle.com/logos/nhl/svg/TOR_light.svg", "https://assets.nhle.com/mugs/nhl/20262027/TOR/8480817.png"]),
        ("basketball-team", ["nba:NYK"]),
        ("hockey-teams", ["https://assets.nhle.com/logos/nhl/svg/BUF_light.svg"]),
    ]

    static func scene(_ name: String, width: Int, height: Int) -> AppState {
        var s: AppState
        switch name {
        case "schedule":
            s = loadedSchedule(width: width, height: height)
            press(&s, .enter)
        case "scores":
            s = loadedScores(width: width, height: height)
            press(&s, .enter)
            answerCenter(&s)
        case "hockey-roster":
            s = hockeyRoster(width: width, height: height)
            if !Layout.isSplit(s.size) { pressHockey(&s, .enter) }
        case "hockey-teams":
            s = hockeyTeams(width: width, height: height)
        default:
            s = basketballKnicks(width: width, height: height)
        }
        return s
    }

    /// Loads and converts every picture the frame wishes for, as the runtime does.
    static func develop(_ s: inout AppState, _ depth: PictureDepth) async throws -> [PictureWish] {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let images = try #require(OfflineData.samplesDirectory).appendingPathComponent("images")
        let store = PictureStore(http: nil, urls: .defaults, directory: dir, bundled: images)
        let wishes = render(s).pictureWishes
        let asked = AppReducer.reduce(&s, .picturesWanted(wishes)).map(\.signature)
        #expect(asked == wishes.map { .picture($0) })
        for wish in wishes {
            let request = try #require(PictureShelf.request(for: wish.id))
            #expect(await request.load(from: store) == .cached, "\(wish.id) ships with the sample")
            let bytes = try #require(await store.bytes(for: request))
            let cells = try PictureConverter.convert(bytes, fitting: wish.size, depth: depth).get()
            _ = AppReducer.reduce(&s, .pictureConverted(wish, .cells(cells)))
        }
        return wishes
    }

    @Test(arguments: ["schedule", "scores", "hockey-roster", "basketball-team", "hockey-teams"], [PictureDepth.truecolor, .palette256])
    func detailsDrawTheirPictures(scene: String, depth: PictureDepth) async throws {
        var s = Self.scene(scene, width: 120, height: 40)
        s.display.pictures = depth
        let wishes = try await Self.develop(&s, depth)
        #expect(wishes.map(\.id) == Self.scenes.first { $0.name == scene }?.wishes)
        let canvas = render(s)
        #expect(canvas.pictureWishes.isEmpty, "nothing left to ask for")
        Snapshot.assert(canvas.cropped(rows: 0..<Layout(size: s.size).hints.y).snapshot, named: "pictures-\(scene)-120x40-\(depth.rawValue)\(PictureRenderer.current.snapshotSuffix)")
    }

    /// At 80×24 the detail covers the list and the slots are smaller.
    @Test(arguments: ["schedule", "scores", "hockey-roster", "basketball-team"])
    func smallerSlotsAt80x24(scene: String) async throws {
        var s = Self.scene(scene, width: 80, height: 24)
        s.display.pictures = .truecolor
        let wishes = try await Self.develop(&s, .truecolor)
        #expect(!wishes.isEmpty && wishes.allSatisfy { $0.size.width <= 8 }, "\(wishes)")
        Snapshot.assert(renderScreen(s).snapshot, named: "pictures-\(scene)-80x24-truecolor\(PictureRenderer.current.snapshotSuffix)")
    }

    /// While converting, and when a picture cannot be had, the slot holds the
    /// badge (a `photo`/`no photo` frame for headshots); a failure is not asked
    /// for again.
    @Test(arguments: ["schedule", "scores", "hockey-roster", "basketball-team"])
    func placeholdersWhileConvertingAndAfterAFailure(scene: String) {
        var s = Self.scene(scene, width: 120, height: 40)
        s.display.pictures = .truecolor
        let wishes = render(s).pictureWishes
        #expect(!wishes.isEmpty)
        _ = AppReducer.reduce(&s, .picturesWanted(wishes))
        let waiting = render(s)
        #expect(waiting.pictureWishes.isEmpty, "asked once")
        for wish in wishes { _ = AppReducer.reduce(&s, .pictureConverted(wish, nil)) }
        let failed = render(s)
        #expect(failed.pictureWishes.isEmpty, "a failure is not asked for again")
        let text = failed.lines.joined(separator: "\n")
        switch scene {
        case "hockey-roster":
            #expect(waiting.lines.joined().contains("photo") && !waiting.lines.joined().contains("no photo"))
            #expect(text.contains("no photo") && text.contains(" TOR "))
        case "schedule": #expect(text.contains("·SF ·") && text.contains("·PIT·"))
        case "scores": #expect(text.contains(" NYM ") && text.contains(" PHI "))
        default: #expect(text.contains(" NYK "))
        }
        if scene != "hockey-roster" { #expect(failed.lines == waiting.lines, "the badges stay where they were") }
    }

    /// Without pictures the panes keep the layout they always had: no wish, no slot.
    @Test(arguments: ["schedule", "scores", "hockey-roster", "basketball-team"])
    func withoutPicturesNothingChanges(scene: String) {
        var s = Self.scene(scene, width: 120, height: 40)
        s.display.pictures = nil
        #expect(render(s).pictureWishes.isEmpty)
        #expect(RosterScreen.logoSlot(ScreenContext(size: s.size, display: s.display, today: s.today, tab: .hockey)) == nil)
    }
}
