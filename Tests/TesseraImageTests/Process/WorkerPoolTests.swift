import Foundation
import Testing
@testable import TesseraImage

/// Issue 42: one pool of N threads for the whole pipeline, tested on its own.
@Suite("WorkerPool")
struct WorkerPoolTests {
    @Test("a pool of N threads runs N tasks at once on its N named threads, and never more", arguments: [1, 2, 3])
    func threads(count: Int) {
        let pool = WorkerPool(threads: count, named: "tessera-pool\(count)")
        // The first N tasks each wait until all N have started: they can finish only if N run at once.
        let seen = LockedValue((arrived: 0, names: Set<String>()))
        for _ in 0..<count {
            pool.submit {
                seen.withLock(wakingWaiters: true) { $0.arrived += 1; $0.names.insert(ThreadNames.current()) }
                seen.withLock(waitingUntil: { $0.arrived == count }) { _ in }
            }
        }
        let ran = LockedValue(0)
        for _ in 0..<200 { pool.submit { ran.withLock { $0 += 1 } } }
        pool.shutdown()
        #expect(seen.current.names == Set((0..<count).map { "tessera-pool\(count)-\($0)" }))
        #expect(ran.current == 200 && pool.tasksRun == count + 200)
        #expect(pool.peakBusyThreads == count)
    }

    @Test("one thread runs tasks in the order submitted, those a task submits after it")
    func order() {
        let order = LockedValue([Int]())
        // Task 0 submits its task only once all 100 are queued: otherwise, run before the test
        // thread has submitted the rest, its task would rightly come before theirs.
        let allSubmitted = DispatchSemaphore(value: 0)
        WorkerPool.withThreads(1) { pool in
            for n in 0..<100 {
                pool.submit {
                    order.withLock { $0.append(n) }
                    if n == 0 {
                        allSubmitted.wait()
                        pool.submit { order.withLock { $0.append(100) } }
                    }
                }
            }
            allSubmitted.signal()
        }
        #expect(order.current == Array(0...100))
    }

    @Test("a pool of no threads runs a task before submit returns, on the calling thread; a task's own submissions after it")
    func callingThread() {
        let pool = WorkerPool.callingThread
        let caller = ThreadNames.current()
        let order = LockedValue([String]())
        pool.submit {
            order.withLock { $0.append("first on \(ThreadNames.current() == caller ? "caller" : "other")") }
            pool.submit { order.withLock { $0.append("nested") } }
            order.withLock { $0.append("first, end") }
        }
        #expect(order.current == ["first on caller", "first, end", "nested"])
        #expect(pool.threadCount == 0 && pool.peakBusyThreads == 1)
    }

    @Test("shutdown runs what is queued and joins the threads: none is left; later tasks run on the caller")
    func shutdown() {
        let pool = WorkerPool(threads: 2, named: "tessera-join")
        #expect(ThreadNames.count(prefix: "tessera-join") == 2)
        let ran = LockedValue(0)
        for _ in 0..<50 { pool.submit { ran.withLock { $0 += 1 } } }
        pool.shutdown()
        #expect(ran.current == 50)
        #expect(ThreadNames.count(prefix: "tessera-join") == 0)
        let caller = ThreadNames.current()
        let after = LockedValue("")
        pool.submit { after.withLock { $0 = ThreadNames.current() } }
        #expect(after.current == caller)
        pool.shutdown()
    }
}
