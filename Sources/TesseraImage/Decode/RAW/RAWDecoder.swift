internal import CImageCodecs

/// Decodes a camera RAW file through LibRaw (the `CImageCodecs` shim): its largest embedded
/// preview — a JPEG decoded by ``JPEGDecoder`` at the DCT scale the thumbnail needs, like any
/// JPEG, or an 8-bit bitmap — or, when it has no usable preview, its raw data developed at half
/// size (each 2×2 block of photosites one pixel; camera white balance, sRGB). Pixels come back
/// in stored orientation; ``ImageDecoder`` turns them by LibRaw's `flip` as for a JPEG's EXIF
/// orientation (the preview's own EXIF orientation, if any, is not read).
///
/// The result's ``DecodeScale`` relates the picture to the visible raw size the probe reports
/// (a 1620-pixel preview of a 6000-pixel raw decoded at 4/8 is 6480/48000). A preview whose
/// aspect ratio differs from the raw's is shown stretched to it, not cropped.
///
/// Memory: the preview's bytes (refused before they are read when larger than the budget
/// ``DecodeLimits/maxDecodeBytes`` allows) and the JPEG's decode, checked from the JPEG's own
/// header before libjpeg sees it (``RAWPreviewCheck``: a JPEG far larger than the RAW header
/// declares is refused, whatever the budget); or the half-size decode, refused before
/// unpacking when its estimate (``DecodeMemory``) is over that budget.
enum RAWDecoder {
    /// The preview LibRaw finds, or the half-size picture, at the scale covering `minimum`
    /// (stored orientation). A JPEG preview is planned again from its own header and scans by
    /// the rule the RAW's plan (``DecodePlan/raw(_:stored:orientation:minimum:options:)``) used
    /// with the header's description of it, and the result carries that plan.
    static func decode(_ input: CodecInput, info: ImageInfo, minimum: PixelSize?, options: DecodeOptions) throws(DecodeError) -> RawDecode {
        guard let diagnostics = tessera_diagnostics_create() else { throw .outOfMemory(width: info.width, height: info.height) }
        defer { tessera_diagnostics_destroy(diagnostics) }
        let budget = options.limits.maxDecodeBytes
        var kind: Int32 = 0
        var bytes: UnsafeMutablePointer<UInt8>?
        var count = 0
        var width: Int32 = 0, height: Int32 = 0
        let status = call(input) { data, size, descriptor in
            tessera_raw_preview(data, size, descriptor, budget, &kind, &bytes, &count, &width, &height, diagnostics)
        }
        defer { tessera_free(bytes) }
        var previewProblem = CodecDiagnostics(diagnostics).message
        if CodecStatus(status) == .ok, let bytes {
            let buffer = Array(UnsafeBufferPointer(start: bytes, count: count))
            do throws(DecodeError) {
                return try preview(buffer, kind: kind, width: Int(width), height: Int(height), info: info, minimum: minimum,
                                   options: options)
            } catch {
                if options.strict { throw error }
                previewProblem = error.description
            }
        }
        let hasPreview = info.raw?.preview != RAWDetails.Preview.none
        var decoded: RawDecode
        do throws(DecodeError) {
            decoded = try halfSize(input, info: info, options: options, diagnostics: diagnostics)
        } catch {
            guard hasPreview, !previewProblem.isEmpty, case .corrupt(_, let message) = error else { throw error }
            throw .corrupt(format: .raw, message: "the embedded preview is unusable (\(previewProblem)) and so is the raw data (\(message))")
        }
        if !previewProblem.isEmpty, hasPreview {
            decoded.warnings.insert("RAW preview unusable (\(previewProblem)); the raw data was developed at half size", at: 0)
        }
        if options.strict, let first = decoded.warnings.first { throw .strictWarning(format: .raw, message: first) }
        return decoded
    }

