/// Decodes a BMP with Tessera's own reader (no library): 1-, 4- and 8-bit palettes, 16-bit
/// (5-5-5, or bit fields such as 5-6-5), 24-bit, and 32-bit pixels (BI_RGB, BI_BITFIELDS and
/// BI_ALPHABITFIELDS; alpha where a V3, V4 or V5 header or BI_ALPHABITFIELDS gives an alpha
/// mask), stored bottom-up or top-down, each row padded to 4 bytes (``BMPPixelLayout``).
///
/// Run-length pictures (BI_RLE8, BI_RLE4; ImageMagick writes 8-bit BMPs so) are read by
/// ``BMPRunLength``. Embedded JPEG or PNG and OS/2 Huffman 1D or RLE24 pictures, and 2- and
/// 64-bit ones, are refused as ``DecodeError/unsupported(format:message:)`` naming what.
///
/// Bounded by the file before anything is allocated: the pixel data the header declares must
/// lie inside the file (the last row's padding may be missing), else the decode is
/// ``DecodeError/truncated(format:rowsDecoded:height:)`` with the whole rows there are, and no
/// picture is allocated. The rows are then read ``bandBytes`` at a time, never the whole file.
///
/// A picture with an alpha mask whose alphas are all 0 is shown opaque, as browsers show it:
/// writers that fill the mask's bits with nothing mean no alpha. Deliberate deviation: the
/// 4th byte of a 32-bit BI_RGB picture after a 40-byte header is never alpha (the format
/// calls it unused).
///
/// ```swift
/// let image = try ImageDecoder().decode(bytes: bmp)   // a 2×2 24-bit BMP
/// print(image.pixels.size, image.info.format)
/// // 2×2 BMP
/// ```
enum BMPDecoder {
    /// The stored rows read from the file at a time: about this many bytes (at least one row).
    static let bandBytes = 1 << 20

    static func decode(_ input: CodecInput) throws(DecodeError) -> RawDecode {
        let source = input.source
        var reader = ByteReader(source)
        let header: BMPHeader
        do {
            header = try BMPHeader(&reader)
        } catch {
            throw .header(error)
        }
        if (header.compression == .rle8 && header.bitsPerPixel == 8) || (header.compression == .rle4 && header.bitsPerPixel == 4) {
            return try decodeRunLength(header, source: source)
        }
        let layout = try BMPPixelLayout(header, palette: palette(of: header, in: source))
        let rowBytes = (header.width * header.bitsPerPixel + 31) / 32 * 4
        let pixelBytes = (header.width * header.bitsPerPixel + 7) / 8
        let available = max(0, (source.count ?? 0) - header.pixelOffset)
        guard available >= rowBytes * (header.height - 1) + pixelBytes else {
            throw .truncated(format: .bmp, rowsDecoded: min(header.height - 1, available / rowBytes), height: header.height)
        }

        var pixels = PixelBuffer(width: header.width, height: header.height)
        let stride = pixels.bytesPerRow
        let bandRows = max(1, bandBytes / rowBytes)
        var alphas: UInt8 = 0
        var first = 0
        while first < header.height {
            let rows = min(bandRows, header.height - first)
            let start = first * rowBytes
            let band = try read(source, at: header.pixelOffset + start, count: min(rows * rowBytes, available - start),
                                rowsDecoded: first, height: header.height)
            pixels.withUnsafeMutableBytes { raw in
                band.withUnsafeBufferPointer { bytes in
                    guard let picture = raw.bindMemory(to: UInt8.self).baseAddress else { return }
                    for row in 0..<rows {
                        let stored = first + row
                        let y = header.isTopDown ? stored : header.height - 1 - stored
                        let pixelsOfRow = UnsafeBufferPointer(rebasing: bytes[(row * rowBytes)..<(row * rowBytes + pixelBytes)])
                        alphas |= layout.decode(pixelsOfRow, width: header.width, into: picture + y * stride)
                    }
                }
            }
            first += rows
        }
        if layout.hasAlpha { finishAlpha(&pixels, opaque: alphas == 0) }
        return RawDecode(pixels: pixels, scale: .full, warnings: [])
    }

