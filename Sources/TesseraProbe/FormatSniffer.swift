/// Recognises an image format from the first bytes of a file: its signature, never its name.
enum FormatSniffer {
    /// How many leading bytes ``format(of:)`` looks at.
    static let prefixLength = 32

    /// The PNG signature: `\x89PNG\r\n\x1A\n`.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The format whose signature `prefix` starts with, or nil when it matches none.
    static func format(of prefix: [UInt8]) -> ImageFormat? {
        if prefix.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if prefix.starts(with: pngSignature) { return .png }
        if prefix.starts(with: Array("GIF87a".utf8)) || prefix.starts(with: Array("GIF89a".utf8)) { return .gif }
        if prefix.count >= 12, prefix.starts(with: Array("RIFF".utf8)), Array(prefix[8..<12]) == Array("WEBP".utf8) {
            return .webp
        }
        if let brandFormat = isoMediaFormat(prefix) { return brandFormat }
        if RAWSignature.container(of: prefix) != nil { return .raw }
        if prefix.starts(with: [0x49, 0x49, 0x2A, 0x00]) || prefix.starts(with: [0x4D, 0x4D, 0x00, 0x2A])
            || prefix.starts(with: [0x49, 0x49, 0x2B, 0x00]) || prefix.starts(with: [0x4D, 0x4D, 0x00, 0x2B]) {
            return .tiff
        }
        if isBMP(prefix) { return .bmp }
        return nil
    }

    /// HEIF and AVIF are ISO base media files: a `ftyp` box whose major brand names the format.
    private static func isoMediaFormat(_ prefix: [UInt8]) -> ImageFormat? {
        guard prefix.count >= 12, Array(prefix[4..<8]) == Array("ftyp".utf8) else { return nil }
        let brand = String(decoding: prefix[8..<12], as: UTF8.self)
        switch brand {
        case "avif", "avis": return .avif
        case "heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1": return .heif
        default: return nil
        }
    }

    /// `BM`, then a DIB header size (at byte 14) that one of the BMP versions uses.
    private static func isBMP(_ prefix: [UInt8]) -> Bool {
        guard prefix.count >= 18, prefix[0] == 0x42, prefix[1] == 0x4D else { return false }
        let headerSize = Int(prefix[14]) | Int(prefix[15]) << 8 | Int(prefix[16]) << 16 | Int(prefix[17]) << 24
        return [12, 16, 40, 52, 56, 64, 108, 124].contains(headerSize)
    }
}
