/// How a photo is placed in a box of another aspect ratio, as UIKit's `contentMode`
/// `.scaleAspectFill` and `.scaleAspectFit` do.
///
/// ```swift
/// let photo = PixelSize(width: 1200, height: 800), box = PixelSize(width: 300, height: 300)
/// print(AspectMode.fill.outputSize(for: photo, in: box), AspectMode.fill.sourceRegion(for: photo, in: box))
/// print(AspectMode.fit.outputSize(for: photo, in: box), AspectMode.fit.sourceRegion(for: photo, in: box))
/// // 300×300 (200.0, 0.0, 800.0×800.0)
/// // 300×200 (0.0, 0.0, 1200.0×800.0)
/// ```
public enum AspectMode: String, Sendable, Equatable, CaseIterable {
    /// Exactly the box's size; the photo is scaled to cover it and its centre is shown (the
    /// overflowing sides are cropped equally).
    case fill
    /// The largest size with the photo's aspect ratio inside the box; the whole photo is shown.
    case fit

    /// The output size for a photo of `source` size in a box of `bounds` size. For ``fit`` the
    /// side that does not touch the box is rounded to the nearest pixel, and is at least 1.
    public func outputSize(for source: PixelSize, in bounds: PixelSize) -> PixelSize {
        precondition(!source.isEmpty && !bounds.isEmpty, "aspect modes need non-empty sizes")
        switch self {
        case .fill:
            return bounds
        case .fit:
            // Compare aspect ratios exactly with integers: source.w/source.h vs bounds.w/bounds.h.
            if source.width * bounds.height >= bounds.width * source.height {
                let h = Double(bounds.width) * Double(source.height) / Double(source.width)
                return PixelSize(width: bounds.width, height: min(bounds.height, max(1, Int(h.rounded()))))
            }
            let w = Double(bounds.height) * Double(source.width) / Double(source.height)
            return PixelSize(width: min(bounds.width, max(1, Int(w.rounded()))), height: bounds.height)
        }
    }

    /// The part of the source that is shown: all of it for ``fit``; for ``fill`` the centred
    /// rectangle with the box's aspect ratio, as large as the source allows.
    public func sourceRegion(for source: PixelSize, in bounds: PixelSize) -> PixelRegion {
        precondition(!source.isEmpty && !bounds.isEmpty, "aspect modes need non-empty sizes")
        let whole = PixelRegion(covering: source)
        guard self == .fill else { return whole }
        let sw = Double(source.width), sh = Double(source.height)
        let bw = Double(bounds.width), bh = Double(bounds.height)
        if source.width * bounds.height > bounds.width * source.height {
            let width = sh * bw / bh      // source is wider: crop left and right
            return PixelRegion(x: (sw - width) / 2, y: 0, width: width, height: sh)
        }
        if source.width * bounds.height < bounds.width * source.height {
            let height = sw * bh / bw     // source is taller: crop top and bottom
            return PixelRegion(x: 0, y: (sh - height) / 2, width: sw, height: height)
        }
        return whole
    }
}
