/// Writes a PNG row by row, so an image never has to exist whole in memory: the sheet renderer
/// hands over bands of rows as it draws them.
///
/// Rows are premultiplied RGBA (as in ``PixelBuffer``), `width × 4` bytes, top to bottom,
/// exactly `height` of them. With `hasAlpha` the PNG is RGBA and colours are un-premultiplied;
/// without, it is RGB and the alpha byte is dropped (a pixel that is not opaque comes out as if
/// drawn over black). Nothing but IHDR, sRGB (the pixels are sRGB), IDAT and IEND is written,
/// and pHYs when a resolution is given.
///
/// Rows are gathered into chunks of about 256 KiB that are filtered and deflated on a
/// ``WorkerPool``'s threads (by default the calling thread) and written in order (``ImageDataStream``: pigz's method, each chunk's
/// deflate stream starting from the 32 KiB before it and ending with a sync flush). The chunks
/// depend only on the image's width, so the same rows give the same bytes, every time, for any
/// pool.
///
/// Written to a path, the PNG goes to a temporary file in the same folder that ``finish()``
/// renames over the target: a failure, or a writer released without `finish()`, leaves no
/// partial file. A symbolic link is followed (its file is replaced, the link kept); a path that
/// is a device or a FIFO (`/dev/null`) is written as it goes, like `-`, which means standard
/// output. A writer is a class because it owns the file; use it from one thread at a time.
///
/// ```swift
/// let writer = try PNGWriter(path: "/tmp/gradient.png", width: 256, height: 2, hasAlpha: false)
/// var row = [UInt8](repeating: 255, count: 256 * 4)
/// for x in 0..<256 { row[x * 4] = UInt8(x) }
/// try writer.append(row: row)
/// try writer.append(row: row)
/// try writer.finish()            // /tmp/gradient.png now exists, complete
/// ```
public final class PNGWriter {
    /// Pixels per row.
    public let width: Int
    /// Rows in the image: exactly this many must be appended before ``finish()``.
    public let height: Int
    /// RGBA output (true) or RGB (false).
    public let hasAlpha: Bool
    /// zlib effort.
    public let compression: PNGCompression
    /// The resolution written in the pHYs chunk (pixels per inch), or nil for none.
    public let dotsPerInch: Double?
    /// How many rows have been appended.
    public private(set) var rowsWritten = 0

    private let sink: ByteSink
    private let stream: ImageDataStream
    private var completion: WriterCompletion

    /// A writer for the PNG file at `path` (`-` for standard output), encoding on `workers`;
    /// with `dotsPerInch` the file says its print resolution (pHYs); with `software`, who wrote it
    /// (a `tEXt` chunk, ``OutputMark``).
    /// - Throws: ``EncodeError/tooLarge(_:)`` for a size beyond ``PictureLimits`` (checked
    ///   before the file is created), ``EncodeError/invalidResolution(dotsPerInch:)``, or
    ///   ``EncodeError/cannotCreate(path:reason:)`` when the folder is missing or not writable.
    public convenience init(path: String, width: Int, height: Int, hasAlpha: Bool,
                            compression: PNGCompression = .default, workers: WorkerPool = .callingThread, dotsPerInch: Double? = nil,
                            software: String? = nil) throws(EncodeError) {
        try Self.check(width: width, height: height, dotsPerInch: dotsPerInch)
        if path == "-" {
            try self.init(sink: DescriptorByteSink(descriptor: 1, path: path), file: nil, width: width, height: height,
                          hasAlpha: hasAlpha, compression: compression, workers: workers, dotsPerInch: dotsPerInch, software: software)
        } else {
            let file = try AtomicFile(path: path)
            try self.init(sink: DescriptorByteSink(descriptor: file.descriptor, path: path), file: file,
                          width: width, height: height, hasAlpha: hasAlpha, compression: compression, workers: workers,
                          dotsPerInch: dotsPerInch, software: software)
        }
    }

    /// A writer handing its bytes to `sink` (for example a ``MemoryByteSink``).
    /// - Throws: ``EncodeError/tooLarge(_:)`` or ``EncodeError/invalidResolution(dotsPerInch:)``.
    public convenience init(sink: ByteSink, width: Int, height: Int, hasAlpha: Bool,
                            compression: PNGCompression = .default, workers: WorkerPool = .callingThread, dotsPerInch: Double? = nil) throws(EncodeError) {
        try Self.check(width: width, height: height, dotsPerInch: dotsPerInch)
        try self.init(sink: sink, file: nil, width: width, height: height, hasAlpha: hasAlpha,
                      compression: compression, workers: workers, dotsPerInch: dotsPerInch)
    }

