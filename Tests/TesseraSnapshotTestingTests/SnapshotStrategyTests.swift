import Foundation
import Testing
@testable import TesseraSnapshotTesting
import TesseraLayout

/// The strategies tested on themselves, in a temporary snapshot folder.
@Suite("Snapshot strategies")
struct SnapshotStrategyTests {
    static let size = CGSize(width: 120, height: 80)

    static var snapshot: LayoutSnapshot {
        var layout = WaterfallLayout(columnCount: 2, columnSpacing: 4, interitemSpacing: 4,
                                     sectionInset: EdgeInsets(all: 4), headerHeight: 16)
        layout.itemRenderDirection = .leftToRight
        return LayoutSnapshot(layout, itemCounts: [5], sectionTitles: ["Recent"])
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a missing reference is recorded and fails once; then it matches")
    func recordsMissing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = verifySnapshot(of: Self.snapshot, as: .image(size: Self.size, scale: 1), named: "grid",
                                   record: .missing, snapshotDirectory: folder.path, testName: "recordsMissing")
        #expect(first?.contains("No reference was found on disk") == true)
        let file = folder.appendingPathComponent("recordsMissing.grid.png")
        let reference = try ImageDecoder().decode(fileAt: file.path).pixels
        #expect(reference.size == PixelSize(width: 120, height: 80))
        let second = verifySnapshot(of: Self.snapshot, as: .image(size: Self.size, scale: 1), named: "grid",
                                    record: .missing, snapshotDirectory: folder.path, testName: "recordsMissing")
        #expect(second == nil)
    }

    @Test("a one-pixel change fails at precision 1, passes at 0.999")
    func onePixel() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(of: Self.snapshot, as: .image(size: Self.size, scale: 1), named: "grid",
                           record: .all, snapshotDirectory: folder.path, testName: "onePixel")
        // Change one pixel of the recorded reference.
        let file = folder.appendingPathComponent("onePixel.grid.png")
        var reference = try ImageDecoder().decode(fileAt: file.path).pixels
        reference[60, 40] = RGBA8(1, 2, 3)
        try PNGWriter.write(reference, to: file.path)

        // The failure's images go into the temporary folder too (SnapshotFailureReportTests).
        let failure = SnapshotArtifacts.$rootOverride.withValue(folder.appendingPathComponent("artifacts")) {
            verifySnapshot(of: Self.snapshot, as: .image(size: Self.size, scale: 1), named: "grid",
                           record: .never, snapshotDirectory: folder.path, testName: "onePixel")
        }
        #expect(try #require(failure).contains("1 of 9600 pixels differ"))
        let tolerant = verifySnapshot(of: Self.snapshot, as: .image(size: Self.size, scale: 1, precision: 0.999), named: "grid",
                                      record: .never, snapshotDirectory: folder.path, testName: "onePixel")
        #expect(tolerant == nil)
    }

    @Test("frames: the frame dump as text, recorded and matched")
    func frames() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(of: Self.snapshot, as: .frames(size: Self.size), named: "dump", record: .all,
                           snapshotDirectory: folder.path, testName: "frames")
        let text = try String(contentsOf: folder.appendingPathComponent("frames.dump.json"), encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"contentSize\": {\"width\": 120, \"height\": "))
        #expect(text.contains("{\"category\": \"supplementary\", \"kind\": \"header\", \"section\": 0, \"item\": 0, \"frame\": [0, 0, 120, 16]"))
        #expect(verifySnapshot(of: Self.snapshot, as: .frames(size: Self.size), named: "dump", record: .never,
                               snapshotDirectory: folder.path, testName: "frames") == nil)
    }
}