    /// A BI_RLE8 or BI_RLE4 picture: its data (to the end of the file) read whole, refused
    /// before the picture is allocated when it is too short for it (``BMPRunLength``).
    private static func decodeRunLength(_ header: BMPHeader, source: any ByteSource) throws(DecodeError) -> RawDecode {
        guard !header.isTopDown else {
            throw .corrupt(format: .bmp, message: "\(header.compression) data stored top-down (a negative height), which the format does not allow")
        }
        let palette = try palette(of: header, in: source)
        guard !palette.isEmpty else { throw .corrupt(format: .bmp, message: "a picture of \(header.bitsPerPixel) bits a pixel without a palette") }
        let available = max(0, (source.count ?? 0) - header.pixelOffset)
        try BMPRunLength.checkExpansion(header, bytes: available)
        let data = try read(source, at: header.pixelOffset, count: available, rowsDecoded: 0, height: header.height)
        var pixels = PixelBuffer(width: header.width, height: header.height)
        try BMPRunLength.decode(data, header: header, palette: palette, into: &pixels)
        return RawDecode(pixels: pixels, scale: .full, warnings: [])
    }

    /// The palette of a 1-, 4- or 8-bit picture: `biClrUsed` entries (all the depth can index
    /// when 0, never more), as many of them as fit before the pixel data; empty for other depths.
    static func palette(of header: BMPHeader, in source: any ByteSource) throws(DecodeError) -> [RGBA8] {
        guard [1, 4, 8].contains(header.bitsPerPixel) else { return [] }
        let indexable = 1 << header.bitsPerPixel
        let declared = header.colorsUsed > 0 ? min(header.colorsUsed, indexable) : indexable
        let count = min(declared, (header.pixelOffset - header.paletteOffset) / header.paletteEntryBytes)
        let entry = header.paletteEntryBytes
        let bytes: [UInt8]
        do {
            bytes = try source.read(at: header.paletteOffset, count: count * entry)
        } catch {
            throw .header(error)
        }
        guard bytes.count == count * entry else {
            throw .header(.truncated(offset: header.paletteOffset + bytes.count, context: "the BMP palette"))
        }
        return (0..<count).map { RGBA8(bytes[$0 * entry + 2], bytes[$0 * entry + 1], bytes[$0 * entry]) }
    }

    /// Exactly `count` bytes at `offset`: the file is shorter than when it was measured otherwise.
    private static func read(_ source: any ByteSource, at offset: Int, count: Int, rowsDecoded: Int, height: Int) throws(DecodeError) -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try source.read(at: offset, count: count)
        } catch {
            if case .unreadable(let reason) = error { throw .unreadable(reason: reason) }
            throw .header(error)
        }
        guard bytes.count == count else { throw .truncated(format: .bmp, rowsDecoded: rowsDecoded, height: height) }
        return bytes
    }

    /// Premultiplies the straight pixels of a picture with alpha, or makes them all opaque when
    /// every alpha was 0 (`opaque`).
    private static func finishAlpha(_ pixels: inout PixelBuffer, opaque: Bool) {
        let width = pixels.width, height = pixels.height, stride = pixels.bytesPerRow
        pixels.withUnsafeMutableBytes { raw in
            for y in 0..<height {
                for x in 0..<width {
                    let i = y * stride + x * 4
                    if opaque {
                        raw[i + 3] = 255
                    } else if raw[i + 3] != 255 {
                        let colour = RGBA8.premultiplying(red: raw[i], green: raw[i + 1], blue: raw[i + 2], alpha: raw[i + 3])
                        (raw[i], raw[i + 1], raw[i + 2]) = (colour.r, colour.g, colour.b)
                    }
                }
            }
        }
    }
}
