import Foundation

/// Encodes a PNG's chunks on worker threads and hands them back in order.
///
/// ``submit(_:)`` queues a chunk; ``next(waiting:)`` returns the encoded chunk that comes next
/// in the stream once it is ready. With one worker or none, chunks are encoded on the calling
/// thread as they are submitted. Each chunk is a pure function of its rows, so the bytes are
/// the same for any number of workers. A class because the workers share it.
final class PNGChunkQueue: @unchecked Sendable {
    private let encoder: PNGChunkEncoder
    private let workers = WorkerLoop()
    /// Submitted, not yet started (at most a few: the writer bounds what is in flight).
    private var queued: [PNGChunk] = []
    private var results: [Int: Result<EncodedChunk, EncodeError>] = [:]
    private var submitted = 0
    private var taken = 0

    /// Starts `workerCount` threads (none when it is 1 or less).
    init(encoder: PNGChunkEncoder, workerCount: Int) {
        self.encoder = encoder
        guard workerCount > 1 else { return }
        workers.start(workerCount, named: "tessera-enc") { [self] loop in
            loop.run(take: { queued.isEmpty ? nil : queued.removeFirst() },
                     work: { encoder.encode($0) },
                     finish: { chunk, result in results[chunk.index] = result })
        }
    }

    /// The number of worker threads (0: encoding happens in ``submit(_:)``).
    var workerCount: Int { workers.workerCount }

    /// Chunks submitted and not yet taken back.
    var inFlight: Int {
        workers.withLock { submitted - taken }
    }

    /// Queues the next chunk of the stream (chunks MUST come in order of index).
    func submit(_ chunk: PNGChunk) {
        if workers.workerCount == 0 {
            let result = encoder.encode(chunk)
            workers.withLock {
                results[chunk.index] = result
                submitted += 1
            }
            return
        }
        workers.withLockBroadcasting {
            queued.append(chunk)
            submitted += 1
        }
    }

    /// The next chunk of the stream: waits for it when `waiting`, else nil if it is not ready
    /// (or nothing is in flight).
    func next(waiting: Bool) -> Result<EncodedChunk, EncodeError>? {
        workers.withLock {
            guard taken < submitted else { return nil }
            if results[taken] == nil {
                guard waiting else { return nil }
                workers.waitRegardless { results[taken] != nil }
            }
            let result = results.removeValue(forKey: taken)
            taken += 1
            return result
        }
    }

    /// Stops the workers once their current chunk is done (idempotent); the owner MUST call it.
    func stop() {
        workers.stop()
    }
}
