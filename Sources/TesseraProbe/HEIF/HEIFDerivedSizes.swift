/// Refuses HEIF derived images whose own data disagrees with the size the probe reports.
///
/// Memory is budgeted from `ispe` (TesseraImage's `DecodeMemory`), but libheif sizes a grid's
/// canvas from the grid's item data (`ImageGrid`: rows, columns, output size) and an overlay's from
/// its `iovl` data, and decodes every tile or input whatever their number or size: a "64×64" grid
/// of 30000×30000 took 1.55 GB, and 100 tiles of 4096² HEVC behind a 10×10 header took 62 s (issue
/// 36). So for every `grid`, `iovl` and `iden` item:
/// - the canvas its data describes MUST be its `ispe` (an `iden` takes its input's size);
/// - a grid's rows × columns MUST be its number of tiles (libheif's first `dimg` reference),
///   every tile MUST have one size, the tiles MUST cover the canvas, and every row and column
///   of tiles MUST lie at least partly on it (the spec's rule: no tile wholly outside);
/// - the pixels of all its tiles or inputs MUST NOT exceed ``maxDecodedPixels``.
/// With these, the budget's canvas is the real one, and a grid decodes at most one tile a side
/// more than its canvas.
enum HEIFDerivedSizes {
    /// The most pixels the tiles or inputs of one derived image may hold in all: a photo's
    /// pixel limit, ``PictureLimits/maximumPixels`` (one gigapixel; TesseraImage's
    /// `DecodeLimits` default is the same number).
    static let maxDecodedPixels = PictureLimits.standard.maximumPixels
    /// The most item data read for a grid or overlay (an overlay has 8 or 16 bytes an input).
    static let maxItemData = 1 << 20

    static func check(_ meta: HEIFMeta, source: any ByteSource) throws(ProbeError) {
        for (item, type) in meta.types.sorted(by: { $0.key < $1.key }) where ["grid", "iovl", "iden"].contains(type) {
            func refuse(_ reason: String) -> ProbeError { .heifDerivedImage(item: item, type: type, reason: reason) }
            guard let size = meta.size(of: item) else { throw refuse("it has no size (ispe)") }
            let inputs = meta.inputs(of: item)
            guard !inputs.isEmpty else { throw refuse("it names no input images (dimg)") }
            var sizes: [PixelSize] = []
            for input in inputs {
                guard let inputSize = meta.size(of: input) else { throw refuse("its input item \(input) has no size (ispe)") }
                sizes.append(inputSize)
            }
            switch type {
            case "grid":
                let grid = try HEIFGridLayout(meta.data(of: item, source: source, limit: 64), reason: refuse)
                try grid.check(canvas: size, tiles: sizes, reason: refuse)
            case "iovl":
                let data = try meta.data(of: item, source: source, limit: maxItemData)
                guard data.count >= 2, data[0] == 0 else { throw refuse("its data is no version-0 overlay") }
                let wide = data[1] & 1 == 1, field = wide ? 4 : 2
                guard data.count >= 10 + 2 * field + inputs.count * 2 * field else {
                    throw refuse("its data (\(data.count) bytes) has no place for \(inputs.count) inputs")
                }
                let canvas = PixelSize(width: number(data, at: 10, field), height: number(data, at: 10 + field, field))
                guard canvas == size else { throw refuse("its data makes a \(canvas.width)×\(canvas.height) canvas but its ispe says \(size.width)×\(size.height)") }
            default:   // iden: the input as it is
                guard inputs.count == 1, sizes[0] == size || sizes[0] == size.transposed else {
                    throw refuse("its ispe says \(size.width)×\(size.height) but its \(inputs.count) input(s) start with \(sizes[0].width)×\(sizes[0].height)")
                }
            }
            var pixels = 0
            for (index, input) in sizes.enumerated() {
                let (area, overflow) = input.width.multipliedReportingOverflow(by: input.height)
                let (sum, overflowSum) = pixels.addingReportingOverflow(area)
                guard !overflow, !overflowSum, sum <= maxDecodedPixels else {
                    throw refuse("its inputs hold more than \(maxDecodedPixels) pixels to decode (the first \(index + 1) of \(sizes.count), \(input.width)×\(input.height) the last)")
                }
                pixels = sum
            }
        }
    }

    /// A big-endian number of `width` bytes at `offset` (inside `data`: checked by the caller).
    static func number(_ data: [UInt8], at offset: Int, _ width: Int) -> Int {
        data[offset..<(offset + width)].reduce(0) { $0 << 8 | Int($1) }
    }
}
