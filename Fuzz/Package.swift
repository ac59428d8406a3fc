// swift-tools-version: 6.0
//
// libFuzzer targets for Tessera's parsers and decoders, kept apart from the main package so
// that a normal `swift build` never needs libFuzzer. Build and run them with Scripts/fuzz, which
// links `tessera-package` to the repository root and passes -sanitize=fuzzer,address.
import PackageDescription

let tessera: [Target.Dependency] = ["FuzzDriver", .product(name: "TesseraImage", package: "tessera-package")]

let package = Package(
    name: "TesseraFuzz",
    dependencies: [.package(path: "tessera-package")],
    targets: [
        // libFuzzer's driver, called by every target.
        .target(name: "FuzzDriver"),
        .executableTarget(name: "fuzz-probe", dependencies: tessera),
        .executableTarget(name: "fuzz-jpeg", dependencies: tessera),
        .executableTarget(name: "fuzz-png", dependencies: tessera),
        .executableTarget(name: "fuzz-formats", dependencies: tessera),
        // HEIF/AVIF structures built box by box from the input (items, references, iloc), not flipped bytes.
        .executableTarget(name: "fuzz-heif", dependencies: tessera),
        .executableTarget(name: "fuzz-raw", dependencies: tessera),
        .executableTarget(name: "fuzz-icc", dependencies: tessera),
        .executableTarget(name: "fuzz-spec", dependencies: ["FuzzDriver", .product(name: "TesseraLayout", package: "tessera-package")]),
    ]
)
