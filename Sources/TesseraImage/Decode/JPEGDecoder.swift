import CImageCodecs

/// Decodes a JPEG held in memory with libjpeg-turbo, through the `CImageCodecs` shim.
///
/// Baseline, extended, progressive and arithmetic-coded 8-bit files; grey, YCbCr, RGB, CMYK and
/// YCCK (Adobe files read as inverted); restart markers. An embedded ICC profile converts the
/// pixels to sRGB (``ColorTransform``; CMYK through it, else by the plain formula). Damaged data is what libjpeg makes of it: a file that ends early keeps every row,
/// the missing ones grey, with a "Premature end of JPEG file" warning.
enum JPEGDecoder {
    /// The stored-orientation pixels at the smallest DCT scale covering `minimum` (stored
    /// orientation too), the scale in eighths, and the warnings.
    static func decode(_ data: UnsafeBufferPointer<UInt8>, minimum: PixelSize?,
                       options: DecodeOptions) throws(DecodeError) -> RawDecode {
        var placeholder: UInt8 = 0
        let handle: OpaquePointer? = withUnsafePointer(to: &placeholder) { fallback in
            tessera_jpeg_decoder_create(data.baseAddress ?? fallback, data.count, options.strict ? 1 : 0,
                                        Int32(clamping: options.limits.maxScans))
        }
        guard let handle else { throw .outOfMemory(width: 0, height: 0) }
        defer { tessera_jpeg_decoder_destroy(handle) }

        var header = tessera_jpeg_header()
        try check(tessera_jpeg_decoder_read_header(handle, &header), handle, size: PixelSize(width: 0, height: 0))
        let stored = PixelSize(width: Int(header.width), height: Int(header.height))
        try options.limits.check(width: stored.width, height: stored.height)

        var warnings: [String] = []
        let colour = try colourTransform(handle, header: header, warnings: &warnings)
        if let colour, case .cmyk = colour.input { tessera_jpeg_decoder_set_cmyk_transform(handle, colour.transform.handle) }

        let eighths = JPEGScaling.eighths(stored: stored, minimum: minimum)
        var width: Int32 = 0, height: Int32 = 0
        try check(tessera_jpeg_decoder_start(handle, Int32(eighths), &width, &height), handle, size: stored)
        let expected = JPEGScaling.outputSize(stored: stored, eighths: eighths)
        guard Int(width) == expected.width, Int(height) == expected.height else {
            throw .corrupt(format: .jpeg, message: "libjpeg chose \(width)×\(height) pixels, not \(expected)")
        }

        var pixels = PixelBuffer(width: expected.width, height: expected.height)
        var rows: Int32 = 0
        let stride = pixels.bytesPerRow
        // The CMYK transform is used inside; it must outlive the call.
        let status = withExtendedLifetime(colour?.transform) {
            pixels.withUnsafeMutableBytes { raw in
                tessera_jpeg_decoder_read_rgba(handle, raw.bindMemory(to: UInt8.self).baseAddress, stride, &rows)
            }
        }
        try check(status, handle, size: expected)
        if let colour, !colour.input.isCMYK { colour.transform.convert(&pixels) }
        let diagnostics = CodecDiagnostics(tessera_jpeg_decoder_diagnostics(handle))
        return RawDecode(pixels: pixels, scale: DecodeScale(numerator: eighths, denominator: 8),
                         warnings: diagnostics.warnings + warnings)
    }

    /// The conversion of the file's embedded ICC profile (APP2 chunks, reassembled by libjpeg),
    /// or nil when it has none or it cannot be used (then `warnings` says why).
    private static func colourTransform(_ handle: OpaquePointer, header: tessera_jpeg_header,
                                        warnings: inout [String]) throws(DecodeError) -> (transform: ColorTransform, input: ColorTransform.Input)? {
        var profile: UnsafeMutablePointer<UInt8>?
        var size: UInt32 = 0
        var inconsistent: Int32 = 0
        try check(tessera_jpeg_decoder_icc_profile(handle, &profile, &size, &inconsistent), handle, size: PixelSize(width: 0, height: 0))
        if inconsistent != 0 {
            warnings.append(ColorTransform.ProfileProblem(reason: "its APP2 ICC_PROFILE chunks do not fit together").warning)
        }
        guard let profile else { return nil }
        defer { tessera_free(profile) }
        // A grey JPEG is decoded to RGB with equal channels, which an RGB profile converts as
        // well (browsers apply one); a grey profile gets the grey channel.
        let input: ColorTransform.Input = switch header.components {
        case 1: ICCProfileReader.isGrey(UnsafeRawBufferPointer(start: profile, count: Int(size))) ? .gray : .rgb
        case 4: .cmyk(inverted: header.saw_adobe_marker != 0)
        default: .rgb
        }
        switch ColorTransform.make(profile: UnsafeRawBufferPointer(start: profile, count: Int(size)), input: input, shared: true) {
        case .success(let transform): return (transform, input)
        case .failure(let problem):
            warnings.append(problem.warning)
            return nil
        }
    }

    private static func check(_ status: tessera_status, _ handle: OpaquePointer, size: PixelSize) throws(DecodeError) {
        let outcome = CodecStatus(status)
        if outcome == .ok { return }
        let diagnostics = CodecDiagnostics(tessera_jpeg_decoder_diagnostics(handle))
        if let error = outcome.decodeError(format: .jpeg, message: diagnostics.message, size: size) {
            throw error
        }
        throw .corrupt(format: .jpeg, message: diagnostics.message)
    }
}

/// What a format decoder hands back before orientation is applied.
struct RawDecode {
    /// Pixels in stored orientation.
    var pixels: PixelBuffer
    var scale: DecodeScale
    var warnings: [String]
}
