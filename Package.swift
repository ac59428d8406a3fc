// swift-tools-version: 6.0
//
// Tessera: real photos and UICollectionView-style layouts into PNG pictures.
// The module chain is one-way (see DESIGN.md): the pure layout engine sits at the bottom
// and never imports images, files or C.
import PackageDescription

let package = Package(
    name: "Tessera",
    products: [
        .executable(name: "tessera", targets: ["tessera"]),
        .library(name: "TesseraImage", targets: ["TesseraImage"]),
        .library(name: "TesseraLayout", targets: ["TesseraLayout"]),
        .library(name: "TesseraRender", targets: ["TesseraRender"]),
        .library(name: "TesseraUIKit", targets: ["TesseraUIKit"]),
        .library(name: "TesseraSnapshotTesting", targets: ["TesseraSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Only its SnapshotTesting product is used: it builds without swift-syntax.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // MARK: System libraries (Debian: libjpeg-dev libpng-dev libfreetype-dev)
        .systemLibrary(
            name: "CLibJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
        ),
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),

        // MARK: C shims: the only code that calls libjpeg/libpng (they longjmp on errors)
        .target(
            name: "CImageCodecs",
            dependencies: ["CLibJPEG", "CLibPNG"]
        ),

        // MARK: Swift modules
        .target(
            name: "TesseraImage",
            dependencies: ["CImageCodecs"]
        ),
        .target(name: "TesseraLayout"),
        .target(
            name: "TesseraRender",
            dependencies: ["TesseraImage", "TesseraLayout", "CFreeType"]
        ),
        .target(
            name: "TesseraUIKit",
            dependencies: ["TesseraLayout"]
        ),
        .target(
            name: "TesseraSnapshotTesting",
            dependencies: ["TesseraRender", "TesseraUIKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "TesseraImage", "TesseraLayout", "TesseraRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),

        // MARK: Benchmarks (release builds, run by Scripts/bench-layout)
        .executableTarget(name: "tessera-bench-layout", dependencies: ["TesseraLayout"], path: "Benchmarks/LayoutBenchmark"),

        // MARK: Tests (fixtures live in Tests/Fixtures, shared by every test target)
        .testTarget(name: "TesseraImageTests", dependencies: ["TesseraImage"]),
        .testTarget(name: "TesseraLayoutTests", dependencies: ["TesseraLayout"]),
        .testTarget(name: "TesseraRenderTests", dependencies: ["TesseraRender"]),
        .testTarget(name: "TesseraCLITests", dependencies: ["tessera", "TesseraImage", "TesseraRender"]),
        // Layout code written exactly as UIKit code is, compiled against TesseraUIKit in Swift 5
        // mode, as the public iOS projects it is copied from are written.
        .testTarget(name: "TesseraUIKitTests", dependencies: ["TesseraUIKit"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // Snapshot strategies on themselves, and an example app layout tested as users test theirs.
        .testTarget(name: "TesseraSnapshotTestingTests", dependencies: ["TesseraSnapshotTesting", "TesseraUIKit"],
                    exclude: ["__Snapshots__"]),
    ]
)
