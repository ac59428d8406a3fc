/// One HEIF item's data as a single run of bytes: its `iloc` extents, in order, read from the
/// file (construction method 0) or from the `meta` box's `idat` (method 1) only where asked.
/// An extent of length 0 runs to the end of the file or of the `idat`.
struct HEIFItemBytes {
    private let source: any ByteSource
    private let idat: ArraySlice<UInt8>?
    /// Each extent's offset (in the file or the `idat`) and its length, resolved.
    private let extents: [(offset: Int, length: Int)]
    /// The bytes in all extents.
    let count: Int

    /// - Throws: ``ProbeError/corruptHEIF(offset:reason:)`` when `item` has no location, or one
    ///   that Tessera does not read (method 2, items made from other items).
    init(_ meta: HEIFMeta, item: Int, source: any ByteSource) throws(ProbeError) {
        guard let location = meta.locations.items[item] else {
            throw .corruptHEIF(offset: 0, reason: "item \(item) has no data (no iloc entry)")
        }
        guard location.method == 0 || location.method == 1 else {
            throw .corruptHEIF(offset: 0, reason: "item \(item)'s data is made by construction method \(location.method), which Tessera does not read")
        }
        self.source = source
        idat = location.method == 1 ? meta.idat : nil
        // HEIFItemLocations checked every extent against the file or idat: no sum overflows.
        let end = location.method == 1 ? meta.idat.count : source.count ?? Int.max
        extents = location.extents.map { ($0.offset, $0.length == 0 ? max(0, end - $0.offset) : $0.length) }
        count = extents.reduce(0) { total, extent in
            let (sum, overflow) = total.addingReportingOverflow(extent.length)
            return overflow ? Int.max : sum
        }
    }

    /// Up to `wanted` bytes from `offset` into the item's data; fewer only where the data (or the
    /// file) ends.
    func read(at offset: Int, count wanted: Int) throws(ProbeError) -> [UInt8] {
        var result: [UInt8] = []
        var skip = offset
        for extent in extents where result.count < wanted {
            if skip >= extent.length {
                skip -= extent.length
                continue
            }
            let take = min(wanted - result.count, extent.length - skip)
            if let idat {
                let start = idat.startIndex + extent.offset + skip
                result += idat[start..<min(idat.endIndex, start + take)]
            } else {
                let bytes = try source.read(at: extent.offset + skip, count: take)
                result += bytes
                if bytes.count < take { break }   // the file ends early
            }
            skip = 0
        }
        return result
    }
}
