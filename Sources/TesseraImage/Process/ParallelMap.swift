/// `map` over an array on a ``WorkerPool``, the results in the array's order: for per-file work
/// that needs no order between files, such as reading every photo's header and XMP before a
/// sheet is laid out.
///
/// ```swift
/// let infos = WorkerPool.withThreads(2) { pool in
///     ParallelMap.map(paths, on: pool) { try? ImageProbe.probe(fileAt: $0) }
/// }
/// ```
package enum ParallelMap {
    /// `items.map(transform)`, one task an item on `pool`; the calling thread waits for the last.
    package static func map<Item: Sendable, Result: Sendable>(_ items: [Item], on pool: WorkerPool,
                                                              _ transform: @escaping @Sendable (Item) -> Result) -> [Result] {
        let state = LockedValue((results: [Result?](repeating: nil, count: items.count), finished: 0))
        for (index, item) in items.enumerated() {
            pool.submit {
                let result = transform(item)
                state.withLock(wakingWaiters: true) { state in
                    state.results[index] = result
                    state.finished += 1
                }
            }
        }
        return state.withLock(waitingUntil: { $0.finished == items.count }) { $0.results.compactMap { $0 } }
    }
}
