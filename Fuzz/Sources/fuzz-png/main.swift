import Foundation
import FuzzDriver
import TesseraImage

/// The PNG decoder (libpng behind the C shim), at full and reduced scale, and the
/// thumbnail path: any bytes decode or give a `DecodeError`. Limits are small so that each run
/// is quick; the limit checks themselves are part of what is fuzzed.
func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard bytes.count >= 2, bytes[0] == 0x89, bytes[1] == 0x50 else { return 0 }
    let limits = DecodeLimits(maxDimension: 1024, maxPixels: 1 << 18, maxFileBytes: 1 << 20)
    let decoder = ImageDecoder(options: DecodeOptions(limits: limits))
    if let image = try? decoder.decode(bytes: bytes) {
        precondition(image.pixels.width == image.info.displayWidth && image.pixels.height == image.info.displayHeight)
        if !image.warnings.isEmpty {
            // Strict mode must refuse what lenient mode warned about.
            precondition((try? ImageDecoder(options: DecodeOptions(limits: limits, strict: true)).decode(bytes: bytes)) == nil)
        }
    }
    _ = try? decoder.thumbnail(bytes: bytes, width: 37, height: 23, mode: .fill)
    return 0
}

runFuzzer { fuzzPNG($0, $1) }
