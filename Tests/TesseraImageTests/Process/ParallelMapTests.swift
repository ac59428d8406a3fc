import Foundation
import Testing
@testable import TesseraImage

/// Issue 36, point 10: per-file header and sidecar reading on worker threads; issue 42: on the
/// pool the caller gives.
@Suite("ParallelMap")
struct ParallelMapTests {
    @Test("results come back in the items' order, computed on the pool's threads")
    func orderAndThreads() {
        let items = Array(0..<500)
        let results = WorkerPool.withThreads(3, named: "tessera-pmap") { pool in
            ParallelMap.map(items, on: pool) { item in (item * item, ThreadNames.current()) }
        }
        #expect(results.map(\.0) == items.map { $0 * $0 })
        #expect(Set(results.map(\.1)).isSubset(of: ["tessera-pmap-0", "tessera-pmap-1", "tessera-pmap-2"]))
    }

    @Test("on a pool of no threads, every item is mapped on the calling thread; no items, no results")
    func serial() {
        let caller = ThreadNames.current()
        #expect(ParallelMap.map([1, 2, 3], on: .callingThread) { _ in ThreadNames.current() } == [caller, caller, caller])
        #expect(WorkerPool.withThreads(4) { ParallelMap.map([7], on: $0) { $0 + 1 } } == [8])
        #expect(WorkerPool.withThreads(4) { ParallelMap.map([Int](), on: $0) { $0 + 1 } } == [])
    }
}
