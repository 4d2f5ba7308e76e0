// swift-tools-version:6.1
import PackageDescription

// Layers, lowest first (each target depends only on targets listed before it):
// Model → Shading → Language → SwiftUI; Layout, Animation → Drawing; Runtime → Presentation → Course → Server, WorkshopClient → Commands → viewlab (CLI + REPL).
// The interpreter's and the engines' hot paths read and write class properties at every step: in a
// release build the run-time exclusivity checks took a tenth of a tight loop's time (Benchmarks/run,
// issue 26). Debug builds, which the tests run, keep them, so an overlapping access still traps there.
// Metadata the compiler prespecializes for a standard generic type at our types (`[Double?]`'s
// storage) is looked up in the runtime's hash table at every use, ~350 instructions an array made;
// without prespecialization the metadata is looked up once and cached where it is used (a 10,000-row
// list made 160,000 such lookups).
let releaseSpeed: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked", "-Xfrontend", "-disable-generic-metadata-prespecialization"],
                                                 .when(configuration: .release))]
// The interpreter copies values that hold references at every step, and with atomic reference counts
// those copies took a fifth of a string-, dictionary- or class-heavy program's time (issue 26). Its
// target counts them without atomic instructions in a release build, as CPython does under its lock:
// right while one thread at a time runs the target's code on a given object. A session runs on one
// thread (`Session.onLargeStack` waits for it); the one other thread, which parses the core prelude
// while the command line is read, is joined before a session starts (`CorePreludeThread`); the
// workshop server never runs learner code. Debug builds, which run the tests in parallel, keep atomics.
let singleThreadedInterpreter: [SwiftSetting] = releaseSpeed + [.unsafeFlags(["-Xfrontend", "-assume-single-threaded"], .when(configuration: .release))]

