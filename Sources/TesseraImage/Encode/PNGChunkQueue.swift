import Foundation

/// Encodes a PNG's chunks on worker threads and hands them back in order.
///
/// ``submit(_:)`` queues a chunk; ``next(waiting:)`` returns the encoded chunk that comes next
/// in the stream once it is ready. With one worker or none, chunks are encoded on the calling
/// thread as they are submitted. Each chunk is a pure function of its rows, so the bytes are
/// the same for any number of workers. A class because the workers share it.
final class PNGChunkQueue: @unchecked Sendable {
    private let encoder: PNGChunkEncoder
    private let condition = NSCondition()
    /// Submitted, not yet started (at most a few: the writer bounds what is in flight).
    private var queued: [PNGChunk] = []
    private var results: [Int: Result<EncodedChunk, EncodeError>] = [:]
    private var submitted = 0
    private var taken = 0
    private var stopping = false
    private var workers: [Thread] = []

    /// Starts `workerCount` threads (none when it is 1 or less).
    init(encoder: PNGChunkEncoder, workerCount: Int) {
        self.encoder = encoder
        guard workerCount > 1 else { return }
        for index in 0..<workerCount {
            workers.append(WorkerThread.start(named: "tessera-enc-\(index)") { [self] in work() })
        }
    }

    /// The number of worker threads (0: encoding happens in ``submit(_:)``).
    var workerCount: Int { workers.count }

    /// Chunks submitted and not yet taken back.
    var inFlight: Int {
        condition.lock()
        defer { condition.unlock() }
        return submitted - taken
    }

    /// Queues the next chunk of the stream (chunks MUST come in order of index).
    func submit(_ chunk: PNGChunk) {
        if workers.isEmpty {
            let result = encoder.encode(chunk)
            condition.lock()
            results[chunk.index] = result
            submitted += 1
            condition.unlock()
            return
        }
        condition.lock()
        queued.append(chunk)
        submitted += 1
        condition.signal()
        condition.unlock()
    }

    /// The next chunk of the stream: waits for it when `waiting`, else nil if it is not ready
    /// (or nothing is in flight).
    func next(waiting: Bool) -> Result<EncodedChunk, EncodeError>? {
        condition.lock()
        defer { condition.unlock() }
        guard taken < submitted else { return nil }
        while results[taken] == nil {
            guard waiting else { return nil }
            condition.wait()
        }
        let result = results.removeValue(forKey: taken)
        taken += 1
        return result
    }

    /// Stops the workers once their current chunk is done (idempotent); the owner MUST call it.
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while !stopping && queued.isEmpty { condition.wait() }
            if stopping {
                condition.unlock()
                return
            }
            let chunk = queued.removeFirst()
            condition.unlock()

            let result = encoder.encode(chunk)

            condition.lock()
            results[chunk.index] = result
            condition.broadcast()
            condition.unlock()
        }
    }
}
