// swift-tools-version:6.1
// Release-mode benchmarks (ordo-one/package-benchmark), kept out of the main
// package so `swift test` never builds them. Run everything with scripts/bench.sh.
import Foundation
import PackageDescription

// A path dependency's identity is its folder name, which depends on where
// the repository was cloned.
let parent = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "jumbotron-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../.."),
        // MallocInterposer gives the malloc counters; the default traits would
        // also pull a runtime interposer this machine does not carry.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "JumbotronBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "JumbotronKit", package: parent),
            ],
            path: "Benchmarks/JumbotronBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
