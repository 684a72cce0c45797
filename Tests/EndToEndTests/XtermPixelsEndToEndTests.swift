import Foundation
import Testing
import TestSupport

extension EndToEnd {
/// A real terminal showing real pixels: Debian's xterm as a VT340 (sixel),
/// under Xvfb, screenshots read back with ImageMagick's `import`. The
/// show's poster and the schedule's logos must be there in their own
/// colours. Skips, saying why, where xterm, Xvfb or `import` is missing or no
/// X server starts. `README_RECORD=1` keeps the Shows screenshot for the README.
@Suite(.serialized, .enabled(if: BuiltBinary.url != nil && PictureLibraries.pixels, "libpng16 or libjpeg62 is not installed"),
       .enabled(if: XServer.shared != nil, "no X server: xterm, Xvfb or ImageMagick's import is missing, or Xvfb did not start"))
struct XtermPixelsEndToEndTests {
    /// Harbor Lights' night sky (deep blue) fills most of a 14×10-cell poster in the detail pane.
    static func poster(_ shot: Screenshot) -> Bool {
        shot.count(x: 0.55..<0.8, y: 0.1..<0.45) { r, g, b in b > r + 40 && b > g + 20 && r < 90 } > shot.windowArea / 100
    }

    /// The 49ers' red emblem: an oval of thousands of pixels where a badge has hundreds.
    static func logo(_ shot: Screenshot) -> Bool {
        shot.count(x: 0.55..<0.85, y: 0.05..<0.3) { r, g, b in r > 140 && g < 60 && b < 60 } > shot.windowArea / 300
    }

    @Test func theShowDetailShowsTheRealPoster() async throws {
        let server = try #require(XServer.shared)
        let shot = try await server.screenshotOfJumbotron(["--tab", "3"], good: Self.poster)
        #expect(shot != nil, "no poster in the detail pane's place")
        // The same screen without pictures: the check sees no poster there.
        // Drawn once the title bar and the selected row (cyan in eight colours) are there.
        let plain = try #require(try await server.screenshotOfJumbotron(["--tab", "3", "--no-images"]) {
            $0.count(x: 0..<1, y: 0..<0.2) { r, g, b in r < 60 && g > 160 && b > 160 } > $0.windowArea / 100
        })
        #expect(!Self.poster(plain))
        if let shot, ProcessInfo.processInfo.environment["README_RECORD"] == "1" {
            try shot.png.write(to: Fixtures.packageRoot.appendingPathComponent("docs/images/xterm-pixels.png"))
        }
    }

    /// Harbor Lights' small poster in its row, at the list's left edge.
    static func rowPoster(_ shot: Screenshot) -> Bool {
        shot.count(x: 0..<0.05, y: 0.1..<0.3) { r, g, b in b > r + 40 && b > g + 20 && r < 90 } > shot.windowArea / 2000
    }

    /// The rows and the detail both show their posters, drawn by our own
    /// sixel encoder (CI hides libchafa for the whole suite).
    @Test func theShowRowsCarryTheirPostersToo() async throws {
        let server = try #require(XServer.shared)
        let shot = try await server.screenshotOfJumbotron(["--tab", "3"]) { Self.poster($0) && Self.rowPoster($0) }
        #expect(shot != nil, "no poster in the rows or the detail")
    }

    /// xterm set to draw sixel at the top-left corner (DECSDM set, as
    /// `sixelScrolling: false` does): the app asks for images at the cursor,
    /// so the poster is in the detail pane and nothing lands at the corner.
    @Test func withSixelScrollingOffThePosterStaysInItsPane() async throws {
        let server = try #require(XServer.shared)
        let corner: (Screenshot) -> Int = { $0.count(x: 0..<0.25, y: 0..<0.3) { r, g, b in b > r + 40 && b > g + 20 && r < 90 } }
        let shot = try await server.screenshotOfJumbotron(["--tab", "3"], resources: ["XTerm*sixelScrolling: false"]) {
            Self.poster($0) && Self.rowPoster($0)
        }
        let found = try #require(shot, "no poster in the detail pane with sixelScrolling off")
        // The row posters fill a strip at the left edge; the 14x10 poster would fill the corner's box.
        #expect(corner(found) < found.windowArea / 60, "a poster at the top-left corner")
    }

    @Test func theScheduleDetailShowsTheLogos() async throws {
        let server = try #require(XServer.shared)
        let shot = try await server.screenshotOfJumbotron(["--tab", "2"], good: Self.logo)
        #expect(shot != nil, "no logo in the schedule detail")
        let plain = try #require(try await server.screenshotOfJumbotron(["--tab", "2", "--no-images"]) { $0.count(x: 0.55..<0.85, y: 0.05..<0.3) { r, g, b in r > 140 && g < 60 && b < 60 } > 0 })
        #expect(!Self.logo(plain), "a badge alone does not pass for the logo")
    }
}
}

/// An Xvfb display of our own for the run, and xterm windows on it.
final class XServer: @unchecked Sendable {
    let display: String
    private let process: Process

    static let shared: XServer? = start()

