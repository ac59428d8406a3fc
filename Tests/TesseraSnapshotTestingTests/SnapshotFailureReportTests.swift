import Foundation
import Testing
import TesseraImage
@testable import TesseraSnapshotTesting
import TesseraLayout

/// How a failing image snapshot is reported: one folder named after the test, holding the
/// reference, the actual image and their difference, named by the failure; nothing else written,
/// and nothing at all for a match. Every test writes under its own temporary root and removes it.
@Suite("Snapshot failure reports")
struct SnapshotFailureReportTests {
    static let size = CGSize(width: 120, height: 80)

    static var snapshot: LayoutSnapshot {
        var layout = WaterfallLayout(columnCount: 2, columnSpacing: 4, interitemSpacing: 4,
                                     sectionInset: EdgeInsets(all: 4), headerHeight: 16)
        layout.itemRenderDirection = .leftToRight
        return LayoutSnapshot(layout, itemCounts: [5], sectionTitles: ["Recent"])
    }

    /// A new empty folder in the temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The names in a folder, sorted; empty when it does not exist.
    static func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// Where swift-snapshot-testing writes its own copy of a failing image of this file's tests.
    static func libraryCopy(_ file: String) -> URL {
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        return URL(fileURLWithPath: base).appendingPathComponent("SnapshotFailureReportTests").appendingPathComponent(file)
    }

