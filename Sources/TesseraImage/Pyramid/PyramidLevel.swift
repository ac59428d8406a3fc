/// One level of a ``PyramidWriter`` while rows stream through it: the rows kept until the tiles
/// that need them are cut (a tile row and its overlaps, never the whole level), and the row
/// waiting for its partner to be halved into the level below.
struct PyramidLevel {
    /// The level's size.
    let size: PixelSize
    /// Premultiplied RGBA rows `stripTop ..< rowsReceived`, `size.width × 4` bytes each.
    private(set) var strip: [UInt8] = []
    /// The level row at the top of ``strip``.
    private(set) var stripTop = 0
    /// Rows received so far.
    private(set) var rowsReceived = 0
    /// The next tile row to cut.
    var nextTileRow = 0
    /// An even row whose odd partner has not arrived: halved with it into the level below.
    private var unpaired: [UInt8]?

    init(size: PixelSize) { self.size = size }

    /// Bytes in one row.
    var rowBytes: Int { size.width * 4 }

    /// Appends `count` rows of `rowBytes` each from `rows`, `stride` bytes apart.
    mutating func append(_ rows: UnsafeRawBufferPointer, count: Int, stride: Int) {
        precondition(rowsReceived + count <= size.height, "PyramidLevel: more rows than the level's height")
        strip.reserveCapacity(strip.count + count * rowBytes)
        for row in 0..<count {
            strip.append(contentsOf: UnsafeRawBufferPointer(rebasing: rows[(row * stride)..<(row * stride + rowBytes)]))
        }
        rowsReceived += count
    }

    /// Forgets the rows above `row` (no tile left to cut needs them).
    mutating func drop(rowsAbove row: Int) {
        let count = min(row, rowsReceived) - stripTop
        guard count > 0 else { return }
        strip.removeFirst(count * rowBytes)
        stripTop += count
    }

    /// The pixels of `columns × rows` (level coordinates, rows held in the strip) as a picture.
    func cut(columns: Range<Int>, rows: Range<Int>) -> PixelBuffer {
        precondition(rows.lowerBound >= stripTop && rows.upperBound <= rowsReceived, "PyramidLevel: rows not held")
        var tile = PixelBuffer(width: columns.count, height: rows.count)
        let tileRowBytes = columns.count * 4, stride = tile.bytesPerRow
        tile.withUnsafeMutableBytes { target in
            strip.withUnsafeBytes { source in
                for (index, row) in rows.enumerated() {
                    let from = (row - stripTop) * rowBytes + columns.lowerBound * 4
                    target.baseAddress!.advanced(by: index * stride)
                        .copyMemory(from: source.baseAddress!.advanced(by: from), byteCount: tileRowBytes)
                }
            }
        }
        return tile
    }

    /// The rows of the level below made from `count` rows of this level (`stride` bytes apart)
    /// just appended: each pair of rows, with a row left unpaired by the last call, halved both
    /// ways into one (every 2×2 block averaged; at an odd right edge, the last column's pair).
    /// A row without a partner waits for the next call or for ``flush()``.
    mutating func halve(_ rows: UnsafeRawBufferPointer, count: Int, stride: Int) -> (bytes: [UInt8], count: Int) {
        let below = (size.width + 1) / 2
        var output: [UInt8] = []
        var index = 0
        if let first = unpaired, count > 0 {
            output.reserveCapacity(((count + 1) / 2) * below * 4)
            first.withUnsafeBytes { top in
                Self.halve(top: top.baseAddress!, bottom: rows.baseAddress!, width: size.width, into: &output)
            }
            unpaired = nil
            index = 1
        } else {
            output.reserveCapacity((count / 2) * below * 4)
        }
        while index + 1 < count {
            Self.halve(top: rows.baseAddress!.advanced(by: index * stride), bottom: rows.baseAddress!.advanced(by: (index + 1) * stride),
                       width: size.width, into: &output)
            index += 2
        }
        if index < count {
            unpaired = Array(UnsafeRawBufferPointer(rebasing: rows[(index * stride)..<(index * stride + rowBytes)]))
        }
        return (output, output.count / (below * 4))
    }

    /// The last row of an odd-height level halved alone (its pixel pairs averaged), or nothing.
    mutating func flush() -> [UInt8]? {
        guard let last = unpaired else { return nil }
        unpaired = nil
        var output: [UInt8] = []
        last.withUnsafeBytes { row in Self.halve(top: row.baseAddress!, bottom: row.baseAddress!, width: size.width, into: &output) }
        return output
    }

    /// Appends one row of the level below: each 2×2 block of `top` and `bottom` averaged,
    /// rounded to nearest (an odd last column averages its two pixels).
    private static func halve(top: UnsafeRawPointer, bottom: UnsafeRawPointer, width: Int, into output: inout [UInt8]) {
        let half = width / 2, below = (width + 1) / 2
        let start = output.count
        output.append(contentsOf: repeatElement(0, count: below * 4))
        let a = top.assumingMemoryBound(to: UInt8.self), b = bottom.assumingMemoryBound(to: UInt8.self)
        output.withUnsafeMutableBufferPointer { buffer in
            let out = buffer.baseAddress!.advanced(by: start)
            for x in 0..<half {
                let i = x * 8
                for c in 0..<4 {
                    let sum = UInt16(a[i + c]) + UInt16(a[i + 4 + c]) + UInt16(b[i + c]) + UInt16(b[i + 4 + c])
                    out[x * 4 + c] = UInt8((sum + 2) >> 2)
                }
            }
            if width % 2 == 1 {
                let i = (width - 1) * 4
                for c in 0..<4 {
                    out[half * 4 + c] = UInt8((UInt16(a[i + c]) + UInt16(b[i + c]) + 1) >> 1)
                }
            }
        }
    }
}
