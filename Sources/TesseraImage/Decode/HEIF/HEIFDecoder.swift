internal import CImageCodecs

/// Decodes the primary image of a HEIF file (HEIC with HEVC, AVIF with AV1, grids of tiles of
/// either, an alpha plane) with libheif through the `CImageCodecs` shim, at full size (libheif
/// has no reduced decoding), without its `irot`/`imir` (``ImageDecoder`` turns the picture by
/// the orientation the probe composed from them, as for a JPEG), cropped to its clean aperture
/// (`clap`) as libheif crops it (``HEIFGeometry``). An ICC profile (`colr` of type
/// `prof` or `rICC`) converts the pixels to sRGB (``ColorTransform``); `nclx` colour is
/// libheif's YCbCr-to-RGB conversion by its matrix coefficients, the primaries taken as sRGB's.
enum HEIFDecoder {
    /// libheif 1.15's own limit on a side (its `MAX_IMAGE_WIDTH`/`MAX_IMAGE_HEIGHT`).
    static let libheifDefaultSide = 32_768

    /// The per-side limit libheif is given: Tessera's when smaller, never more than libheif's own
    /// default. libheif sizes grid and overlay canvases from the file's data, and no phone or
    /// camera writes a side that long (an iPhone panorama is about 16,000 pixels), so raising it
    /// to Tessera's 65,500 would only let hostile files ask for more (issue 36).
    static func libheifSideLimit(_ limits: DecodeLimits) -> Int { min(limits.maxDimension, libheifDefaultSide) }

    static func decode(_ input: CodecInput, info: ImageInfo, options: DecodeOptions) throws(DecodeError) -> RawDecode {
        guard let diagnostics = tessera_diagnostics_create() else { throw .outOfMemory(width: info.width, height: info.height) }
        defer { tessera_diagnostics_destroy(diagnostics) }
        var width: Int32 = 0, height: Int32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        var profile: UnsafeMutablePointer<UInt8>?
        var profileSize = 0
        let limit = Int32(clamping: libheifSideLimit(options.limits))
        let status: tessera_status
        switch input {
        case .memory(let bytes):
            status = bytes.withUnsafeBufferPointer { data in
                tessera_heif_decode(data.baseAddress, data.count, -1, 0, limit, &width, &height, &pixels, &profile, &profileSize, diagnostics)
            }
        case .file(let file):
            status = withExtendedLifetime(file) {
                tessera_heif_decode(nil, 0, file.descriptor, Int64(file.count ?? 0), limit, &width, &height, &pixels, &profile,
                                    &profileSize, diagnostics)
            }
        }
        defer {
            tessera_free(pixels)
            tessera_free(profile)
        }
        let format = info.format
        let outcome = CodecStatus(status)
        if let error = outcome.decodeError(format: format, message: CodecDiagnostics(diagnostics).message,
                                           size: PixelSize(width: info.width, height: info.height)) {
            throw error
        }
        guard let pixels, width > 0, height > 0 else { throw .corrupt(format: format, message: "libheif gave no pixels") }
        let size = PixelSize(width: Int(width), height: Int(height))
        try options.limits.check(width: size.width, height: size.height)
        var buffer = PixelBuffer(width: size.width, height: size.height, bytesPerRow: size.width * 4,
                                 bytes: Array(UnsafeBufferPointer(start: pixels, count: size.width * size.height * 4)))
        var warnings: [String] = []
        let details: HEIFDetails? = if case .heif(let heif) = info.details { heif } else { nil }
        let declared = DecodePlan.heifCanvas(details, stored: PixelSize(width: info.width, height: info.height))
        if size != declared {
            // The coded picture is not its ispe's size (the probe refused one larger): the
            // picture is what there is to show, so it is kept as decoded, never stretched,
            // and not cropped by a clean aperture meant for another size.
            warnings.append("libheif decoded a \(size.width)×\(size.height) picture where the file's ispe says \(declared.width)×\(declared.height); the decoded picture is used")
        } else if let crop = details?.cleanAperture {
            // The clean aperture (clap), as libheif crops it when it applies transformations.
            buffer = buffer.cropped(to: crop)
        }
        if let profile {
            let bytes = UnsafeRawBufferPointer(start: profile, count: profileSize)
            switch ColorTransform.make(profile: bytes, input: ICCProfileReader.isGrey(bytes) ? .gray : .rgb, shared: true) {
            case .success(let transform): transform.convert(&buffer)
            case .failure(let problem): warnings.append(problem.warning)
            }
        }
        if options.strict, let first = warnings.first { throw .strictWarning(format: format, message: first) }
        return RawDecode(pixels: buffer, scale: .full, warnings: warnings)
    }
}
