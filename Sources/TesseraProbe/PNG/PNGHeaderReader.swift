/// Reads a PNG's header: the signature, IHDR (with its CRC checked and every field validated
/// against the PNG specification), then the chunks up to the first IDAT looking for `eXIf`.
///
/// Chunks other than IHDR and eXIf are skipped by offset, never read.
enum PNGHeaderReader {
    /// The largest chunk length and image dimension PNG allows: 2³¹ − 1.
    static let maximumValue = 0x7FFF_FFFF
    /// An `eXIf` chunk larger than this is read only this far (the orientation lives in IFD0,
    /// at the start of the data).
    static let exifReadLimit = 1 << 20

    /// Bit depths the PNG specification allows for each colour type (table 11.1).
    static let allowedBitDepths: [Int: Set<Int>] = [
        0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
    ]

    static func read(_ reader: inout ByteReader, _ libraries: ProbeLibraries) throws(ProbeError) -> ImageInfo {
        let signature = try reader.bytes(8, "the PNG signature")
        guard signature == FormatSniffer.pngSignature else { throw .notAnImage }

        let ihdrOffset = reader.offset
        let length = try reader.uint32("the first chunk's length")
        let type = try reader.bytes(4, "the first chunk's type")
        let typeName = chunkName(type)
        guard typeName == "IHDR" else {
            throw .corruptChunk(type: typeName, offset: ihdrOffset, reason: "the first chunk must be IHDR")
        }
        guard length == 13 else {
            throw .corruptChunk(type: "IHDR", offset: ihdrOffset, reason: "length is \(length), IHDR is always 13 bytes")
        }
        let data = try reader.bytes(13, "the IHDR chunk")
        let declared = try reader.uint32("the IHDR chunk's CRC")
        let computed = CRC32.checksum(data, continuing: CRC32.checksum(type))
        guard declared == computed else {
            throw .chunkChecksumMismatch(type: "IHDR", offset: ihdrOffset, declared: declared, computed: computed)
        }
        let header = try validate(ihdr: data, offset: ihdrOffset)
        let (orientation, profile, marked) = try ancillary(&reader, libraries)
        var info = ImageInfo(format: .png, width: header.width, height: header.height,
                             orientation: orientation, details: .png(header.details), colorProfile: profile)
        info.isTesseraSheet = marked
        return info
    }

    private static func validate(ihdr data: [UInt8], offset: Int) throws(ProbeError) -> (width: Int, height: Int, details: PNGDetails) {
        let width = data[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = data[4..<8].reduce(0) { $0 << 8 | Int($1) }
        let bitDepth = Int(data[8]), colorType = Int(data[9])
        guard (1...maximumValue).contains(width), (1...maximumValue).contains(height) else {
            throw .badDimensions(width: width, height: height, reason: "PNG width and height must be 1 to 2147483647")
        }
        guard let depths = allowedBitDepths[colorType] else {
            throw .corruptChunk(type: "IHDR", offset: offset, reason: "colour type \(colorType) does not exist (0, 2, 3, 4 or 6)")
        }
        guard depths.contains(bitDepth) else {
            throw .corruptChunk(type: "IHDR", offset: offset,
                                reason: "bit depth \(bitDepth) is not allowed with colour type \(colorType) (allowed: \(depths.sorted().map(String.init).joined(separator: ", ")))")
        }
        guard data[10] == 0 else {
            throw .corruptChunk(type: "IHDR", offset: offset, reason: "compression method \(data[10]) is not 0")
        }
        guard data[11] == 0 else {
            throw .corruptChunk(type: "IHDR", offset: offset, reason: "filter method \(data[11]) is not 0")
        }
        guard data[12] <= 1 else {
            throw .corruptChunk(type: "IHDR", offset: offset, reason: "interlace method \(data[12]) is neither 0 nor 1")
        }
        return (width, height, PNGDetails(colorType: colorType, bitDepth: bitDepth, isInterlaced: data[12] == 1))
    }

    /// Walks the chunks after IHDR up to the first IDAT (or IEND): the orientation from `eXIf` if
    /// there is one before the image data, as the eXIf specification requires, and the
    /// description of the `iCCP` profile, and whether Tessera's ``OutputMark`` is there.
    private static func ancillary(_ reader: inout ByteReader, _ libraries: ProbeLibraries) throws(ProbeError) -> (orientation: ExifOrientation, profile: String?, marked: Bool) {
        var profile: String?
        var marked = false
        while true {
            let offset = reader.offset
            let length = Int(try reader.uint32("a chunk header at byte \(offset)"))
            let type = chunkName(try reader.bytes(4, "a chunk header at byte \(offset)"))
            guard length <= maximumValue else {
                throw .corruptChunk(type: type, offset: offset, reason: "length \(length) is larger than 2147483647")
            }
            if type == "IDAT" || type == "IEND" { return (.up, profile, marked) }
            let chunk = "the \(type) chunk at byte \(offset)"
            if type == "eXIf" {
                // The walk ends here, as it always has: iCCP must come before PLTE and IDAT, and
                // writers put it first.
                let data = try reader.bytes(min(length, exifReadLimit), chunk)
                return (EXIFOrientationReader.orientation(inEXIfChunk: data), profile, marked)
            } else if type == "tEXt" && length == OutputMark.pngKeyword.utf8.count + 1 + OutputMark.text.utf8.count {
                marked = try reader.bytes(length, chunk) == Array(OutputMark.pngKeyword.utf8) + [0] + Array(OutputMark.text.utf8) || marked
                try reader.skip(4, chunk)
            } else if type == "iCCP" && profile == nil && length <= ICCProfileReader.maximumSize {
                let data = try reader.bytes(length, chunk)
                profile = libraries.description(of: ICCProfileReader.profile(fromICCP: data, libraries))
                try reader.skip(4, chunk)
            } else {
                try reader.skip(length + 4, chunk)
            }
        }
    }

    /// A chunk type as text; bytes that are not ASCII letters are shown as `?`.
    private static func chunkName(_ type: [UInt8]) -> String {
        String(type.map { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) ? Character(UnicodeScalar($0)) : "?" })
    }
}
