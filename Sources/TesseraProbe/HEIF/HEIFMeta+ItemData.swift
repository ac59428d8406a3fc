extension HEIFMeta {
    /// The first `limit` bytes (at most) of `item`'s data (``HEIFItemBytes``).
    /// - Throws: ``ProbeError/corruptHEIF(offset:reason:)`` when the item has no location, or one
    ///   that Tessera does not read (method 2, items made from other items), and
    ///   ``ProbeError/truncated(offset:context:)`` when the file ends inside an extent.
    func data(of item: Int, source: any ByteSource, limit: Int) throws(ProbeError) -> [UInt8] {
        let bytes = try HEIFItemBytes(self, item: item, source: source)
        let wanted = min(limit, bytes.count)
        let data = try bytes.read(at: 0, count: wanted)
        guard data.count == wanted else { throw .truncated(offset: source.count ?? 0, context: "item \(item)'s data") }
        return data
    }
}
