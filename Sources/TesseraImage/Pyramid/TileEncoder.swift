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

/// Encodes and writes a ``PyramidWriter``'s tiles on worker threads while the renderer goes on
/// drawing: the writer hands each tile over as soon as it is cut, and waits only when the tiles
/// queued hold more than ``queueLimit`` bytes, so memory stays bounded whatever the picture's size.
///
/// The workers live as long as the writer (one pool, not threads per tile row: starting threads
/// hundreds of times cost 170 MB of memory the allocator kept). Each tile's file is written whole
/// by one worker; which worker does not change a byte. With one worker or none, tiles are
/// encoded on the calling thread, in order.
final class TileEncoder: @unchecked Sendable {
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
    /// The most bytes of cut tiles waiting for a worker.
    let queueLimit: Int

    private let loop = WorkerLoop()
    // Touched only under the loop's lock once workers run.
    private var queue: [Job] = []
    private var queuedBytes = 0
    private var busy = 0
    private var failure: EncodeError?
    private var written = 0, bytes = 0
    private var closed = false
    /// The most jobs the queue held at once (tiles waiting, or taken and not let go).
    private(set) var peakQueued = 0

    /// An encoder writing into `folder`, on `workers` threads (the caller's own when fewer than 2).
    init(workers: Int, options: TileOptions, hasAlpha: Bool, folder: String, shownFolder: String, queueLimit: Int) {
        self.options = options
        self.hasAlpha = hasAlpha
        self.folder = folder
        self.shownFolder = shownFolder
        self.queueLimit = queueLimit
        guard workers > 1 else { return }
        loop.start(workers, named: "tessera-tile") { [unowned self] loop in
            loop.run(take: { self.take() }, work: { job in .some(self.process(job)) }, finish: { job, outcome in self.finish(job, outcome) })
        }
    }

    deinit { stop() }

    /// Tiles written and their bytes so far.
    var tally: (count: Int, bytes: Int) { loop.withLock { (written, bytes) } }

    /// Queues `job` (or, without workers, does it now); throws the first failure of any tile.
    func submit(_ job: Job) throws(EncodeError) {
        guard loop.workerCount > 0 else {
            let outcome = process(job)
            finish(job, outcome)
            if let failure { throw failure }
            return
        }
        let failed: EncodeError? = loop.withLockBroadcasting {
            loop.waitRegardless { failure != nil || queuedBytes < queueLimit }
            if failure == nil {
                queue.append(job)
                queuedBytes += job.tile.bytes.count
                peakQueued = max(peakQueued, queue.count)
            }
            return failure
        }
        if let failed { throw failed }
    }

    /// Waits for every queued tile, then stops the workers; throws the first failure.
    func drain() throws(EncodeError) {
        let failed: EncodeError? = loop.withLock {
            loop.waitRegardless { queue.isEmpty && busy == 0 }
            return failure
        }
        stop()
        if let failed { throw failed }
    }

    /// Stops the workers after their current tile and waits for them to put it down (the
    /// folder may be removed next).
    func stop() {
        guard loop.workerCount > 0 else { return }
        loop.withLockBroadcasting { closed = true; queue.removeAll() }
        loop.stop()
        loop.withLock { loop.waitRegardless { busy == 0 } }
    }

    /// Under the lock: the next job, if any, taken off the queue (so its pixels go as soon as it
    /// is encoded; a queue that kept taken jobs held 16 MB of tiles).
    private func take() -> Job? {
        guard !closed, !queue.isEmpty else { return nil }
        busy += 1
        return queue.removeFirst()
    }

    /// Under the lock (or on the caller's thread without workers): counts a finished tile.
    private func finish(_ job: Job, _ outcome: Result<Int, EncodeError>) {
        if loop.workerCount > 0 {
            busy -= 1
            queuedBytes -= job.tile.bytes.count
        }
        switch outcome {
        case .success(let size):
            written += 1
            bytes += size
        case .failure(let error):
            if failure == nil { failure = error }
        }
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
