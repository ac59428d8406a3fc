/// A BMP's file header (`BITMAPFILEHEADER`, 14 bytes) and DIB header read into the fields that
/// showing its pixels needs, the colour masks included: the probe reports them
/// (``BMPHeaderReader``) and the decoder reads the pixels by them (TesseraImage's `BMPDecoder`).
///
/// Every header of the format is read: OS/2 1.x `BITMAPCOREHEADER` (12 bytes, 16-bit sizes),
/// OS/2 2.x (16 or 64 bytes), `BITMAPINFOHEADER` (40) and its versions with masks (52, 56), V4
/// (108) and V5 (124). A negative height means the rows are stored top row first.
package struct BMPHeader: Equatable {
    /// The file header's size; the DIB header follows it.
    package static let fileHeaderBytes = 14
    /// The DIB header sizes that exist.
    package static let headerSizes: Set<Int> = [12, 16, 40, 52, 56, 64, 108, 124]
    /// The bit depths that exist (0: a JPEG or PNG inside; 2 and 64 are rare Windows CE and
    /// HDR variants, recognised here and refused by the decoder).
    package static let bitDepths: Set<Int> = [0, 1, 2, 4, 8, 16, 24, 32, 64]

    package let headerSize: Int
    package let width: Int
    /// The number of rows (the stored height's magnitude).
    package let height: Int
    package let isTopDown: Bool
    package let bitsPerPixel: Int
    package let compression: BMPCompression
    /// Where the pixel data starts (`bfOffBits`).
    package let pixelOffset: Int
    /// `biClrUsed`: the palette's entries, 0 for as many as the bit depth can index.
    package let colorsUsed: Int
    /// The channels' masks of a 16- or 32-bit picture; nil for other depths.
    package let masks: BMPMasks?
    /// Where the palette starts: after the DIB header and the masks stored after a 40-byte one.
    package let paletteOffset: Int
    /// A palette entry's bytes: 3 (blue, green, red) after a 12-byte header, else 4.
    package let paletteEntryBytes: Int

    /// Reads the headers from `source`.
    /// - Throws: ``ProbeError/truncated(offset:context:)`` when the file ends inside them,
    ///   ``ProbeError/corruptBMP(offset:reason:)`` for a header size or bit depth that does not
    /// exist or pixel data inside the headers, ``ProbeError/badDimensions(width:height:reason:)``.
    package init(_ reader: inout ByteReader) throws(ProbeError) {
        let file = try reader.bytes(Self.fileHeaderBytes, "the BMP file header")
        guard file[0] == 0x42, file[1] == 0x4D else { throw .notAnImage }
        pixelOffset = Self.uint(file, 10, 4)
        let headerSize = Self.uint(try reader.bytes(4, "the DIB header's size"), 0, 4)
        guard Self.headerSizes.contains(headerSize) else {
            throw .corruptBMP(offset: 14, reason: "a DIB header of \(headerSize) bytes does not exist (12, 16, 40, 52, 56, 64, 108 or 124)")
        }
        self.headerSize = headerSize
        // The DIB header with its size field in front, so that offsets match the format's tables.
        let dib = [0, 0, 0, 0] + (try reader.bytes(headerSize - 4, "the \(headerSize)-byte DIB header"))
        let storedWidth: Int, storedHeight: Int
        if headerSize == 12 {
            (storedWidth, storedHeight) = (Self.uint(dib, 4, 2), Self.uint(dib, 6, 2))
            bitsPerPixel = Self.uint(dib, 10, 2)
            compression = .rgb
            colorsUsed = 0
        } else {
            storedWidth = Int(Int32(truncatingIfNeeded: UInt32(Self.uint(dib, 4, 4))))
            storedHeight = Int(Int32(truncatingIfNeeded: UInt32(Self.uint(dib, 8, 4))))
            bitsPerPixel = Self.uint(dib, 14, 2)
            compression = headerSize >= 20 ? BMPCompression(Self.uint(dib, 16, 4), headerSize: headerSize) : .rgb
            colorsUsed = headerSize >= 36 ? Self.uint(dib, 32, 4) : 0
        }
        guard storedWidth > 0, storedHeight != 0, storedHeight != Int(Int32.min) else {
            throw .badDimensions(width: storedWidth, height: storedHeight,
                                 reason: "a BMP is 1 to 2147483647 pixels wide and high (a negative height: stored top row first)")
        }
        width = storedWidth
        height = abs(storedHeight)
        isTopDown = storedHeight < 0
        guard Self.bitDepths.contains(bitsPerPixel) else {
            throw .corruptBMP(offset: 28, reason: "\(bitsPerPixel) bits a pixel does not exist (1, 4, 8, 16, 24 or 32)")
        }
        // Masks after a 40-byte header: three for BI_BITFIELDS, four for BI_ALPHABITFIELDS.
        var trailingMasks: [UInt8] = []
        if headerSize == 40 && (compression == .bitfields || compression == .alphaBitfields) {
            trailingMasks = try reader.bytes(compression == .bitfields ? 12 : 16, "the colour masks after the DIB header")
        }
        paletteOffset = Self.fileHeaderBytes + headerSize + trailingMasks.count
        paletteEntryBytes = headerSize == 12 ? 3 : 4
        masks = BMPMasks(bitsPerPixel: bitsPerPixel, compression: compression, dib: dib, trailing: trailingMasks)
        guard pixelOffset >= paletteOffset else {
            throw .corruptBMP(offset: 10, reason: "the pixel data starts at byte \(pixelOffset), inside the headers (which end at byte \(paletteOffset))")
        }
    }

    /// What the probe reports of these headers.
    package var details: BMPDetails {
        BMPDetails(headerSize: headerSize, bitsPerPixel: bitsPerPixel, compression: compression, isTopDown: isTopDown,
                   hasAlpha: (masks?.alpha ?? 0) != 0)
    }

    /// The little-endian number of `count` bytes at `offset` in `bytes` (which MUST hold them).
    package static func uint(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        (0..<count).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
}

/// The masks that place a 16- or 32-bit BMP pixel's channels in its bits.
package struct BMPMasks: Equatable {
    package var red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32

    /// The masks a picture of `bitsPerPixel` and `compression` uses: BI_RGB's fixed ones (5-5-5
    /// for 16 bits, 8-8-8 for 32) or the stored ones, from the DIB header (`dib`, its size
    /// field included) of 52 bytes or more or from the `trailing` bytes after a 40-byte one.
    /// An alpha mask comes from a header of 56 bytes or more (V3, V4, V5) or BI_ALPHABITFIELDS.
    /// Nil for the other depths.
    package init?(bitsPerPixel: Int, compression: BMPCompression, dib: [UInt8], trailing: [UInt8]) {
        guard bitsPerPixel == 16 || bitsPerPixel == 32 else { return nil }
        let stored = { (bytes: [UInt8], at: Int) in UInt32(BMPHeader.uint(bytes, at, 4)) }
        let headerAlpha = dib.count >= 56 ? stored(dib, 52) : 0
        if (compression == .bitfields || compression == .alphaBitfields) && trailing.count >= 12 {
            self.init(red: stored(trailing, 0), green: stored(trailing, 4), blue: stored(trailing, 8),
                      alpha: trailing.count >= 16 ? stored(trailing, 12) : 0)
        } else if (compression == .bitfields || compression == .alphaBitfields) && dib.count >= 52 {
            self.init(red: stored(dib, 40), green: stored(dib, 44), blue: stored(dib, 48), alpha: headerAlpha)
        } else if bitsPerPixel == 16 {
            self.init(red: 0x7C00, green: 0x03E0, blue: 0x001F, alpha: headerAlpha)
        } else {
            self.init(red: 0x00FF_0000, green: 0x0000_FF00, blue: 0x0000_00FF, alpha: headerAlpha)
        }
    }

    package init(red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
