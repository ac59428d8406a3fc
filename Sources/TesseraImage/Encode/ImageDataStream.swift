internal import CImageCodecs

/// The zlib stream of an image's rows as PNG stores them — each row filtered, the rows deflated
/// in chunks on a ``WorkerPool`` — handed on piece by piece, in order. PNG's IDAT chunks hold it,
/// and so does a PDF image with `/FlateDecode` and the PNG predictors (``PDFWriter``).
///
/// Rows are gathered into chunks of about 256 KiB (whole rows; the number depends only on the
/// width) that ``PNGChunkQueue`` filters and deflates (pigz's method: each chunk starts from the
/// 32 KiB before it as its dictionary and ends with a sync flush; the Adler-32 is combined), so the
/// same rows give the same bytes on any pool. At most two chunks a pool thread are in flight.
/// A class: it owns its queue; use it from one thread.
final class ImageDataStream {
    /// Unfiltered bytes a chunk aims at (whole rows; at least one row).
    static let chunkBytes = 1 << 18

    let width: Int
    let height: Int
    let compression: PNGCompression
    /// How many rows have been appended.
    private(set) var rowsWritten = 0

    /// Takes the stream's next pieces (zlib header, deflated chunk, Adler-32 trailer; empty ones
    /// included), in order.
    private let emit: (_ pieces: [[UInt8]]) throws(EncodeError) -> Void
    private let encoder: PNGChunkEncoder
    private let queue: PNGChunkQueue
    private let rowsPerChunk: Int
    /// Rows gathered for the next chunk: its context rows, then its own.
    private var pending: [UInt8] = []
    private var pendingContextRows = 0
    private var pendingOwnRows = 0
    /// The image row that `pending` starts with.
    private var pendingFirstRow = 0
    private var chunksSubmitted = 0
    private var adler: UInt32 = 1

    /// A stream of `height` rows of `width` pixels, RGBA (`hasAlpha`) or RGB, encoded on
    /// `workers`, handing its pieces to `emit`.
    init(width: Int, height: Int, hasAlpha: Bool, compression: PNGCompression, workers: WorkerPool,
         emit: @escaping (_ pieces: [[UInt8]]) throws(EncodeError) -> Void) {
        self.width = width
        self.height = height
        self.compression = compression
        self.emit = emit
        encoder = PNGChunkEncoder(width: width, channels: hasAlpha ? 4 : 3, settings: compression.settings)
        rowsPerChunk = max(1, Self.chunkBytes / encoder.rowBytes)
        queue = PNGChunkQueue(encoder: encoder, pool: workers)
    }

    deinit { queue.stop() }

    /// Appends the next row: at least `width × 4` bytes of premultiplied RGBA.
    func append(row: UnsafeBufferPointer<UInt8>) throws(EncodeError) {
        pending.append(contentsOf: UnsafeBufferPointer(rebasing: row[0..<(width * 4)]))
        pendingOwnRows += 1
        rowsWritten += 1
        if pendingOwnRows == rowsPerChunk || rowsWritten == height {
            try submitPending()
        }
    }

    /// Hands on every remaining piece, after the last row.
    func finish() throws(EncodeError) {
        try emitEncoded(waitingForAll: true)
    }

    /// Lets the chunks not yet started go unencoded (idempotent): for a stream given up.
    func stop() { queue.stop() }

    /// Hands the gathered rows to the queue as the next chunk, keeps the last of them as the
    /// next chunk's context, and hands on whatever chunks are ready.
    private func submitPending() throws(EncodeError) {
        let rowBytes = width * 4
        let rows = pendingContextRows + pendingOwnRows
        queue.submit(PNGChunk(index: chunksSubmitted, pixels: pending, contextRows: pendingContextRows,
                              ownRows: pendingOwnRows, startsAtTop: pendingFirstRow == 0, isLast: rowsWritten == height))
        chunksSubmitted += 1
        let keep = min(rows, encoder.contextRowsNeeded)
        pending = Array(pending[((rows - keep) * rowBytes)...])
        pending.reserveCapacity((keep + rowsPerChunk) * rowBytes)
        pendingFirstRow += rows - keep
        pendingContextRows = keep
        pendingOwnRows = 0
        try emitEncoded(waitingForAll: false)
    }

    /// Hands on the encoded chunks that are next in order: those ready, and then, while more
    /// than two a pool thread are in flight (or, with `waitingForAll`, until none is), waits for the next.
    private func emitEncoded(waitingForAll: Bool) throws(EncodeError) {
        let limit = waitingForAll ? 0 : max(1, 2 * queue.workerCount)
        while true {
            let mustWait = queue.inFlight > limit
            guard let result = queue.next(waiting: mustWait) else { return }
            let chunk = try result.get()
            adler = tessera_adler32_combine(adler, chunk.adler, chunk.filteredCount)
            let header: [UInt8] = chunk.index == 0 ? PNGFraming.zlibHeader(compression.settings) : []
            let trailer: [UInt8] = chunk.isLast ? PNGFraming.bigEndian(adler) : []
            try emit([header, chunk.deflated, trailer])
        }
    }
}
