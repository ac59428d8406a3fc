/// Refuses HEIF coded images (`hvc1`, `av01`) whose pictures are larger than their `ispe`, or
/// that hold more pictures than an image has.
///
/// libheif decodes an item at the size its HEVC sequence parameter set or AV1 sequence header
/// gives, whatever `ispe` says, and decodes every picture in its data: a "64×64" item coded at
/// 4096² took 160 MB, and 100 such tiles behind an honest 10×10 grid took 62 s (issue 36).
/// Memory is budgeted from `ispe` (TesseraImage's `DecodeMemory`) and the grid checks of
/// ``HEIFDerivedSizes`` bound the tiles' `ispe`, so for every coded item that decoding the
/// primary image decodes (the primary, its tiles and inputs, their auxiliary images):
/// - every size its headers declare MUST fit its `ispe`, give or take ``blockPadding`` pixels a
///   side for HEVC's whole coding blocks; the `ispe` turned a quarter is accepted too, since
///   libheif 1.15 itself writes the turned size into `ispe` when it writes `irot` first;
/// - it MUST declare a size (an HEVC SPS or an AV1 sequence header: without one no decoder can
///   start);
/// - it MUST hold at most ``maxPicturesPerItem`` pictures.
/// A coded picture smaller than its `ispe` is not refused: it costs less than was budgeted.
/// And all of them together MUST NOT hold more than ``maxCodedPixels(canvas:)``: a grid of
/// a thousand 1×1 tiles each padded to a 64×64 block passes one by one but decodes 4 million
/// pixels for a thousand.
enum HEIFCodedSizes {
    /// Pixels a side a coded picture may exceed its `ispe` by: HEVC codes whole coding blocks
    /// (at most 64 pixels) and crops the rest with its conformance window.
    static let blockPadding = 64
    /// An HEVC image item is one picture; an AV1 one is one frame, or up to 4 for a layered
    /// image (`a1lx` describes at most 4 layers).
    static let maxPicturesPerItem = 4

    /// The most coded pixels decoding an image of `canvas` (its `ispe`) may take: 4 canvases
    /// (tiles overhanging it by up to one tile a side, and an alpha plane as large again) and
    /// a megapixel more for the block padding of small images.
    static func maxCodedPixels(canvas: PixelSize) -> Int {
        let (area, overflow) = canvas.width.multipliedReportingOverflow(by: canvas.height)
        return overflow || area > Int.max / 8 ? Int.max : 4 * area + (1 << 20)
    }

    /// What decoding the primary image decodes.
    struct Summary: Equatable {
        /// The coded pixels of all its coded items (each at its largest declared size).
        var codedPixels = 0
        /// The largest luma bit depth of their decoder configurations (8 when none says more).
        var bitDepth = 8
    }

    @discardableResult
    static func check(_ meta: HEIFMeta, source: any ByteSource) throws(ProbeError) -> Summary {
        var summary = Summary()
        guard let primary = meta.primary else { return summary }
        let edges = HEIFDerivations.edges(of: meta)
        var decoded: Set<Int> = [], pending = [primary]
        while let item = pending.popLast() {
            if decoded.insert(item).inserted { pending += edges[item] ?? [] }
        }
        var budget = HEIFCodedPictures.Budget()
        for item in decoded.sorted() {
            guard let type = meta.types[item], type == "hvc1" || type == "av01" else { continue }
            let found = try pictures(of: item, type: type, in: meta, source: source, budget: &budget)
            let largest = found.allocations.map { $0.width.multipliedReportingOverflow(by: $0.height) }
                .map { $0.overflow ? Int.max : $0.partialValue }.max() ?? 0
            summary.codedPixels = summary.codedPixels.addingReportingOverflow(largest).overflow ? Int.max : summary.codedPixels + largest
            summary.bitDepth = max(summary.bitDepth, bitDepth(type: type, configuration: meta.property(type == "hvc1" ? "hvcC" : "av1C", of: item)))
        }
        if let canvas = meta.size(of: primary), summary.codedPixels > maxCodedPixels(canvas: canvas) {
            throw .heifCodedImage(item: primary, type: meta.types[primary] ?? "", reason:
                "its coded pictures hold \(summary.codedPixels) pixels in all, more than 4 × its \(canvas.width)×\(canvas.height) canvas + 1048576")
        }
        return summary
    }

    /// The luma bit depth a decoder configuration declares: `hvcC`'s `bitDepthLumaMinus8`
    /// (byte 17), `av1C`'s `high_bitdepth` and `twelve_bit` (byte 2).
    static func bitDepth(type: String, configuration: ArraySlice<UInt8>?) -> Int {
        guard let config = configuration.map(Array.init) else { return 8 }
        if type == "hvc1" { return config.count > 17 ? 8 + Int(config[17] & 7) : 8 }
        guard config.count > 2, config[2] & 0x40 != 0 else { return 8 }
        return config[2] & 0x20 != 0 ? 12 : 10
    }

    /// What `item` (of `type`, `hvc1` or `av01`) holds, once checked against its `ispe`.
    @discardableResult
    static func pictures(of item: Int, type: String, in meta: HEIFMeta, source: any ByteSource,
                         budget: inout HEIFCodedPictures.Budget) throws(ProbeError) -> HEIFCodedPictures {
        func refuse(_ reason: String) -> ProbeError { .heifCodedImage(item: item, type: type, reason: reason) }
        guard let size = meta.size(of: item) else { throw refuse("it has no size (ispe)") }
        let data = try HEIFItemBytes(meta, item: item, source: source)
        let found = type == "hvc1"
            ? try HEIFCodedPictures.hevc(configuration: meta.property("hvcC", of: item), data: data, item: item, budget: &budget)
            : try HEIFCodedPictures.av1(configuration: meta.property("av1C", of: item), data: data, item: item, budget: &budget)
        let header = type == "hvc1" ? "sequence parameter set" : "sequence header"
        guard !found.allocations.isEmpty else { throw refuse("it has no \(header) to give its pictures a size") }
        for coded in found.allocations where !fits(coded, size) && !fits(coded, size.transposed) {
            throw refuse("its \(header) makes \(coded.width)×\(coded.height) pictures but its ispe says \(size.width)×\(size.height)")
        }
        guard found.pictures <= maxPicturesPerItem else {
            throw refuse("it holds \(found.pictures) coded pictures, more than \(maxPicturesPerItem) (an image is one)")
        }
        return found
    }

    private static func fits(_ coded: PixelSize, _ size: PixelSize) -> Bool {
        coded.width <= size.width + blockPadding && coded.height <= size.height + blockPadding
    }
}