    private init(sink: ByteSink, file: AtomicFile?, width: Int, height: Int, hasAlpha: Bool,
                 compression: PNGCompression, workers: WorkerPool, dotsPerInch: Double?, software: String? = nil) throws(EncodeError) {
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        self.compression = compression
        self.dotsPerInch = dotsPerInch
        self.sink = sink
        completion = WriterCompletion(file: file) { () throws(EncodeError) in try sink.flush() }
        stream = ImageDataStream(width: width, height: height, hasAlpha: hasAlpha, compression: compression, workers: workers) { pieces throws(EncodeError) in
            try PNGFraming.writeChunk(type: "IDAT", pieces: pieces, to: sink)
        }
        do {
            try PNGFraming.writeSignature(to: sink)
            try PNGFraming.writeHeader(width: width, height: height, hasAlpha: hasAlpha, to: sink)
            try PNGFraming.writeColourSpace(to: sink)
            if let dotsPerInch { try PNGFraming.writeResolution(dotsPerInch: dotsPerInch, to: sink) }
            if let software { try PNGFraming.writeText(keyword: OutputMark.pngKeyword, text: software, to: sink) }
        } catch {
            stream.stop()
            completion.discardUnlessFinished()
            throw error
        }
    }

    deinit {
        stream.stop()
        completion.discardUnlessFinished()
    }

    /// Appends the next row: at least `width × 4` bytes of premultiplied RGBA (extra bytes,
    /// such as row padding, are ignored).
    public func append(row: UnsafeBufferPointer<UInt8>) throws(EncodeError) {
        precondition(!completion.isFinished && rowsWritten < height, "PNGWriter: more rows than the height")
        precondition(row.count >= width * 4, "PNGWriter: a row needs width × 4 bytes")
        let stream = self.stream
        try completion.recording { () throws(EncodeError) in try stream.append(row: row) }
        rowsWritten += 1
    }

    /// Appends the next row from an array; see ``append(row:)-(UnsafeBufferPointer<UInt8>)``.
    public func append(row: [UInt8]) throws(EncodeError) {
        let result: Result<Void, EncodeError> = row.withUnsafeBufferPointer { buffer in
            do throws(EncodeError) { try append(row: buffer); return .success(()) } catch { return .failure(error) }
        }
        try result.get()
    }

    /// Appends every row of `rows` (a band of the image); `rows.width` MUST equal ``width``.
    public func append(rows: PixelBuffer) throws(EncodeError) {
        precondition(rows.width == width, "PNGWriter: the band is \(rows.width) wide, the image \(width)")
        for y in 0..<rows.height {
            try rows.withRow(y) { (row) throws(EncodeError) in try append(row: row) }
        }
    }

    /// Completes the PNG after the last row and, for a file, moves it into place.
    public func finish() throws(EncodeError) {
        precondition(!completion.isFinished && rowsWritten == height, "PNGWriter: finish() after exactly `height` rows")
        try completion.finish(writeEnd)
    }

    /// Completes the PNG after the last row and, for a file, seals it under its temporary name
    /// and hands it to `set`, which renames it with the others (a page set); standard output
    /// and devices are complete at once.
    public func finish(into set: AtomicFileSet) throws(EncodeError) {
        precondition(!completion.isFinished && rowsWritten == height, "PNGWriter: finish(into:) after exactly `height` rows")
        try completion.finish(into: set, writeEnd)
    }

    /// The last image data and the IEND chunk.
    private func writeEnd() throws(EncodeError) {
        try stream.finish()
        try PNGFraming.writeChunk(type: "IEND", [], to: sink)
    }

    /// Refuses what no PNG of Tessera's can be: a size beyond ``PictureLimits`` (a library
    /// caller's mistake must not stop the process), or a resolution that is no positive number.
    private static func check(width: Int, height: Int, dotsPerInch: Double?) throws(EncodeError) {
        try EncodeError.checkSize(width: width, height: height, as: .file)
        try EncodeError.checkResolution(dotsPerInch)
    }
}
