extension HEIFMeta {
    /// The data of `item` as its `iloc` entry places it: its extents, in order, read from the
    /// file (construction method 0) or from the `idat` box (method 1), `limit` bytes at most.
    /// An extent of length 0 runs to the end of the file or of the `idat`.
    /// - Throws: ``ProbeError/corruptHEIF(offset:reason:)`` when the item has no location, or one
    ///   that Tessera does not read (method 2, items made from other items).
    func data(of item: Int, source: any ByteSource, limit: Int) throws(ProbeError) -> [UInt8] {
        guard let location = locations.items[item] else {
            throw .corruptHEIF(offset: 0, reason: "item \(item) has no data (no iloc entry)")
        }
        guard location.method == 0 || location.method == 1 else {
            throw .corruptHEIF(offset: 0, reason: "item \(item)'s data is made by construction method \(location.method), which Tessera does not read")
        }
        var data: [UInt8] = []
        for extent in location.extents where data.count < limit {
            let wanted = min(limit - data.count, extent.length == 0 ? limit : extent.length)
            if location.method == 1 {
                let start = idat.startIndex + extent.offset
                data += idat[start..<min(idat.endIndex, start + wanted)]
            } else {
                let bytes = try source.read(at: extent.offset, count: wanted)
                guard bytes.count == wanted || extent.length == 0 else {
                    throw .truncated(offset: extent.offset + bytes.count, context: "item \(item)'s data")
                }
                data += bytes
            }
        }
        return data
    }
}
