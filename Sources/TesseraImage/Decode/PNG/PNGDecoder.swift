internal import CImageCodecs

/// Decodes a PNG, held in memory or read from its file in chunks (nothing after IEND is read),
/// with libpng through the `CImageCodecs` shim.
///
/// Every colour type and bit depth (1, 2, 4, 8, 16; palette with `tRNS`; grey with alpha),
/// Adam7 interlacing; 16-bit samples are scaled to 8 bits with rounding. An APNG gives its
/// default image. An `iCCP` profile converts the pixels to sRGB (``ColorTransform``); other
/// ancillary chunks but `tRNS` are ignored (no gAMA or cHRM correction).
/// A non-interlaced PNG much larger than needed is reduced while its rows are read (see
/// ``blockFactor(stored:minimum:)``).
///
/// A file that ends inside the image data keeps the rows that arrived and leaves the others
/// transparent, with a warning, as browsers show a partly loaded PNG. Image data damaged after
/// some rows (an IDAT stream that ends before IEND, corrupt compressed data) is kept the same
/// way, with a warning; a CRC error in IDAT is a warning and the data is used. An interlaced file cut
/// short, one with no complete row, or any cut in strict mode is ``DecodeError/truncated(format:rowsDecoded:height:)``.
enum PNGDecoder {
    /// The stored pixels, averaged in blocks as `plan` says (``DecodePlan/png(_:stored:orientation:minimum:)``).
    static func decode(_ input: CodecInput, plan: DecodePlan, options: DecodeOptions) throws(DecodeError) -> RawDecode {
        let maxDimension = UInt32(clamping: options.limits.maxDimension)
        return try input.withHandle(memory: { tessera_png_decoder_create($0, $1, maxDimension) },
                                    file: { tessera_png_decoder_create_file($0, maxDimension) }) { handle throws(DecodeError) in
            defer { tessera_png_decoder_destroy(handle) }
            return try decode(handle, plan: plan, options: options)
        }
    }

    /// The decode itself, on a decoder made over the file's bytes.
    private static func decode(_ handle: OpaquePointer, plan: DecodePlan, options: DecodeOptions) throws(DecodeError) -> RawDecode {
        var header = tessera_png_header()
        let headerStatus = CodecStatus(tessera_png_decoder_read_header(handle, &header))
        if headerStatus == .truncated {
            throw .truncated(format: .png, rowsDecoded: 0, height: Int(header.height))
        }
        try check(headerStatus, handle, size: PixelSize(width: 0, height: 0))
        let size = PixelSize(width: Int(header.width), height: Int(header.height))
        try options.limits.check(width: size.width, height: size.height)
        let factor = plan.scale.denominator
        if size != plan.stored || (header.interlaced != 0 && factor > 1) {
            throw .corrupt(format: .png, message: "libpng reads a \(size) picture\(header.interlaced != 0 ? ", interlaced," : ""), not as its header said")
        }

        var profileWarnings: [String] = []
        let colour = colourTransform(handle, header: header, warnings: &profileWarnings)
        var raw = try decodePixels(handle, size: size, factor: factor, options: options)
        colour?.convert(&raw.pixels)
        raw.warnings += profileWarnings
        return raw
    }

    /// The conversion of the iCCP chunk's profile, or nil when there is none or it cannot be
    /// used (then `warnings` says why; libpng itself drops a profile it finds inconsistent, with
    /// a warning).
    private static func colourTransform(_ handle: OpaquePointer, header: tessera_png_header, warnings: inout [String]) -> ColorTransform? {
        var profile: UnsafePointer<UInt8>?
        var length: UInt32 = 0
        guard tessera_png_decoder_icc_profile(handle, &profile, &length) == 1, let profile else { return nil }
        // Grey pixels are expanded to RGB, which an RGB profile converts as well.
        let bytes = UnsafeRawBufferPointer(start: profile, count: Int(length))
        let grey = header.color_type == 0 || header.color_type == 4
        let input: ColorTransform.Input = grey && ICCProfileReader.isGrey(bytes) ? .gray : .rgb
        switch ColorTransform.make(profile: bytes, input: input, shared: true) {
        case .success(let transform): return transform
        case .failure(let problem):
            warnings.append(problem.warning)
            return nil
        }
    }

