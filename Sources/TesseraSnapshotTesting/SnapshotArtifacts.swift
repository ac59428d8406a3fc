import Foundation
import SnapshotTesting
#if canImport(Testing)
import Testing
#endif

/// Where a failing image snapshot leaves its evidence: one folder per failing snapshot, named
/// after its test, holding `reference.png`, `actual.png` and `difference.png` (changed pixels
/// in magenta). Passing snapshots write nothing.
///
/// The folder is `ROOT/<test file>/<test>.<snapshot>/` — the test file's and the reference
/// file's names, as swift-snapshot-testing names them in `__Snapshots__` (a snapshot without a
/// name is numbered) — so `ScreenSnapshotTests.swift`'s `assertSnapshot(…, named: "journal",
/// testName: "screen")` fails into `ROOT/ScreenSnapshotTests/screen.journal/`. `ROOT` is
/// swift-snapshot-testing's `SNAPSHOT_ARTIFACTS` when it is set, else `tessera-snapshots` in the
/// temporary folder (`/tmp/tessera-snapshots`). A test that fails again replaces its folder.
///
/// swift-snapshot-testing writes its own copy of the failing image (`ROOT/<test file>/<test>.<snapshot>.png`)
/// before Tessera's report runs; the report removes it (the folder's `actual.png` is the same
/// picture), so one place holds everything. Under Swift Testing the three images are also attached to the test.
enum SnapshotArtifacts {
    /// A root to use instead of the environment's, for the length of an operation (tests of the
    /// report itself, which must leave nothing behind).
    @TaskLocal static var rootOverride: URL?

    /// `$SNAPSHOT_ARTIFACTS`, or `tessera-snapshots` in the temporary folder.
    static var root: URL {
        if let rootOverride { return rootOverride }
        if let artifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !artifacts.isEmpty {
            return URL(fileURLWithPath: artifacts, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("tessera-snapshots", isDirectory: true)
    }

    /// The folder of the snapshot whose reference file is `referencePath`, asserted in the test
    /// file `file` (`#filePath` or `#fileID`).
    static func folder(forReference referencePath: String, file: String, root: URL) -> URL {
        let suite = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let snapshot = URL(fileURLWithPath: referencePath).deletingPathExtension().lastPathComponent
        return root.appendingPathComponent(sanitized(suite), isDirectory: true)
            .appendingPathComponent(sanitized(snapshot), isDirectory: true)
    }

    /// Runs `assertion` (one of swift-snapshot-testing's assertions) with its failures reported
    /// into ``folder(forReference:file:root:)``: the image comparison hands its evidence to a
    /// diff tool that writes the folder and names it, in place of the default tool's `ksdiff`
    /// hint and paths.
    static func reporting<Result>(file: StaticString, _ assertion: () -> Result) -> Result {
        let slot = SnapshotEvidence.Slot()
        let report = report(file: "\(file)", root: root, slot: slot)
        return SnapshotEvidence.$slot.withValue(slot) {
            withSnapshotTesting(diffTool: report) { assertion() }
        }
    }

    /// The diff tool of one assertion: called by swift-snapshot-testing with the reference's
    /// path and the path where it wrote the failing image, after the comparison failed.
    private static func report(file: String, root: URL, slot: SnapshotEvidence.Slot) -> SnapshotTestingConfiguration.DiffTool {
        SnapshotTestingConfiguration.DiffTool { referencePath, failedPath in
            let folder = folder(forReference: referencePath, file: file, root: root)
            guard let evidence = slot.take() else {
                // Not an image comparison (no evidence handed over): only the failing file.
                return "failed snapshot: \(failedPath)"
            }
            write(evidence, to: folder, replacing: failedPath)
            return "reference, actual and difference: \(folder.path)/"
        }
    }

    /// The folder for a comparison made outside Tessera's assertions (swift-snapshot-testing's
    /// own functions called from a helper generic over the format), where no test file or
    /// reference name is known: `ROOT/unnamed/<Swift Testing's test name, or "snapshot">/`.
    static var unnamedFolder: URL {
        var name = "snapshot"
        #if canImport(Testing)
        if let test = Test.current { name = test.name }
        #endif
        return root.appendingPathComponent("unnamed", isDirectory: true).appendingPathComponent(sanitized(name), isDirectory: true)
    }

    /// Writes the three images into `folder` (replacing what an earlier failure left there); the
    /// failing image swift-snapshot-testing wrote at `failedPath`, if any, is removed, and its
    /// folder too if that leaves it empty.
    static func write(_ evidence: SnapshotEvidence, to folder: URL, replacing failedPath: String? = nil) {
        let files = FileManager.default
        try? files.removeItem(at: folder)
        try? files.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, bytes) in evidence.files {
            try? Data(bytes).write(to: folder.appendingPathComponent(name), options: .atomic)
            #if canImport(Testing)
            if Test.current != nil { Attachment.record(bytes, named: name) }
            #endif
        }
        guard let failedPath, files.fileExists(atPath: failedPath) else { return }
        try? files.removeItem(atPath: failedPath)
        removeIfEmpty(URL(fileURLWithPath: failedPath).deletingLastPathComponent())
    }

    /// Removes `folder` if it is empty, atomically (`rmdir`): a file another failing test of the
    /// same file writes there at the same moment is never removed with it. (Should that test's
    /// library have made the folder and not yet written into it, its write fails and its failure
    /// shows the library's error instead of the report; it fails either way.)
    static func removeIfEmpty(_ folder: URL) {
        _ = folder.withUnsafeFileSystemRepresentation { path in path.map { rmdir($0) } }
    }

    /// A file name made of letters, digits, `.`, `_` and `-` (runs of anything else become one `-`).
    static func sanitized(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isASCII && (character.isLetter || character.isNumber || "._-".contains(character)) {
                result.append(character)
            } else if !result.hasSuffix("-") {
                result.append("-")
            }
        }
        let trimmed = result.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return trimmed.isEmpty || trimmed == "." || trimmed == ".." ? "snapshot" : trimmed
    }
}
