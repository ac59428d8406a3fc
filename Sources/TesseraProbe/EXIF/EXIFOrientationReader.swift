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
        guard let tiff = TIFFBytes(data) else { return .up }
        return orientation(in: tiff)
    }

    /// The orientation in IFD0 of a TIFF structure however it is held (a TIFF file read in pages).
    static func orientation(in tiff: TIFFBytes) -> ExifOrientation {
        guard let ifd0 = tiff.uint32(at: 4), let entryCount = tiff.uint16(at: Int(ifd0)) else {
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
