extension PNGWriter {
    /// Writes a whole image to `path` (`-` for standard output), encoded on `workers`:
    /// RGBA when some pixel is not opaque, RGB otherwise.
    ///
    /// ```swift
    /// try PNGWriter.write(PixelBuffer(width: 8, height: 8, filledWith: .white), to: "/tmp/white.png")
    /// ```
    public static func write(_ image: PixelBuffer, to path: String, compression: PNGCompression = .default,
                             workers: WorkerPool = .callingThread) throws(EncodeError) {
        let writer = try PNGWriter(path: path, width: image.width, height: image.height,
                                   hasAlpha: !image.isOpaque, compression: compression, workers: workers)
        try writer.append(rows: image)
        try writer.finish()
    }

    /// A whole image as PNG bytes, encoded on `workers`: RGBA when some pixel is not
    /// opaque, RGB otherwise.
    public static func encode(_ image: PixelBuffer, compression: PNGCompression = .default,
                              workers: WorkerPool = .callingThread) throws(EncodeError) -> [UInt8] {
        let sink = MemoryByteSink()
        let writer = try PNGWriter(sink: sink, width: image.width, height: image.height,
                                   hasAlpha: !image.isOpaque, compression: compression, workers: workers)
        try writer.append(rows: image)
        try writer.finish()
        return sink.bytes
    }
}
