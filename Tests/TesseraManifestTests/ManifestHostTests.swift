import Foundation
import Testing

/// Package.swift declares the modules named after Apple's frameworks only where Apple's do not
/// exist (Linux), yet keeps the products of those names everywhere: a consumer's manifest names
/// them with `condition: .when(platforms: [.linux])`, and SwiftPM looks a product up by name
/// whatever the condition. macOS is not at hand here, so the manifest is read as on an Apple host
/// through TESSERA_MANIFEST_HOST=apple (which the manifest reads instead of the host).
@Suite("Package.swift on Apple and Linux hosts")
struct ManifestHostTests {
    /// The names of the modules Apple's SDKs ship that Tessera has modules for, and the Swift
    /// Testing overlays of them; none may be a target where the SDK has them.
    static let appleModuleNames: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore", "_Testing_UIKit", "_Testing_CoreGraphics"]
    static let facadeProducts = ["UIKit", "CoreGraphics", "QuartzCore"]

    /// The manifest as `swift package dump-package` gives it with TESSERA_MANIFEST_HOST=`host`.
    static func manifest(host: String) throws -> Manifest {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"]
        var environment = ProcessInfo.processInfo.environment
        environment["TESSERA_MANIFEST_HOST"] = host
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift package dump-package failed")
        return try JSONDecoder().decode(Manifest.self, from: data)
    }

    @Test("read on an Apple host: no module named after an Apple framework, the façade products hold the placeholder")
    func appleHost() throws {
        let manifest = try Self.manifest(host: "apple")
        let targets = Set(manifest.targets.map(\.name))
        #expect(targets.isDisjoint(with: Self.appleModuleNames), "\(targets.intersection(Self.appleModuleNames))")
        for name in Self.facadeProducts {
            #expect(manifest.products.first { $0.name == name }?.targets == ["TesseraFacadePlaceholder"], "product \(name)")
        }
        // Nothing left depends on a target that is not declared (the tests that import UIKit went too).
        for target in manifest.targets {
            #expect(target.localDependencies.isSubset(of: targets), "\(target.name) names \(target.localDependencies.subtracting(targets))")
        }
        #expect(manifest.products.allSatisfy { $0.targets.allSatisfy(targets.contains) })
        #expect(targets.isSuperset(of: ["TesseraProbe", "TesseraUIKit", "TesseraSnapshotTesting", "TesseraImage", "tessera"]))
    }

    @Test("read on Linux: the façades and their tests, and the products hold them")
    func linuxHost() throws {
        let manifest = try Self.manifest(host: "linux")
        let targets = Set(manifest.targets.map(\.name))
        #expect(targets.isSuperset(of: Self.appleModuleNames))
        #expect(targets.isSuperset(of: ["TesseraUIKitFacadeTests", "TesseraUIKitScreenTests", "TesseraObjCRewritePluginTests"]))
        #expect(!targets.contains("TesseraFacadePlaceholder"))
        for name in Self.facadeProducts {
            #expect(manifest.products.first { $0.name == name }?.targets == [name], "product \(name)")
        }
        for target in manifest.targets {
            #expect(target.localDependencies.isSubset(of: targets), "\(target.name) names \(target.localDependencies.subtracting(targets))")
        }
    }

    /// The parts of `dump-package`'s JSON these tests read.
    struct Manifest: Decodable {
        var targets: [Target]
        var products: [Product]

        struct Product: Decodable {
            var name: String
            var targets: [String]
        }

        struct Target: Decodable {
            var name: String
            var dependencies: [Dependency]

            /// The targets of this package it depends on (`"byName"` names a target or a product).
            var localDependencies: Set<String> {
                Set(dependencies.compactMap { $0.target?.first ?? $0.byName?.first }.compactMap { $0 })
            }
        }

        struct Dependency: Decodable {
            var byName: [String?]?
            var target: [String?]?
        }
    }
}
