import Foundation
import Testing
import TestSupport

extension EndToEnd {
/// Posters stay put while the cursor moves: the built binary in a sixel
/// terminal played by scripts/pty/posters.py, which models the screen from
/// the bytes (pyte) with each image's pixels held in the cells it covers, as
/// a terminal holds them: text over a cell, an erase or a scroll takes them.
/// After every key, every show row on screen has its whole poster beside
/// its name, the open show has its poster, and no piece of an old picture
/// is left anywhere.
@Suite(.serialized, .enabled(if: BuiltBinary.url != nil && PictureLibraries.pixels && Pyte.installed,
                             "python3-pyte (Debian) is not installed, or no picture decoders"))
struct ImagesStayPutEndToEndTests {
    static let harness = Fixtures.packageRoot.appendingPathComponent("scripts/pty/posters.py").path

    struct Placed: Equatable { let x, y, w, h, cells, elsewhere: Int }

    @Test func everyVisiblePosterIsWholeAfterEveryKey() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        // Home, down three, up, a page down twice, a page up, End, Home.
        let keys = ["\u{1B}[H", "\u{1B}[B", "\u{1B}[B", "\u{1B}[B", "\u{1B}[A", "\u{1B}[6~", "\u{1B}[6~", "\u{1B}[5~", "\u{1B}[F", "\u{1B}[H"]
        let keysJSON = String(decoding: try JSONSerialization.data(withJSONObject: keys), as: UTF8.self)
        let env = ProcessInfo.processInfo.environment.merging(["LANG": "C.UTF-8", "TZ": "America/New_York", "NO_COLOR": "", "TMUX": ""]) { $1 }
        let result = try Spawn.run("/usr/bin/python3", [Self.harness, "Harbor Lights", keysJSON, "--",
                                                        BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path, "--tab", "3"],
                                   environment: env)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let steps = try #require(object?["steps"] as? [[String: Any]], "the harness said: \(result.stdout) \(result.stderr)")
        #expect(steps.count == keys.count + 1)
        var rowsChecked = 0
        for step in steps {
            let key = (step["key"] as? String ?? "").replacingOccurrences(of: "\u{1B}", with: "ESC")
            let lines = step["screen"] as? [String] ?? []
            let images = (step["images"] as? [[String: Int]] ?? []).map {
                Placed(x: $0["x"]!, y: $0["y"]!, w: $0["w"]!, h: $0["h"]!, cells: $0["cells"]!, elsewhere: $0["elsewhere"]!)
            }
            // No piece of any picture: each one on screen is whole, where it was drawn.
            let broken = images.filter { $0.cells != $0.w * $0.h || $0.elsewhere > 0 }
            #expect(broken.isEmpty, "after \(key): pieces of pictures \(broken)")
            // Each show row on screen (its name on the row's middle line) has its poster.
            for (y, line) in lines.enumerated() where y > 3 && y + 2 < lines.count - 2 {
                let list = String(line.prefix(60))
                guard list.hasPrefix("       "), let first = list.dropFirst(7).first, first != " ",
                      list.contains(" • ") else { continue }
                rowsChecked += 1
                #expect(images.contains { $0.x == 1 && $0.y == y - 1 && $0.h == 3 && $0.cells == $0.w * $0.h },
                        "after \(key): no whole poster beside \(list.trimmingCharacters(in: .whitespaces))")
            }
            #expect(images.contains { $0.x > 66 && $0.h >= 8 }, "after \(key): the open show's poster")
        }
        #expect(rowsChecked > 60, "rows seen: \(rowsChecked)")
    }
}
}

/// Debian's python3-pyte, the terminal model the harness reads the bytes with.
enum Pyte {
    static let installed = (try? Spawn.run("/usr/bin/python3", ["-c", "import pyte"]).status) == 0
}