let package = Package(
    name: "viewlab",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "viewlab", targets: ["viewlab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        // The workshop server: HTTP (Hummingbird; its default traits pull in swift-configuration, which
        // viewlab does not use) and PostgreSQL.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        // Already in the graph through Hummingbird and postgres-nio: the server's graceful shutdown.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
    ],
    targets: [
        .target(name: "ViewlabModel", path: "Sources/Model", swiftSettings: releaseSpeed),
        .target(name: "ViewlabShading", dependencies: ["ViewlabModel"], path: "Sources/Shading"),
        .target(
            name: "ViewlabLanguage",
            dependencies: [
                "ViewlabModel", "ViewlabShading",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ],
            path: "Sources/Language", swiftSettings: singleThreadedInterpreter),
        .target(
            name: "ViewlabSwiftUI",
            dependencies: [
                "ViewlabModel", "ViewlabShading", "ViewlabLanguage",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Sources/SwiftUI", swiftSettings: releaseSpeed),
        .target(name: "ViewlabLayout", dependencies: ["ViewlabModel"], path: "Sources/Layout", swiftSettings: releaseSpeed),
        .target(name: "ViewlabAnimation", dependencies: ["ViewlabModel"], path: "Sources/Animation", swiftSettings: releaseSpeed),
        .target(name: "ViewlabDrawing", dependencies: ["ViewlabModel", "ViewlabLayout"], path: "Sources/Drawing", swiftSettings: releaseSpeed),
        .target(name: "ViewlabRuntime", dependencies: ["ViewlabModel", "ViewlabLanguage", "ViewlabSwiftUI", "ViewlabLayout", "ViewlabAnimation"], path: "Sources/Runtime", swiftSettings: releaseSpeed),
        .target(name: "ViewlabPresentation", dependencies: ["ViewlabModel", "ViewlabLayout", "ViewlabAnimation", "ViewlabDrawing"], path: "Sources/Presentation", swiftSettings: releaseSpeed),
        .target(
            name: "ViewlabCourse",
            dependencies: [
                "ViewlabModel", "ViewlabLanguage", "ViewlabSwiftUI", "ViewlabRuntime", "ViewlabLayout", "ViewlabAnimation", "ViewlabDrawing", "ViewlabPresentation",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Sources/Course"),
        // The learner's side of a workshop server: join links and records sent over HTTP.
        .target(name: "ViewlabWorkshopClient", dependencies: ["ViewlabCourse"], path: "Sources/WorkshopClient"),
        .target(
            name: "ViewlabServer",
            dependencies: [
                "ViewlabModel", "ViewlabCourse",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Sources/Server"),
        .target(
            name: "ViewlabCommands",
            dependencies: ["ViewlabModel", "ViewlabLanguage", "ViewlabSwiftUI", "ViewlabRuntime", "ViewlabLayout", "ViewlabAnimation", "ViewlabDrawing", "ViewlabPresentation", "ViewlabCourse", "ViewlabWorkshopClient", "ViewlabServer"],
            path: "Sources/Commands"),
        .systemLibrary(name: "CEditline", path: "Sources/CEditline", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .executableTarget(
            name: "viewlab",
            dependencies: [
                "ViewlabCommands", "ViewlabCourse", "ViewlabPresentation", "ViewlabAnimation", "ViewlabLanguage", "ViewlabSwiftUI", "ViewlabModel", "CEditline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/viewlab"),
        .executableTarget(
            name: "viewlab-bench",
            dependencies: ["ViewlabModel", "ViewlabLayout"],
            path: "Benchmarks", exclude: ["run", "repl-startup.sh", "interpreter.py", "workshop.sh", "table.py", "peers", "views.py", "whole_process.py", "Views", "Language", "Interpreter", "Workshop"]),
        .executableTarget(
            name: "viewlab-bench-language",
            dependencies: ["ViewlabLanguage", "ViewlabSwiftUI", "ViewlabLayout", "ViewlabRuntime"],
            path: "Benchmarks/Language"),
        // Issue 24: the workshop server under 300 learners at once (Benchmarks/workshop.sh starts the servers).
        .executableTarget(name: "viewlab-bench-workshop", path: "Benchmarks/Workshop"),
        // The fuzzer's pipeline, and its driver: replays files, or is libFuzzer's target under `make fuzz`.
        .target(name: "ViewlabFuzzing", dependencies: ["ViewlabCommands", "ViewlabLayout"], path: "Fuzz/Pipeline"),
        .executableTarget(name: "viewlab-fuzz", dependencies: ["ViewlabFuzzing"], path: "Fuzz/Driver"),
        // What the test targets share: the one launcher of the binary and the one golden-file policy.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ModelTests", dependencies: ["ViewlabModel"]),
        .testTarget(name: "ShadingTests", dependencies: ["ViewlabShading", "ViewlabModel"]),
        .testTarget(name: "LanguageTests", dependencies: ["ViewlabLanguage", "ViewlabSwiftUI", "ViewlabModel", "ViewlabLayout", "ViewlabPresentation"]),
        .testTarget(name: "LayoutTests", dependencies: ["ViewlabLayout", "ViewlabModel", "ViewlabDrawing", "ViewlabPresentation", "TestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "RuntimeTests", dependencies: ["ViewlabRuntime"]),
        .testTarget(name: "AnimationTests", dependencies: ["ViewlabAnimation", "ViewlabModel", "ViewlabPresentation"], exclude: ["Golden"]),
        .testTarget(name: "REPLTests", dependencies: ["ViewlabCommands", "TestSupport"], exclude: ["Transcripts"]),
        .testTarget(name: "CLITests", dependencies: ["ViewlabCommands", "TestSupport"], exclude: ["Golden", "Apps", "AppsKnownGaps"]),
        .testTarget(name: "FuzzTests", dependencies: ["ViewlabFuzzing"], exclude: ["Regressions"]),
        .testTarget(name: "WorkshopClientTests", dependencies: ["ViewlabWorkshopClient"]),
        .testTarget(name: "CourseTests", dependencies: [
            "ViewlabCourse", "ViewlabCommands", "ViewlabLanguage", "ViewlabSwiftUI", "ViewlabRuntime", "ViewlabLayout", "ViewlabAnimation", "ViewlabPresentation", "ViewlabModel",
            "ViewlabServer", "TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .testTarget(name: "ServerTests", dependencies: [
            "ViewlabServer", "ViewlabCourse", "ViewlabModel", "TestSupport", .product(name: "Logging", package: "swift-log"),
        ]),
    ]
)
