import Foundation
import SnapshotTesting
import TesseraRender

// swift-snapshot-testing's assertions for image strategies (every Tessera strategy whose format is
// a `PixelBuffer`), with failures reported the Linux way. Being more specific than the library's
// generic functions, they are the ones `assertSnapshot(of:as:)` calls for an image strategy; the
// library records, compares and fails the test as always, and only the report differs: one
// folder per failing snapshot, named after its test (``SnapshotArtifacts``), instead of the
// default diff tool's `ksdiff` hint and a second copy of the failing image. Text strategies
// (`.frames`, `.subviewFrames`) go through the library's own functions, whose text diff is the
// report.

/// swift-snapshot-testing's `assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)`
/// for an image strategy: on a mismatch the failure names the one folder holding
/// `reference.png`, `actual.png` and `difference.png` (``SnapshotArtifacts``).
///
/// ```swift
/// assertSnapshot(of: collectionView, as: .image(content: .cells()), named: "home")
/// // Snapshot "home" does not match reference.
/// //
/// // reference, actual and difference: /tmp/tessera-snapshots/HomeTests/testHome.home/
/// //
/// // 12 of 335636 pixels differ (0.004%); largest difference ΔE94 31.2, 255/255 in one channel (precision 1.0, perceptualPrecision 1.0)
/// ```
///
/// The diff tool configured with `withSnapshotTesting(diffTool:)` is not used for image
/// strategies: this report replaces it.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, PixelBuffer>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    func assertion() {
        SnapshotTesting.assertSnapshot(of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
                                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
    SnapshotArtifacts.reporting(file: filePath, assertion)
}

/// swift-snapshot-testing's `assertSnapshots(of:as:record:timeout:fileID:file:testName:line:column:)`
/// for named image strategies (``SnapshotTesting/Snapshotting/images(_:scale:style:precision:perceptualPrecision:glyphs:extent:)``):
/// each failing size has its own folder (`…/<test>.portrait/`, `…/<test>.landscape/`).
public func assertSnapshots<Value>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, PixelBuffer>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    func assertion() {
        SnapshotTesting.assertSnapshots(of: try value(), as: strategies, record: record, timeout: timeout,
                                        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
    SnapshotArtifacts.reporting(file: filePath, assertion)
}

/// swift-snapshot-testing's `assertSnapshots(of:as:record:timeout:fileID:file:testName:line:column:)`
/// for a list of image strategies: each failing one has its own folder (numbered as the
/// library numbers their references).
public func assertSnapshots<Value>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, PixelBuffer>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    func assertion() {
        SnapshotTesting.assertSnapshots(of: try value(), as: strategies, record: record, timeout: timeout,
                                        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
    SnapshotArtifacts.reporting(file: filePath, assertion)
}

/// swift-snapshot-testing's `verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)`
/// for an image strategy — the failure as a value, nil on a match — with the report of
/// ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)``: the
/// message names the folder holding `reference.png`, `actual.png` and `difference.png`.
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, PixelBuffer>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #file,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    func verify() -> String? {
        SnapshotTesting.verifySnapshot(of: try value(), as: snapshotting, named: name, record: record,
                                       snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID,
                                       file: filePath, testName: testName, line: line, column: column)
    }
    return SnapshotArtifacts.reporting(file: filePath, verify)
}
