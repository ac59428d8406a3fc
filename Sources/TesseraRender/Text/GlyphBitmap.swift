internal import CFreeType

/// One rendered glyph: coverage rows placed relative to the pen's whole-pixel position on the
/// baseline, and copied out of FreeType's glyph slot (which the next load overwrites).
struct GlyphBitmap: Sendable, Equatable {
    /// Width and height in pixels.
    var width: Int, rows: Int
    /// Columns from the pen to the bitmap's left edge (negative: left of the pen).
    var left: Int
    /// Rows from the baseline up to the bitmap's top edge.
    var top: Int
    /// `width × rows` coverage values, top row first.
    var values: [UInt8]

    /// A glyph with no ink (a space).
    static let empty = GlyphBitmap(width: 0, rows: 0, left: 0, top: 0, values: [])

    /// A bitmap from its parts.
    init(width: Int, rows: Int, left: Int, top: Int, values: [UInt8]) {
        self.width = width
        self.rows = rows
        self.left = left
        self.top = top
        self.values = values
    }

    /// A copy of FreeType's 8-bit gray bitmap (any other pixel mode copies as no ink).
    init(_ bitmap: FT_Bitmap, left: Int, top: Int) {
        var bitmap = bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, rows > 0, let buffer = bitmap.buffer, tessera_ft_bitmap_is_gray(&bitmap) != 0 else {
            self = .empty
            return
        }
        var values = [UInt8](repeating: 0, count: width * rows)
        for row in 0..<rows {
            // A negative pitch stores rows bottom-up.
            let start = pitch >= 0 ? row * pitch : (rows - 1 - row) * -pitch
            for column in 0..<width { values[row * width + column] = buffer[start + column] }
        }
        self.init(width: width, rows: rows, left: left, top: top, values: values)
    }

    /// Adds this glyph's coverage to `mask` with its top-left pixel at (`x`, `y`), clipped to
    /// the mask. Overlapping ink (kerned pairs, combining marks) combines by saturating
    /// addition: `min(255, a + b)`.
    func add(to mask: inout CoverageMask, x: Int, y: Int) {
        let maskWidth = mask.width
        // A glyph wholly outside the mask (a combining mark left of the first pen position)
        // has bounds that cross; it adds nothing.
        let firstRow = max(0, -y), endRow = min(rows, mask.height - y)
        let firstColumn = max(0, -x), endColumn = min(width, maskWidth - x)
        guard firstRow < endRow, firstColumn < endColumn else { return }
        let rowRange = firstRow..<endRow, columnRange = firstColumn..<endColumn
        mask.values.withUnsafeMutableBufferPointer { target in
            for row in rowRange {
                let source = row * width, destination = (y + row) * maskWidth + x
                for column in columnRange {
                    let value = values[source + column]
                    guard value > 0 else { continue }
                    let sum = Int(target[destination + column]) + Int(value)
                    target[destination + column] = UInt8(min(255, sum))
                }
            }
        }
    }
}
