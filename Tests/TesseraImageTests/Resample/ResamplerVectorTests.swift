import Testing
@testable import TesseraImage

/// The separable filter works on SIMD vectors and rounds without libm (issue 29); these tests hold
/// it to the scalar code it replaced (``ScalarConvolveReference``), byte for byte, so no
/// thumbnail or contact sheet changes.
@Suite("Resampler: the vectorised filter gives the scalar filter's bytes")
struct ResamplerVectorTests {
    /// Sources: premultiplied noise (every colour at most its alpha) and arbitrary bytes (colours
    /// above alpha, which the clamps must treat as the scalar code did).
    static let sources: [(String, PixelBuffer)] = [
        ("premultiplied", noise(width: 29, height: 23, premultiplied: true, seed: 1)),
        ("arbitrary bytes", noise(width: 29, height: 23, premultiplied: false, seed: 2)),
    ]

    @Test("every size from 1 to 19 pixels, up and down, whole and cropped, with every filter",
          arguments: ResampleFilter.allCases)
    func smallSizes(filter: ResampleFilter) {
        let regions = [PixelRegion(x: 0, y: 0, width: 29, height: 23), PixelRegion(x: 3.5, y: 2.25, width: 17.5, height: 11)]
        for (name, source) in Self.sources {
            for region in regions {
                for width in 1..<20 {
                    for height in 1..<20 {
                        let size = PixelSize(width: width, height: height)
                        #expect(Self.vector(source, region: region, to: size, filter: filter).bytes
                                    == Self.scalar(source, region: region, to: size, filter: filter).bytes,
                                "\(name) \(filter) \(region) → \(width)×\(height)")
                    }
                }
            }
        }
    }

    @Test("large reductions and enlargements, cropped regions, strided rows, each filter",
          arguments: ResampleFilter.allCases)
    func largeAndCropped(filter: ResampleFilter) {
        let cases: [(PixelRegion, PixelSize)] = [
            (PixelRegion(x: 0, y: 0, width: 403, height: 611), PixelSize(width: 37, height: 29)),
            (PixelRegion(x: 0, y: 0, width: 403, height: 611), PixelSize(width: 101, height: 153)),
            (PixelRegion(x: 0, y: 0, width: 403, height: 611), PixelSize(width: 3, height: 2)),
            (PixelRegion(x: 10.5, y: 100.25, width: 300, height: 200), PixelSize(width: 120, height: 80)),
            (PixelRegion(x: 0, y: 0, width: 403, height: 150), PixelSize(width: 255, height: 95)),
            (PixelRegion(x: 200, y: 300, width: 7, height: 5), PixelSize(width: 64, height: 48)),
            (PixelRegion(x: 390, y: 600, width: 13, height: 11), PixelSize(width: 157, height: 203)),
            (PixelRegion(x: 401.5, y: 0, width: 40, height: 30), PixelSize(width: 9, height: 7)),
        ]
        for premultiplied in [true, false] {
            let source = Self.noise(width: 403, height: 611, premultiplied: premultiplied, seed: premultiplied ? 3 : 4)
            let strided = Self.padded(source, by: 12)
            for (region, size) in cases {
                let expected = Self.scalar(source, region: region, to: size, filter: filter).bytes
                #expect(Self.vector(source, region: region, to: size, filter: filter).bytes == expected,
                        "\(premultiplied) \(filter) \(region) → \(size)")
                #expect(Self.vector(strided, region: region, to: size, filter: filter).bytes == expected,
                        "strided \(premultiplied) \(filter) \(region) → \(size)")
            }
        }
    }

    @Test("whole resamples with area averaging first are the area average then the scalar filter")
    func withAreaAveraging() {
        let source = Self.noise(width: 997, height: 613, premultiplied: true, seed: 5)
        for size in [PixelSize(width: 61, height: 41), PixelSize(width: 19, height: 200), PixelSize(width: 250, height: 9)] {
            for filter in ResampleFilter.allCases {
                let resampler = Resampler(filter: filter)
                let region = Resampler.clamp(PixelRegion(covering: source.size), to: source.size)
                let kx = Int(region.width / Double(size.width) / 2), ky = Int(region.height / Double(size.height) / 2)
                let averaged = Resampler.areaAverage(source, kx: max(kx, 1), ky: max(ky, 1))
                let expected = Self.scalar(averaged, region: PixelRegion(x: 0, y: 0, width: region.width / Double(max(kx, 1)),
                                                                         height: region.height / Double(max(ky, 1))),
                                           to: size, filter: filter)
                #expect(resampler.resample(source, to: size).bytes == expected.bytes, "\(filter) → \(size)")
            }
        }
    }

    @Test("pixels from sums far outside 0…255 (ringing, overshooting alpha) as the scalar code stores them")
    func storedPixels() {
        var state: UInt32 = 7
        let specials: [Float] = [-1000, -1, -0.5, -0.0, 0, 0.49999997, 0.5, 0.50000006, 1.5, 2.5, 127.5, 254.5, 254.49998,
                                 254.50002, 255, 255.00002, 255.5, 256, 257.3, 300, 510.7, 1e6, 3.4e7]
        for _ in 0..<200_000 {
            let lanes = (0..<4).map { _ -> Float in
                state ^= state << 13; state ^= state >> 17; state ^= state << 5
                if state & 3 == 0 { return specials[Int(state >> 8) % specials.count] }
                return Float(Int32(bitPattern: state >> 1) % 400_000) / 1000 - 50
            }
            let sums = SIMD4<Float>(lanes[0], lanes[1], lanes[2], lanes[3])
            #expect(Resampler.storedPixel(sums) == Self.scalarStored(sums), "\(sums)")
        }
    }

    @Test("rounding without libm: every float in [0.5, 2), and every float within 64 ulps of each n and n + 0.5 up to 255")
    func roundingNearHalves() {
        // Below 0.5 every float rounds to 0 (adding 2²³ rounds it away entirely); [0.5, 2) holds
        // the first halves and the first integers, 16 million floats. `Scripts/bench-resample
        // --check-rounding` checks every float in 0…255 in a release build.
        var mismatches = Self.roundingMismatches(bits: Float(0.5).bitPattern..<Float(2).bitPattern)
        let top = Float(255).bitPattern + 1
        for n in 0...255 {
            for centre in [Float(n), Float(n) + 0.5] where centre.bitPattern < top {
                let low = centre.bitPattern >= 64 ? centre.bitPattern - 64 : 0
                mismatches += Self.roundingMismatches(bits: low..<min(centre.bitPattern + 65, top))
            }
        }
        #expect(mismatches == 0)
    }

    @Test("rounding without libm: 4 million random floats in [0, 255]")
    func roundingRandom() {
        var state: UInt64 = 88_172_645_463_325_252, mismatches = 0
        let top = UInt64(Float(255).bitPattern) + 1
        for _ in 0..<1_000_000 {
            var lanes = SIMD4<Float>()
            for lane in 0..<4 {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                lanes[lane] = Float(bitPattern: UInt32(state % top))
            }
            let bytes = Resampler.roundedBytes(lanes)
            for lane in 0..<4 where bytes[lane] != UInt8(lanes[lane].rounded()) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    // MARK: Helpers

    /// How many floats with bit patterns in `bits` (all within 0…255) `roundedBytes` rounds
    /// differently from `UInt8(rounded())`.
    static func roundingMismatches(bits: Range<UInt32>) -> Int {
        var mismatches = 0
        var pattern = bits.lowerBound
        while pattern < bits.upperBound {
            var lanes = SIMD4<Float>()
            for lane in 0..<4 { lanes[lane] = Float(bitPattern: min(pattern + UInt32(lane), bits.upperBound - 1)) }
            let bytes = Resampler.roundedBytes(lanes)
            for lane in 0..<4 where bytes[lane] != UInt8(lanes[lane].rounded()) { mismatches += 1 }
            pattern += 4
        }
        return mismatches
    }

    /// The scalar store (before issue 29) of one pixel's sums.
    static func scalarStored(_ sums: SIMD4<Float>) -> SIMD4<UInt8> {
        let rawAlpha = sums[3]
        let scale: Float = rawAlpha > 255 ? 255 / rawAlpha : 1
        let alpha = min(max(rawAlpha, 0), 255).rounded()
        var pixel = SIMD4<UInt8>(0, 0, 0, UInt8(alpha))
        for c in 0..<3 { pixel[c] = UInt8(min(max(sums[c] * scale, 0), alpha).rounded()) }
        return pixel
    }

    /// The resampler's filter alone (no area averaging) on `region` of `source`.
    static func vector(_ source: PixelBuffer, region: PixelRegion, to size: PixelSize, filter: ResampleFilter) -> PixelBuffer {
        Resampler(filter: filter, areaAveragingThreshold: 1_000_000).resample(source, region: region, to: size)
    }

    /// The scalar reference on the same weights as ``vector(_:region:to:filter:)``.
    static func scalar(_ source: PixelBuffer, region: PixelRegion, to size: PixelSize, filter: ResampleFilter) -> PixelBuffer {
        let region = Resampler.clamp(region, to: source.size)
        let horizontal = FilterWeights(filter: filter, sourceLength: source.width, regionStart: region.x,
                                       regionLength: region.width, outputLength: size.width)
        let vertical = FilterWeights(filter: filter, sourceLength: source.height, regionStart: region.y,
                                     regionLength: region.height, outputLength: size.height)
        return ScalarConvolveReference.convolve(source, horizontal: horizontal, vertical: vertical)
    }

    /// `source` with `extra` bytes of junk after every row.
    static func padded(_ source: PixelBuffer, by extra: Int) -> PixelBuffer {
        let stride = source.bytesPerRow + extra
        var bytes = [UInt8](repeating: 0xA5, count: stride * source.height)
        for y in 0..<source.height {
            for i in 0..<(source.width * 4) { bytes[y * stride + i] = source.bytes[y * source.bytesPerRow + i] }
        }
        return PixelBuffer(width: source.width, height: source.height, bytesPerRow: stride, bytes: bytes)
    }

    /// Deterministic noise: premultiplied (each colour at most its alpha, alpha never 0) or any bytes.
    static func noise(width: Int, height: Int, premultiplied: Bool, seed: UInt32) -> PixelBuffer {
        var state: UInt32 = 2_463_534_242 &+ seed &* 2_654_435_761
        return PixelBuffer.drawing(width: width, height: height) { _, _ in
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            if !premultiplied {
                return RGBA8(UInt8(truncatingIfNeeded: state), UInt8(truncatingIfNeeded: state >> 8),
                             UInt8(truncatingIfNeeded: state >> 16), UInt8(truncatingIfNeeded: state >> 24))
            }
            let a = state >> 24 | 0x0F
            let channel = { (shift: UInt32) in UInt8((state >> shift & 0xFF) % (a + 1)) }
            return RGBA8(channel(0), channel(8), channel(16), UInt8(a))
        }
    }
}
