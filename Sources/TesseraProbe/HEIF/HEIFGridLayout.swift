/// A HEIF `grid` item's data (`ImageGrid` in ISO/IEC 23008-12): version, flags, rows − 1,
/// columns − 1, and the output (canvas) width and height, 16-bit, or 32-bit when flag 1 is set.
/// libheif reads the canvas size from here, not from the item's `ispe`.
struct HEIFGridLayout: Equatable {
    var rows: Int
    var columns: Int
    var canvas: PixelSize

    /// Parses `data`; `reason` makes the error for what is wrong.
    init(_ data: [UInt8], reason: (String) -> ProbeError) throws(ProbeError) {
        guard data.count >= 8 else { throw reason("its data is \(data.count) bytes, fewer than a grid's 8") }
        let wide = data[1] & 1 == 1
        guard !wide || data.count >= 12 else { throw reason("its data is \(data.count) bytes, fewer than a 32-bit grid's 12") }
        rows = Int(data[2]) + 1
        columns = Int(data[3]) + 1
        canvas = wide ? PixelSize(width: HEIFDerivedSizes.number(data, at: 4, 4), height: HEIFDerivedSizes.number(data, at: 8, 4))
                      : PixelSize(width: HEIFDerivedSizes.number(data, at: 4, 2), height: HEIFDerivedSizes.number(data, at: 6, 2))
    }

    /// Throws unless the grid draws `canvas` (the item's `ispe`) from `tiles` (their `ispe`, in
    /// order): one tile a cell, all of one size, covering the canvas with no row or column of
    /// tiles wholly outside it.
    func check(canvas size: PixelSize, tiles: [PixelSize], reason: (String) -> ProbeError) throws(ProbeError) {
        guard canvas == size else {
            throw reason("its data makes a \(canvas.width)×\(canvas.height) canvas but its ispe says \(size.width)×\(size.height)")
        }
        guard tiles.count == rows * columns else {
            throw reason("its data says \(rows)×\(columns) tiles (\(rows * columns)) but it names \(tiles.count) (dimg)")
        }
        guard let tile = tiles.first, tile.width > 0, tile.height > 0 else { throw reason("its first tile has no pixels") }
        if let other = tiles.firstIndex(where: { $0 != tile }) {
            throw reason("its tile \(other + 1) is \(tiles[other].width)×\(tiles[other].height), the first \(tile.width)×\(tile.height)")
        }
        // Sides are at most 2³² − 1 and counts at most 256: no product overflows.
        for (name, count, side, extent) in [("columns", columns, tile.width, canvas.width), ("rows", rows, tile.height, canvas.height)]
        where count * side < extent || (count - 1) * side >= extent {
            throw reason("its \(count) \(name) of \(side)-pixel tiles make \(count * side) pixels for a canvas side of \(extent) (they must cover it, each partly on it)")
        }
    }
}
