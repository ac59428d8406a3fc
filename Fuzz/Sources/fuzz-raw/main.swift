import Foundation
import FuzzDriver
import TesseraImage

/// Camera RAW through LibRaw: any bytes the probe takes for a RAW file (a signature of its own,
/// or a TIFF LibRaw identifies) are decoded at full size and as a thumbnail — the preview path,
/// and the half-size development when there is no preview — and either decode or give a
/// `DecodeError`. Limits are small so that each run is quick, and LibRaw's own allocations are
/// capped by the same decode-memory budget.
func fuzzRAW(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let info = try? ImageProbe.probe(bytes: bytes), info.format == .raw else { return 0 }
    let limits = DecodeLimits(maxDimension: 8192, maxPixels: 1 << 26, maxDecodeBytes: 64 << 20, maxFileBytes: 1 << 20)
    let decoder = ImageDecoder(options: DecodeOptions(limits: limits))
    if let image = try? decoder.decode(bytes: bytes) {
        precondition(!image.pixels.size.isEmpty, "a decoded RAW file has pixels")
    }
    _ = try? decoder.thumbnail(bytes: bytes, width: 37, height: 23, mode: .fill)
    return 0
}

runFuzzer { fuzzRAW($0, $1) }
