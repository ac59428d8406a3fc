import Foundation
import FuzzDriver
import TesseraImage

/// The decoders added after JPEG and PNG (WebP through libwebp, and any later format the probe
/// recognises), at full size and as a thumbnail: any bytes decode or give a `DecodeError`.
/// Limits are small so that each run is quick.
func fuzzFormats(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let info = try? ImageProbe.probe(bytes: bytes), info.format != .jpeg, info.format != .png else { return 0 }
    let limits = DecodeLimits(maxDimension: 2048, maxPixels: 1 << 20, maxFileBytes: 1 << 20)
    let decoder = ImageDecoder(options: DecodeOptions(limits: limits))
    if let image = try? decoder.decode(bytes: bytes), image.scale == .full {
        // A HEIF coded smaller than its ispe is decoded as coded, and the decoder says so.
        precondition(image.pixels.width == image.info.displayWidth && image.pixels.height == image.info.displayHeight
                        || image.warnings.contains { $0.hasPrefix("libheif decoded a ") },
                     "a full-size decode has the displayed size, or says why not")
    }
    _ = try? decoder.thumbnail(bytes: bytes, width: 37, height: 23, mode: .fill)
    return 0
}

runFuzzer { fuzzFormats($0, $1) }
