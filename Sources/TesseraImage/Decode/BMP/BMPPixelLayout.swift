/// How one stored BMP row becomes RGBA: palette indices of 1, 4 or 8 bits, 24-bit blue-green-red,
/// or 16- and 32-bit words whose channels the masks place (``BMPChannel``).
///
/// Rows are written straight (not premultiplied); ``BMPDecoder`` premultiplies a picture with
/// alpha once it is whole. A palette index beyond the palette is opaque black, as in the GIF
/// decoder.
enum BMPPixelLayout {
    case indexed(bits: Int, palette: [RGBA8])
    case bgr24
    case masked(bytes: Int, red: BMPChannel, green: BMPChannel, blue: BMPChannel, alpha: BMPChannel)

    /// The layout of a picture of `header`, whose palette (for 1, 4 and 8 bits) is `palette`.
    /// - Throws: ``DecodeError/unsupported(format:message:)`` for a compression or bit depth
    ///   this reader does not read; ``DecodeError/corrupt(format:message:)`` for bit fields at
    ///   a depth that has none, colour masks that select nothing, or no palette.
    init(_ header: BMPHeader, palette: [RGBA8]) throws(DecodeError) {
        switch (header.compression, header.bitsPerPixel) {
        case (.rgb, 1), (.rgb, 4), (.rgb, 8):
            guard !palette.isEmpty else {
                throw .corrupt(format: .bmp, message: "a picture of \(header.bitsPerPixel) bits a pixel without a palette")
            }
            self = .indexed(bits: header.bitsPerPixel, palette: palette)
        case (.rgb, 24):
            self = .bgr24
        case (.rgb, 16), (.rgb, 32), (.bitfields, 16), (.bitfields, 32), (.alphaBitfields, 16), (.alphaBitfields, 32):
            guard let masks = header.masks else {
                throw .corrupt(format: .bmp, message: "a picture of \(header.bitsPerPixel) bits a pixel without colour masks")
            }
            guard masks.red | masks.green | masks.blue != 0 else {
                throw .corrupt(format: .bmp, message: "the colour masks select no bit (red, green and blue are all 0)")
            }
            self = .masked(bytes: header.bitsPerPixel / 8, red: BMPChannel(mask: masks.red), green: BMPChannel(mask: masks.green),
                           blue: BMPChannel(mask: masks.blue), alpha: BMPChannel(mask: masks.alpha))
        case (.bitfields, let bits), (.alphaBitfields, let bits):
            throw .corrupt(format: .bmp, message: "\(header.compression) with \(bits) bits a pixel (bit fields are for 16 or 32 bits)")
        case (.rgb, let bits):
            throw .unsupported(format: .bmp, message: "\(bits) bits a pixel is not read (1, 4, 8, 16, 24 and 32 are)")
        case (let compression, _):
            throw .unsupported(format: .bmp, message: "\(compression) compression with \(header.bitsPerPixel) bits a pixel is not read "
                + "(BI_RGB, BI_BITFIELDS, BI_ALPHABITFIELDS, 8-bit BI_RLE8 and 4-bit BI_RLE4 are)")
        }
    }

    /// Whether the pixels carry alpha (a mask selects it).
    var hasAlpha: Bool {
        if case .masked(_, _, _, _, let alpha) = self { return alpha.isPresent }
        return false
    }

    /// Writes the `width` pixels of the stored row `row` (at least their bytes, padding not
    /// needed) as straight RGBA into `out` (`width × 4` bytes). Returns the bitwise OR of the
    /// alphas written when the layout ``hasAlpha``, else 255.
    func decode(_ row: UnsafeBufferPointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>) -> UInt8 {
        switch self {
        case .indexed(let bits, let palette):
            let perByte = 8 / bits, mask = UInt8((1 << bits) - 1)
            for x in 0..<width {
                let byte = row[x / perByte]
                let index = Int((byte >> UInt8(8 - bits * (x % perByte + 1))) & mask)
                let colour = index < palette.count ? palette[index] : .black
                store(colour.r, colour.g, colour.b, 255, at: out + x * 4)
            }
            return 255
        case .bgr24:
            for x in 0..<width {
                store(row[x * 3 + 2], row[x * 3 + 1], row[x * 3], 255, at: out + x * 4)
            }
            return 255
        case .masked(let bytes, let red, let green, let blue, let alpha):
            var alphas: UInt8 = 0
            for x in 0..<width {
                let at = x * bytes
                var word = UInt32(row[at]) | UInt32(row[at + 1]) << 8
                if bytes == 4 { word |= UInt32(row[at + 2]) << 16 | UInt32(row[at + 3]) << 24 }
                let a = alpha.isPresent ? alpha.value(word) : 255
                alphas |= a
                store(red.value(word), green.value(word), blue.value(word), a, at: out + x * 4)
            }
            return alpha.isPresent ? alphas : 255
        }
    }

    @inline(__always)
    private func store(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8, at pixel: UnsafeMutablePointer<UInt8>) {
        pixel[0] = r
        pixel[1] = g
        pixel[2] = b
        pixel[3] = a
    }
}
