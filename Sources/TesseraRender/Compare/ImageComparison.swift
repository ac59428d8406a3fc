/// Compares two images the way swift-snapshot-testing does, on the CPU, with the same
/// parameter names and meaning:
///
/// - `perceptualPrecision` (0…1): how close two pixels must be to match. 1 means identical bytes;
///   below 1, a pixel matches when the CIE ΔE*94 between the two colours (sRGB → L*a*b*) is at most
///   `(1 − perceptualPrecision) × 100` and their alphas differ by at most as many percent. 0.98 is
///   swift-snapshot-testing's suggestion for "the human eye cannot tell".
/// - `precision` (0…1): the share of pixels that must match. 1 means all of them.
///
/// Images of different sizes never match: every pixel of their union that is not in both
/// counts as different. The difference image covers the union, or only the reference when the
/// union would have more than ``PictureLimits/maximumImagePixels`` pixels, the most drawn in
/// memory (a 60,000×1 image against a 1×60,000 one).
///
/// ```swift
/// let comparison = try ImageComparison(precision: 0.999, perceptualPrecision: 0.98)
/// let result = comparison.compare(reference, actual)
/// print(result.matches, result.differingPixels, result.largestDeltaE)
/// ```
public struct ImageComparison: Sendable, Equatable {
    /// The share of pixels that must match (swift-snapshot-testing's `precision`).
    public var precision: Double
    /// How similar two pixels must be to match (swift-snapshot-testing's `perceptualPrecision`).
    public var perceptualPrecision: Double

    /// A comparison; both values lie in 0…1 (1, the default, is exact).
    /// - Throws: ``ComparisonError/precisionOutOfRange(name:value:)`` for a value outside 0…1.
    public init(precision: Double = 1, perceptualPrecision: Double = 1) throws(ComparisonError) {
        guard (0...1).contains(precision) else { throw .precisionOutOfRange(name: "precision", value: precision) }
        guard (0...1).contains(perceptualPrecision) else {
            throw .precisionOutOfRange(name: "perceptualPrecision", value: perceptualPrecision)
        }
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// The largest ΔE*94 two matching pixels may have.
    public var tolerance: Double { (1 - perceptualPrecision) * 100 }

    /// Compares `actual` with `reference` and draws the difference image.
    public func compare(_ reference: PixelBuffer, _ actual: PixelBuffer) -> ImageComparisonResult {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        let total = width * height
        let canvas = total <= PictureLimits.standard.maximumImagePixels ? PixelSize(width: width, height: height) : reference.size
        var difference = PixelBuffer(width: canvas.width, height: canvas.height)
        // Pixels outside the canvas lie outside the reference: they differ.
        var differing = total - canvas.width * canvas.height, largestDeltaE = 0.0, largestChannel = 0
        let sameSize = reference.size == actual.size
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let inReference = x < reference.width && y < reference.height
                let inActual = x < actual.width && y < actual.height
                guard inReference && inActual else {
                    differing += 1
                    difference[x, y] = ImageComparisonResult.changedMark
                    continue
                }
                let a = reference[x, y], b = actual[x, y]
                let background = ImageComparisonResult.faded(a)
                if a == b {
                    difference[x, y] = background
                    continue
                }
                let channel = max(absDiff(a.r, b.r), absDiff(a.g, b.g), absDiff(a.b, b.b), absDiff(a.a, b.a))
                largestChannel = max(largestChannel, channel)
                let deltaE = Self.deltaE(a, b)
                largestDeltaE = max(largestDeltaE, deltaE)
                let alphaPercent = Double(absDiff(a.a, b.a)) / 255 * 100
                let matches = perceptualPrecision < 1 && deltaE <= tolerance + 1e-9 && alphaPercent <= tolerance + 1e-9
                if matches {
                    difference[x, y] = background
                } else {
                    differing += 1
                    difference[x, y] = ImageComparisonResult.changedMark
                }
            }
        }
        let matchingShare = total == 0 ? 1 : 1 - Double(differing) / Double(total)
        return ImageComparisonResult(referenceSize: reference.size, actualSize: actual.size, differingPixels: differing,
                                totalPixels: total, largestDeltaE: largestDeltaE, largestChannelDifference: largestChannel,
                                matches: sameSize && matchingShare >= precision - 1e-12, difference: difference)
    }

    /// ΔE*94 between two premultiplied pixels, compared as straight sRGB colours.
    static func deltaE(_ a: RGBA8, _ b: RGBA8) -> Double {
        let x = a.unpremultiplied, y = b.unpremultiplied
        return CIELab(red: x.r, green: x.g, blue: x.b).deltaE94(to: CIELab(red: y.r, green: y.g, blue: y.b))
    }
}

private func absDiff(_ a: UInt8, _ b: UInt8) -> Int { abs(Int(a) - Int(b)) }
