/// Hand-built baseline TIFF files (little-endian, one directory), shared by the test targets:
/// strips or tiles whose stored bytes the test gives exactly, so it can make a strip of
/// garbage, a damaged LZW strip, an unknown compression scheme or one huge deflate strip of
/// zeros a few kilobytes long (``zlibRuns(_:)``).
public enum TIFFFileBytes {
    /// How the pixels are cut: strips of `rows` rows, or tiles of `width` × `height`.
    public enum Layout: Sendable {
        case strips(rows: Int)
        case tiles(width: Int, height: Int)
    }

    /// A TIFF of `width` × `height` pixels of `samples` 8-bit samples (1: grey, photometric 1;
    /// 3: RGB, photometric 2; 4: CMYK inks, photometric 5, no profile), cut as `layout`, compressed with scheme `compression` (1 none,
    /// 5 LZW, 8 deflate, or any number), each strip or tile (left to right, top to bottom)
    /// stored as the bytes in `chunks`.
    public static func tiff(width: Int, height: Int, samples: Int = 1, compression: Int, layout: Layout,
                            chunks: [[UInt8]]) -> [UInt8] {
        var entries: [(tag: Int, type: Int, values: [Int])] = [
            (256, 4, [width]), (257, 4, [height]), (258, 3, Array(repeating: 8, count: samples)),
            (259, 3, [compression]), (262, 3, [samples == 1 ? 1 : samples == 4 ? 5 : 2]), (277, 3, [samples]), (284, 3, [1]),
        ]
        // Offsets are filled in once the directory's size is known.
        var offsets: [Int] = []
        switch layout {
        case .strips(let rows):
            entries += [(273, 4, chunks.map { _ in 0 }), (278, 4, [rows]), (279, 4, chunks.map(\.count))]
        case .tiles(let tileWidth, let tileHeight):
            entries += [(322, 4, [tileWidth]), (323, 4, [tileHeight]), (324, 4, chunks.map { _ in 0 }), (325, 4, chunks.map(\.count))]
        }
        entries.sort { $0.tag < $1.tag }
        let directoryEnd = 8 + 2 + 12 * entries.count + 4
        let outOfLine = entries.reduce(0) { $0 + (size(of: $1) > 4 ? size(of: $1) : 0) }
        var at = directoryEnd + outOfLine
        for chunk in chunks {
            offsets.append(at)
            at += chunk.count
        }
        for index in entries.indices where entries[index].tag == 273 || entries[index].tag == 324 {
            entries[index].values = offsets
        }
        var head: [UInt8] = [0x49, 0x49, 42, 0] + le32(8) + le16(entries.count)
        var extra: [UInt8] = []
        for entry in entries {
            let values = entry.values.flatMap { entry.type == 3 ? le16($0) : le32($0) }
            head += le16(entry.tag) + le16(entry.type) + le32(entry.values.count)
            if values.count > 4 {
                head += le32(directoryEnd + extra.count)
                extra += values
            } else {
                head += values + Array(repeating: 0, count: 4 - values.count)
            }
        }
        return head + le32(0) + extra + chunks.flatMap { $0 }
    }

    private static func size(of entry: (tag: Int, type: Int, values: [Int])) -> Int {
        entry.values.count * (entry.type == 3 ? 2 : 4)
    }

    /// `v` as 2 little-endian bytes.
    public static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    /// `v` as 4 little-endian bytes.
    public static func le32(_ v: Int) -> [UInt8] { le16(v & 0xFFFF) + le16(v >> 16 & 0xFFFF) }
}
