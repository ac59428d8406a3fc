/// What ``ImageComparison/compare(_:_:)`` found.
public struct ImageComparisonResult: Sendable, Equatable {
    /// The reference's size.
    public var referenceSize: PixelSize
    /// The compared image's size.
    public var actualSize: PixelSize
    /// Pixels that do not match (every pixel outside the common area when the sizes differ).
    public var differingPixels: Int
    /// Pixels compared: the larger width times the larger height.
    public var totalPixels: Int
    /// The largest ΔE*94 between two pixels that differ (0 when none do).
    public var largestDeltaE: Double
    /// The largest difference in any channel, 0…255.
    public var largestChannelDifference: Int
    /// Whether the images match within the comparison's precision (never when sizes differ).
    public var matches: Bool
    /// The reference faded to a light grey, with every differing pixel in magenta.
    public var difference: PixelBuffer

    /// The colour of a changed pixel in ``difference``.
    static let changedMark = RGBA8(255, 0, 255)

    /// A reference pixel as the difference image shows it: its luminance, lightened.
    static func faded(_ pixel: RGBA8) -> RGBA8 {
        let straight = pixel.unpremultiplied
        let luminance = (Int(straight.r) * 54 + Int(straight.g) * 183 + Int(straight.b) * 19) >> 8
        let alpha = Int(straight.a)
        let grey = UInt8(255 - (255 - luminance) * alpha / 255 / 4)
        return RGBA8(grey, grey, grey)
    }

    /// One line for people: "identical", or how many pixels differ and by how much.
    public var summary: String {
        if referenceSize != actualSize {
            return "sizes differ: \(referenceSize) and \(actualSize); \(differingPixels) of \(totalPixels) pixels differ"
        }
        if differingPixels == 0 && largestChannelDifference == 0 { return "identical (\(totalPixels) pixels)" }
        let share = Double(differingPixels) / Double(max(1, totalPixels)) * 100
        let percent = (share * 1000).rounded() / 1000
        let deltaE = (largestDeltaE * 100).rounded() / 100
        return "\(differingPixels) of \(totalPixels) pixels differ (\(percent)%); largest difference ΔE94 \(deltaE), \(largestChannelDifference)/255 in one channel"
    }
}
