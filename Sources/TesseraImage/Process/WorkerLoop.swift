import Foundation

/// The worker threads of a producer–consumer queue and the one `NSCondition` they share: the
/// loop ``PNGChunkQueue`` (PNG chunks to compress) and `ThumbnailPipeline` (photos to decode)
/// both run, written once.
///
/// Each worker repeats: under the lock, wait until `take` hands it a job (or the loop is
/// stopped); outside the lock, `work` on it; under the lock again, `finish` with the outcome and
/// wake every waiter. The owner guards its own state with ``withLock(_:)``, waits with
/// ``wait(until:)`` and MUST call ``stop()``: the workers keep their closures, and so the owner,
/// alive until then.
///
/// ```swift
/// let loop = WorkerLoop()
/// loop.start(2, named: "tessera-enc") { loop in
///     loop.run(take: { queue.popFirst() }, work: { $0.encoded() }, finish: { job, bytes in results[job.index] = bytes })
/// }
/// ```
package final class WorkerLoop: @unchecked Sendable {
    private let condition = NSCondition()
    /// Set by ``stop()``, read under the lock.
    private var stopping = false
    private var threads: [Thread] = []

    /// A loop with no workers yet.
    package init() {}

    /// The number of worker threads started.
    package var workerCount: Int { threads.count }

    /// Starts `count` threads named `prefix-0`, `prefix-1`, …, each running `body` (normally
    /// ``run(take:work:finish:)``); call once, before any job is queued.
    package func start(_ count: Int, named prefix: String, _ body: @escaping @Sendable (WorkerLoop) -> Void) {
        for index in 0..<count {
            threads.append(WorkerThread.start(named: "\(prefix)-\(index)") { [self] in body(self) })
        }
    }

    /// Runs `body` holding the lock.
    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        condition.lock()
        defer { condition.unlock() }
        return try body()
    }

    /// Runs `body` holding the lock, then wakes every waiter (for a change others wait for).
    package func withLockBroadcasting<T>(_ body: () throws -> T) rethrows -> T {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return try body()
    }

    /// With the lock held: waits until `ready()` is true; false when the loop was stopped first.
    package func wait(until ready: () -> Bool) -> Bool {
        while !stopping && !ready() { condition.wait() }
        return !stopping
    }

    /// With the lock held: waits until `ready()` is true, even after ``stop()`` (for the owner
    /// waiting for a result the workers are bound to deliver).
    package func waitRegardless(until ready: () -> Bool) {
        while !ready() { condition.wait() }
    }

    /// A worker's loop: until the loop stops, takes a job (`take`, under the lock; nil: none is
    /// ready yet), works on it outside the lock (`work`; nil: stopped while working, end), and
    /// hands the outcome to `finish` under the lock, waking every waiter.
    package func run<Job, Outcome>(take: () -> Job?, work: (Job) -> Outcome?, finish: (Job, Outcome) -> Void) {
        while true {
            condition.lock()
            var job: Job?
            guard wait(until: { job = take(); return job != nil }), let job else {
                condition.unlock()
                return
            }
            condition.unlock()
            guard let outcome = work(job) else { return }
            withLockBroadcasting { finish(job, outcome) }
        }
    }

    /// Stops the workers once their current job is done (idempotent).
    package func stop() {
        withLockBroadcasting { stopping = true }
    }
}
