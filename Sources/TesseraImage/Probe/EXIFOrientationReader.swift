/// Finds the Orientation tag (0x0112) in EXIF data: a TIFF structure in a JPEG's APP1 segment
/// (after `Exif\0\0`) or in a PNG's `eXIf` chunk.
///
/// Only IFD0, the primary image's directory, counts: the thumbnail's IFD1 is never visited, and
/// no IFD link is ever followed, so a directory loop cannot make it spin. Every offset is checked
/// against the bytes at hand; EXIF that is damaged or cut short gives ``ExifOrientation/up``
/// rather than an error, because the picture itself is still fine.
enum EXIFOrientationReader {
    private static let orientationTag = 0x0112

    /// The orientation in a JPEG APP1 payload, or nil when the segment is not EXIF (XMP, say).
    static func orientation(inAPP1 payload: [UInt8]) -> ExifOrientation? {
        guard payload.count >= 6, payload.starts(with: Array("Exif\0".utf8)) else { return nil }
        return orientation(inTIFF: payload[6...])
    }

    /// The orientation in a PNG `eXIf` chunk, which holds the TIFF structure directly (some
    /// writers keep the JPEG-style `Exif\0\0` prefix, which is skipped).
    static func orientation(inEXIfChunk data: [UInt8]) -> ExifOrientation {
        if data.count >= 6, data.starts(with: Array("Exif\0".utf8)) {
            return orientation(inTIFF: data[6...])
        }
        return orientation(inTIFF: data[...])
    }

    /// The orientation in a TIFF structure: header, then IFD0's entries.
    static func orientation(inTIFF data: ArraySlice<UInt8>) -> ExifOrientation {
        let tiff = TIFFBytes(data)
        guard let tiff, let ifd0 = tiff.uint32(at: 4), let entryCount = tiff.uint16(at: Int(ifd0)) else {
            return .up
        }
        for index in 0..<entryCount {
            let entry = Int(ifd0) + 2 + 12 * index
            guard let tag = tiff.uint16(at: entry), let type = tiff.uint16(at: entry + 2) else { break }
            guard tag == orientationTag else { continue }
            let value: Int? = switch type {
            case 1, 7: tiff.uint8(at: entry + 8)           // BYTE, UNDEFINED
            case 3, 8: tiff.uint16(at: entry + 8)          // SHORT (the standard type), SSHORT
            case 4, 9: tiff.uint32(at: entry + 8).map(Int.init)  // LONG, SLONG
            default: nil
            }
            return ExifOrientation(exifValue: value ?? 1)
        }
        return .up
    }
}

/// A TIFF structure's bytes with its byte order, read with bounds checks (nil when out of range).
struct TIFFBytes {
    private let bytes: ArraySlice<UInt8>
    private let bigEndian: Bool

    /// Nil unless the data starts with a valid TIFF header (`II*\0` or `MM\0*`).
    init?(_ data: ArraySlice<UInt8>) {
        let bytes = ArraySlice(Array(data))  // rebase indices to 0
        guard bytes.count >= 8 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0x49, 0x49): bigEndian = false
        case (0x4D, 0x4D): bigEndian = true
        default: return nil
        }
        self.bytes = bytes
        guard uint16(at: 2) == 42 else { return nil }
    }

    func uint8(at offset: Int) -> Int? {
        guard offset >= 0, offset < bytes.count else { return nil }
        return Int(bytes[offset])
    }

    func uint16(at offset: Int) -> Int? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        let a = Int(bytes[offset]), b = Int(bytes[offset + 1])
        return bigEndian ? a << 8 | b : b << 8 | a
    }

    /// The position and type of `tag`'s entry in the IFD at `offset`, if present.
    func entry(_ tag: Int, inIFDAt offset: Int) -> (offset: Int, type: Int)? {
        guard let count = uint16(at: offset) else { return nil }
        for index in 0..<count {
            let position = offset + 2 + 12 * index
            guard let found = uint16(at: position), let type = uint16(at: position + 2) else { return nil }
            if found == tag { return (position, type) }
        }
        return nil
    }

    func uint32(at offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        let raw = bytes[offset..<offset + 4].map(UInt32.init)
        return bigEndian
            ? raw[0] << 24 | raw[1] << 16 | raw[2] << 8 | raw[3]
            : raw[3] << 24 | raw[2] << 16 | raw[1] << 8 | raw[0]
    }
}
