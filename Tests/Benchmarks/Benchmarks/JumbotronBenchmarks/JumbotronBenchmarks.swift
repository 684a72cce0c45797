import Benchmark
import Foundation
import Jumbotron
import OfflineData
import Pictures
import SportsCore
import TerminalUI

// In-process figures for docs/benchmarks.md (scripts/bench.sh runs these and
// the out-of-process ones). Every frame benchmark is one cursor step: the key
// reduced into state, the whole frame rendered into the canvas, and the cells
// that changed found for the terminal (what CursesTerminal hands ncurses).
// Each iteration alternates ↓ and ↑, so every iteration really changes the screen.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions],
        timeUnits: .microseconds,
        warmupIterations: 20,
        maxDuration: .seconds(2),
        maxIterations: 20_000
    )

    // Scenes are built once, outside every measurement; a benchmark's
    // closure copies the state (O(1): arrays are shared until written) and
    // stops measuring before the copy is destroyed.
    let frames = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
                                         warmupIterations: 2, scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 200)
    for size in [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 250, height: 80)] {
        for name in Scenes.names {
            frameBenchmark("frame \(name) \(size.width)x\(size.height)", Scenes.loaded(name, size: size), frames)
        }
    }

    // The game center beside the list, each section of the bundled final (and
    // the live game's at-bat) and the NHL's (on the recorded playoff game's 332
    // events when the shared fixtures are there): the step each one takes is
    // `Scenes.centerSteps`'s, one that changes the screen every frame.
    for step in Scenes.centerSteps {
        frameBenchmark("frame \(step.name) 120x40", step.scene(), frames, keys: step.keys)
    }

    // The sports beyond two teams and the season's shape: their boards, a draw, a card and a classification,
    // the leaders, the bracket and a team's page, each loaded through its route from the bundled samples.
    for step in SeasonScenes.steps {
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            frameBenchmark("frame \(step.name) \(size.width)x\(size.height)", waited { await SeasonScenes.scene(step, size: size) }, frames,
                           keys: step.keys)
        }
    }

    // Frame cost must not grow with the list: the same step in 100 and 100,000 shows.
    for count in [100, 100_000] {
        let scene = Scenes.shows(count: count, size: Size(width: 120, height: 40))
        Benchmark("scroll shows \(count)", configuration: frames) { benchmark in
            var frame = Frame(scene)
            frame.step(.pageDown)   // mid-list, so both directions move
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { frame.step(i.isMultiple(of: 2) ? .down : .up) }
            benchmark.stopMeasurement()
            blackHole(frame)
        }
    }

    // One keystroke in the `/` filter over 100,000 names, frame included:
    // typing narrows, Backspace widens again, alternately.
    let big = Scenes.shows(count: 100_000, size: Size(width: 120, height: 40))
    Benchmark("filter keystroke 100000",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
                                   warmupIterations: 2, maxDuration: .seconds(3), maxIterations: 500)) { benchmark in
        var frame = Frame(big)
        for key in [Key.char("/"), .char("s"), .char("h"), .char("o")] { frame.step(key) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { frame.step(i.isMultiple(of: 2) ? .char("w") : .backspace) }
        benchmark.stopMeasurement()
        blackHole(frame)
    }

    // Pictures (issue 20): one conversion per image and slot size (off the main
    // loop in the app), and a Shows detail frame with the poster on screen.
    let poster = Scenes.read("images/\(PictureStore.imageKey(URL(string: "https://static.example.org/original/1000.jpg")!)).img")
    for (slot, depth) in [(Size(width: 14, height: 10), PictureDepth.truecolor), (Size(width: 14, height: 10), .palette256),
                          (Size(width: 40, height: 30), .truecolor), (Size(width: 40, height: 30), .palette256)] {
        Benchmark("picture poster \(slot.width)x\(slot.height) \(depth.rawValue)",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
                                       maxDuration: .seconds(2), maxIterations: 500)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(PictureConverter.convert(poster, fitting: slot, depth: depth)) }
        }
    }
    if case .success(let cells) = PictureConverter.convert(poster, fitting: Size(width: 14, height: 10), depth: .truecolor) {
        var scene = Scenes.loaded("shows", size: Size(width: 120, height: 40))
        scene.display.pictures = .truecolor
        let original = "https://static.example.org/original/1000.jpg"
        _ = AppReducer.reduce(&scene, .shows(.posterLoaded(original, .cached)))
        let wish = PictureWish(id: original, size: Size(width: 14, height: 10))
        _ = AppReducer.reduce(&scene, .picturesWanted([wish]))
        _ = AppReducer.reduce(&scene, .pictureConverted(wish, .cells(cells)))
        frameBenchmark("frame shows-poster 120x40", scene, frames)
    }

    // Real pixels against character art: the same frames (the schedule's
    // logos, a show's poster; sizes where the layout is the same either way),
    // the pictures made, one cursor step each, and with pixels the image
    // layer's plan the terminal writes after the cells (the images' bytes).
    for (name, size) in [("schedule", Size(width: 120, height: 40)), ("shows", Size(width: 120, height: 29))] {
        let base = Scenes.loaded(name, size: size)
        frameBenchmark("frame \(name)-cells \(size.width)x\(size.height)", Scenes.developed(base), frames)
        for pixels in [PixelProtocol.sixel, .kitty] where PixelEncoder.isAvailable {
            frameBenchmark("frame \(name)-\(pixels) \(size.width)x\(size.height)", Scenes.developed(base, pixels: pixels), frames,
                           layer: ImageLayer(pixelProtocol: pixels, passthrough: false))
        }
    }

    // Logos and headshots: SVG (MLB, NHL logos) goes through librsvg first.
    for (file, slot, depth) in [("mlb_147.svg", Size(width: 12, height: 6), PictureDepth.truecolor),
                                ("mlb_147.svg", Size(width: 12, height: 6), .palette256),
                                ("mlb_147.svg", Size(width: 8, height: 4), .truecolor),
                                ("nfl_pit_light.png", Size(width: 12, height: 6), .truecolor),
                                ("nfl_pit_light.png", Size(width: 8, height: 4), .truecolor),
                                (PictureStore.imageKey(URL(string: "https://assets.nhle.com/mugs/nhl/20262027/TOR/8480817.png")!) + ".img",
                                 Size(width: 12, height: 6), .truecolor)] {
        let bytes = Scenes.read("images/\(file)")
        let label = file.hasPrefix("img-") ? "headshot.png" : file
        Benchmark("picture \(label) \(slot.width)x\(slot.height) \(depth.rawValue)",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
                                       maxDuration: .seconds(2), maxIterations: 500)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(PictureConverter.convert(bytes, fitting: slot, depth: depth)) }
        }
    }
    // Each renderer (libchafa where installed, our half blocks everywhere) on
    // the sample poster (PNG) and our JPEG test scene, at a logo's slot and a
    // large detail's, in truecolor.
    let scene = (try? Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../PicturesTests/Images/scene.jpg").standardized)) ?? Data()
    for renderer in [PictureRenderer.chafa, .halfBlocks] where renderer == .halfBlocks || PictureConverter.chafaInstalled {
        for (name, bytes) in [("poster.png", poster), ("scene.jpg", scene)] where !bytes.isEmpty {
            for slot in [Size(width: 12, height: 6), Size(width: 40, height: 30)] {
                Benchmark("picture \(name) \(slot.width)x\(slot.height) truecolor \(renderer.rawValue)",
                          configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
                                               maxDuration: .seconds(2), maxIterations: 500)) { benchmark in
                    for _ in benchmark.scaledIterations {
                        blackHole(PictureConverter.convert(bytes, fitting: slot, depth: .truecolor, renderer: renderer))
                    }
                }
            }
        }
    }
    // Real pixels: each encoder (ours everywhere, libchafa's where installed)
    // in each protocol, on the sample poster and the JPEG scene at a detail
    // pane's slot (14x10 cells of 10x20 pixels); the bytes an image costs the
    // terminal are the "bytes" metric.
    for encoder in [PixelEncoderKind.own, .chafa] where encoder == .own || PixelEncoderKind.chafaInstalled {
        for pixels in PixelProtocol.allCases {
            for (name, bytes) in [("poster.png", poster), ("scene.jpg", scene)] where !bytes.isEmpty {
                Benchmark("pixels \(pixels) \(name) 14x10 \(encoder.rawValue)",
                          configuration: .init(metrics: [.wallClock, .mallocCountTotal, .custom("bytes", useScalingFactor: false)],
                                               timeUnits: .microseconds, maxDuration: .seconds(2), maxIterations: 300)) { benchmark in
                    var size = 0
                    for _ in benchmark.scaledIterations {
                        let image = PixelEncoder.encode(bytes, fitting: Size(width: 14, height: 10), cell: Size(width: 10, height: 20),
                                                        as: pixels, encoder: encoder)
                        size = (try? image.get())?.bytes.count ?? 0
                        blackHole(image)
                    }
                    benchmark.measurement(.custom("bytes", useScalingFactor: false), size)
                }
            }
        }
    }
    // Each detail pane with its pictures on screen, for both selections the
    // steps alternate between (so every frame draws converted cells).
    for name in ["scores", "schedule", "hockey-roster", "basketball-team"] {
        let scene = Scenes.developed(Scenes.loaded(name, size: Size(width: 120, height: 40)))
        frameBenchmark("frame \(name)-pictures 120x40", scene, frames)
    }

    // Typed decoding of the recorded payloads in Tests/Fixtures.
    for payload in Payloads.all {
        Benchmark("decode \(payload.name)",
                  configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .microseconds,
                                       maxDuration: .seconds(2), maxIterations: 2_000)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(payload.decode()) }
        }
    }
}

