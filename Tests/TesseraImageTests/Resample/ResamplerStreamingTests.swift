import Testing
@testable import TesseraImage

/// The resampler filters source rows horizontally through a ring of a few rows (issue 29); these
/// tests hold it to the plain method it replaced — every row of the region filtered first, then
/// the columns — which must give the same bytes, so pictures (and PNGs) do not change.
@Suite("Resampler: streamed rows give the two-pass result")
struct ResamplerStreamingTests {
    @Test("every size from 1 to 19 pixels, up and down, from a noisy premultiplied picture (filter only)")
    func smallSizes() {
        let source = Self.noise(width: 23, height: 17)
        for width in 1..<20 {
            for height in 1..<20 {
                let size = PixelSize(width: width, height: height)
                let streamed = Resampler(areaAveragingThreshold: 1_000_000).resample(source, to: size)
                #expect(streamed.bytes == Self.twoPass(source, region: PixelRegion(covering: source.size), to: size).bytes,
                        "\(width)×\(height)")
            }
        }
    }

    @Test("large reductions, cropped regions and each filter")
    func reductionsAndRegions() {
        let source = Self.noise(width: 403, height: 611)
        let cases: [(PixelRegion, PixelSize)] = [
            (PixelRegion(covering: source.size), PixelSize(width: 37, height: 29)),
            (PixelRegion(x: 10.5, y: 100.25, width: 300, height: 200), PixelSize(width: 120, height: 80)),
            (PixelRegion(x: 0, y: 0, width: 403, height: 150), PixelSize(width: 255, height: 95)),
            (PixelRegion(x: 200, y: 300, width: 7, height: 5), PixelSize(width: 64, height: 48)),
        ]
        for filter in ResampleFilter.allCases {
            for (region, size) in cases {
                let resampler = Resampler(filter: filter, areaAveragingThreshold: 1_000_000)
                #expect(resampler.resample(source, region: region, to: size).bytes == Self.twoPass(source, region: region, to: size, filter: filter).bytes,
                        "\(filter) \(region) → \(size)")
            }
        }
    }

    /// Deterministic noise, premultiplied (each colour at most its alpha).
    static func noise(width: Int, height: Int) -> PixelBuffer {
        var state: UInt32 = 2_463_534_242
        return PixelBuffer.drawing(width: width, height: height) { _, _ in
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            let a = UInt32(state >> 24) | 0x0F
            let channel = { (shift: UInt32) in UInt8((state >> shift & 0xFF) % (a + 1)) }
            return RGBA8(channel(0), channel(8), channel(16), UInt8(a))
        }
    }

    /// The method before issue 29: the whole region filtered horizontally into floats, then the
    /// vertical pass over them (no area averaging).
    static func twoPass(_ source: PixelBuffer, region: PixelRegion, to size: PixelSize, filter: ResampleFilter = .lanczos3) -> PixelBuffer {
        let region = Resampler.clamp(region, to: source.size)
        let horizontal = FilterWeights(filter: filter, sourceLength: source.width, regionStart: region.x,
                                       regionLength: region.width, outputLength: size.width)
        let vertical = FilterWeights(filter: filter, sourceLength: source.height, regionStart: region.y,
                                     regionLength: region.height, outputLength: size.height)
        let rows = vertical.sourceRange, rowLength = size.width * 4
        var inter = [Float](repeating: 0, count: rows.count * rowLength)
        for (index, y) in rows.enumerated() {
            for x in 0..<size.width {
                var sums: [Float] = [0, 0, 0, 0]
                for k in 0..<horizontal.counts[x] {
                    let weight = horizontal.weights[x * horizontal.taps + k]
                    let p = y * source.bytesPerRow + (horizontal.starts[x] + k) * 4
                    for c in 0..<4 { sums[c] += weight * Float(source.bytes[p + c]) }
                }
                for c in 0..<4 { inter[index * rowLength + x * 4 + c] = sums[c] }
            }
        }
        var output = PixelBuffer(width: size.width, height: size.height)
        for y in 0..<size.height {
            var acc = [Float](repeating: 0, count: rowLength)
            for k in 0..<vertical.counts[y] {
                let weight = vertical.weights[y * vertical.taps + k]
                let base = (vertical.starts[y] - rows.lowerBound + k) * rowLength
                for i in 0..<rowLength { acc[i] += weight * inter[base + i] }
            }
            for x in 0..<size.width {
                let i = x * 4
                let rawAlpha = acc[i + 3]
                let scale: Float = rawAlpha > 255 ? 255 / rawAlpha : 1
                let alpha = min(max(rawAlpha, 0), 255).rounded()
                output[x, y] = RGBA8(UInt8(min(max(acc[i] * scale, 0), alpha).rounded()),
                                     UInt8(min(max(acc[i + 1] * scale, 0), alpha).rounded()),
                                     UInt8(min(max(acc[i + 2] * scale, 0), alpha).rounded()), UInt8(alpha))
            }
        }
        return output
    }
}
