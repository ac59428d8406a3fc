/// Decodes JPEG, PNG, WebP, TIFF, GIF, BMP, HEIF (HEIC, AVIF) and camera RAW photos into upright ``PixelBuffer``s, at reduced scale when asked.
///
/// The header is probed first (``ImageProbe``) for the format and EXIF orientation, the size
/// limits are checked, and only then is the codec library called and pixel memory allocated.
/// No input can crash the process: every library failure comes back as a ``DecodeError``.
///
/// Decoding is pure apart from reading the file, and MAY run on any thread; an `ImageDecoder`
/// is an immutable value, safe to share between threads.
///
/// ```swift
/// let decoder = ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 150, height: 100)))
/// let image = try decoder.decode(fileAt: "SampleImages/Landscapes/aitzgorri.jpg")
/// print(image.info.width, image.info.height, image.info.orientation)
/// print(image.scale, image.pixels.size)
/// // 1200 800 right
/// // 2/8 200×300
/// ```
public struct ImageDecoder: Sendable {
    /// Scale, limits and strictness.
    public var options: DecodeOptions

    /// A decoder with `options` (default: full size, default limits, lenient).
    public init(options: DecodeOptions = DecodeOptions()) {
        self.options = options
    }

    /// Decodes the file at `path`, read in chunks as the codec library needs them (memory
    /// depends on the picture, not on the file's size).
    /// - Throws: ``DecodeError``; its message does not name the file.
    public func decode(fileAt path: String) throws(DecodeError) -> DecodedImage {
        let input = try CodecInput.open(path, limit: options.limits.maxFileBytes)
        return try decode(input, info: Self.probe(input.source))
    }

    /// Decodes an image held in memory.
    public func decode(bytes: [UInt8]) throws(DecodeError) -> DecodedImage {
        try decode(.memory(bytes), info: Self.probe(MemoryByteSource(bytes)))
    }

    /// Decodes `input`, whose header `info` describes.
    func decode(_ input: CodecInput, info: ImageInfo) throws(DecodeError) -> DecodedImage {
        try decodeFollowingPlan(input, info: info).image
    }

    /// Decodes `input`, whose header `info` describes, and tells the plan it followed.
    func decodeFollowingPlan(_ input: CodecInput, info: ImageInfo) throws(DecodeError) -> (image: DecodedImage, plan: DecodePlan) {
        try options.limits.check(width: info.width, height: info.height)
        let (plan, scans) = try plan(input, info: info)
        try options.limits.checkDecode(of: info, plan: plan)
        let raw: RawDecode
        switch info.format {
        case .jpeg: raw = try JPEGDecoder.decode(input, plan: plan, scans: scans, options: options)
        case .png: raw = try PNGDecoder.decode(input, plan: plan, options: options)
        case .webp: raw = try WebPDecoder.decode(input, info: info, plan: plan)
        case .tiff: raw = try TIFFDecoder.decode(input, plan: plan, options: options)
        case .heif, .avif: raw = try HEIFDecoder.decode(input, info: info, options: options)
        case .gif: raw = try GIFDecoder.decode(input, info: info)
        case .bmp: raw = try BMPDecoder.decode(input)
        case .raw: raw = try RAWDecoder.decode(input, info: info, minimum: storedMinimum(info), options: options)
        }
        let image = DecodedImage(pixels: raw.pixels.applying(info.orientation), info: info, scale: raw.scale, warnings: raw.warnings)
        return (image, raw.plan ?? plan)
    }

    /// The plan this decoder follows for the file at `path`, at ``DecodeOptions/minimumSize``:
    /// its header probed and, for a JPEG, its scans surveyed, nothing decoded.
    /// - Throws: ``DecodeError``, as ``decode(fileAt:)`` would before decoding.
    public func plan(fileAt path: String) throws(DecodeError) -> DecodePlan {
        let input = try CodecInput.open(path, limit: options.limits.maxFileBytes)
        return try plan(input, info: Self.probe(input.source)).plan
    }

    /// The plan for `input`, whose header `info` describes, at ``DecodeOptions/minimumSize``, and
    /// the JPEG scan survey it was made with.
    func plan(_ input: CodecInput, info: ImageInfo) throws(DecodeError) -> (plan: DecodePlan, scans: JPEGScanSurvey?) {
        let scans = try Self.scans(of: info, in: input.source)
        return (DecodePlan.make(for: info, fileBytes: input.source.count ?? 0, minimum: storedMinimum(info), scans: scans,
                                options: options), scans)
    }

    /// ``DecodeOptions/minimumSize`` in the stored orientation of the image `info` describes.
    func storedMinimum(_ info: ImageInfo) -> PixelSize? {
        options.minimumSize.map { info.orientation.swapsDimensions ? $0.transposed : $0 }
    }

    /// A JPEG's scan survey (``JPEGScanCounter/survey(_:stopsAtSingleScan:)``: a single-scan file
    /// is read up to its scan header only); nil for other formats. A read error is the file's.
    static func scans(of info: ImageInfo, in source: any ByteSource) throws(DecodeError) -> JPEGScanSurvey? {
        guard info.format == .jpeg else { return nil }
        do {
            return try JPEGScanCounter.survey(source, stopsAtSingleScan: true)
        } catch {
            if case .unreadable(let reason) = error { throw .unreadable(reason: reason) }
            throw .header(error)
        }
    }

    /// The header facts, or the probe's refusal as ``DecodeError/header(_:)``.
    static func probe(_ source: some ByteSource) throws(DecodeError) -> ImageInfo {
        do {
            return try ImageProbe.probe(source)
        } catch {
            throw .header(error)
        }
    }
}
