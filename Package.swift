// swift-tools-version: 6.2
//
// Tessera: real photos and UICollectionView-style layouts into PNG pictures.
// Swift 6.2 or later: the tests use Swift Testing's exit tests and attachments.
// The module chain is one-way (see the README's Modules section): the pure layout engine sits at the bottom
// and never imports images, files or C, and nothing `import UIKit` loads imports C (TesseraUIKit reads
// image sizes with TesseraProbe and measures text with TesseraText, both Swift alone).
import PackageDescription

// Modules named after Apple's frameworks (`UIKit`, `CoreGraphics`, `QuartzCore`, and Swift Testing's
// overlays `_Testing_UIKit`, `_Testing_CoreGraphics`) are declared only where Apple's do not exist:
// when the manifest is read on Linux. On macOS (for macOS and iOS builds alike) they would clash with
// the SDK's, so neither they nor the tests that `import UIKit` are declared, and the products of those
// names hold `TesseraFacadePlaceholder`, an empty module: SwiftPM looks a product up by name even when
// a consumer's condition leaves it out on the platform being built. TESSERA_MANIFEST_HOST=apple (or
// =linux) decides instead of the host, so that the Apple-host manifest can be checked on Linux.
let declaresAppleNamedModules: Bool = {
    switch Context.environment["TESSERA_MANIFEST_HOST"] {
    case "apple": return false
    case "linux": return true
    default:
        #if os(Linux)
        return true
        #else
        return false
        #endif
    }
}()

/// The target a façade product holds: the module of that name on Linux, the placeholder elsewhere.
func facade(_ name: String) -> String { declaresAppleNamedModules ? name : "TesseraFacadePlaceholder" }

