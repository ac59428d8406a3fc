// swift-tools-version: 6.2
//
// Tessera: real photos and UICollectionView-style layouts into PNG pictures.
// Swift 6.2 or later: the tests use Swift Testing's exit tests and attachments.
// The module chain is one-way (see the README's Modules section): the pure layout engine sits at the bottom
// and never imports images, files or C.
import PackageDescription

/// The corpus layouts the corpus test target compiles (each folder keeps its licence).
let corpusSources = [
    "Custom/01-AlignedCollectionViewFlowLayout/AlignedCollectionViewFlowLayout.swift",
    "Custom/02-UPCarouselFlowLayout/UPCarouselFlowLayout.swift",
    "Custom/06-BouncyLayout/BouncyLayout.swift",
    "Custom/09-PinterestLayout/PinterestLayout.swift",
    "Custom/10-UICollectionViewLeftAlignedLayout/UICollectionViewLeftAlignedLayout.swift",
    "Custom/19-InstagridLayout/InstagridLayout.swift",
    "Custom/19-InstagridLayout/InstagridLayoutDelegate.swift",
]
/// Apple's "Implementing Modern Collection Views" sample files compiled into the corpus tests
/// (Tests/UIKitCorpus/ModernCollectionViews; its SOURCE.txt and EXCLUDED.txt say which and why).
let modernCollectionViewsFiles = [
    "AdaptiveSectionsViewController", "BadgeSupplementrayView", "ConferenceNewsController", "ConferenceNewsFeedCell",
    "ConferenceNewsFeedViewController", "ConferenceVideoCell", "ConferenceVideoController", "ConferenceVideoSessionsViewController",
    "CustomCellListViewController", "CustomConfigurationViewController", "CustomConfigurations", "DistinctSectionsViewController",
    "Emoji", "EmojiDetailViewController", "EmojiExplorerListViewController", "GridViewController", "InsertionSortArray",
    "InsetItemsGridViewController", "ItemBadgeSupplementaryViewController", "LabelCell", "ListCell", "MountainsController",
    "MountainsRawData", "MountainsViewController", "NestedGroupsViewController", "OrthogonalScrollBehaviorViewController",
    "OrthogonalScrollingViewController", "PinnedSectionHeaderFooterViewController", "ReorderableListViewController", "SectionBackgroundDecorationView",
    "SectionDecorationViewController", "SectionHeadersFootersViewController", "SimpleListViewController", "TextCell",
    "TitleSupplementaryView", "TwoColumnViewController", "WiFiController",
].map { "ModernCollectionViews/\($0).swift" }

/// Everything else in the corpus folders (licences, sources, the other layouts), read by
/// Scripts/uikit-corpus only.
let corpusExcluded = [
    "Custom/01-AlignedCollectionViewFlowLayout/LICENSE",
    "Custom/01-AlignedCollectionViewFlowLayout/SOURCE.txt",
    "Custom/02-UPCarouselFlowLayout/LICENSE",
    "Custom/02-UPCarouselFlowLayout/SOURCE.txt",
    "Custom/03-CenteredCollectionViewFlowLayout",
    "Custom/04-SafariIPhoneCollectionViewLayout",
    "Custom/05-VegaScrollFlowLayout",
    "Custom/06-BouncyLayout/LICENSE",
    "Custom/06-BouncyLayout/SOURCE.txt",
    "Custom/07-TagCellLayout",
    "Custom/08-TRMosaicLayout",
    "Custom/09-PinterestLayout/LICENSE",
    "Custom/09-PinterestLayout/SOURCE.txt",
    "Custom/10-UICollectionViewLeftAlignedLayout/LICENSE",
    "Custom/10-UICollectionViewLeftAlignedLayout/SOURCE.txt",
    "Custom/11-CenterAlignedCollectionViewFlowLayout",
    "Custom/12-StickyHeaderFlowLayout",
    "Custom/13-KTMosaicLayout",
    "Custom/14-CarLensCollectionViewLayout",
    "Custom/15-AnimatedCollectionViewLayout",
    "Custom/16-GravitySliderFlowLayout",
    "Custom/17-DisplaySwitchLayout",
    "Custom/18-EleevPinterestLayout",
    "Custom/19-InstagridLayout/LICENSE",
    "Custom/19-InstagridLayout/SOURCE.txt",
    "Custom/20-SnapCollectionFlowLayout",
    "Custom/21-CircularLayout",
    "Custom/22-DIYStretchyHeaderLayout",
    "Custom/23-StickySplitCollectionViewFlowLayout",
    "Custom/24-StackCollectionViewLayout",
]

