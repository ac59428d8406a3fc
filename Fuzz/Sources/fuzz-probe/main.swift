import Foundation
import FuzzDriver
import TesseraImage

/// Header probing: any bytes give an `ImageInfo` or a `ProbeError`, never a crash or a hang.
func fuzzProbe(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let info = try? ImageProbe.probe(bytes: bytes) {
        precondition(info.width > 0 && info.height > 0, "a probed image has a size")
        precondition(info.displayWidth * info.displayHeight == info.width * info.height, "orientation keeps the area")
    }
    return 0
}

runFuzzer { fuzzProbe($0, $1) }