let package = Package(
    name: "Tessera",
    products: [
        .executable(name: "tessera", targets: ["tessera"]),
        .library(name: "TesseraImage", targets: ["TesseraImage"]),
        .library(name: "TesseraLayout", targets: ["TesseraLayout"]),
        .library(name: "TesseraRender", targets: ["TesseraRender"]),
        .library(name: "TesseraUIKit", targets: ["TesseraUIKit"]),
        // `import UIKit` on Linux (TesseraUIKit re-exported): depend on it for Linux only. These three
        // products exist on every host (a consumer's `condition: .when(platforms: [.linux])` still names
        // them); off Linux they hold only an empty placeholder (see `declaresAppleNamedModules`).
        .library(name: "UIKit", targets: [facade("UIKit")]),
        // `import CoreGraphics` and `import QuartzCore` beside UIKit on Linux: depend on them for Linux only.
        .library(name: "CoreGraphics", targets: [facade("CoreGraphics")]),
        .library(name: "QuartzCore", targets: [facade("QuartzCore")]),
        .library(name: "TesseraSnapshotTesting", targets: ["TesseraSnapshotTesting"]),
        // App files that use Objective-C-only constructs (`@IBOutlet`, `#selector`, `@objc optional`,
        // overrides in extensions) compiled on Linux from rewritten copies: the build-tool plugin a
        // consumer's Linux target names, and the same rewrite as a command.
        .plugin(name: "TesseraObjCRewritePlugin", targets: ["TesseraObjCRewritePlugin"]),
        .executable(name: "tessera-objc-rewrite", targets: ["tessera-objc-rewrite"]),
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
        // The Objective-C rewrite parses and prints app files with swift-syntax (built only for the
        // rewrite tool, never linked into the libraries).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // MARK: System libraries (Debian: libjpeg-dev libpng-dev liblcms2-dev libwebp-dev libtiff-dev libgif-dev libheif-dev libraw-dev libfreetype-dev libfontconfig-dev)
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
        // giflib: Debian 12's libgif-dev has no pkg-config file in every release (only in later
        // updates), so none is asked for; CImageCodecs links `gif` by name.
        .systemLibrary(
            name: "CLibGIF",
            providers: [.apt(["libgif-dev"]), .brew(["giflib"])]
        ),
        .systemLibrary(
            name: "CLibHeif",
            pkgConfig: "libheif",
            providers: [.apt(["libheif-dev"]), .brew(["libheif"])]
        ),
        // LibRaw's thread-safe build (libraw_r): RAW files are decoded on several threads at once.
        // No pkg-config: libraw_r.pc asks for -fopenmp, which SwiftPM refuses with a warning on every
        // build (its header is <libraw/libraw.h> on the default path; libraw_r.so brings its own
        // libgomp, libstdc++ and lcms2), so it is linked by name below.
        .systemLibrary(
            name: "CLibRaw",
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

        // MARK: C shims: the only code that calls the codec libraries (libjpeg and libpng longjmp on errors; giflib) and zlib
        .target(
            name: "CImageCodecs",
            dependencies: ["CLibJPEG", "CLibPNG", "CLittleCMS", "CLibWebP", "CLibTIFF", "CLibGIF", "CLibHeif", "CLibRaw"],
            // zlib (libpng's own dependency) deflates PNG output in chunks. giflib and libraw_r are
            // linked here by name: a C target gets no link flags from a system library without pkg-config.
            linkerSettings: [.linkedLibrary("z"), .linkedLibrary("gif"), .linkedLibrary("raw_r")]
        ),

        // MARK: Swift modules
        // Header probing in Swift alone (no C library, not even through a dependency): what
        // TesseraUIKit reads an image's size with. TesseraImage re-exports it and adds LibRaw's
        // RAW identification and Little CMS's profile descriptions.
        .target(name: "TesseraProbe"),
        .target(
            name: "TesseraImage",
            dependencies: ["TesseraProbe", "CImageCodecs"]
        ),
        .target(name: "TesseraLayout"),
        // Text measured in Swift alone from the font's tables (no C: TesseraUIKit sizes labels with it).
        .target(name: "TesseraText"),
        .target(
            name: "TesseraRender",
            dependencies: ["TesseraImage", "TesseraLayout", "TesseraText", "CFreeType", "CFontconfig",
                           .product(name: "Yams", package: "Yams")]
        ),
        .target(
            name: "TesseraUIKit",
            dependencies: ["TesseraLayout", "TesseraText", "TesseraProbe"]
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
            ]
        ),

        // MARK: The Objective-C rewrite (a build step for consumers' Linux targets)
        // Pure: source text in, rewritten source text and diagnostics out.
        .target(
            name: "TesseraObjCRewrite",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "tessera-objc-rewrite",
            dependencies: ["TesseraObjCRewrite", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(name: "TesseraObjCRewritePlugin", capability: .buildTool(), dependencies: ["tessera-objc-rewrite"]),

        // MARK: Benchmarks (release builds, run by Scripts/bench-layout and Scripts/bench-resample)
        .executableTarget(name: "tessera-bench-layout", dependencies: ["TesseraLayout"], path: "Benchmarks/LayoutBenchmark"),
        .executableTarget(name: "tessera-bench-uikit", dependencies: ["TesseraUIKit"], path: "Benchmarks/UIKitBenchmark"),
        .executableTarget(name: "tessera-bench-resample", dependencies: ["TesseraImage"], path: "Benchmarks/ResampleBenchmark"),

        // MARK: Tests (fixtures live in Tests/Fixtures, shared by every test target)
        // Byte builders (PNG chunks, stored zlib streams, ICC profiles) shared by the test targets.
        .target(name: "TesseraTestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TesseraImageTests", dependencies: ["TesseraImage", "TesseraProbe", "TesseraTestSupport"]),
        .testTarget(name: "TesseraLayoutTests", dependencies: ["TesseraLayout"]),
        .testTarget(name: "TesseraRenderTests", dependencies: ["TesseraRender", "TesseraText", "TesseraTestSupport"]),
        .testTarget(name: "TesseraCLITests", dependencies: ["tessera", "TesseraImage", "TesseraRender", "TesseraTestSupport"]),
        // Layout code written exactly as UIKit code is, compiled against TesseraUIKit in Swift 5
        // mode, as most public iOS projects are written.
        .testTarget(name: "TesseraUIKitTests", dependencies: ["TesseraUIKit"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // View-controller layout code in Swift 6 mode, inside @MainActor types.
        .testTarget(name: "TesseraUIKitSwift6Tests", dependencies: ["TesseraUIKit"]),
        // The Objective-C rewrite on files written in iOS style: the rewritten text, and the rewritten
        // copies compiled and run against TesseraUIKit.
        // (The command is built for the plugin target below; its tests run the built binary.)
        // (It parses TesseraUIKit's protocol sources to check the rewrite's list of UIKit's optional requirements.)
        .testTarget(name: "TesseraObjCRewriteTests", dependencies: [
            "TesseraObjCRewrite",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // The manifest read as on an Apple host (TESSERA_MANIFEST_HOST=apple, by `swift package
        // dump-package`): no module named after an Apple framework, the façade products still there.
        .testTarget(name: "TesseraManifestTests"),
        // Snapshot strategies on themselves, and an example app layout tested as users test theirs.
        .testTarget(name: "TesseraSnapshotTestingTests", dependencies: ["TesseraSnapshotTesting", "TesseraUIKit"],
                    exclude: ["__Snapshots__"]),
    ]
)

// MARK: Modules named after Apple's frameworks, and the tests that import them (Linux only)
if declaresAppleNamedModules {
    package.targets += [
        // Swift Testing's cross-import overlay for UIKit (a file importing both `Testing` and
        // `UIKit` imports it). `UIKit` depends on it so it is built whenever `UIKit` is.
        .target(name: "_Testing_UIKit", dependencies: ["TesseraUIKit"]),
        // The `UIKit` façade: UIKit's names only (TesseraUIKit and Foundation, not the engine).
        .target(name: "UIKit", dependencies: ["TesseraUIKit", "_Testing_UIKit", "CoreGraphics", "QuartzCore"]),
        // Façades for app files that import CoreGraphics or QuartzCore (Apple's names only).
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "CoreGraphics", dependencies: ["TesseraLayout", "TesseraUIKit", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["TesseraLayout", "TesseraUIKit"]),
        // `import UIKit`, `import CoreGraphics` and `import QuartzCore` as an app's files write them:
        // the façades show Apple's names only, and a snapshot can be taken from any test.
        .testTarget(name: "TesseraUIKitFacadeTests", dependencies: ["UIKit", "CoreGraphics", "QuartzCore", "TesseraSnapshotTesting"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // Custom UICollectionViewLayout and flow-layout subclasses written for these tests as an iOS
        // developer writes them (`import UIKit`), with frames derived by hand.
        .testTarget(name: "TesseraUIKitCustomLayoutTests", dependencies: ["UIKit", "CoreGraphics", "QuartzCore", "TesseraSnapshotTesting"],
                    exclude: ["__Snapshots__"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // Screens written for these tests as an app's view controllers are: lists, grids, orthogonal
        // sections, boundary items, badges and decorations with diffable data sources and cell
        // registrations (`import UIKit`), with frames derived by hand.
        .testTarget(name: "TesseraUIKitScreenTests", dependencies: ["UIKit", "CoreGraphics", "QuartzCore", "TesseraSnapshotTesting"],
                    exclude: ["__Snapshots__"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // iOS-style app files (Tests/ObjCRewriteSamples/GalleryApp) compiled through the plugin, set up
        // as a consumer's Linux target is: a folder holding only ObjCRewriteSources.txt, which lists them.
        .target(name: "ObjCRewriteSampleApp", dependencies: ["UIKit"], path: "Tests/ObjCRewriteSamples/Linux",
                exclude: ["ObjCRewriteSources.txt"],
                swiftSettings: [.swiftLanguageMode(.v5)],
                plugins: ["TesseraObjCRewritePlugin"]),
        .testTarget(name: "TesseraObjCRewritePluginTests", dependencies: ["ObjCRewriteSampleApp", "UIKit"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
} else {
    // What the UIKit, CoreGraphics and QuartzCore products hold where Apple's frameworks exist.
    package.targets.append(.target(name: "TesseraFacadePlaceholder"))
}
