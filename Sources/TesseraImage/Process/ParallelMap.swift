/// `map` over an array on worker threads (``WorkerLoop``), the results in the array's order:
/// for per-file work that needs no order between files, such as reading every photo's header
/// and XMP before a sheet is laid out.
///
/// ```swift
/// let infos = ParallelMap.map(paths, jobs: 2, named: "tessera-hdr") { try? ImageProbe.probe(fileAt: $0) }
/// ```
package enum ParallelMap {
    /// `items.map(transform)`, computed on `jobs` threads named `prefix-0`, `prefix-1`, … (on the
    /// calling thread alone when `jobs` is 1 or there is one item).
    package static func map<Item: Sendable, Result: Sendable>(_ items: [Item], jobs: Int, named prefix: String,
                                                              _ transform: @escaping @Sendable (Item) -> Result) -> [Result] {
        let threads = min(jobs, items.count)
        guard threads > 1 else { return items.map(transform) }
        let state = Results<Result>(count: items.count)
        let loop = WorkerLoop()
        loop.start(threads, named: prefix) { loop in
            loop.run(take: { state.take() }, work: { index in .some(transform(items[index])) },
                     finish: { index, result in state.store(result, at: index) })
        }
        loop.withLock { loop.waitRegardless { state.finished == items.count } }
        loop.stop()
        return state.values.compactMap { $0 }
    }

    /// The next index to hand out and the results so far, only ever touched under the loop's lock.
    private final class Results<Value: Sendable>: @unchecked Sendable {
        private(set) var values: [Value?]
        private(set) var finished = 0
        private var next = 0

        init(count: Int) { values = Array(repeating: nil, count: count) }

        func take() -> Int? {
            guard next < values.count else { return nil }
            defer { next += 1 }
            return next
        }

        func store(_ value: Value, at index: Int) {
            values[index] = value
            finished += 1
        }
    }
}
