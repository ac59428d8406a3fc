internal import CImageCodecs

/// Decodes a JPEG, held in memory or read from its file in chunks, with libjpeg-turbo through
/// the `CImageCodecs` shim.
///
/// Baseline, extended, progressive and arithmetic-coded 8-bit files; grey, YCbCr, RGB, CMYK and
/// YCCK (Adobe files read as inverted); restart markers. An embedded ICC profile converts the
/// pixels to sRGB (``ColorTransform``; CMYK through it, else through ``CMYKFallbackProfile`` as libvips does). Damaged data is what libjpeg makes of it: a file that ends early keeps every row,
/// the missing ones grey, with a "Premature end of JPEG file" warning. A JPEG in several scans
/// has them counted from its markers first, and more than ``DecodeLimits/maxScans`` is refused
/// before any is decoded (a "scan bomb").
///
/// A progressive JPEG decoded at 1/8 needs only the DC coefficients of the components libjpeg
/// scales with its 1×1 IDCT (all of them at 4:4:4, the luma at 4:2:0). Where its plan says so
/// (``DecodePlan/Path/dcOnly(components:)``: a photo of at least
/// ``DecodeOptions/dcOnlyMinimumPixels`` whose file is complete and whose scans refine
/// coefficients 0–9 of every component to the last bit, ``JPEGScanSurvey``, with a
/// libjpeg-turbo the shim's code was checked for, ``JPEGDCOnlyLayout``), those components'
/// AC scans are left unread and their coefficients held as DC values only (the C shim's
/// `jpeg_dc_only.c`): 2 bytes a block instead of 128, and no Huffman decoding of the AC data.
/// The pixels are the full decode's, bit for bit, since libjpeg applies no block smoothing to
/// such a file either. What is not read cannot be checked: damage inside those AC scans, which
/// does not change the 1/8 picture, goes unreported.
enum JPEGDecoder {
    /// The stored-orientation pixels at the scale and by the path of `plan` (a JPEG's plan,
    /// ``DecodePlan/jpeg(_:stored:orientation:minimum:scans:options:)``), made with the file's
    /// scan survey `scans`, and the warnings. A file that libjpeg reads otherwise than the plan
    /// says is ``DecodeError/corrupt(format:message:)``, before libjpeg allocates anything.
    static func decode(_ input: CodecInput, plan: DecodePlan, scans: JPEGScanSurvey?, options: DecodeOptions) throws(DecodeError) -> RawDecode {
        let strict: Int32 = options.strict ? 1 : 0, maxScans = Int32(clamping: options.limits.maxScans)
        return try input.withHandle(memory: { tessera_jpeg_decoder_create($0, $1, strict, maxScans) },
                                    file: { tessera_jpeg_decoder_create_file($0, strict, maxScans) }) { handle throws(DecodeError) in
            defer { tessera_jpeg_decoder_destroy(handle) }
            return try decode(handle, plan: plan, scans: scans, options: options)
        }
    }

