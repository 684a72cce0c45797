import Foundation
import Jumbotron
import Pictures
import SportsCore
import TerminalUI
import Testing

/// The scenes the in-process benchmarks step through (`BenchmarkScenes.swift` is
/// the benchmark package's own file, linked here), built and stepped once in the
/// debug build every test run makes: a scene that no longer loads, or a step that
/// no longer changes the screen, fails here and not weeks later in `scripts/bench.sh`.
/// CI builds no release copy of the app for the benchmarks.
@Suite struct BenchmarkScenesTests {
    /// One step as a frame benchmark times it: the key reduced, the frame drawn, the changed cells found.
    static func changedCells(_ state: AppState, _ key: Key) -> Int {
        var s = state
        var before = Canvas(size: s.size), after = Canvas(size: s.size)
        AppView.render(s, into: &before)
        _ = AppReducer.reduce(&s, .key(key))
        AppView.render(s, into: &after)
        var changed = 0
        FrameDiff.forEachChange(from: before, to: after) { _, _, _ in changed += 1 }
        return changed
    }

    @Test(arguments: Scenes.names)
    func everyScreenLoadsItsSampleAndAStepRedraws(_ name: String) {
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            let scene = Scenes.loaded(name, size: size)
            var canvas = Canvas(size: size), blank = Canvas(size: size)
            AppView.render(scene, into: &canvas)
            AppView.render(Scenes.blank(scene.tab, size), into: &blank)
            #expect(canvas.snapshot != blank.snapshot, "\(name) at \(size.width)×\(size.height) shows its sample")
            let moved = Self.changedCells(scene, .down) + Self.changedCells(scene, .up)
            #expect(moved > 0, "\(name) at \(size.width)×\(size.height): a cursor step changes the screen")
        }
    }

    /// Both keys of each center's step change the screen (the second from where the first left it).
    @Test func everyCenterStepChangesTheScreen() {
        for step in Scenes.centerSteps {
            var scene = step.scene()
            #expect(scene.scores.boards.mlb.center != nil || scene.scores.boards.nhl.center != nil, "\(step.name): a center is open")
            #expect(Self.changedCells(scene, step.keys.0) > 0, "\(step.name): the first key changes the screen")
            _ = AppReducer.reduce(&scene, .key(step.keys.0))
            #expect(Self.changedCells(scene, step.keys.1) > 0, "\(step.name): the second key changes it back")
        }
    }

    @Test func longListsStepAndPicturesDevelop() {
        #expect(Self.changedCells(Scenes.shows(count: 100_000, size: Size(width: 120, height: 40)), .down) > 0)
        for (name, height) in [("shows", 29), ("schedule", 40), ("scores", 40), ("hockey-roster", 40), ("basketball-team", 40)] {
            let size = Size(width: 120, height: height)
            let developed = Scenes.developed(Scenes.loaded(name, size: size))
            var canvas = Canvas(size: size)
            AppView.render(developed, into: &canvas)
            #expect(developed.pictures != Scenes.loaded(name, size: size).pictures, "\(name): its pictures are converted")
            #expect(canvas.pictureWishes.isEmpty, "\(name): every picture on screen is drawn, none still wished for")
        }
    }

    /// The season's scenes: each route lands on its screen with its samples in, and both keys change the screen.
    @Test(arguments: SeasonScenes.steps.map(\.name))
    func everySeasonSceneLoadsThroughItsRoute(_ name: String) async throws {
        let step = try #require(SeasonScenes.steps.first { $0.name == name })
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            var scene = await SeasonScenes.scene(step, size: size)
            var canvas = Canvas(size: size), blank = Canvas(size: size)
            AppView.render(scene, into: &canvas)
            AppView.render(Scenes.blank(.scores, size), into: &blank)
            #expect(canvas.snapshot != blank.snapshot && !canvas.snapshot.contains("Loading") && !canvas.snapshot.contains("Could not"), "\(name) at \(size.width)×\(size.height): \(canvas.snapshot)")
            #expect(Self.changedCells(scene, step.keys.0) > 0, "\(name): the first key changes the screen: \(canvas.snapshot)")
            _ = AppReducer.reduce(&scene, .key(step.keys.0))
            #expect(Self.changedCells(scene, step.keys.1) > 0, "\(name): the second key changes it back")
        }
    }

    /// The benchmark package builds apart: its scenes are copies of these files, kept the same.
    @Test func theBenchmarksScenesAreTheseFiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for (here, there) in [("BenchmarkScenes.swift", "Scenes.swift"), ("BenchmarkSeasonScenes.swift", "SeasonScenes.swift")] {
            let mine = try Data(contentsOf: root.appendingPathComponent(here))
            let theirs = try Data(contentsOf: root.appendingPathComponent("../Benchmarks/Benchmarks/JumbotronBenchmarks/\(there)").standardized)
            #expect(mine == theirs, "\(here) and the benchmarks' \(there) differ")
        }
    }
}
