/// Finds ``CameraSettings`` in a JPEG's APP1 EXIF data: `Make` and `Model` in IFD0, the
/// exposure, aperture, ISO, focal length and lens in the Exif sub-IFD that IFD0's ExifIFD
/// pointer (tag 0x8769) leads to.
///
/// Like ``EXIFDateReader`` it follows exactly one pointer, checks every offset against the
/// segment, and leaves a field nil rather than failing for anything damaged or unexpected
/// (a wrong type, a zero denominator, text that is not printable).
enum EXIFCameraReader {
    private static let makeTag = 0x010F, modelTag = 0x0110, exifIFDPointerTag = 0x8769
    private static let exposureTimeTag = 0x829A, fNumberTag = 0x829D, isoTag = 0x8827
    private static let focalLengthTag = 0x920A, lensModelTag = 0xA434
    /// The longest text kept: camera and lens names are short; anything longer is cut.
    private static let maximumTextLength = 64

    /// The settings in a JPEG APP1 payload; nil when it is not EXIF or says nothing of them.
    static func settings(inAPP1 payload: [UInt8]) -> CameraSettings? {
        guard payload.count >= 6, payload.starts(with: Array("Exif\0".utf8)), let tiff = TIFFBytes(payload[6...]) else { return nil }
        return settings(in: tiff)
    }

    /// The settings in a TIFF structure however it is held (a TIFF file read in pages).
    static func settings(in tiff: TIFFBytes) -> CameraSettings? {
        guard let ifd0 = tiff.uint32(at: 4).map(Int.init) else { return nil }
        var settings = CameraSettings()
        settings.make = text(makeTag, inIFDAt: ifd0, tiff)
        settings.model = text(modelTag, inIFDAt: ifd0, tiff)
        if let pointer = tiff.entry(exifIFDPointerTag, inIFDAt: ifd0), pointer.type == 4 || pointer.type == 13,
           let exif = tiff.uint32(at: pointer.offset + 8).map(Int.init) {
            settings.exposureTime = rational(exposureTimeTag, inIFDAt: exif, tiff)
            settings.fNumber = rational(fNumberTag, inIFDAt: exif, tiff)
            settings.focalLength = rational(focalLengthTag, inIFDAt: exif, tiff)
            settings.lens = text(lensModelTag, inIFDAt: exif, tiff)
            if let iso = tiff.entry(isoTag, inIFDAt: exif) {
                settings.iso = switch iso.type {
                case 3: tiff.uint16(at: iso.offset + 8)
                case 4: tiff.uint32(at: iso.offset + 8).map(Int.init)
                default: nil
                }
            }
        }
        return settings.isEmpty ? nil : settings
    }

    /// An ASCII entry's text (inline when it fits in 4 bytes), up to its first NUL, trimmed of
    /// spaces; nil when empty or not UTF-8.
    ///
    /// EXIF calls the type ASCII, but cameras and editors write UTF-8 (`Sony α7 IV`, `Leica Q³`):
    /// valid UTF-8 is kept, and only control characters (C0, DEL, C1) are dropped, so a name can
    /// neither vanish for one Greek letter nor move the cursor. Text cut at
    /// `maximumTextLength` bytes loses the character the cut went through.
    private static func text(_ tag: Int, inIFDAt offset: Int, _ tiff: TIFFBytes) -> String? {
        guard let found = tiff.entry(tag, inIFDAt: offset), found.type == 2,
              let count = tiff.uint32(at: found.offset + 4).map(Int.init), count > 0 else { return nil }
        let start = count <= 4 ? found.offset + 8 : tiff.uint32(at: found.offset + 8).map(Int.init)
        guard let start else { return nil }
        var bytes: [UInt8] = []
        for index in 0..<min(count, maximumTextLength) {
            guard let byte = tiff.uint8(at: start + index) else { return nil }
            if byte == 0 { break }
            bytes.append(UInt8(byte))
        }
        guard let decoded = EXIFText.decode(bytes, cut: count > maximumTextLength) else { return nil }
        let value = decoded.trimmingSpaces
        return value.isEmpty ? nil : value
    }

    /// A RATIONAL entry's value; nil for another type or a zero denominator.
    private static func rational(_ tag: Int, inIFDAt offset: Int, _ tiff: TIFFBytes) -> Double? {
        guard let found = tiff.entry(tag, inIFDAt: offset), found.type == 5,
              let valueOffset = tiff.uint32(at: found.offset + 8).map(Int.init),
              let numerator = tiff.uint32(at: valueOffset), let denominator = tiff.uint32(at: valueOffset + 4),
              denominator != 0 else { return nil }
        return Double(numerator) / Double(denominator)
    }
}

private extension String {
    /// The string without leading and trailing spaces.
    var trimmingSpaces: String {
        var characters = Substring(self)
        while characters.first == " " { characters.removeFirst() }
        while characters.last == " " { characters.removeLast() }
        return String(characters)
    }
}