let package = Package(
    name: "Tessera",
    products: [
        .executable(name: "tessera", targets: ["tessera"]),
        .library(name: "TesseraImage", targets: ["TesseraImage"]),
        .library(name: "TesseraLayout", targets: ["TesseraLayout"]),
        .library(name: "TesseraRender", targets: ["TesseraRender"]),
        .library(name: "TesseraUIKit", targets: ["TesseraUIKit"]),
        // `import UIKit` on Linux (TesseraUIKit re-exported): depend on it for Linux only.
        .library(name: "UIKit", targets: ["UIKit"]),
        // `import CoreGraphics` and `import QuartzCore` beside UIKit on Linux: depend on them for Linux only.
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "TesseraSnapshotTesting", targets: ["TesseraSnapshotTesting"]),
    ],
    // Minimums are the versions the project is built and tested with.
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Only its SnapshotTesting product is used: it builds without swift-syntax.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation`: the DocC catalogs of TesseraLayout, TesseraUIKit
        // and TesseraRender (a plugin: nothing of it is built into the products).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: System libraries (Debian: libjpeg-dev libpng-dev liblcms2-dev libwebp-dev libtiff-dev libheif-dev libraw-dev libfreetype-dev libfontconfig-dev)
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
            name: "CLittleCMS",
            pkgConfig: "lcms2",
            providers: [.apt(["liblcms2-dev"]), .brew(["little-cms2"])]
        ),
        .systemLibrary(
            name: "CLibWebP",
            pkgConfig: "libwebpdemux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]
        ),
        .systemLibrary(
            name: "CLibTIFF",
            pkgConfig: "libtiff-4",
            providers: [.apt(["libtiff-dev"]), .brew(["libtiff"])]
        ),
        .systemLibrary(
            name: "CLibHeif",
            pkgConfig: "libheif",
            providers: [.apt(["libheif-dev"]), .brew(["libheif"])]
        ),
        // LibRaw's thread-safe build (libraw_r): RAW files are decoded on several threads at once.
        .systemLibrary(
            name: "CLibRaw",
            pkgConfig: "libraw_r",
            providers: [.apt(["libraw-dev"]), .brew(["libraw"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]
        ),

        // MARK: C shims: the only code that calls the codec libraries (libjpeg and libpng longjmp on errors) and zlib
        .target(
            name: "CImageCodecs",
            dependencies: ["CLibJPEG", "CLibPNG", "CLittleCMS", "CLibWebP", "CLibTIFF", "CLibHeif", "CLibRaw"],
            // zlib (libpng's own dependency) deflates PNG output in chunks.
            linkerSettings: [.linkedLibrary("z")]
        ),

        // MARK: Swift modules
        .target(
            name: "TesseraImage",
            dependencies: ["CImageCodecs"]
        ),
        .target(name: "TesseraLayout"),
        .target(name: "TesseraText", dependencies: ["CFreeType", "CFontconfig"]),
        .target(
            name: "TesseraRender",
            dependencies: ["TesseraImage", "TesseraLayout", "TesseraText", "CFreeType", .product(name: "Yams", package: "Yams")]
        ),
        .target(
            name: "TesseraUIKit",
            dependencies: ["TesseraLayout", "TesseraText", "TesseraImage"]
        ),
        // Swift Testing's cross-import overlay for UIKit (a file importing both `Testing` and
        // `UIKit` imports it). `UIKit` depends on it so it is built whenever `UIKit` is.
        .target(name: "_Testing_UIKit", dependencies: ["TesseraUIKit"]),
        // The `UIKit` façade: UIKit's names only (TesseraUIKit and Foundation, not the engine).
        .target(name: "UIKit", dependencies: ["TesseraUIKit", "_Testing_UIKit", "CoreGraphics", "QuartzCore"]),
        // Façades for app files that import CoreGraphics or QuartzCore (Apple's names only).
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "CoreGraphics", dependencies: ["TesseraLayout", "TesseraUIKit", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["TesseraLayout", "TesseraUIKit"]),
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

        // MARK: Benchmarks (release builds, run by Scripts/bench-layout and Scripts/bench-resample)
        .executableTarget(name: "tessera-bench-layout", dependencies: ["TesseraLayout"], path: "Benchmarks/LayoutBenchmark"),
        .executableTarget(name: "tessera-bench-uikit", dependencies: ["TesseraUIKit"], path: "Benchmarks/UIKitBenchmark"),
        .executableTarget(name: "tessera-bench-resample", dependencies: ["TesseraImage"], path: "Benchmarks/ResampleBenchmark"),

        // MARK: Tests (fixtures live in Tests/Fixtures, shared by every test target)
        // Byte builders (PNG chunks, stored zlib streams, ICC profiles) shared by the test targets.
        .target(name: "TesseraTestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TesseraImageTests", dependencies: ["TesseraImage", "TesseraTestSupport"]),
        .testTarget(name: "TesseraLayoutTests", dependencies: ["TesseraLayout"]),
        .testTarget(name: "TesseraRenderTests", dependencies: ["TesseraRender", "TesseraText"]),
        .testTarget(name: "TesseraCLITests", dependencies: ["tessera", "TesseraImage", "TesseraRender", "TesseraTestSupport"]),
        // Layout code written exactly as UIKit code is, compiled against TesseraUIKit in Swift 5
        // mode, as the public iOS projects it is copied from are written.
        .testTarget(name: "TesseraUIKitTests", dependencies: ["TesseraUIKit"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // Third-party layout classes from Tests/UIKitCorpus, compiled byte for byte as published
        // (`import UIKit` is the UIKit target), with frames checked by hand.
        .testTarget(name: "TesseraUIKitCorpusTests", dependencies: ["UIKit", "CoreGraphics", "QuartzCore", "TesseraSnapshotTesting"],
                    path: "Tests/UIKitCorpus",
                    exclude: ["Apps", "Files", "Custom/README.md", "Custom/SKIPPED.txt", "Tests/__Snapshots__",
                              "ModernCollectionViews/LICENSE.txt", "ModernCollectionViews/SOURCE.txt",
                              "ModernCollectionViews/EXCLUDED.txt"] + corpusExcluded,
                    sources: corpusSources + modernCollectionViewsFiles + ["Tests"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // View-controller layout code in Swift 6 mode, inside @MainActor types.
        .testTarget(name: "TesseraUIKitSwift6Tests", dependencies: ["TesseraUIKit"],
                    exclude: ["LICENSE-IBPCollectionViewCompositionalLayout.txt"]),
        // Snapshot strategies on themselves, and an example app layout tested as users test theirs.
        .testTarget(name: "TesseraSnapshotTestingTests", dependencies: ["TesseraSnapshotTesting", "TesseraUIKit"],
                    exclude: ["__Snapshots__"]),
    ]
)
