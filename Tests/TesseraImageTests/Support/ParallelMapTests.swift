import Foundation
import Testing
@testable import TesseraImage

/// Issue 36, point 10: per-file header and sidecar reading on worker threads.
@Suite("ParallelMap")
struct ParallelMapTests {
    @Test("results come back in the items' order, computed on the named worker threads")
    func orderAndThreads() {
        let items = Array(0..<500)
        let results = ParallelMap.map(items, jobs: 3, named: "tessera-test") { item in
            (item * item, Thread.current.name ?? "")
        }
        #expect(results.map(\.0) == items.map { $0 * $0 })
        #expect(Set(results.map(\.1)).isSubset(of: ["tessera-test-0", "tessera-test-1", "tessera-test-2"]))
    }

    @Test("one job, or one item, runs on the calling thread")
    func serial() {
        let caller = Thread.current.name ?? ""
        #expect(ParallelMap.map([1, 2, 3], jobs: 1, named: "tessera-test") { _ in Thread.current.name ?? "" } == [caller, caller, caller])
        #expect(ParallelMap.map([7], jobs: 4, named: "tessera-test") { $0 + 1 } == [8])
        #expect(ParallelMap.map([Int](), jobs: 4, named: "tessera-test") { $0 + 1 } == [])
    }
}