    /// The decode itself, on a decoder made over the file's bytes.
    private static func decode(_ handle: OpaquePointer, plan: DecodePlan, scans: JPEGScanSurvey?,
                               options: DecodeOptions) throws(DecodeError) -> RawDecode {
        var header = tessera_jpeg_header()
        try check(tessera_jpeg_decoder_read_header(handle, &header), handle, size: PixelSize(width: 0, height: 0))
        let stored = PixelSize(width: Int(header.width), height: Int(header.height))
        try options.limits.check(width: stored.width, height: stored.height)
        try agree(header, with: plan)
        // Each scan is a pass over the whole image: counted before any is decoded.
        if header.multiple_scans != 0, let count = scans?.scans, count > options.limits.maxScans {
            throw .tooManyScans(scans: count, limit: options.limits.maxScans)
        }

        var warnings: [String] = []
        let colour = try colourTransform(handle, header: header, warnings: &warnings)
        if let colour, case .cmyk = colour.input { tessera_jpeg_decoder_set_cmyk_transform(handle, colour.transform.handle) }

        let dcOnly: UInt32 = if case .dcOnly(let components) = plan.path { components } else { 0 }
        var width: Int32 = 0, height: Int32 = 0
        try check(tessera_jpeg_decoder_start(handle, Int32(plan.scale.numerator), dcOnly, &width, &height), handle, size: stored)
        let expected = plan.decoded
        guard Int(width) == expected.width, Int(height) == expected.height else {
            throw .corrupt(format: .jpeg, message: "libjpeg chose \(width)×\(height) pixels, not \(expected)")
        }

        var rows: Int32 = 0
        var status = TESSERA_STATUS_OK
        let stride = expected.width * 4
        // Not zeroed first: on success libjpeg has written every row (a truncated file's
        // missing rows grey), and on failure the bytes are thrown away. The CMYK transform is
        // used inside; it must outlive the call.
        let bytes = withExtendedLifetime(colour?.transform) {
            [UInt8](unsafeUninitializedCapacity: stride * expected.height) { buffer, initialized in
                status = tessera_jpeg_decoder_read_rgba(handle, buffer.baseAddress, stride, &rows)
                if status != TESSERA_STATUS_OK { buffer.initialize(repeating: 0) }
                initialized = buffer.count
            }
        }
        try check(status, handle, size: expected)
        var pixels = PixelBuffer(width: expected.width, height: expected.height, bytesPerRow: stride, bytes: bytes)
        if let colour, !colour.input.isCMYK { colour.transform.convert(&pixels) }
        let diagnostics = CodecDiagnostics(tessera_jpeg_decoder_diagnostics(handle))
        return RawDecode(pixels: pixels, scale: plan.scale, warnings: diagnostics.warnings + warnings,
                         scansLeftUnread: Int(tessera_jpeg_decoder_dropped_scans(handle)),
                         coefficientBytes: Int(tessera_jpeg_decoder_coefficient_bytes(handle)))
    }

    /// Throws unless libjpeg's reading of the header is the plan's: the stored size, one scan
    /// or several, and no more coefficient bytes than the plan counted.
    private static func agree(_ header: tessera_jpeg_header, with plan: DecodePlan) throws(DecodeError) {
        let stored = PixelSize(width: Int(header.width), height: Int(header.height))
        let planned: Bool = switch plan.path {
        case .coefficients, .dcOnly: true
        default: false
        }
        if stored != plan.stored || (header.multiple_scans != 0) != planned {
            let scans = header.multiple_scans != 0 ? "several scans" : "one scan"
            throw .corrupt(format: .jpeg, message: "libjpeg reads a \(stored) frame in \(scans), not as the file's markers say")
        }
        if case .coefficients = plan.path, header.coefficient_bytes > Double(plan.codecBytes) {
            throw .corrupt(format: .jpeg, message: "libjpeg needs \(Int(header.coefficient_bytes)) bytes of coefficients, the decode plan counted \(plan.codecBytes)")
        }
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
        guard let profile else {
            // CMYK without a profile: through the fallback CMYK profile, as libvips reads it.
            guard header.components == 4, !CMYKFallbackProfile.bytes.isEmpty else { return nil }
            let input = ColorTransform.Input.cmyk(inverted: header.saw_adobe_marker != 0)
            let made = CMYKFallbackProfile.bytes.withUnsafeBytes { ColorTransform.make(profile: $0, input: input, shared: true) }
            guard case .success(let transform) = made else { return nil }
            return (transform, input)
        }
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
    /// Scans of a progressive JPEG the decoder did not need and did not read.
    var scansLeftUnread = 0
    /// The bytes of coefficient arrays libjpeg allocated (a JPEG; 0 for the others), as the C
    /// shim counted them: a work count to hold the plan's ``DecodePlan/codecBytes`` to.
    var coefficientBytes = 0
    /// The plan the decoder followed when it is not the one it was given: a RAW's preview,
    /// planned again from its own header.
    var plan: DecodePlan?
}
