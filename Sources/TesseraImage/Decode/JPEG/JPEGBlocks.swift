/// A JPEG frame's DCT blocks as libjpeg lays out its coefficient arrays: for each component,
/// its blocks across and down, each rounded up to whole MCUs (`jround_up` by the component's
/// sampling factors in `jdcoefct.c`).
///
/// ```swift
/// let jpeg = JPEGDetails(frameType: 2, components: 3, bitDepth: 8, adobeTransform: nil, samplesPerPixel: 1.5,
///                        sampling: [JPEGSampling(horizontal: 2, vertical: 2), JPEGSampling(horizontal: 1, vertical: 1),
///                                   JPEGSampling(horizontal: 1, vertical: 1)])
/// let blocks = JPEGBlocks(jpeg, stored: PixelSize(width: 6000, height: 4000))!
/// print(blocks.oneByOneComponents, blocks.bytes(dcOnly: 0))
/// // 1 72000000
/// ```
struct JPEGBlocks: Equatable {
    /// One component's array.
    struct Component: Equatable {
        var across: Int
        var down: Int
        /// The component's vertical sampling factor: libjpeg's window holds five times as many rows.
        var vertical: Int
        /// libjpeg scales this component at 1/8 with its 1×1 IDCT, which reads the DC value alone.
        var oneByOne: Bool
    }

    var components: [Component]

    /// nil when the sampling factors are not 1…4 each (libjpeg refuses such a frame).
    init?(_ jpeg: JPEGDetails, stored: PixelSize) {
        guard let maxH = jpeg.sampling.map(\.horizontal).max(), let maxV = jpeg.sampling.map(\.vertical).max(),
              jpeg.sampling.allSatisfy({ (1...4).contains($0.horizontal) && (1...4).contains($0.vertical) }) else { return nil }
        components = jpeg.sampling.map { factors in
            let h = factors.horizontal, v = factors.vertical
            let across = (stored.width * h + maxH * 8 - 1) / (maxH * 8), down = (stored.height * v + maxV * 8 - 1) / (maxV * 8)
            // libjpeg-turbo doubles a component's IDCT size while the sampling ratios divide by 2
            // both ways (jpeg_calc_output_dimensions); at 1/8 it starts from 1.
            return Component(across: (across + h - 1) / h * h, down: (down + v - 1) / v * v, vertical: v,
                             oneByOne: !(maxH % (2 * h) == 0 && maxV % (2 * v) == 0))
        }
    }

    /// The components libjpeg scales with its 1×1 IDCT at 1/8 (bit i: component i; libjpeg has at most 10).
    var oneByOneComponents: UInt32 {
        components.prefix(10).enumerated().reduce(0) { mask, item in item.element.oneByOne ? mask | 1 << UInt32(item.offset) : mask }
    }

    /// The coefficient arrays' bytes: 128 a block, except for the components in `dcOnly`: 2 a
    /// block and a window of five MCU rows of full blocks.
    func bytes(dcOnly: UInt32) -> Int {
        components.enumerated().reduce(0) { total, item in
            let c = item.element
            if item.offset < 32, dcOnly & 1 << UInt32(item.offset) != 0 {
                return total + c.across * c.down * 2 + c.across * 5 * c.vertical * 128
            }
            return total + c.across * c.down * 128
        }
    }
}
