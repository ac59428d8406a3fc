internal import CImageCodecs

/// Decodes a TIFF's first page with libtiff through the `CImageCodecs` shim: 8- and 16-bit RGB,
/// grey, palette, CMYK (its raw inks through its CMYK ICC profile, or without one through the
/// fallback CMYK profile as CMYK JPEGs are; pages libtiff cannot give as raw inks, libtiff's
/// plain formula) and YCbCr, in strips or tiles,
/// uncompressed, LZW, deflate, PackBits or JPEG, with alpha; an ICC profile converts the pixels
/// to sRGB (``ColorTransform``); the Orientation tag is applied by ``ImageDecoder``.
///
/// Each strip, or row of tiles, is decoded once, whole (``TIFFChunkRows``: its buffer is
/// counted and refused beyond the decode-memory limit), and converted to RGBA in bands of
/// ``bandRows``; when the picture is at least four times larger than needed, each band is
/// averaged in k × k blocks as it arrives (``TIFFRowSink``), so the full-size picture never
/// exists. A strip or tile libtiff cannot decode is a warning, "damaged after row N", the
/// picture kept as far as it went (an error under strict decoding, or when no row was kept);
/// a compression scheme libtiff does not have is refused by number.
enum TIFFDecoder {
    /// Rows read from libtiff at a time.
    static let bandRows = 64

    /// The work one decode did, for tests: bytes libtiff read from a memory input, strips or
    /// tiles decoded.
    struct Work: Equatable {
        var bytesRead = 0
        var chunksDecoded = 0
    }

    /// The first page's pixels, averaged in blocks as `plan` says (``DecodePlan/tiff(_:stored:orientation:minimum:fileBytes:)``).
    static func decode(_ input: CodecInput, plan: DecodePlan, options: DecodeOptions) throws(DecodeError) -> RawDecode {
        var work = Work()
        return try decode(input, plan: plan, options: options, work: &work)
    }

    /// Decodes `input`, telling the work done in `work` (also when it throws).
    static func decode(_ input: CodecInput, plan: DecodePlan, options: DecodeOptions, work: inout Work) throws(DecodeError) -> RawDecode {
        try input.withHandle(memory: { tessera_tiff_decoder_create($0, $1) },
                             file: { tessera_tiff_decoder_create_file($0) }) { handle throws(DecodeError) in
            defer {
                var bytes: UInt64 = 0, chunks: UInt64 = 0
                tessera_tiff_decoder_work(handle, &bytes, &chunks)
                work = Work(bytesRead: Int(bytes), chunksDecoded: Int(chunks))
                tessera_tiff_decoder_destroy(handle)
            }
            return try decode(handle, plan: plan, options: options)
        }
    }

    private static func decode(_ handle: OpaquePointer, plan: DecodePlan, options: DecodeOptions) throws(DecodeError) -> RawDecode {
        var w: Int32 = 0, h: Int32 = 0
        var warnings: [String] = []
        // A CMYK page with a CMYK profile: raw inks through the profile, not libtiff's formula.
        let inks = cmykTransform(handle, warnings: &warnings)
        if inks != nil {
            _ = tessera_tiff_decoder_start_cmyk(handle, &w, &h)   // started by cmykTransform: gives the size
        } else {
            try check(tessera_tiff_decoder_start(handle, &w, &h), handle, size: PixelSize(width: 0, height: 0))
        }
        let size = PixelSize(width: Int(w), height: Int(h))
        try options.limits.check(width: size.width, height: size.height)
        guard size == plan.stored else {
            throw .corrupt(format: .tiff, message: "libtiff reads a \(size) page, not the \(plan.stored) its first directory says")
        }
        var sink = TIFFRowSink(size: size, factor: plan.scale.denominator)
        var band = [UInt8](repeating: 0, count: size.width * 4 * min(bandRows, size.height))
        // Each strip or row of tiles is decoded once, then converted a band at a time; the
        // raw-ink reader reads scanlines in order (each once, too).
        var rows = TIFFChunkRows.inks(height: size.height)
        if inks == nil { rows = try TIFFChunkRows.layout(handle, size: size, limit: options.limits.maxDecodeBytes) }
        rowLoop: for chunk in rows.chunks {
            let status = rows.read(chunk, handle, limit: options.limits.maxDecodeBytes)
            if CodecStatus(status) == .damaged {
                try damage(rows: chunk.top, height: size.height, strict: options.strict, handle, warnings: &warnings)
                break rowLoop
            }
            try check(status, handle, size: size)
            var first = 0
            while first < chunk.rows {
                let count = min(bandRows, chunk.rows - first)
                let status = band.withUnsafeMutableBufferPointer { buffer in
                    guard let inks else { return tessera_tiff_decoder_put_rows(handle, Int32(first), Int32(count), buffer.baseAddress) }
                    let status = tessera_tiff_decoder_read_cmyk_rows(handle, Int32(chunk.top + first), Int32(count), buffer.baseAddress)
                    for y in 0..<count {
                        _ = tessera_color_transform_cmyk_row(inks.handle, buffer.baseAddress.map { $0 + y * size.width * 4 }, size.width)
                    }
                    return status
                }
                if CodecStatus(status) == .damaged {
                    try damage(rows: chunk.top + first, height: size.height, strict: options.strict, handle, warnings: &warnings)
                    break rowLoop
                }
                try check(status, handle, size: size)
                sink.take(band, top: chunk.top + first, rows: count)
                first += count
            }
        }
        var pixels = sink.pixels
        warnings += CodecDiagnostics(tessera_tiff_decoder_diagnostics(handle)).warnings
        var profile: UnsafePointer<UInt8>?
        var count: UInt32 = 0
        if inks == nil, tessera_tiff_decoder_icc_profile(handle, &profile, &count) != 0, let profile {
            let bytes = UnsafeRawBufferPointer(start: profile, count: Int(count))
            let input: ColorTransform.Input = ICCProfileReader.isGrey(bytes) ? .gray : .rgb
            switch ColorTransform.make(profile: bytes, input: input, shared: true) {
            case .success(let transform): transform.convert(&pixels)
            case .failure(let problem): warnings.append(problem.warning)
            }
        }
        if options.strict, let first = warnings.first { throw .strictWarning(format: .tiff, message: first) }
        return RawDecode(pixels: pixels, scale: DecodeScale(numerator: 1, denominator: sink.factor), warnings: warnings)
    }

