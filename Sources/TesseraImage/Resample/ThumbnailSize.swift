/// The size to ask a thumbnail of, from what was asked and the photo's displayed size: a width
/// alone, a height alone (the width follows the photo's aspect ratio) or both; and, unless
/// upscaling is asked for, never more than the photo has (a thumbnail is a reduction).
///
/// ```swift
/// let size = ThumbnailSize(photo: PixelSize(width: 640, height: 480), width: 1000, height: nil, mode: .fill, upscale: false)
/// print(size.width, size.height ?? 0, size.isReduced)   // 640 0 true
/// ```
public struct ThumbnailSize: Sendable, Equatable {
    /// The width to ask for.
    public var width: Int
    /// The height to ask for; nil keeps the photo's aspect ratio.
    public var height: Int?
    /// How the photo meets `width × height`.
    public var mode: AspectMode
    /// Whether the size asked for was lowered to the photo's own (no upscaling).
    public var isReduced: Bool

    /// Resolves a request; `width` or `height` MUST be given, each at least 1, and the photo's
    /// sides MUST be at least 1.
    public init(photo: PixelSize, width: Int?, height: Int?, mode: AspectMode, upscale: Bool) {
        precondition(width != nil || height != nil, "a thumbnail needs a width or a height")
        let photoWidth = Double(max(1, photo.width)), photoHeight = Double(max(1, photo.height))
        self.mode = mode
        self.isReduced = false
        switch (width, height) {
        case (let width?, let height?):
            let factor = mode == .fill ? max(Double(width) / photoWidth, Double(height) / photoHeight)
                : min(Double(width) / photoWidth, Double(height) / photoHeight)
            if factor > 1 && !upscale {
                self.width = max(1, Int((Double(width) / factor).rounded()))
                self.height = max(1, Int((Double(height) / factor).rounded()))
                self.isReduced = true
            } else {
                self.width = width
                self.height = height
            }
        case (let width?, nil):
            self.width = upscale ? width : min(width, Int(photoWidth))
            self.height = nil
            self.isReduced = width > self.width
        case (nil, let height?):
            // The width from the aspect ratio, then exactly that box (a crop below a pixel).
            let kept = upscale ? height : min(height, Int(photoHeight))
            self.width = max(1, Int((Double(kept) * photoWidth / photoHeight).rounded()))
            self.height = kept
            self.mode = .fill
            self.isReduced = height > kept
        case (nil, nil):
            self.width = 1
            self.height = nil
        }
    }
}
