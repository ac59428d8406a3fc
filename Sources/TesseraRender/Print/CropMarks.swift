import TesseraImage

/// Crop marks of a ``PrintPage``: at each corner of the printable area, a vertical and a
/// horizontal hairline in the margin, in line with the area's edges, from the paper's edge to
/// a gap short of the area (a third of the margin, at most 3 mm), so that a trimmer cuts along
/// them. Black, as registration marks are; a quarter point wide (at least a pixel).
struct CropMarks {
    let width: Int, height: Int, margin: Int, gap: Int, line: Int

    init(page: PrintPage) {
        width = page.pixelSize.width
        height = page.pixelSize.height
        margin = page.marginPixels
        gap = min(margin / 3, Int((3 / 25.4 * page.dotsPerInch).rounded()))
        line = max(1, Int((0.25 * page.scale).rounded()))
    }

    /// Paints the marks that cross page row `pageRow` into row `row` of `rows`.
    func paint(_ rows: inout PixelBuffer, row: Int, pageRow: Int) {
        guard margin - gap > 0 else { return }
        let black = RGBA8(0, 0, 0, 255)
        // Vertical marks, above and below the printable area, on its left and right edges.
        if pageRow < margin - gap || pageRow >= height - margin + gap {
            for x in (margin - line)..<margin where x >= 0 { rows[x, row] = black }
            for x in (width - margin)..<(width - margin + line) where x < width { rows[x, row] = black }
        }
        // Horizontal marks, left and right of the area, on its top and bottom edges.
        if (margin - line..<margin).contains(pageRow) || (height - margin..<height - margin + line).contains(pageRow) {
            for x in 0..<(margin - gap) { rows[x, row] = black }
            for x in (width - margin + gap)..<width { rows[x, row] = black }
        }
    }
}
