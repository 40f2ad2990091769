// swift-tools-version:6.2
import PackageDescription

// The engine and the commands are optimized in the debug configuration too. The tests run the
// engine through every spec's explorations, the error corpus and the golden outputs: unoptimized,
// `swift test` spent 73 s of CPU, optimized 32 s (docs/performance.md, figure 8). Set SPEC_ONONE=1
// to build them unoptimized, for a debugger. Tools version 6.2 is what lets a package that
// depends on this one by version accept the flag.
let optimizedInDebug: [SwiftSetting] = Context.environment["SPEC_ONONE"] == "1"
    ? [] : [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "spec",
    products: [
        .executable(name: "spec", targets: ["spec"]),
        .library(name: "SpecKit", targets: ["SpecKit"]),
    ],
    targets: [
        // libyaml, found through pkg-config; the only thing outside the toolchain.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "SpecKit", dependencies: ["CYAML"], swiftSettings: optimizedInDebug),
        // The commands, as a function of the arguments and two outputs; not a product.
        .target(name: "SpecCommandLine", dependencies: ["SpecKit"], swiftSettings: optimizedInDebug),
        .executableTarget(name: "spec", dependencies: ["SpecCommandLine"]),
        // Measures for bench/run; not part of the tool people use.
        .executableTarget(name: "spec-bench", dependencies: ["SpecKit"]),
        .testTarget(name: "SpecKitTests", dependencies: ["SpecKit", "SpecCommandLine"]),
    ],
    swiftLanguageModes: [.v6]
)
