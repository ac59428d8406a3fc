/// Intervals on one axis, sorted by their lower bound, with a running maximum of their upper
/// bounds: the structure that makes rect queries O(log n + k).
///
/// To find the intervals that overlap `(a, b)`, binary-search the first entry whose lower bound
/// is ≥ `b` (nothing from there on can overlap) and the first entry whose running maximum upper
/// bound is > `a` (nothing before it can overlap); only the entries between need checking.
/// For layouts, whose frames are laid out along the scroll axis, that range holds the answer
/// plus at most a few neighbours per column.
///
/// The searches are arranged for the cache: the first one looks through every 64th lower bound
/// (a small array) before the 64 entries of one block, and the second gallops back from the
/// end of the range, so a viewport query touches a few cache lines rather than a dozen.
struct IntervalIndex: Sendable {
    /// Entries per block of the first search.
    static let blockSize = 64
    /// Lower bounds, ascending.
    private(set) var lower: [Double] = []
    /// `runningUpper[i]` = the maximum upper bound of entries `0...i`; non-decreasing.
    private(set) var runningUpper: [Double] = []
    /// The caller's identifier of each entry, in the same order.
    private(set) var ids: [Int32] = []
    /// `lower[k × blockSize]` for every block k.
    private var blockLower: [Double] = []

    /// Indexes `count` intervals read through `interval(i)` (its id, lower and upper bound),
    /// ordered by lower bound, then id. Input already sorted — the common case for layouts that
    /// place elements top to bottom — is copied as it is; input sorted but for some trailing
    /// entries (a section's header and footer, which come after its cells in dump order) costs
    /// a sort of those and one merge; anything else a full sort. The index keeps 20 bytes per
    /// entry; the only other allocation is the sorted copy of the out-of-order entries.
    init(count: Int, interval: (Int) -> (id: Int32, lower: Double, upper: Double)) {
        var sortedPrefix = count > 0 ? 1 : 0
        var previous = count > 0 ? interval(0).lower : 0
        while sortedPrefix < count {
            let next = interval(sortedPrefix).lower
            guard previous <= next else { break }
            previous = next
            sortedPrefix += 1
        }
        lower.reserveCapacity(count)
        ids.reserveCapacity(count)
        runningUpper.reserveCapacity(count)
        var maximum = -Double.infinity
        func append(_ entry: (id: Int32, lower: Double, upper: Double)) {
            lower.append(entry.lower)
            ids.append(entry.id)
            maximum = Swift.max(maximum, entry.upper)
            runningUpper.append(maximum)
        }
        // Sort the entries after the sorted prefix, then merge them into it.
        let precedes = { (a: (id: Int32, lower: Double, upper: Double), b: (id: Int32, lower: Double, upper: Double)) in
            (a.lower, a.id) < (b.lower, b.id)
        }
        let tail = (sortedPrefix..<count).map(interval).sorted(by: precedes)
        var next = 0
        for position in 0..<sortedPrefix {
            let entry = interval(position)
            while next < tail.count && precedes(tail[next], entry) {
                append(tail[next])
                next += 1
            }
            append(entry)
        }
        for entry in tail[next...] { append(entry) }
        blockLower = stride(from: 0, to: lower.count, by: Self.blockSize).map { lower[$0] }
    }

    var count: Int { ids.count }

    /// The positions whose interval may overlap `(a, b)`: every entry that does overlap lies
    /// in this range. The caller checks each candidate exactly.
    func candidates(overlapping a: Double, _ b: Double) -> Range<Int> {
        let end = firstIndex(withLowerAtLeast: b)
        let start = firstIndex(withRunningUpperAbove: a, before: end)
        return start..<end
    }

    /// The first position whose lower bound is ≥ `b`, or `count`.
    private func firstIndex(withLowerAtLeast b: Double) -> Int {
        let block = Self.partitionPoint(blockLower, 0, blockLower.count) { $0 >= b }
        guard block > 0 else { return 0 }
        // lower[(block − 1) × blockSize] < b, and lower[block × blockSize] ≥ b when it exists.
        let low = (block - 1) * Self.blockSize + 1
        let high = Swift.min(block * Self.blockSize, lower.count)
        return Self.partitionPoint(lower, low, high) { $0 >= b }
    }

    /// The first position before `end` whose running upper bound is > `a`, or `end`:
    /// galloping back from `end`, then a binary search in the last step.
    private func firstIndex(withRunningUpperAbove a: Double, before end: Int) -> Int {
        guard end > 0, runningUpper[end - 1] > a else { return end }
        var known = end - 1   // runningUpper[known] > a
        var step = 1
        while known - step >= 0 && runningUpper[known - step] > a {
            known -= step
            step *= 2
        }
        let low = Swift.max(0, known - step + 1)
        return Self.partitionPoint(runningUpper, low, known) { $0 > a }
    }

    /// The first position in `low..<high` of `values` (ordered so that `predicate` is false,
    /// then true) where `predicate` holds, or `high`.
    private static func partitionPoint(
        _ values: [Double], _ low: Int, _ high: Int, _ predicate: (Double) -> Bool
    ) -> Int {
        var low = low
        var high = high
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(values[middle]) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }
}
