internal import CImageCodecs

/// Decodes a GIF's first image with giflib through the `CImageCodecs` shim, composited onto
/// the logical screen: the picture is the screen's size (as the probe reports it), the image is
/// drawn at its descriptor's offset (the part outside the screen dropped), interlaced rows are
/// put back in order, colours come from its local colour table or else the global one, and its
/// transparent index (from the Graphic Control Extension before it) and the screen outside the
/// image are transparent. An index beyond the colour table is opaque black. An animation shows
/// its first frame; the blocks after it are never read.
///
/// The file is read through giflib's record reader a buffer at a time (never whole, and never
/// its other frames): memory is the screen's picture and one row of the image.
///
/// A file that ends inside the first image is ``DecodeError/truncated(format:rowsDecoded:height:)``
/// (the image's rows decoded, in the file's order); data giflib refuses (a bad LZW code, no
/// colour table) is ``DecodeError/corrupt(format:message:)`` in giflib's words.
///
/// ```swift
/// let image = try ImageDecoder().decode(fileAt: "Tests/Fixtures/corrupt/yellowflower.gif")
/// print(image.pixels.size)
/// // 96×60
/// ```
enum GIFDecoder {
    static func decode(_ input: CodecInput, info: ImageInfo) throws(DecodeError) -> RawDecode {
        let size = PixelSize(width: info.width, height: info.height)
        var pixels = PixelBuffer(width: size.width, height: size.height)
        try input.withHandle(memory: { tessera_gif_decoder_create($0, $1) },
                             file: { tessera_gif_decoder_create_file($0) }) { handle throws(DecodeError) in
            defer { tessera_gif_decoder_destroy(handle) }
            try decode(handle, into: &pixels)
        }
        return RawDecode(pixels: pixels, scale: .full, warnings: [])
    }

    /// Reads the screen's size, checks it against the picture's, and draws the first image.
    private static func decode(_ handle: OpaquePointer, into pixels: inout PixelBuffer) throws(DecodeError) {
        let size = pixels.size
        var width: Int32 = 0, height: Int32 = 0
        try check(tessera_gif_decoder_screen(handle, &width, &height), handle, rows: 0, size: size)
        guard Int(width) == size.width, Int(height) == size.height else {
            throw .corrupt(format: .gif, message: "giflib reads a \(width)×\(height) screen, the header \(size)")
        }
        var rows: Int32 = 0
        let stride = pixels.bytesPerRow
        let status = pixels.withUnsafeMutableBytes { raw in
            tessera_gif_decoder_read_first_image(handle, raw.bindMemory(to: UInt8.self).baseAddress, width, height, stride, &rows)
        }
        try check(status, handle, rows: Int(rows), size: size)
    }

    /// Throws the ``DecodeError`` for a shim call's failed `status`; `rows` of the first image
    /// were decoded.
    private static func check(_ status: tessera_status, _ handle: OpaquePointer, rows: Int, size: PixelSize) throws(DecodeError) {
        let outcome = CodecStatus(status)
        if outcome == .ok { return }
        if outcome == .truncated {
            var left: Int32 = 0, top: Int32 = 0, width: Int32 = 0, height: Int32 = 0
            tessera_gif_decoder_first_image(handle, &left, &top, &width, &height)
            // A file that ends before the first image's descriptor has none of its rows.
            throw .truncated(format: .gif, rowsDecoded: rows, height: height > 0 ? Int(height) : size.height)
        }
        let message = CodecDiagnostics(tessera_gif_decoder_diagnostics(handle)).message
        throw outcome.decodeError(format: .gif, message: message, size: size) ?? .corrupt(format: .gif, message: message)
    }
}
