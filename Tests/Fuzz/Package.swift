// swift-tools-version:6.0
// libFuzzer targets, kept out of the main package so `swift test` never
// builds them. Build and run with scripts/fuzz.sh.
import Foundation
import PackageDescription

// A path dependency's identity is its folder name, which depends on where
// the repository was cloned.
let parent = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let targets = ["FuzzMLB", "FuzzYinzCam", "FuzzTVMaze", "FuzzNHL", "FuzzNBA", "FuzzText", "FuzzEvents", "FuzzPictures", "FuzzNBACursor", "FuzzKeyStream"]

let package = Package(
    name: "jumbotron-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../..")],
    targets: targets.map {
        .executableTarget(name: $0, dependencies: [.product(name: "FuzzHarness", package: parent)])
    },
    swiftLanguageModes: [.v6]
)
