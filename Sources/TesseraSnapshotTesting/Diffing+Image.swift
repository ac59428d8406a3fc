import Foundation
import SnapshotTesting
import TesseraRender

extension Diffing where Value == PixelBuffer {
    /// PNG files compared with ``ImageComparison``. On a mismatch the reference, the failing
    /// image and a difference image (changed pixels in magenta) are written to
    /// `SNAPSHOT_ARTIFACTS` (default: the temporary folder) and their paths are part of the
    /// failure message; under Swift Testing they are also attached to the test.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Diffing {
        let comparison = ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        return .diff(toData: { Data(PNGCoding.encode($0)) }, fromData: { PNGCoding.decode([UInt8]($0)) }) { reference, actual in
            let result = comparison.compare(reference, actual)
            guard !result.matches else { return nil }
            let files = SnapshotArtifacts.write(reference: reference, failure: actual, difference: result.difference)
            let message = """
            \(result.summary) (precision \(precision), perceptualPrecision \(perceptualPrecision))
            reference:  \(files.reference)
            failure:    \(files.failure)
            difference: \(files.difference)
            """
            return (message, files.attachments)
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