    /// The pixels as stored (premultiplied RGBA), averaged in `factor` × `factor` blocks.
    private static func decodePixels(_ handle: OpaquePointer, size: PixelSize, factor: Int,
                                     options: DecodeOptions) throws(DecodeError) -> RawDecode {
        if factor > 1 {
            return try decodeReduced(handle, size: size, factor: factor, strict: options.strict)
        }
        var pixels = PixelBuffer(width: size.width, height: size.height)
        var rows: Int32 = 0
        let stride = pixels.bytesPerRow
        let status = pixels.withUnsafeMutableBytes { raw in
            tessera_png_decoder_read_rgba(handle, raw.bindMemory(to: UInt8.self).baseAddress, stride, &rows)
        }
        let outcome = CodecStatus(status)
        var warnings = CodecDiagnostics(tessera_png_decoder_diagnostics(handle)).warnings
        if outcome == .truncated {
            try truncation(rows: Int(rows), height: size.height, strict: options.strict, warnings: &warnings)
        } else if outcome == .damaged {
            try damage(rows: Int(rows), height: size.height, strict: options.strict, handle, warnings: &warnings)
        } else {
            try check(outcome, handle, size: size)
        }
        try refuse(warnings, strict: options.strict)
        return RawDecode(pixels: pixels, scale: .full, warnings: warnings)
    }

    /// In strict mode any damage libpng recovered from (a bad CRC in an ancillary chunk, say) is
    /// an error, as it is for JPEG.
    static func refuse(_ warnings: [String], strict: Bool) throws(DecodeError) {
        if strict, let first = warnings.first { throw .strictWarning(format: .png, message: first) }
    }

    /// The block size k for averaging rows as they are read: ⌊factor / 2⌋ when the image is at
    /// least four times `minimum` in both directions (the reduction ``Resampler`` would begin
    /// with), else 1. The reduced image is still at least twice `minimum`.
    static func blockFactor(stored: PixelSize, minimum: PixelSize?) -> Int {
        guard let minimum, minimum.width > 0, minimum.height > 0 else { return 1 }
        let factor = min(Double(stored.width) / Double(minimum.width), Double(stored.height) / Double(minimum.height))
        return factor >= 4 ? Int(factor / 2) : 1
    }

    /// A warning for a cut image whose first `rows` rows arrived, or the error strict mode asks for.
    static func truncation(rows: Int, height: Int, strict: Bool, warnings: inout [String]) throws(DecodeError) {
        if strict || rows == 0 {
            throw .truncated(format: .png, rowsDecoded: rows, height: height)
        }
        warnings.append("PNG data ends after row \(rows) of \(height); the missing rows are transparent")
    }

    /// A warning for image data damaged after its first `rows` rows (an IDAT stream that ends
    /// before the image, corrupt compressed data), or, in strict mode or when no row arrived,
    /// the library's error, as it was before rows were kept.
    static func damage(rows: Int, height: Int, strict: Bool, _ handle: OpaquePointer, warnings: inout [String]) throws(DecodeError) {
        let message = CodecDiagnostics(tessera_png_decoder_diagnostics(handle)).message
        if strict || rows == 0 {
            throw .corrupt(format: .png, message: message.isEmpty ? "the library gave no reason" : message)
        }
        warnings.append("PNG data damaged after row \(rows) of \(height) (\(message)); the missing rows are transparent")
    }

    static func check(_ outcome: CodecStatus, _ handle: OpaquePointer, size: PixelSize) throws(DecodeError) {
        if outcome == .ok { return }
        let diagnostics = CodecDiagnostics(tessera_png_decoder_diagnostics(handle))
        throw outcome.decodeError(format: .png, message: diagnostics.message, size: size)
            ?? .corrupt(format: .png, message: diagnostics.message)
    }
}
