// swift-tools-version: 6.2
//
// A consumer of Tessera, set up as an iOS developer sets up the package that holds an app's
// layout code: the layouts import UIKit (Apple's on iOS, Tessera's on Linux), and the tests —
// Swift Testing and XCTest, in Swift 5 mode as most app tests are — snapshot them on Linux CI.
// `Scripts/consumer-check` builds and tests it from clean scratch folders, in two build orders.
import PackageDescription

let package = Package(
    name: "ConsumerApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "GalleryLayouts", targets: ["GalleryLayouts"]),
    ],
    dependencies: [
        .package(name: "Tessera", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Its UIKit conformances compile against whichever UIKit the build sees.
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.3"),
    ],
    targets: [
        // The app's own layout code, written against UIKit as it ships on iOS.
        .target(
            name: "GalleryLayouts",
            dependencies: [
                .product(name: "UIKit", package: "Tessera", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "GalleryLayoutsTests",
            dependencies: [
                "GalleryLayouts",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "UIKit", package: "Tessera", condition: .when(platforms: [.linux])),
                .product(name: "TesseraSnapshotTesting", package: "Tessera", condition: .when(platforms: [.linux])),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The two test files of Tessera's SnapshotTesting article, verbatim, in the Swift 6 mode that
        // tools version 6.2 gives when no language mode is set: consumer-check fails on any warning
        // in them.
        .testTarget(
            name: "ArticleSampleTests",
            dependencies: [
                "GalleryLayouts",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "UIKit", package: "Tessera", condition: .when(platforms: [.linux])),
                .product(name: "TesseraSnapshotTesting", package: "Tessera", condition: .when(platforms: [.linux])),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