    /// A warning for data damaged after its first `rows` rows (a strip or tile libtiff could not
    /// decode), or, in strict mode or when no row was kept, libtiff's error.
    private static func damage(rows: Int, height: Int, strict: Bool, _ handle: OpaquePointer, warnings: inout [String]) throws(DecodeError) {
        let message = CodecDiagnostics(tessera_tiff_decoder_diagnostics(handle)).message
        if strict || rows == 0 {
            throw .corrupt(format: .tiff, message: message.isEmpty ? "the library gave no reason" : message)
        }
        warnings.append("TIFF data damaged after row \(rows) of \(height) (\(message)); the missing rows are transparent")
    }

    /// The transform for a CMYK page whose ICC profile is a CMYK one, or that has none (the
    /// fallback CMYK profile, ``CMYKFallbackProfile``); raw CMYK reading is then started. Nil for
    /// any other page, or when the profile cannot be used (a warning, and libtiff's formula).
    private static func cmykTransform(_ handle: OpaquePointer, warnings: inout [String]) -> ColorTransform? {
        var profile: UnsafePointer<UInt8>?
        var count: UInt32 = 0
        guard tessera_tiff_decoder_icc_profile(handle, &profile, &count) != 0, let profile, count >= 24 else {
            // CMYK without a profile: through the fallback CMYK profile, as CMYK JPEGs are and as
            // libvips reads both (issue 40: the plain formula oversaturated them, 19.8 dB from vips).
            var width: Int32 = 0, height: Int32 = 0
            guard !CMYKFallbackProfile.bytes.isEmpty, tessera_tiff_decoder_start_cmyk(handle, &width, &height) != 0 else { return nil }
            let made = CMYKFallbackProfile.bytes.withUnsafeBytes { ColorTransform.make(profile: $0, input: .cmyk(inverted: false), shared: true) }
            guard case .success(let transform) = made else { return nil }
            return transform
        }
        let bytes = UnsafeRawBufferPointer(start: profile, count: Int(count))
        guard Array(bytes[16..<20]) == Array("CMYK".utf8) else { return nil }
        var probeWidth: Int32 = 0, probeHeight: Int32 = 0
        // Only pages libtiff can give as raw inks; the others keep the formula, with a warning.
        guard tessera_tiff_decoder_start_cmyk(handle, &probeWidth, &probeHeight) != 0 else {
            warnings.append(ColorTransform.ProfileProblem(reason: "the CMYK page is not 8-bit CMYK in strips").warning)
            return nil
        }
        switch ColorTransform.make(profile: bytes, input: .cmyk(inverted: false)) {
        case .success(let transform): return transform
        case .failure(let problem):
            warnings.append(problem.warning)
            return nil
        }
    }

    private static func check(_ status: tessera_status, _ handle: OpaquePointer, size: PixelSize) throws(DecodeError) {
        let outcome = CodecStatus(status)
        if outcome == .ok { return }
        let message = CodecDiagnostics(tessera_tiff_decoder_diagnostics(handle)).message
        throw outcome.decodeError(format: .tiff, message: message, size: size) ?? .corrupt(format: .tiff, message: message)
    }
}