    static func tool(_ name: String) -> String? {
        ["/usr/bin/", "/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private init(display: String, process: Process) { self.display = display; self.process = process }

    /// Xvfb under a shell that ends it when this test process is gone, however it ends.
    static func start() -> XServer? {
        guard let xvfb = tool("Xvfb"), tool("xterm") != nil, tool("import") != nil else { return nil }
        for n in 91..<99 where !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock") {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            // SIGKILL: a test runner may pass SIGTERM on ignored, and Xvfb then never ends; its files go with it.
            process.arguments = ["-c", "\(xvfb) :\(n) -screen 0 1280x900x24 -nolisten tcp & x=$!; "
                                 + "trap 'kill -9 $x; wait $x; rm -f /tmp/.X\(n)-lock /tmp/.X11-unix/X\(n)' EXIT; "
                                 + "while kill -0 \(getpid()) 2>/dev/null && kill -0 $x 2>/dev/null; do sleep 0.3; done"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return nil }
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline, process.isRunning, !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") {
                Thread.sleep(forTimeInterval: 0.05)
            }
            if process.isRunning && FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") {
                return XServer(display: ":\(n)", process: process)
            }
            process.terminate()
        }
        return nil
    }

    /// Runs the app offline in an xterm VT340 with 256 sixel colours and takes
    /// screenshots until `good` holds (15 s at most); the last good one, or nil.
    func screenshotOfJumbotron(_ arguments: [String], resources: [String] = [], good: (Screenshot) -> Bool) async throws -> Screenshot? {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let xterm = Process()
        xterm.executableURL = URL(fileURLWithPath: Self.tool("xterm")!)
        xterm.arguments = ["-ti", "vt340", "-u8", "-geometry", "120x40+0+0", "-fa", "DejaVu Sans Mono", "-fs", "10",
                           "-xrm", "XTerm*numColorRegisters: 256", "-xrm", "XTerm*cursorBlink: false"]
            + resources.flatMap { ["-xrm", $0] } + ["-e", BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path] + arguments
        xterm.environment = ["DISPLAY": display, "LC_ALL": "C.UTF-8", "TZ": "America/New_York",
                             "PATH": "/usr/bin:/bin", "HOME": dataDir.path]
        xterm.standardOutput = FileHandle.nullDevice
        xterm.standardError = FileHandle.nullDevice
        try xterm.run()
        // xterm may ignore SIGTERM while its child runs: SIGKILL, and the app sees its terminal hang up.
        defer { kill(xterm.processIdentifier, SIGKILL); xterm.waitUntilExit() }
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            try await Task.sleep(for: .milliseconds(500))
            if let shot = screenshot(), good(shot) { return shot }
        }
        return nil
    }

    func screenshot() -> Screenshot? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.tool("import")!)
        process.arguments = ["-display", display, "-window", "root", "-crop", "1200x800+0+0", "-depth", "8", "ppm:-"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Screenshot(ppm: data, display: display)
    }
}

/// A screenshot as RGB pixels (ImageMagick's binary PPM).
struct Screenshot {
    let width: Int, height: Int
    let rgb: [UInt8]
    let ppm: Data
    let display: String

    init?(ppm data: Data, display: String) {
        // "P6\n<w> <h>\n<max>\n" then the pixels.
        var fields: [Int] = [], index = data.startIndex, token = ""
        guard data.starts(with: Array("P6".utf8)) else { return nil }
        index += 2
        while fields.count < 3, index < data.endIndex {
            let c = Character(UnicodeScalar(data[index]))
            if c.isNumber { token.append(c) } else if !token.isEmpty { fields.append(Int(token) ?? 0); token = "" }
            index += 1
        }
        guard fields.count == 3, fields[2] == 255, data.endIndex - index >= fields[0] * fields[1] * 3 else { return nil }
        width = fields[0]; height = fields[1]
        rgb = Array(data[index..<(index + width * height * 3)])
        self.ppm = data
        self.display = display
    }

    func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        let i = (y * width + x) * 3
        return (Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2]))
    }

    /// The xterm window's size: its white background against the black root window.
    var window: (width: Int, height: Int) {
        let w = (0..<width).last { x in pixel(x, height / 3) != (0, 0, 0) } ?? width
        let h = (0..<height).last { y in pixel(width / 3, y) != (0, 0, 0) } ?? height
        return (w + 1, h + 1)
    }

    var windowArea: Int { window.width * window.height }

    /// Pixels that match in a part of the window given as fractions of its size (fonts differ between machines).
    func count(x: Range<Double>, y: Range<Double>, _ match: (Int, Int, Int) -> Bool) -> Int {
        let (w, h) = window
        let xs = Int(x.lowerBound * Double(w))..<Int(x.upperBound * Double(w))
        let ys = Int(y.lowerBound * Double(h))..<Int(y.upperBound * Double(h))
        var n = 0
        for y in ys where y < height {
            for x in xs where x < width {
                let i = (y * width + x) * 3
                if match(Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2])) { n += 1 }
            }
        }
        return n
    }

    /// The same pixels as PNG (ImageMagick converts).
    var png: Data {
        get throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: XServer.tool("convert") ?? "/usr/bin/convert")
            process.arguments = ["ppm:-", "-crop", "\(window.width)x\(window.height)+0+0", "+repage", "png:-"]
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            input.fileHandleForWriting.write(ppm)
            try input.fileHandleForWriting.close()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return data
        }
    }
}
