// swift-tools-version:6.0
import PackageDescription

// Members are visible only from modules a file imports itself: otherwise an
// extension in full Foundation, loaded by a dependency, resolves silently
// (`localizedDescription`, `caseInsensitiveCompare`) and links ICU's tables.
let strictImports: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
    name: "jumbotron",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "jumbotron", targets: ["JumbotronCLI"]),
        // For the benchmark package in Tests/Benchmarks/ (built apart, in release).
        .library(name: "JumbotronKit", targets: ["Jumbotron", "SportsCore", "TerminalUI", "OfflineData", "Pictures"]),
        // For the fuzzing package in Tests/Fuzz/ (built apart, with sanitizers).
        .library(name: "FuzzHarness", targets: ["FuzzHarness"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // The only place ncurses is named: a module map plus a shim header.
        // No pkgConfig: ncursesw.pc carries -D_XOPEN_SOURCE=600, which SwiftPM
        // rejects with a warning on every build; the module map links it instead.
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        // The only place libcurl is named (HTTP): see docs/decisions.md for why
        // not URLSession. Our own declaration of the few parts of its ABI we
        // call; the library is opened with dlopen, so no libcurl header or
        // -dev package is needed to build.
        .systemLibrary(name: "CCurl"),
        // SQLite for the favorites, through its C API (libsqlite3-dev to build).
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        // Locks, threads, child processes and string helpers over the C
        // library: what Foundation supplied, without full Foundation (ICU).
        .target(name: "Primitives", swiftSettings: strictImports),
        .target(name: "TerminalUI", dependencies: ["Primitives"], swiftSettings: strictImports),
        // Pictures in the detail panes: libpng16 and libjpeg62 decode, librsvg
        // renders SVG, libchafa (when installed) turns pixels into cells, else
        // our own half blocks do. All are opened with dlopen on first use, so
        // building needs none of their headers and start-up maps none of them.
        .target(name: "CPictures"),
        .target(name: "Pictures", dependencies: ["CPictures", "TerminalUI"], swiftSettings: strictImports),
        .target(name: "CursesTerminal", dependencies: ["CNcurses", "TerminalUI", "Primitives"], swiftSettings: strictImports),
        // Bundled sample payloads written by us in the APIs' own schemas.
        .target(
            name: "OfflineData",
            path: "Resources",
            resources: [.copy("samples")],
            swiftSettings: strictImports
        ),
        .target(
            name: "SportsCore",
            dependencies: [
                "CCurl",
                "Primitives",
                // Only for recognising SVG logos (jt_picture_is_svg): the same test the renderer uses.
                "CPictures",
                "CSQLite",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictImports
        ),
        .target(
            name: "Jumbotron",
            dependencies: [
                "SportsCore",
                "TerminalUI",
                "Pictures",
                "Primitives",
                .product(name: "Logging", package: "swift-log"),
                // The config file (settings are the app's, not the data layer's).
                .product(name: "TOMLKit", package: "TOMLKit"),
            ],
            swiftSettings: strictImports
        ),
        // The `jumbotron` command (product name): CLI, print mode, config, doctor.
        .executableTarget(
            name: "JumbotronCLI",
            dependencies: [
                "Jumbotron",
                "CursesTerminal",
                "SportsCore",
                "TerminalUI",
                "OfflineData",
                "Pictures",
                "Primitives",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictImports
        ),
        // What the libFuzzer targets in Fuzz/ drive; the tests replay its regressions.
        .target(
            name: "FuzzHarness",
            dependencies: ["Jumbotron", "SportsCore", "TerminalUI", "CursesTerminal", "OfflineData", "Pictures"],
            path: "Tests/Fuzz/Harness"
        ),
        .target(
            name: "TestSupport",
            dependencies: ["TerminalUI"],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["TerminalUI", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "PicturesTests",
            dependencies: ["Pictures", "CPictures", "TerminalUI", "TestSupport", "OfflineData"],
            exclude: ["Images", "__Snapshots__"]
        ),
        .testTarget(
            name: "CursesTerminalTests",
            dependencies: ["CursesTerminal", "TerminalUI", "Jumbotron", "TestSupport"]
        ),
        .testTarget(
            name: "SportsCoreTests",
            dependencies: [
                "SportsCore", "CCurl", "CSQLite", "Primitives", "TestSupport", "TerminalUI",
            ]
        ),
        .testTarget(
            name: "JumbotronTests",
            dependencies: [
                "Jumbotron", "SportsCore", "TerminalUI", "TestSupport", "FuzzHarness", "OfflineData", "Pictures",
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // Depends on the executable so `swift test` always builds the binary it drives in tmux.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["JumbotronCLI", "Jumbotron", "SportsCore", "TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
