/// Encodes a PNG's chunks on a ``WorkerPool`` and hands them back in order.
///
/// ``submit(_:)`` queues a chunk; ``next(waiting:)`` returns the encoded chunk that comes next
/// in the stream once it is ready. On a pool of no threads, chunks are encoded on the calling
/// thread as they are submitted. Each chunk is a pure function of its rows, so the bytes are
/// the same on any pool. A class because the pool's tasks share it.
final class PNGChunkQueue: Sendable {
    private let encoder: PNGChunkEncoder
    private let pool: WorkerPool
    private let state = LockedValue(State())

    /// What the pool's tasks and the writer share.
    private struct State: Sendable {
        var results: [Int: Result<EncodedChunk, EncodeError>] = [:]
        var submitted = 0
        var taken = 0
        /// Set by ``stop()``: chunks not yet started are not encoded.
        var stopped = false
    }

    /// A queue encoding on `pool`.
    init(encoder: PNGChunkEncoder, pool: WorkerPool) {
        self.encoder = encoder
        self.pool = pool
    }

    /// The threads encoding (0: encoding happens in ``submit(_:)``).
    var workerCount: Int { pool.threadCount }

    /// Chunks submitted and not yet taken back.
    var inFlight: Int {
        state.withLock { $0.submitted - $0.taken }
    }

    /// Queues the next chunk of the stream (chunks MUST come in order of index).
    func submit(_ chunk: PNGChunk) {
        state.withLock { $0.submitted += 1 }
        let state = self.state, encoder = self.encoder
        pool.submit {
            guard !state.withLock({ $0.stopped }) else { return }
            let result = encoder.encode(chunk)
            state.withLock(wakingWaiters: true) { $0.results[chunk.index] = result }
        }
    }

    /// The next chunk of the stream: waits for it when `waiting`, else nil if it is not ready
    /// (or nothing is in flight).
    func next(waiting: Bool) -> Result<EncodedChunk, EncodeError>? {
        let ready: (State) -> Bool = { $0.taken >= $0.submitted || !waiting || $0.results[$0.taken] != nil }
        return state.withLock(waitingUntil: ready) { state in
            guard state.taken < state.submitted, let result = state.results.removeValue(forKey: state.taken) else { return nil }
            state.taken += 1
            return result
        }
    }

    /// Lets the chunks not yet started go unencoded (idempotent): for a writer given up.
    func stop() {
        state.withLock { $0.stopped = true }
    }
}
