import Foundation
import SnapshotTesting
import TesseraRender

extension Diffing where Value == PixelBuffer {
    /// PNG files compared with ``ImageComparison``. On a mismatch the message says how many
    /// pixels differ, and the reference, the actual image and a difference image (changed pixels
    /// in magenta) are written into one folder named after the failing test (``SnapshotArtifacts``:
    /// `$SNAPSHOT_ARTIFACTS/<test file>/<test>.<snapshot>/`, by default under
    /// `/tmp/tessera-snapshots`), which the failure names; under Swift Testing they are also
    /// attached to the test. A match writes nothing. A precision outside 0…1 fails every
    /// comparison, saying so.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Diffing {
        let made = Result { () throws(ComparisonError) in
            try ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        }
        return .diff(toData: { Data(PNGCoding.encode($0)) }, fromData: { PNGCoding.decode([UInt8]($0)) }) { reference, actual in
            // A precision outside 0…1 fails the test with its reason rather than stopping the process.
            let comparison: ImageComparison
            switch made {
            case .success(let made): comparison = made
            case .failure(let error): return ("\(error)", [])
            }
            let result = comparison.compare(reference, actual)
            guard !result.matches else { return nil }
            let evidence = SnapshotEvidence(reference: reference, actual: actual, difference: result.difference)
            let message = "\(result.summary) (precision \(precision), perceptualPrecision \(perceptualPrecision))"
            if let slot = SnapshotEvidence.slot {
                // Tessera's assertion names the folder and writes it when the failure is reported.
                slot.put(evidence)
                return (message, evidence.attachments)
            }
            let folder = SnapshotArtifacts.unnamedFolder
            SnapshotArtifacts.write(evidence, to: folder)
            return (message + "\nreference, actual and difference: \(folder.path)/", evidence.attachments)
        }
    }
}

/// PNG bytes of a pixel buffer, and back.
enum PNGCoding {
    /// Deterministic RGBA PNG bytes (an empty image has no PNG: no bytes).
    static func encode(_ image: PixelBuffer) -> [UInt8] {
        guard !image.size.isEmpty else { return [] }
        let sink = MemoryByteSink()
        do {
            let writer = try PNGWriter(sink: sink, width: image.width, height: image.height, hasAlpha: true)
            try writer.append(rows: image)
            try writer.finish()
        } catch {
            return []
        }
        return sink.bytes
    }

    /// The pixels of PNG (or JPEG) bytes; an empty image when they cannot be decoded, which then
    /// differs from any rendered snapshot.
    static func decode(_ bytes: [UInt8]) -> PixelBuffer {
        (try? ImageDecoder().decode(bytes: bytes).pixels) ?? PixelBuffer(width: 0, height: 0)
    }
}