    @Test("a failing comparison: one folder named after the test and snapshot, with the three images, named by the message")
    func failingComparison() throws {
        let references = try Self.temporaryFolder(), root = try Self.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: references)
            try? FileManager.default.removeItem(at: root)
        }
        _ = verifySnapshot(of: Self.snapshot, as: .image(size: Self.size, scale: 1), named: "grid",
                           record: .all, snapshotDirectory: references.path, testName: "failingComparison")
        let file = references.appendingPathComponent("failingComparison.grid.png")
        var reference = try ImageDecoder().decode(fileAt: file.path).pixels
        reference[60, 40] = RGBA8(1, 2, 3)
        try PNGWriter.write(reference, to: file.path)

        let failure = SnapshotArtifacts.$rootOverride.withValue(root) {
            verifySnapshot(of: Self.snapshot, as: .image(size: Self.size, scale: 1), named: "grid",
                           record: .never, snapshotDirectory: references.path, testName: "failingComparison")
        }
        let message = try #require(failure)
        let folder = root.appendingPathComponent("SnapshotFailureReportTests").appendingPathComponent("failingComparison.grid")
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 5, "\(lines)")
        #expect(lines.first == "Snapshot \"grid\" does not match reference.")
        #expect(lines.count == 5 && lines[1].isEmpty && lines[3].isEmpty)
        #expect(lines.count == 5 && lines[2] == "reference, actual and difference: \(folder.path)/")
        #expect(lines.last?.hasPrefix("1 of 9600 pixels differ") == true)
        #expect(lines.last?.hasSuffix("(precision 1.0, perceptualPrecision 1.0)") == true, "\(message)")
        #expect(!message.contains("ksdiff") && !message.contains("file://"))
        // Exactly that folder, with exactly the three images.
        #expect(Self.names(in: root) == ["SnapshotFailureReportTests"])
        #expect(Self.names(in: root.appendingPathComponent("SnapshotFailureReportTests")) == ["failingComparison.grid"])
        #expect(Self.names(in: folder) == ["actual.png", "difference.png", "reference.png"])
        let decoder = ImageDecoder()
        #expect(try decoder.decode(fileAt: folder.appendingPathComponent("reference.png").path).pixels[60, 40] == RGBA8(1, 2, 3))
        #expect(try decoder.decode(fileAt: folder.appendingPathComponent("actual.png").path).pixels[60, 40] != RGBA8(1, 2, 3))
        #expect(try decoder.decode(fileAt: folder.appendingPathComponent("difference.png").path).pixels[60, 40] == RGBA8(255, 0, 255))
        // swift-snapshot-testing's own copy of the failing image is not left beside it.
        #expect(!FileManager.default.fileExists(atPath: Self.libraryCopy("failingComparison.grid.png").path))
    }

    @Test("a passing comparison writes nothing")
    func passingComparison() throws {
        let references = try Self.temporaryFolder(), root = try Self.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: references)
            try? FileManager.default.removeItem(at: root)
        }
        _ = verifySnapshot(of: Self.snapshot, as: .image(size: Self.size, scale: 1), named: "grid",
                           record: .all, snapshotDirectory: references.path, testName: "passingComparison")
        let failure = SnapshotArtifacts.$rootOverride.withValue(root) {
            verifySnapshot(of: Self.snapshot, as: .image(size: Self.size, scale: 1), named: "grid",
                           record: .never, snapshotDirectory: references.path, testName: "passingComparison")
        }
        #expect(failure == nil)
        #expect(Self.names(in: root).isEmpty)
        #expect(Self.names(in: references) == ["passingComparison.grid.png"])
    }

    /// The reference `__Snapshots__/SnapshotFailureReportTests/assertion.mismatch.png` is a 4 × 4
    /// black square, which no 120 × 80 snapshot matches.
    @Test("assertSnapshot fails the test with the same report, and the folder is replaced on the next failure")
    func assertion() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("SnapshotFailureReportTests").appendingPathComponent("assertion.mismatch")
        for _ in 0..<2 {
            withKnownIssue {
                SnapshotArtifacts.$rootOverride.withValue(root) {
                    assertSnapshot(of: Self.snapshot, as: .image(size: Self.size, scale: 1), named: "mismatch", record: .never)
                }
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined(separator: "\n")
                return text.contains("reference, actual and difference: \(folder.path)/") && text.contains("sizes differ")
                    && !text.contains("ksdiff")
            }
            #expect(Self.names(in: folder) == ["actual.png", "difference.png", "reference.png"])
        }
        #expect(!FileManager.default.fileExists(atPath: Self.libraryCopy("assertion.mismatch.png").path))
    }

    @Test("called through swift-snapshot-testing's own function, the images still go to one folder, named after the Swift Testing test")
    func libraryFunction() throws {
        let references = try Self.temporaryFolder(), root = try Self.temporaryFolder()
        let copy = Self.libraryCopy("libraryFunction.grid.png")
        defer {
            try? FileManager.default.removeItem(at: references)
            try? FileManager.default.removeItem(at: root)
            // The library's own copy, which only Tessera's functions clear away.
            try? FileManager.default.removeItem(at: copy)
            SnapshotArtifacts.removeIfEmpty(copy.deletingLastPathComponent())
        }
        _ = verifySnapshot(of: Self.snapshot, as: .image(size: Self.size, scale: 1), named: "grid",
                           record: .all, snapshotDirectory: references.path, testName: "libraryFunction")
        let file = references.appendingPathComponent("libraryFunction.grid.png")
        var reference = try ImageDecoder().decode(fileAt: file.path).pixels
        reference[60, 40] = RGBA8(1, 2, 3)
        try PNGWriter.write(reference, to: file.path)
        let failure = SnapshotArtifacts.$rootOverride.withValue(root) {
            SnapshotTesting.verifySnapshot(of: Self.snapshot, as: .image(size: Self.size, scale: 1), named: "grid",
                                           record: .never, snapshotDirectory: references.path, testName: "libraryFunction")
        }
        let folder = root.appendingPathComponent("unnamed").appendingPathComponent("libraryFunction")
        #expect(try #require(failure).contains("reference, actual and difference: \(folder.path)/"))
        #expect(Self.names(in: folder) == ["actual.png", "difference.png", "reference.png"])
    }

    @Test("folder names keep letters, digits, dots, underscores and hyphens",
          arguments: [("screen.journal", "screen.journal"), ("a test / with spaces()", "a-test-with-spaces"),
                      ("..", "snapshot"), ("", "snapshot"), ("Ünïcode_ok-1", "n-code_ok-1")])
    func sanitized(_ name: String, _ expected: String) {
        #expect(SnapshotArtifacts.sanitized(name) == expected)
    }
}
