/// Damages a valid JPEG at an exact place, so a test makes its own broken files from the
/// project's fixtures instead of reading another project's: the frame header (SOFn) given another
/// size or precision, the scan header (SOS) naming a component the frame lacks, the scan cut away.
public enum JPEGSurgery {
    /// Why a JPEG could not be operated on.
    public enum Failure: Error, CustomStringConvertible {
        case notJPEG
        case truncated(at: Int)
        case missing(String)

        public var description: String {
            switch self {
            case .notJPEG: "not a JPEG: no SOI marker"
            case .truncated(let offset): "the JPEG ends inside the segment at byte \(offset)"
            case .missing(let name): "the JPEG has no \(name) segment"
            }
        }
    }

    /// A marker segment before the first scan: its marker byte (after 0xFF), the offset of its
    /// 0xFF and its length field (which counts itself, not the marker).
    public struct Segment: Sendable, Equatable {
        public var marker: UInt8
        public var offset: Int
        public var length: Int
    }

    /// The marker segments from SOI up to and including the first SOS.
    public static func segments(of bytes: [UInt8]) throws -> [Segment] {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw Failure.notJPEG }
        var segments: [Segment] = []
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { throw Failure.truncated(at: offset) }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }   // fill byte
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { throw Failure.truncated(at: offset) }
            segments.append(Segment(marker: marker, offset: offset, length: length))
            if marker == 0xDA { return segments }
            offset += 2 + length
        }
        throw Failure.missing("SOS")
    }

    /// The first frame header (SOF0–SOF15 but DHT 0xC4, JPG 0xC8 and DAC 0xCC).
    static func frame(of bytes: [UInt8]) throws -> Segment {
        guard let sof = try segments(of: bytes).first(where: { (0xC0...0xCF).contains($0.marker) && ![0xC4, 0xC8, 0xCC].contains($0.marker) })
        else { throw Failure.missing("SOF") }
        return sof
    }

    /// `bytes` with the frame header's size set to `width`×`height` (the scan data is left as it is).
    public static func withFrameSize(_ bytes: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        let sof = try frame(of: bytes)
        var out = bytes
        out[sof.offset + 5] = UInt8(height >> 8 & 0xFF)
        out[sof.offset + 6] = UInt8(height & 0xFF)
        out[sof.offset + 7] = UInt8(width >> 8 & 0xFF)
        out[sof.offset + 8] = UInt8(width & 0xFF)
        return out
    }

    /// `bytes` with the frame header's sample precision set to `bits`.
    public static func withPrecision(_ bytes: [UInt8], bits: UInt8) throws -> [UInt8] {
        let sof = try frame(of: bytes)
        var out = bytes
        out[sof.offset + 4] = bits
        return out
    }

    /// `bytes` with the first scan's first component selector set to `id`.
    public static func withScanComponentID(_ bytes: [UInt8], _ id: UInt8) throws -> [UInt8] {
        guard let sos = try segments(of: bytes).last, sos.marker == 0xDA, sos.length >= 6 else { throw Failure.missing("SOS") }
        var out = bytes
        out[sos.offset + 5] = id
        return out
    }

    /// The headers of `bytes` without any scan: everything before the first SOS, then EOI. A
    /// header reader finds the photo's size; a decoder finds no scan.
    public static func withoutScan(_ bytes: [UInt8]) throws -> [UInt8] {
        guard let sos = try segments(of: bytes).last, sos.marker == 0xDA else { throw Failure.missing("SOS") }
        return Array(bytes[..<sos.offset]) + [0xFF, 0xD9]
    }
}
