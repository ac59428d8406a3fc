#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemWrite = Glibc.write
private let systemClose = Glibc.close
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
private let systemClose = Darwin.close
#endif

/// Encodes and writes a ``PyramidWriter``'s tiles on a ``WorkerPool`` while the renderer goes
/// on drawing: the writer hands each tile over as soon as it is cut, and waits only when the tiles
/// handed over and not yet written hold ``queueLimit`` bytes or more, so memory stays bounded
/// whatever the picture's size.
///
/// Each tile's file is written whole by one task; which thread runs it does not change a byte.
/// On a pool of no threads, tiles are encoded on the calling thread, in order. A class because
/// the pool's tasks share it.
final class TileEncoder: Sendable {
    /// One tile to encode and the files (relative to the folder) to write it to.
    struct Job: Sendable {
        var tile: PixelBuffer
        var paths: [String]
    }

    /// How a tile is encoded.
    let options: TileOptions
    let hasAlpha: Bool
    /// The folder being built (absolute or relative to the working directory), and its final
    /// name, for messages.
    let folder: String, shownFolder: String
    /// The most bytes of cut tiles waiting for a thread.
    let queueLimit: Int

    private let pool: WorkerPool
    private let state = LockedValue(State())

    /// What the pool's tasks and the writer share.
    private struct State: Sendable {
        /// Tiles handed over and not yet written (or given up), and their bytes.
        var held = 0, heldBytes = 0
        var failure: EncodeError?
        var written = 0, bytes = 0
        /// Set by ``stop()``: tiles not yet started are given up.
        var closed = false
        /// The most tiles held at once.
        var peakHeld = 0
    }

    /// An encoder writing into `folder` on `pool`.
    init(pool: WorkerPool, options: TileOptions, hasAlpha: Bool, folder: String, shownFolder: String, queueLimit: Int) {
        self.options = options
        self.hasAlpha = hasAlpha
        self.folder = folder
        self.shownFolder = shownFolder
        self.queueLimit = queueLimit
        self.pool = pool
    }

    deinit { stop() }

    /// Tiles written and their bytes so far.
    var tally: (count: Int, bytes: Int) { state.withLock { ($0.written, $0.bytes) } }

    /// The most tiles handed over and not yet written at one time so far.
    var peakQueued: Int { state.withLock { $0.peakHeld } }

    /// Hands `job` to the pool (on a pool of no threads, does it now), once the tiles held are
    /// under ``queueLimit`` bytes; throws the first failure of any tile.
    func submit(_ job: Job) throws(EncodeError) {
        let size = job.tile.bytes.count
        let failed: EncodeError? = state.withLock(waitingUntil: { $0.failure != nil || $0.heldBytes < self.queueLimit }) { state in
            if state.failure == nil {
                state.held += 1
                state.heldBytes += size
                state.peakHeld = max(state.peakHeld, state.held)
            }
            return state.failure
        }
        if let failed { throw failed }
        pool.submit { [self] in
            let outcome: Result<Int, EncodeError>? = state.withLock { $0.closed } ? nil : process(job)
            state.withLock(wakingWaiters: true) { state in
                state.held -= 1
                state.heldBytes -= size
                switch outcome {
                case .success(let bytes):
                    state.written += 1
                    state.bytes += bytes
                case .failure(let error):
                    if state.failure == nil { state.failure = error }
                case nil:
                    break
                }
            }
        }
        if let failure = state.withLock({ $0.failure }) { throw failure }
    }

    /// Waits for every tile handed over; throws the first failure.
    func drain() throws(EncodeError) {
        let failed = state.withLock(waitingUntil: { $0.held == 0 }) { $0.failure }
        if let failed { throw failed }
    }

    /// Gives up the tiles not yet started and waits for those being written (the folder may be
    /// removed next).
    func stop() {
        state.withLock { $0.closed = true }
        state.withLock(waitingUntil: { $0.held == 0 }) { _ in }
    }

    /// Encodes a tile and writes its files; the bytes of one file.
    private func process(_ job: Job) -> Result<Int, EncodeError> {
        do throws(EncodeError) {
            let encoded = try Self.encode(job.tile, options: options, hasAlpha: hasAlpha)
            for path in job.paths { try write(encoded, to: path) }
            return .success(encoded.count)
        } catch {
            return .failure(error)
        }
    }

    /// One tile's file.
    static func encode(_ tile: PixelBuffer, options: TileOptions, hasAlpha: Bool) throws(EncodeError) -> [UInt8] {
        let sink = MemoryByteSink()
        switch options.format {
        case .jpeg:
            let writer = try JPEGWriter(tileSink: sink, width: tile.width, height: tile.height, quality: options.quality, fullChroma: false)
            try writer.append(rows: tile)
            try writer.finish()
        case .png:
            let writer = try PNGWriter(sink: sink, width: tile.width, height: tile.height, hasAlpha: hasAlpha, compression: options.compression)
            try writer.append(rows: tile)
            try writer.finish()
        }
        return sink.bytes
    }

    /// Writes `bytes` to `relative` inside the folder, making its folders (IIIF's nested names).
    private func write(_ bytes: [UInt8], to relative: String) throws(EncodeError) {
        let shown = shownFolder + "/" + relative
        if let slash = relative.lastIndex(of: "/"), options.layout == .iiif {
            var path = folder
            for part in relative[..<slash].split(separator: "/") {
                path += "/" + part
                if mkdir(path, 0o777) != 0 && errno != EEXIST { throw .cannotCreate(path: shown, reason: String(cString: strerror(errno))) }
            }
        }
        let fd = open(folder + "/" + relative, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw .cannotCreate(path: shown, reason: String(cString: strerror(errno))) }
        defer { _ = systemClose(fd) }
        try Self.writeAll(bytes, to: fd, path: shown)
    }

    /// Writes all of `bytes` to `fd`.
    static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(EncodeError) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.count - offset
            let written = bytes.withUnsafeBytes { raw in systemWrite(fd, raw.baseAddress! + offset, count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
            }
            offset += written
        }
    }
}
