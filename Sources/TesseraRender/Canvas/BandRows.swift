/// Write access to a band's bytes during one drawing call, addressed in sheet coordinates, with
/// the two operations every drawing call is made of: a run of fully covered pixels, and one
/// pixel at some coverage.
///
/// Only valid inside ``BandCanvas/withRows(_:)``; callers MUST pass pixels inside the band.
///
/// ```swift
/// canvas.withRows { rows in
///     rows.fill(row: 70, columns: 10..<40, color: .black)   // one run, fast
///     rows.blend(x: 9, y: 70, color: .black, coverage: 128)  // one anti-aliased pixel
/// }
/// ```
struct BandRows {
    /// Byte 0 of the band's first row.
    let base: UnsafeMutablePointer<UInt8>
    /// Bytes from one row to the next.
    let bytesPerRow: Int
    /// The sheet row of the band's first row.
    let top: Int

    /// The first byte (red) of sheet pixel (`x`, `y`).
    @inline(__always)
    func pixel(x: Int, y: Int) -> UnsafeMutablePointer<UInt8> {
        base + (y - top) * bytesPerRow + x * 4
    }

    /// Composites `color` over every pixel of `columns` in sheet row `row`, at full coverage.
    /// An opaque colour is stored as one word per pixel, without arithmetic.
    func fill(row: Int, columns: Range<Int>, color: RGBA8) {
        guard !columns.isEmpty, color != .clear else { return }
        let start = pixel(x: columns.lowerBound, y: row)
        if color.a == 255 {
            let word = color.packed
            start.withMemoryRebound(to: UInt32.self, capacity: columns.count) { words in
                words.update(repeating: word, count: columns.count)
            }
            return
        }
        Compositing.blendRun(color, into: start, count: columns.count)
    }

    /// Composites `color` scaled by `coverage` over sheet pixel (`x`, `y`).
    @inline(__always)
    func blend(x: Int, y: Int, color: RGBA8, coverage: UInt8) {
        guard coverage > 0 else { return }
        Compositing.blend(color, coverage: coverage, into: pixel(x: x, y: y))
    }
}
