/// Finds DateTimeOriginal (tag 0x9003, when the photo was taken) in a JPEG's APP1 EXIF data:
/// IFD0's ExifIFD pointer (tag 0x8769) leads to the Exif sub-IFD that holds it.
///
/// Like ``EXIFOrientationReader`` it follows exactly one pointer, checks every offset against
/// the segment, and gives nil rather than an error for anything damaged or unexpected (a date
/// that is not 19 characters of `YYYY:MM:DD HH:MM:SS`, all zeros, blanks).
enum EXIFDateReader {
    private static let exifIFDPointerTag = 0x8769
    private static let dateTimeOriginalTag = 0x9003

    /// The date in a JPEG APP1 payload, or nil.
    static func dateTimeOriginal(inAPP1 payload: [UInt8]) -> String? {
        guard payload.count >= 6, payload.starts(with: Array("Exif\0".utf8)), let tiff = TIFFBytes(payload[6...]) else { return nil }
        return dateTimeOriginal(in: tiff)
    }

    /// The date in a TIFF structure however it is held (a TIFF file read in pages), or nil.
    static func dateTimeOriginal(in tiff: TIFFBytes) -> String? {
        guard let ifd0 = tiff.uint32(at: 4),
              let pointer = tiff.entry(exifIFDPointerTag, inIFDAt: Int(ifd0)),
              pointer.type == 4 || pointer.type == 13, let exifIFD = tiff.uint32(at: pointer.offset + 8),
              let date = tiff.entry(dateTimeOriginalTag, inIFDAt: Int(exifIFD)),
              date.type == 2, let count = tiff.uint32(at: date.offset + 4), count >= 19,
              let valueOffset = tiff.uint32(at: date.offset + 8) else { return nil }
        var characters: [UInt8] = []
        for index in 0..<19 {
            guard let byte = tiff.uint8(at: Int(valueOffset) + index) else { return nil }
            characters.append(UInt8(byte))
        }
        let text = String(decoding: characters, as: UTF8.self)
        return isValid(text) ? text : nil
    }

    /// `YYYY:MM:DD HH:MM:SS` with digits where digits belong and a year other than 0000.
    private static func isValid(_ text: String) -> Bool {
        let pattern = Array("dddd:dd:dd dd:dd:dd")
        let characters = Array(text)
        guard characters.count == pattern.count, !text.hasPrefix("0000") else { return false }
        return zip(characters, pattern).allSatisfy { character, expected in
            expected == "d" ? character.isASCII && character.isNumber : character == expected
        }
    }
}
