import Foundation
import FuzzDriver
import TesseraImage

/// HEIF and AVIF structures built from the input (``HEIFStructure``), probed, then decoded by libheif
/// at full size and as a thumbnail with small limits: every structure is refused with a
/// `ProbeError`/`DecodeError` or decoded; none may crash libheif (self-referencing and deeply
/// derived items overflow its stack), hang, or allocate past the limits.
func fuzzHEIF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    var tape = Tape(Array(UnsafeBufferPointer(start: data, count: size)))
    let file = HEIFStructure.file(&tape)
    guard (try? ImageProbe.probe(bytes: file)) != nil else { return 0 }
    let limits = DecodeLimits(maxDimension: 4096, maxPixels: 1 << 22, maxFileBytes: 1 << 20)
    let decoder = ImageDecoder(options: DecodeOptions(limits: limits))
    _ = try? decoder.decode(bytes: file)
    _ = try? decoder.thumbnail(bytes: file, width: 37, height: 23, mode: .fill)
    return 0
}

runFuzzer { fuzzHEIF($0, $1) }
