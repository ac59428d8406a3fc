/// The text of an EXIF "ASCII" entry as it is really written: UTF-8, which ASCII is part of.
enum EXIFText {
    /// `bytes` (up to the entry's NUL) as a string without control characters; nil when they are
    /// not UTF-8. With `cut`, the bytes were cut from a longer entry, and a character the cut
    /// went through is dropped rather than refused.
    ///
    /// ```swift
    /// EXIFText.decode(Array("Sony \u{3B1}7 IV".utf8), cut: false)   // "Sony α7 IV"
    /// EXIFText.decode([0x43, 0x61, 0x6E, 0x1B, 0x5B, 0x33, 0x31, 0x6D], cut: false)   // "Can[31m"
    /// ```
    static func decode(_ bytes: [UInt8], cut: Bool) -> String? {
        var bytes = bytes
        if cut { bytes.removeLast(incompleteTail(bytes)) }
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { !isControl($0) })
        return String(scalars)
    }

    /// C0 controls, DEL and C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// How many bytes at the end start a UTF-8 sequence that the end cuts short (0 … 3).
    static func incompleteTail(_ bytes: [UInt8]) -> Int {
        // Walk back over continuation bytes (10xxxxxx) to the lead byte, at most 3.
        var index = bytes.count - 1, continuation = 0
        while index >= 0, continuation < 3, bytes[index] & 0xC0 == 0x80 {
            continuation += 1
            index -= 1
        }
        guard index >= 0 else { return 0 }
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return length > continuation + 1 ? continuation + 1 : 0
    }
}