    /// The embedded preview, decoded.
    private static func preview(_ bytes: [UInt8], kind: Int32, width: Int, height: Int, info: ImageInfo, minimum: PixelSize?,
                                options: DecodeOptions) throws(DecodeError) -> RawDecode {
        let stored = PixelSize(width: info.width, height: info.height)
        if kind == Int32(TESSERA_RAW_PREVIEW_RGBA) {
            let pixels = PixelBuffer(width: width, height: height, bytesPerRow: width * 4, bytes: bytes)
            return RawDecode(pixels: pixels, scale: DecodeScale(numerator: width, denominator: max(1, stored.width)), warnings: [])
        }
        var jpeg = try ImageDecoder.probe(MemoryByteSource(bytes))
        guard jpeg.format == .jpeg, jpeg.width > 0 else {
            throw .corrupt(format: .raw, message: "the embedded preview is \(jpeg.format.displayName), not JPEG")
        }
        let declared = info.raw.map { PixelSize(width: $0.previewWidth, height: $0.previewHeight) }
        try RAWPreviewCheck.check(jpeg, declared: declared, options: options)
        // The preview's own EXIF orientation is not applied; the RAW's is, by ImageDecoder.
        jpeg.orientation = info.orientation
        let size = PixelSize(width: jpeg.width, height: jpeg.height)
        let scans = try ImageDecoder.scans(of: jpeg, in: MemoryByteSource(bytes))
        let plan = DecodePlan.make(for: jpeg, fileBytes: bytes.count, minimum: minimum.map { DecodePlan.previewMinimum($0, preview: size, stored: stored) },
                                   scans: scans, options: options)
        let whole = DecodePlan.rawPreview(plan, stored: stored, previewBytes: bytes.count)
        if whole.decodeBytes > options.limits.maxDecodeBytes {
            throw .tooLarge(width: size.width, height: size.height, limit: .decodeBytes(options.limits.maxDecodeBytes))
        }
        var decoded = try JPEGDecoder.decode(.memory(bytes), plan: plan, scans: scans, options: options)
        decoded.scale = whole.scale
        decoded.plan = whole
        return decoded
    }

    /// The raw data developed at half size.
    private static func halfSize(_ input: CodecInput, info: ImageInfo, options: DecodeOptions,
                                 diagnostics: OpaquePointer) throws(DecodeError) -> RawDecode {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        let budget = options.limits.maxDecodeBytes
        let status = call(input) { data, size, descriptor in
            tessera_raw_half_size(data, size, descriptor, budget, &pixels, &width, &height, diagnostics)
        }
        defer { tessera_free(pixels) }
        let report = CodecDiagnostics(diagnostics)
        let outcome = CodecStatus(status)
        if outcome == .noMemory {
            throw .tooLarge(width: info.width, height: info.height, limit: .decodeBytes(budget))
        }
        if let error = outcome.decodeError(format: .raw, message: report.message, size: PixelSize(width: info.width, height: info.height)) {
            throw error
        }
        guard let pixels, width > 0, height > 0 else { throw .corrupt(format: .raw, message: "LibRaw developed no picture") }
        let size = PixelSize(width: Int(width), height: Int(height))
        let buffer = PixelBuffer(width: size.width, height: size.height, bytesPerRow: size.width * 4,
                                 bytes: Array(UnsafeBufferPointer(start: pixels, count: size.width * size.height * 4)))
        return RawDecode(pixels: buffer, scale: DecodeScale(numerator: size.width, denominator: max(1, info.width)),
                         warnings: report.warnings)
    }

    /// Runs a shim call over the memory or the open file of `input`.
    private static func call(_ input: CodecInput,
                             _ body: (UnsafePointer<UInt8>?, Int, Int32) -> tessera_status) -> tessera_status {
        switch input {
        case .memory(let bytes):
            bytes.withUnsafeBufferPointer { body($0.baseAddress, $0.count, -1) }
        case .file(let file):
            withExtendedLifetime(file) { body(nil, 0, file.descriptor) }
        }
    }
}

extension ImageInfo {
    /// The RAW details, when the photo is a camera RAW file.
    var raw: RAWDetails? {
        if case .raw(let details) = details { return details }
        return nil
    }
}
