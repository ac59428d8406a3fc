internal import CImageCodecs

/// Writes a baseline JPEG row by row through libjpeg-turbo, so a sheet never has to exist whole
/// in memory: the renderer hands over bands of rows as it draws them, and the bytes compressed so
/// far go to the file after each band.
///
/// Rows are premultiplied RGBA (as in ``PixelBuffer``), `width × 4` bytes, top to bottom,
/// exactly `height` of them. JPEG has no alpha: a pixel that is not opaque is composited over
/// white, as on paper (a PNG without alpha shows it over black). The file is JFIF (with the
/// print resolution when one is given) and carries Tessera's sRGB ICC profile (``SRGBProfile``)
/// in APP2, so viewers know its colours are sRGB.
///
/// Chroma: a picture of at most ``fullChromaPixelLimit`` pixels keeps every colour sample
/// (YCbCr 4:4:4), which keeps small text and thin coloured lines sharp; a larger one halves
/// colour both ways (4:2:0), as cameras do, for files about a third smaller. Huffman tables are
/// libjpeg's standard ones (an optimised table needs the whole picture first), so the output is
/// streamed; the same rows and quality give the same bytes on every run, for any `--jobs`.
///
/// Written to a path, the JPEG goes to a temporary file in the same folder that ``finish()``
/// renames over the target, as ``PNGWriter``'s do; `-` means standard output. A class: it owns
/// the file and the encoder; use it from one thread at a time.
///
/// ```swift
/// let writer = try JPEGWriter(path: "/tmp/grey.jpg", width: 64, height: 2, quality: 90)
/// try writer.append(rows: PixelBuffer(width: 64, height: 2, filledWith: RGBA8(128, 128, 128)))
/// try writer.finish()            // /tmp/grey.jpg now exists, complete
/// ```
public final class JPEGWriter: PictureWriter {
    /// Pixels per row.
    public let width: Int
    /// Rows in the image: exactly this many must be appended before ``finish()``.
    public let height: Int
    /// libjpeg's quality, 1 … 100.
    public let quality: Int
    /// Whether chroma is kept at full resolution (4:4:4) rather than halved both ways (4:2:0).
    public let fullChroma: Bool
    /// How many rows have been appended.
    public private(set) var rowsWritten = 0

    /// The quality used when none is given: 90, where artefacts stay invisible on photos and
    /// text alike.
    public static let defaultQuality = 90
    /// The largest picture, in pixels, written with full-resolution chroma (4:4:4): four
    /// megapixels, a 1200-point sheet 3,333 points high at 1×. Larger pictures use 4:2:0.
    public static let fullChromaPixelLimit = 4_000_000

    private let sink: ByteSink
    private let file: AtomicFile?
    private let encoder: OpaquePointer
    private var finished = false
    private var failure: EncodeError?

    /// A writer for the JPEG at `path` (`-` for standard output) at `quality` (1 … 100); with
    /// `dotsPerInch` the file says its print resolution (JFIF density).
    /// - Throws: ``EncodeError/tooLarge(_:)`` for a size beyond ``PictureLimits`` (at most
    ///   65,500 pixels a side), ``EncodeError/invalidQuality(_:)``,
    ///   ``EncodeError/invalidResolution(dotsPerInch:)``, or
    ///   ``EncodeError/cannotCreate(path:reason:)`` when the folder is missing or not writable.
    public convenience init(path: String, width: Int, height: Int, quality: Int = JPEGWriter.defaultQuality,
                            dotsPerInch: Double? = nil, comment: String? = nil) throws(EncodeError) {
        if path == "-" {
            try self.init(sink: DescriptorByteSink(descriptor: 1, path: path), file: nil, width: width, height: height,
                          quality: quality, dotsPerInch: dotsPerInch, comment: comment)
        } else {
            let file = try AtomicFile(path: path)
            try self.init(sink: DescriptorByteSink(descriptor: file.descriptor, path: path), file: file,
                          width: width, height: height, quality: quality, dotsPerInch: dotsPerInch, comment: comment)
        }
    }

    /// A writer handing its bytes to `sink` (for example a ``MemoryByteSink``).
    /// - Throws: ``EncodeError/tooLarge(_:)``, ``EncodeError/invalidQuality(_:)`` or
    ///   ``EncodeError/invalidResolution(dotsPerInch:)``.
    public convenience init(sink: ByteSink, width: Int, height: Int, quality: Int = JPEGWriter.defaultQuality,
                            dotsPerInch: Double? = nil) throws(EncodeError) {
        try self.init(sink: sink, file: nil, width: width, height: height, quality: quality, dotsPerInch: dotsPerInch)
    }

