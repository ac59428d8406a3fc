import Foundation
import FuzzDriver
import TesseraImage

/// The JPEG decoder (libjpeg-turbo behind the C shim), at full and reduced scale, and the
/// thumbnail path, and the DC-only decode of progressive files at 1/8: any bytes decode or give
/// a `DecodeError`. Limits are small so that each run
/// is quick; the limit checks themselves are part of what is fuzzed.
func fuzzJPEG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return 0 }
    let limits = DecodeLimits(maxDimension: 1024, maxPixels: 1 << 19, maxFileBytes: 1 << 20)
    let decoder = ImageDecoder(options: DecodeOptions(limits: limits))
    if let image = try? decoder.decode(bytes: bytes) {
        precondition(image.pixels.width == image.info.displayWidth && image.pixels.height == image.info.displayHeight)
        if image.warnings.contains(where: { !$0.hasPrefix("ICC profile ignored") }) {
            // Strict mode must refuse the damage lenient mode warned about (a profile it cannot
            // use is about colour, not damage: strict mode shows the pixels as sRGB too).
            precondition((try? ImageDecoder(options: DecodeOptions(limits: limits, strict: true)).decode(bytes: bytes)) == nil)
        }
    }
    _ = try? decoder.thumbnail(bytes: bytes, width: 37, height: 23, mode: .fill)
    // A progressive file at 1/8 read from its DC scans alone (a source filter drops the AC
    // scans): the same pixels as the full decode when neither warns.
    var dcOnly = DecodeOptions(minimumSize: PixelSize(width: 1, height: 1), limits: limits)
    dcOnly.dcOnlyMinimumPixels = 0
    var full = dcOnly
    full.dcOnlyMinimumPixels = .max
    if let fast = try? ImageDecoder(options: dcOnly).decode(bytes: bytes), fast.warnings.isEmpty,
       let slow = try? ImageDecoder(options: full).decode(bytes: bytes), slow.warnings.isEmpty {
        precondition(fast.pixels == slow.pixels, "the DC-only decode differs from the full one")
    }
    return 0
}

runFuzzer { fuzzJPEG($0, $1) }
