/// Writes an animated PNG (APNG): frames of one size, each shown for its delay, looping.
///
/// The first frame is the PNG's own image data (IDAT), so any PNG decoder shows it; APNG
/// decoders (browsers, ffmpeg) play the rest from `fcTL`/`fdAT` chunks. Each frame is encoded as
/// ``PNGWriter`` encodes a picture (the same chunks, pool and compression), and the same
/// frames give the same bytes.
///
/// ```swift
/// let bytes = try APNGWriter.encode([first, second], delays: [0.5, 1.0])
/// ```
public enum APNGWriter {
    /// The APNG of `frames` (all the same size; at least one), frame `i` shown for `delays[i]`
    /// seconds (to the millisecond), played `loops` times (0: for ever). RGBA when some frame is
    /// not opaque, RGB otherwise.
    /// - Throws: ``EncodeError/frameCount(frames:delays:)`` without frames or with a delay
    ///   count other than theirs, ``EncodeError/frameSize(index:size:expected:)`` for frames of
    ///   different sizes, ``EncodeError/tooLarge(_:)`` beyond ``PictureLimits``.
    public static func encode(_ frames: [PixelBuffer], delays: [Double], loops: Int = 0, compression: PNGCompression = .default,
                              workers: WorkerPool = .callingThread) throws(EncodeError) -> [UInt8] {
        guard let size = frames.first?.size, delays.count == frames.count else {
            throw .frameCount(frames: frames.count, delays: delays.count)
        }
        if let odd = frames.firstIndex(where: { $0.size != size }) {
            throw .frameSize(index: odd, size: frames[odd].size, expected: size)
        }
        try EncodeError.checkSize(width: size.width, height: size.height, as: .file)
        let hasAlpha = frames.contains { !$0.isOpaque }
        let sink = MemoryByteSink()
        try PNGFraming.writeSignature(to: sink)
        try PNGFraming.writeHeader(width: size.width, height: size.height, hasAlpha: hasAlpha, to: sink)
        try PNGFraming.writeColourSpace(to: sink)
        try PNGFraming.writeChunk(type: "acTL", PNGFraming.bigEndian(UInt32(frames.count)) + PNGFraming.bigEndian(UInt32(max(0, loops))),
                                  to: sink)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let milliseconds = UInt16(clamping: Int((max(0, delays[index]) * 1000).rounded()))
            let control = PNGFraming.bigEndian(sequence) + PNGFraming.bigEndian(UInt32(size.width)) + PNGFraming.bigEndian(UInt32(size.height))
                + PNGFraming.bigEndian(0) + PNGFraming.bigEndian(0)
                + [UInt8(milliseconds >> 8), UInt8(milliseconds & 0xFF), 0x03, 0xE8]   // delay ms / 1000
                + [0, 0]                                                                 // dispose none, blend source
            try PNGFraming.writeChunk(type: "fcTL", control, to: sink)
            sequence += 1
            let stream = try zlibStream(of: frame, hasAlpha: hasAlpha, compression: compression, workers: workers)
            if index == 0 {
                try PNGFraming.writeChunk(type: "IDAT", stream, to: sink)
            } else {
                try PNGFraming.writeChunk(type: "fdAT", PNGFraming.bigEndian(sequence), stream, to: sink)
                sequence += 1
            }
        }
        try PNGFraming.writeChunk(type: "IEND", [], to: sink)
        return sink.bytes
    }

    /// Writes ``encode(_:delays:loops:compression:workers:)``'s bytes to `path`, atomically (a
    /// temporary file renamed into place, as ``PNGWriter`` does); `-` is standard output.
    public static func write(_ frames: [PixelBuffer], delays: [Double], to path: String, loops: Int = 0,
                             compression: PNGCompression = .default, workers: WorkerPool = .callingThread) throws(EncodeError) {
        let bytes = try encode(frames, delays: delays, loops: loops, compression: compression, workers: workers)
        let file = path == "-" ? nil : try AtomicFile(path: path)
        let sink = DescriptorByteSink(descriptor: file?.descriptor ?? 1, path: path)
        let result: Result<Void, EncodeError> = bytes.withUnsafeBytes { raw in
            do throws(EncodeError) {
                try sink.write(raw)
                try sink.flush()
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        do {
            try result.get()
            try file?.commit()
        } catch {
            file?.discard()
            throw error
        }
    }

    /// A frame's image data: the zlib stream ``PNGWriter`` makes of it.
    static func zlibStream(of frame: PixelBuffer, hasAlpha: Bool, compression: PNGCompression, workers: WorkerPool) throws(EncodeError) -> [UInt8] {
        let sink = MemoryByteSink()
        let writer = try PNGWriter(sink: sink, width: frame.width, height: frame.height, hasAlpha: hasAlpha,
                                   compression: compression, workers: workers)
        try writer.append(rows: frame)
        try writer.finish()
        return PNGFraming.chunks(in: sink.bytes).filter { $0.type == "IDAT" }.flatMap(\.data)
    }
}
