import Foundation

/// Camera RAW files damaged by the tests themselves, from the DNGs committed in Tests/Fixtures/raw
/// (made by its make.sh from a sample photo), so no third-party RAW file is needed to show how a
/// damaged one is reported.
enum RAWSamples {
    /// Why a DNG could not be operated on.
    enum Failure: Error, CustomStringConvertible {
        case notLittleEndianTIFF
        case truncated(at: Int)
        case noStripOffsets

        var description: String {
            switch self {
            case .notLittleEndianTIFF: "not a little-endian TIFF (II*\\0)"
            case .truncated(let offset): "the file ends inside the IFD at byte \(offset)"
            case .noStripOffsets: "IFD0 has no single LONG StripOffsets entry"
            }
        }
    }

    /// `dng` (a little-endian TIFF whose raw image is IFD0's one strip, as make-dng.py writes it)
    /// with StripOffsets moved to `bytesBeforeEnd` bytes before the end of the file: the header is
    /// whole, and the raw data runs past the end of the file as in a file cut short.
    static func stripRunningPastEnd(_ dng: [UInt8], bytesBeforeEnd: Int = 100) throws -> [UInt8] {
        guard dng.count >= 8, dng[0..<4] == [0x49, 0x49, 0x2A, 0x00] else { throw Failure.notLittleEndianTIFF }
        func le(_ offset: Int, _ size: Int) throws -> Int {
            guard offset >= 0, offset + size <= dng.count else { throw Failure.truncated(at: offset) }
            return (0..<size).reduce(0) { $0 | Int(dng[offset + $1]) << (8 * $1) }
        }
        let ifd = try le(4, 4)
        let count = try le(ifd, 2)
        var out = dng
        for index in 0..<count {
            let entry = ifd + 2 + 12 * index
            // StripOffsets (273), type LONG (4), one value.
            guard try le(entry, 2) == 273 else { continue }
            guard try le(entry + 2, 2) == 4, try le(entry + 4, 4) == 1 else { throw Failure.noStripOffsets }
            let offset = dng.count - bytesBeforeEnd
            for byte in 0..<4 { out[entry + 8 + byte] = UInt8(offset >> (8 * byte) & 0xFF) }
            return out
        }
        throw Failure.noStripOffsets
    }
}
