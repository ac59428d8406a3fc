import Foundation
import SnapshotTesting
import TesseraRender
#if canImport(Testing)
import Testing
#endif

/// Where a failing image snapshot leaves its evidence on Linux, where swift-snapshot-testing
/// drops image attachments.
enum SnapshotArtifacts {
    /// The folder: `$SNAPSHOT_ARTIFACTS/tessera`, or the temporary folder's.
    static var folder: URL {
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("tessera", isDirectory: true)
    }

    /// Writes the three PNGs into a subfolder named after their content and returns their
    /// paths, and the attachments for swift-snapshot-testing; under Swift Testing the files are
    /// also recorded as attachments of the current test.
    static func write(reference: PixelBuffer, failure: PixelBuffer, difference: PixelBuffer)
        -> (reference: String, failure: String, difference: String, attachments: [DiffAttachment]) {
        let pngs = [("reference.png", PNGCoding.encode(reference)), ("failure.png", PNGCoding.encode(failure)),
                    ("difference.png", PNGCoding.encode(difference))]
        let folder = folder.appendingPathComponent(fingerprint(pngs.map(\.1)), isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        for (name, bytes) in pngs {
            let url = folder.appendingPathComponent(name)
            try? Data(bytes).write(to: url, options: .atomic)
            paths.append(url.path)
            #if canImport(Testing)
            if Test.current != nil { Attachment.record(bytes, named: name) }
            #endif
        }
        return (paths[0], paths[1], paths[2], pngs.map { DiffAttachment.data(Data($0.1), name: $0.0) })
    }

    /// A stable name for a set of files: FNV-1a over their bytes, in hexadecimal.
    private static func fingerprint(_ files: [[UInt8]]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for file in files {
            for byte in file {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        return String(hash, radix: 16)
    }
}