    /// A writer for a tile of a zoomable picture (``PyramidWriter``): chroma halved or not as
    /// `fullChroma` says, and no ICC profile (thousands of tiles would each repeat it; browsers
    /// take an untagged JPEG as sRGB).
    package convenience init(tileSink sink: ByteSink, width: Int, height: Int, quality: Int, fullChroma: Bool) throws(EncodeError) {
        try self.init(sink: sink, file: nil, width: width, height: height, quality: quality, dotsPerInch: nil,
                      fullChroma: fullChroma, embedsProfile: false)
    }

    private init(sink: ByteSink, file: AtomicFile?, width: Int, height: Int, quality: Int,
                 dotsPerInch: Double?, fullChroma: Bool? = nil, embedsProfile: Bool = true, comment: String? = nil) throws(EncodeError) {
        do throws(EncodeError) {
            try EncodeError.checkJPEG(width: width, height: height, quality: quality)
            try EncodeError.checkResolution(dotsPerInch)
        } catch {
            file?.discard()
            throw error
        }
        self.width = width
        self.height = height
        self.quality = quality
        self.sink = sink
        self.file = file
        self.fullChroma = fullChroma ?? (width * height <= Self.fullChromaPixelLimit)
        guard let encoder = tessera_jpeg_encoder_create() else {
            file?.discard()
            throw .outOfMemory
        }
        self.encoder = encoder
        let profile = embedsProfile ? SRGBProfile.bytes : []
        let dpi = Int32(clamping: Int((dotsPerInch ?? 0).rounded()))
        let status = profile.withUnsafeBufferPointer { icc in
            tessera_jpeg_encoder_start(encoder, Int32(width), Int32(height), Int32(quality), self.fullChroma ? 1 : 0, dpi,
                                       icc.count > 0 ? icc.baseAddress : nil, icc.count, comment)
        }
        do {
            try check(status)
            try drain()
        } catch {
            file?.discard()
            throw error
        }
    }

    deinit {
        tessera_jpeg_encoder_destroy(encoder)
        if !finished { file?.discard() }
    }

    /// Appends every row of `rows` (a band of the image); `rows.width` MUST equal ``width``.
    public func append(rows: PixelBuffer) throws(EncodeError) {
        precondition(rows.width == width, "JPEGWriter: the band is \(rows.width) wide, the image \(width)")
        precondition(!finished && rowsWritten + rows.height <= height, "JPEGWriter: more rows than the height")
        if let failure { throw failure }
        let stride = rows.bytesPerRow, count = rows.height
        let status = rows.withUnsafeBytes { raw in
            tessera_jpeg_encoder_write_rows(encoder, raw.bindMemory(to: UInt8.self).baseAddress, count, stride)
        }
        do {
            try check(status)
            try drain()
        } catch {
            failure = error
            throw error
        }
        rowsWritten += count
    }

    /// Completes the JPEG after the last row and, for a file, moves it into place.
    public func finish() throws(EncodeError) {
        try complete()
        do {
            try file?.commit()
        } catch {
            failure = error
            throw error
        }
        finished = true
    }

    /// Completes the JPEG after the last row and, for a file, seals it under its temporary name
    /// and hands it to `set`, which renames it with the others (a page set).
    public func finish(into set: AtomicFileSet) throws(EncodeError) {
        try complete()
        do {
            try file?.seal()
        } catch {
            failure = error
            throw error
        }
        finished = true
        if let file { set.add(file) }
    }

    /// Ends the compressed stream and writes what is left of it.
    private func complete() throws(EncodeError) {
        precondition(!finished && rowsWritten == height, "JPEGWriter: finish after exactly `height` rows")
        if let failure { throw failure }
        do {
            try check(tessera_jpeg_encoder_finish(encoder))
            try drain()
            try sink.flush()
        } catch {
            failure = error
            throw error
        }
    }

    /// Hands the bytes compressed so far to the sink.
    private func drain() throws(EncodeError) {
        var count = 0
        guard let bytes = tessera_jpeg_encoder_pending(encoder, &count), count > 0 else { return }
        try sink.write(UnsafeRawBufferPointer(start: bytes, count: count))
        tessera_jpeg_encoder_clear_pending(encoder)
    }

    private func check(_ status: tessera_status) throws(EncodeError) {
        switch CodecStatus(status) {
        case .ok: return
        case .noMemory: throw .outOfMemory
        default: throw .jpegLibrary(message: CodecDiagnostics(tessera_jpeg_encoder_diagnostics(encoder)).message)
        }
    }
}
