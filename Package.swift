// swift-tools-version:6.0
import PackageDescription

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
        .target(name: "SpecKit", dependencies: ["CYAML"]),
        // The commands, as a function of the arguments and two outputs; not a product.
        .target(name: "SpecCommandLine", dependencies: ["SpecKit"]),
        .executableTarget(name: "spec", dependencies: ["SpecCommandLine"]),
        // Measures for bench/run; not part of the tool people use.
        .executableTarget(name: "spec-bench", dependencies: ["SpecKit"]),
        .testTarget(name: "SpecKitTests", dependencies: ["SpecKit", "SpecCommandLine"]),
    ],
    swiftLanguageModes: [.v6]
)