/// One cursor step per iteration, ↓ and ↑ alternately, on `scene`.
func frameBenchmark(_ name: String, _ scene: AppState, _ configuration: Benchmark.Configuration,
                    keys: (Key, Key) = (.down, .up), layer: ImageLayer? = nil) {
    Benchmark(name, configuration: configuration) { benchmark in
        var frame = Frame(scene)
        frame.layer = layer
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { frame.step(i.isMultiple(of: 2) ? keys.0 : keys.1) }
        benchmark.stopMeasurement()
        blackHole(frame)
    }
}

/// An async scene's setting up, waited for where benchmarks are declared (outside every measurement).
func waited<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let done = DispatchSemaphore(value: 0)
    let box = Box<T>()
    Task { box.value = await work(); done.signal() }
    done.wait()
    return box.value!
}

final class Box<T>: @unchecked Sendable {
    // Written once by the task before the semaphore is signalled, read after it is waited for.
    var value: T?
}

/// The app's per-frame work outside ncurses, exactly as the runtime does it.
struct Frame {
    var state: AppState
    var canvas: Canvas
    var last: Canvas
    /// Real pixels: the plan of what goes around each frame, as CursesTerminal makes it.
    var layer: ImageLayer?

    init(_ state: AppState) {
        self.state = state
        canvas = Canvas(size: state.size)
        last = Canvas(size: state.size)
        AppView.render(state, into: &canvas)
        last.copy(from: canvas)
    }

    mutating func step(_ key: Key) {
        _ = AppReducer.reduce(&state, .key(key))
        AppView.render(state, into: &canvas)
        if var layer {
            let watches = layer.watchesRows
            var changes = RowChanges()
            FrameDiff.forEachChange(from: last, to: canvas) { x, y, _ in if watches { changes.note(x: x, y: y) } }
            blackHole(layer.plan(canvas.images, changes: changes, fullRedraw: false).pieces.count)
            self.layer = layer
        } else {
            blackHole(FrameDiff.forEachChange(from: last, to: canvas) { _, _, _ in })
        }
        last.copy(from: canvas)
    }
}
