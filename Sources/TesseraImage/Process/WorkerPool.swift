/// A fixed number of threads running tasks in the order they are submitted: the one pool that
/// a render's photo decoding, PNG and PDF compression, tile encoding and header reading share, so
/// that `--jobs N` means N threads of work, as libvips's one concurrency setting does.
///
/// A pool of N threads starts them at once, each named `prefix-0`, `prefix-1`, … (see
/// ``SystemThread``), and runs every task on one of them; the thread that submits goes on with
/// its own work (drawing the next band) and waits for results through the submitter's own
/// ``LockedValue``. A pool of no threads (``callingThread``) runs each task on the thread that
/// submits it, before ``submit(_:)`` returns; a task submitted from inside a task then runs
/// after it, in the same loop, so nothing recurses.
///
/// Contracts:
/// - A task MUST NOT wait for another task of the same pool (a pool of one thread would never
///   get to it); it MAY submit more tasks. Everything Tessera submits is of that kind: a decode,
///   a chunk to deflate, a tile to encode and write, a header to read, none waiting for another.
/// - ``shutdown()`` runs the tasks still queued, then joins the threads: once it returns, none
///   of the pool's threads exists. It MUST NOT be called from one of the pool's tasks.
///   ``withThreads(_:named:_:)`` makes a pool for a scope and shuts it down at its end.
///
/// ```swift
/// let picture = PixelBuffer(width: 4000, height: 3000, filledWith: .white)
/// try WorkerPool.withThreads(4) { pool in
///     try PNGWriter.write(picture, to: "/tmp/white.png", workers: pool)   // chunks deflated on 4 threads
/// }                                                                      // the 4 threads are gone here
/// ```
public final class WorkerPool: Sendable {
    /// The threads running tasks (0: the calling thread runs them).
    public let threadCount: Int
    private let state: LockedValue<State>
    /// The threads, joined by ``shutdown()``.
    private let threads: LockedValue<[SystemThread]>

    /// A pool of `threads` threads (0: tasks run on the thread that submits them), named
    /// `prefix-0`, `prefix-1`, ….
    public init(threads: Int, named prefix: String = "tessera-work") {
        precondition(threads >= 0, "WorkerPool: a pool has 0 or more threads")
        threadCount = threads
        let state = LockedValue(State(inline: threads == 0))
        self.state = state
        self.threads = LockedValue((0..<threads).map { index in
            SystemThread(named: "\(prefix)-\(index)") { Self.work(state) }
        })
    }

    /// A pool that runs each task on the thread that submits it, before ``submit(_:)`` returns
    /// (a new one each time: it MUST be used from one thread at a time).
    public static var callingThread: WorkerPool { WorkerPool(threads: 0) }

    /// A pool of `threads` threads for `body`, shut down (its threads joined) when `body`
    /// returns or throws.
    public static func withThreads<T, E: Error>(_ threads: Int, named prefix: String = "tessera-work",
                                                _ body: (WorkerPool) throws(E) -> T) throws(E) -> T {
        let pool = WorkerPool(threads: threads, named: prefix)
        defer { pool.shutdown() }
        return try body(pool)
    }

    deinit {
        // Not shut down: the threads end once the queue is empty, on their own (the last
        // reference may be dropped by one of the pool's own tasks, which cannot join itself).
        state.withLock(wakingWaiters: true) { $0.stopping = true }
        for thread in threads.withLock({ $0 }) { thread.detach() }
    }

    /// Queues `task` for the next free thread, in order of submission; with no threads (or
    /// after ``shutdown()``), runs it now, after the task running now on this thread, if any.
    public func submit(_ task: @escaping @Sendable () -> Void) {
        let runsHere = state.withLock(wakingWaiters: true) { state -> Bool in
            state.queue.append(task)
            guard state.inline, !state.draining else { return false }
            state.draining = true
            return true
        }
        guard runsHere else { return }
        while let next = state.withLock({ state -> (@Sendable () -> Void)? in
            guard let next = state.take() else {
                state.draining = false
                return nil
            }
            return next
        }) {
            next()
            state.withLock(wakingWaiters: true) { $0.ended() }
        }
    }

    /// Runs the tasks still queued, then ends and joins the threads (idempotent). Tasks
    /// submitted afterwards run on the thread that submits them.
    public func shutdown() {
        state.withLock(wakingWaiters: true) { $0.stopping = true }
        let joined = threads.withLock { threads in
            defer { threads = [] }
            return threads
        }
        for thread in joined { thread.join() }
        state.withLock { $0.inline = true }
    }

    /// The most tasks that ran at the same time so far: at most ``threadCount`` (1 for a pool of
    /// no threads).
    public var peakBusyThreads: Int { state.withLock { $0.peakBusy } }

    /// Tasks run to their end so far.
    public var tasksRun: Int { state.withLock { $0.finished } }

    /// A thread's loop: takes the oldest task, runs it outside the lock; ends when the pool
    /// stops and the queue is empty.
    private static func work(_ state: LockedValue<State>) {
        while let task = state.withLock(waitingUntil: { !$0.isEmpty || $0.stopping }, { $0.take() }) {
            task()
            state.withLock(wakingWaiters: true) { $0.ended() }
        }
    }

    /// The queue and the counts, touched only under the lock.
    private struct State: Sendable {
        /// Tasks run on the thread that submits them: a pool of no threads, or one shut down.
        var inline: Bool
        /// Tasks submitted and not yet taken: `queue[head...]` (taken ones are let go at once,
        /// with the pixels they hold).
        var queue: [(@Sendable () -> Void)?] = []
        var head = 0
        var stopping = false
        /// A thread is running the queue of an inline pool (a task's own submissions join it).
        var draining = false
        var busy = 0, peakBusy = 0, finished = 0

        var isEmpty: Bool { head == queue.count }

        /// The oldest task, taken off the queue and counted as running.
        mutating func take() -> (@Sendable () -> Void)? {
            guard head < queue.count, let task = queue[head] else { return nil }
            queue[head] = nil
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 64 && head * 2 >= queue.count {
                queue.removeFirst(head)
                head = 0
            }
            busy += 1
            peakBusy = max(peakBusy, busy)
            return task
        }

        /// Counts a task as ended.
        mutating func ended() {
            busy -= 1
            finished += 1
        }
    }
}
