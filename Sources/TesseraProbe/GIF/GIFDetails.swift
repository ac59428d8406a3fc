/// What a GIF's header says: its version, its first image's place on the logical screen, and
/// whether more images follow (an animation, of which only the first frame is shown).
///
/// ```swift
/// if case .gif(let gif) = info.details { print(gif.version, gif.firstImage, gif.isAnimated) }
/// // 89a 16×8+4+2 false
/// ```
public struct GIFDetails: Sendable, Equatable {
    /// `87a` or `89a`, from the signature.
    public var version: String
    /// The first image's rectangle on the logical screen (its descriptor's left, top, width and
    /// height); it MAY reach past the screen, whose part outside is not shown.
    public var firstImage: PixelRect
    /// Whether the first image is stored interlaced (its rows in four passes).
    public var isInterlaced: Bool
    /// The entries of the colour table the first image uses (its local table, else the global
    /// one); 0 when it has neither.
    public var colorCount: Int
    /// Whether the Graphic Control Extension before the first image names a transparent index.
    public var hasTransparency: Bool
    /// Images in the file, counted up to ``GIFHeaderReader/frameCountLimit``; 1 for a still picture.
    public var frameCount: Int

    /// Details as read from the blocks up to the first image and the image descriptors after it.
    public init(version: String, firstImage: PixelRect, isInterlaced: Bool, colorCount: Int, hasTransparency: Bool,
                frameCount: Int = 1) {
        self.version = version
        self.firstImage = firstImage
        self.isInterlaced = isInterlaced
        self.colorCount = colorCount
        self.hasTransparency = hasTransparency
        self.frameCount = frameCount
    }

    /// Whether the file holds more than one image (only the first is shown).
    public var isAnimated: Bool { frameCount > 1 }
}
