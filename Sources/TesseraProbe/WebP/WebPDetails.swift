/// What a WebP's header says: lossy or lossless, alpha, animation.
public struct WebPDetails: Sendable, Equatable {
    /// A `VP8L` bitstream (lossless) rather than `VP8 ` (lossy); false for an animation, whose
    /// frames may be either.
    public var isLossless: Bool
    /// Whether the picture has an alpha channel (VP8X's flag, or VP8L's header bit).
    public var hasAlpha: Bool
    /// Whether it is an animation (only its first frame is shown).
    public var isAnimated: Bool
    /// An animation's frames (`ANMF` chunks counted, at most 64); 1 for a still picture.
    public var frameCount: Int

    public init(isLossless: Bool, hasAlpha: Bool, isAnimated: Bool, frameCount: Int = 1) {
        self.isLossless = isLossless
        self.hasAlpha = hasAlpha
        self.isAnimated = isAnimated
        self.frameCount = frameCount
    }
}
