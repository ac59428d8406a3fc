import Foundation
import SnapshotTesting
import TesseraRender

/// The three images of an image snapshot that does not match its reference — the reference,
/// the actual picture and their difference — as PNG bytes, between the comparison that finds
/// the mismatch (``SnapshotTesting/Diffing/image(precision:perceptualPrecision:)``) and the
/// report that writes them into the failing test's folder (``SnapshotArtifacts``).
struct SnapshotEvidence: Sendable {
    /// The file names in a failing test's folder, with their PNG bytes.
    var files: [(name: String, bytes: [UInt8])]

    init(reference: PixelBuffer, actual: PixelBuffer, difference: PixelBuffer) {
        files = [("reference.png", PNGCoding.encode(reference)), ("actual.png", PNGCoding.encode(actual)),
                 ("difference.png", PNGCoding.encode(difference))]
    }

    /// The images as swift-snapshot-testing's attachments (shown by Xcode; dropped on Linux).
    var attachments: [DiffAttachment] {
        files.map { DiffAttachment.data(Data($0.bytes), name: $0.name) }
    }

    /// Where a comparison hands its evidence to the report of the same assertion: bound for the
    /// length of one of TesseraSnapshotTesting's `assertSnapshot`, `assertSnapshots` or
    /// `verifySnapshot` calls; nil when swift-snapshot-testing's own functions are called
    /// directly (a helper generic over the snapshot format).
    @TaskLocal static var slot: Slot?

    /// One assertion's evidence, put by the comparison and taken by the report (both run on the
    /// test's thread, one after the other, inside the assertion).
    final class Slot: Sendable {
        private let evidence = LockedValue<SnapshotEvidence?>(nil)

        func put(_ evidence: SnapshotEvidence) {
            self.evidence.withLock { $0 = evidence }
        }

        func take() -> SnapshotEvidence? {
            evidence.withLock { evidence in
                defer { evidence = nil }
                return evidence
            }
        }
    }
}
