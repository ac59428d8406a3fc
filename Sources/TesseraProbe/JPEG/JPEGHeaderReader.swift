/// Reads a JPEG's header: walks the marker segments from SOI to the first frame header (SOFn),
/// picking up the EXIF orientation (APP1 `Exif`), the embedded ICC profile (APP2 `ICC_PROFILE`)
/// and the Adobe colour transform (APP14) on the way.
///
/// It reads only segment lengths and the few segments it needs, skipping everything else by
/// offset, and it stops at the frame header: an EXIF thumbnail (a whole JPEG inside APP1), an
/// MPO's second image, or a fake SOF inside a comment can never be mistaken for the image.
/// Like libjpeg, it tolerates fill bytes (runs of 0xFF) before a marker and skips stray bytes
/// between segments.
enum JPEGHeaderReader {
    static func read(_ reader: inout ByteReader, _ libraries: ProbeLibraries) throws(ProbeError) -> ImageInfo {
        let soi = try reader.bytes(2, "the JPEG start-of-image marker")
        guard soi == [0xFF, JPEGMarker.soi] else { throw .notAnImage }

        var orientation: ExifOrientation?
        var captureDate: String?
        var camera: CameraSettings?
        var adobeTransform: Int?
        var iccChunks: [[UInt8]] = []
        var iccBytes = 0
        var marked = false
        while true {
            let (marker, markerOffset) = try nextMarker(&reader)
            if JPEGMarker.isStartOfFrame(marker) {
                var info = try readFrame(&reader, marker: marker, offset: markerOffset,
                                         orientation: orientation ?? .up, adobeTransform: adobeTransform)
                info.captureDate = captureDate
                info.camera = camera
                info.colorProfile = libraries.description(of: ICCProfileReader.profile(fromAPP2: iccChunks))
                info.isTesseraSheet = marked
                return info
            }
            if marker == JPEGMarker.sos || marker == JPEGMarker.eoi {
                throw .missingFrameHeader(foundMarker: marker, offset: markerOffset)
            }
            if marker == JPEGMarker.soi {
                throw .corruptMarker(marker: marker, offset: markerOffset, reason: "a second start-of-image inside the header")
            }
            if JPEGMarker.isStandalone(marker) { continue }

            let segment = "the \(JPEGMarker.name(marker)) segment at byte \(markerOffset)"
            let length = try reader.uint16("the length of \(segment)")
            guard length >= 2 else {
                throw .corruptMarker(marker: marker, offset: markerOffset,
                                     reason: "segment length \(length) is shorter than its own 2-byte length field")
            }
            let payloadLength = length - 2
            switch marker {
            case JPEGMarker.app1 where orientation == nil:
                let payload = try reader.bytes(payloadLength, segment)
                orientation = EXIFOrientationReader.orientation(inAPP1: payload)
                captureDate = EXIFDateReader.dateTimeOriginal(inAPP1: payload)
                camera = EXIFCameraReader.settings(inAPP1: payload)
            case JPEGMarker.app2 where payloadLength >= 14 && iccBytes + payloadLength <= ICCProfileReader.maximumSize + 255 * 14:
                // Only an ICC chunk is read whole; other APP2 segments (FlashPix, MPF) are skipped.
                let signature = try reader.bytes(12, segment)
                if signature == Array("ICC_PROFILE".utf8) + [0] {
                    iccChunks.append(signature + (try reader.bytes(payloadLength - 12, segment)))
                    iccBytes += payloadLength
                } else {
                    try reader.skip(payloadLength - 12, segment)
                }
            case 0xFE where payloadLength == OutputMark.text.utf8.count:
                // COM: Tessera's mark on its own sheets.
                marked = try reader.bytes(payloadLength, segment) == Array(OutputMark.text.utf8) || marked
            case JPEGMarker.app14 where adobeTransform == nil:
                let payload = try reader.bytes(payloadLength, segment)
                adobeTransform = adobeColorTransform(payload)
            default:
                try reader.skip(payloadLength, segment)
            }
        }
    }

    /// Finds the next marker like libjpeg's `next_marker`: discards bytes up to a 0xFF, skips
    /// fill bytes, and passes over stuffed zeros (`FF 00`), which are not markers.
    private static func nextMarker(_ reader: inout ByteReader) throws(ProbeError) -> (marker: UInt8, offset: Int) {
        while true {
            var byte = try reader.byte("the next marker")
            guard byte == 0xFF else { continue }
            let start = reader.offset - 1
            repeat {
                byte = try reader.byte("the next marker")
            } while byte == 0xFF
            if byte != 0x00 { return (byte, start) }
        }
    }

    private static func readFrame(_ reader: inout ByteReader, marker: UInt8, offset: Int,
                                  orientation: ExifOrientation, adobeTransform: Int?) throws(ProbeError) -> ImageInfo {
        let segment = "the \(JPEGMarker.name(marker)) frame header at byte \(offset)"
        let length = try reader.uint16(segment)
        guard length >= 8 else {
            throw .corruptMarker(marker: marker, offset: offset, reason: "frame header length \(length) is shorter than the 8 bytes it needs")
        }
        let precision = Int(try reader.byte(segment))
        let height = try reader.uint16(segment)
        let width = try reader.uint16(segment)
        let components = Int(try reader.byte(segment))
        guard width > 0, height > 0 else {
            throw .badDimensions(width: width, height: height,
                                 reason: height == 0 ? "a frame height of 0 (defined later by DNL) is not supported" : "the frame header gives a width of 0")
        }
        guard components > 0, length >= 8 + 3 * components else {
            throw .corruptMarker(marker: marker, offset: offset,
                                 reason: "frame header of length \(length) cannot hold \(components) components")
        }
        var factors: [(h: Int, v: Int)] = []
        for _ in 0..<components {
            _ = try reader.byte(segment)
            let hv = Int(try reader.byte(segment))
            _ = try reader.byte(segment)
            factors.append((hv >> 4, hv & 0x0F))
        }
        let details = JPEGDetails(frameType: Int(marker - 0xC0), components: components,
                                  bitDepth: precision, adobeTransform: adobeTransform,
                                  samplesPerPixel: Self.samplesPerPixel(factors),
                                  sampling: factors.map { JPEGSampling(horizontal: $0.h, vertical: $0.v) })
        return ImageInfo(format: .jpeg, width: width, height: height, orientation: orientation, details: .jpeg(details))
    }

    /// Σ hᵢ·vᵢ / (h_max·v_max): the stored samples a displayed pixel costs (1.5 for 4:2:0
    /// YCbCr); nil when a factor is outside 1 … 4, which libjpeg refuses anyway.
    private static func samplesPerPixel(_ factors: [(h: Int, v: Int)]) -> Double? {
        guard factors.allSatisfy({ (1...4).contains($0.h) && (1...4).contains($0.v) }),
              let hMax = factors.map(\.h).max(), let vMax = factors.map(\.v).max() else { return nil }
        return Double(factors.reduce(0) { $0 + $1.h * $1.v }) / Double(hMax * vMax)
    }

    /// The transform byte of an Adobe APP14 segment (`Adobe`, version, flags0, flags1, transform).
    private static func adobeColorTransform(_ payload: [UInt8]) -> Int? {
        guard payload.count >= 12, payload.starts(with: Array("Adobe".utf8)) else { return nil }
        return Int(payload[11])
    }
}
