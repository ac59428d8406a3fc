/// Resamples premultiplied ``PixelBuffer``s to an exact size with a separable filter
/// (Lanczos-3 by default).
///
/// Filtering premultiplied pixels keeps transparent pixels from bleeding their (meaningless)
/// colour into opaque neighbours, so alpha edges get no dark or coloured fringe. Reductions by
/// more than ``areaAveragingThreshold`` first average whole blocks of pixels (exact area
/// averaging), then the filter does the last reduction of 2–4×; the filter is stretched by the
/// reduction factor, so nothing aliases. Resampling is pure and MAY run on any thread.
///
/// ```swift
/// let grey = PixelBuffer(width: 640, height: 480, filledWith: RGBA8(90, 120, 200))
/// let small = Resampler().resample(grey, to: PixelSize(width: 37, height: 23))
/// print(small.size, small[18, 11])
/// // 37×23 RGBA8(90, 120, 200, 255)
/// ```
public struct Resampler: Sendable, Equatable {
    /// The reconstruction filter.
    public var filter: ResampleFilter
    /// The reduction factor from which area averaging comes first (default 4). Averaging
    /// blocks of `⌊factor / 2⌋` pixels leaves the filter a reduction of 2 to 4.
    public var areaAveragingThreshold: Double

    /// A resampler with `filter`; `areaAveragingThreshold` MUST be at least 2.
    public init(filter: ResampleFilter = .lanczos3, areaAveragingThreshold: Double = 4) {
        precondition(areaAveragingThreshold >= 2, "area averaging below a factor of 2 would lose detail")
        self.filter = filter
        self.areaAveragingThreshold = areaAveragingThreshold
    }

    /// The whole of `source` at `size` (stretched if the aspect ratios differ).
    public func resample(_ source: PixelBuffer, to size: PixelSize) -> PixelBuffer {
        resample(source, region: PixelRegion(covering: source.size), to: size)
    }

    /// `source` placed in a box of `bounds` size with `mode` (see ``AspectMode``).
    public func resize(_ source: PixelBuffer, into bounds: PixelSize, mode: AspectMode) -> PixelBuffer {
        resample(source, region: mode.sourceRegion(for: source.size, in: bounds),
                 to: mode.outputSize(for: source.size, in: bounds))
    }

    /// The part `region` of `source` at exactly `size`. `region` is clamped to the source;
    /// pixels just outside it (but inside the source) may contribute to the edge pixels.
    public func resample(_ source: PixelBuffer, region: PixelRegion, to size: PixelSize) -> PixelBuffer {
        precondition(!source.size.isEmpty && !size.isEmpty, "resampling needs non-empty sizes")
        var region = Self.clamp(region, to: source.size)
        var source = source
        let factorX = region.width / Double(size.width), factorY = region.height / Double(size.height)
        let kx = factorX >= areaAveragingThreshold ? Int(factorX / 2) : 1
        let ky = factorY >= areaAveragingThreshold ? Int(factorY / 2) : 1
        if kx > 1 || ky > 1 {
            source = Self.areaAverage(source, kx: kx, ky: ky)
            region = Self.clamp(PixelRegion(x: region.x / Double(kx), y: region.y / Double(ky),
                                            width: region.width / Double(kx), height: region.height / Double(ky)),
                                to: source.size)
        }
        let horizontal = FilterWeights(filter: filter, sourceLength: source.width, regionStart: region.x,
                                       regionLength: region.width, outputLength: size.width)
        let vertical = FilterWeights(filter: filter, sourceLength: source.height, regionStart: region.y,
                                     regionLength: region.height, outputLength: size.height)
        return Self.convolve(source, horizontal: horizontal, vertical: vertical)
    }

    /// `region` intersected with the source's bounds (at least a thousandth of a pixel wide).
    static func clamp(_ region: PixelRegion, to size: PixelSize) -> PixelRegion {
        let x0 = min(max(region.x, 0), Double(size.width) - 0.001)
        let y0 = min(max(region.y, 0), Double(size.height) - 0.001)
        let x1 = max(min(region.maxX, Double(size.width)), x0 + 0.001)
        let y1 = max(min(region.maxY, Double(size.height)), y0 + 0.001)
        return PixelRegion(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
