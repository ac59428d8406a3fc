import Foundation
import TesseraLayout

/// `UIGraphicsImageRendererFormat`: an image renderer's scale, opacity and colour range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// `UIGraphicsImageRendererFormat.Range` (iOS 12): the colour range of the image.
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }

    /// `scale`: pixels per point of the images made — the main screen's scale unless set.
    open var scale: CGFloat
    /// `opaque`: whether the image has no alpha channel (false); kept (nothing is drawn).
    open var opaque = false
    /// `preferredRange` (iOS 12): the colour range (`.automatic`); kept.
    open var preferredRange: Range = .automatic
    /// `prefersExtendedRange`: deprecated in iOS 12 for ``preferredRange``; true when that is
    /// `.extended`.
    @available(iOS, introduced: 10.0, deprecated: 12.0, message: "Use the preferredRange property instead")
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// `init()`: the main screen's scale, not opaque, automatic range. Read off the main thread,
    /// the scale is 3 (the default screen's), since the main screen belongs to the main actor.
    public override init() {
        scale = UIGraphicsImageRendererFormat.mainScreenScale()
        super.init()
    }

    /// `init(for:)`: a format at the trait collection's display scale.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        scale = traitCollection.displayScale
    }

    /// `UIGraphicsImageRendererFormat.default()`: a format for the main screen (deprecated in
    /// iOS 17 for ``preferred()``, and the same).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// `UIGraphicsImageRendererFormat.preferred()` (iOS 11): a format for the main screen.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The main screen's scale, on the main thread; the default screen's (3) elsewhere.
    static func mainScreenScale() -> CGFloat {
        guard Thread.isMainThread else { return 3 }
        return MainActor.assumeIsolated { UIScreen.main.scale }
    }
}

/// `UIGraphicsImageRendererContext`: what `UIGraphicsImageRenderer.image(actions:)` hands its
/// closure: the ``UIGraphicsRendererContext/cgContext`` to draw in and the image format.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// `currentImage`: the image drawn so far — blank, of the renderer's size and scale
    /// (nothing is drawn headlessly).
    open var currentImage: UIImage {
        let format = self.format as? UIGraphicsImageRendererFormat
        return UIImage(blankSize: format?.bounds.size ?? .zero, scale: format?.scale ?? 1)
    }
}

/// `UIGraphicsImageRenderer` (iOS 10): makes an image by running drawing code.
///
/// Headlessly nothing is rasterized: ``image(actions:)`` runs the drawing closure with a context
/// whose graphics state is kept (``CGContext``) and which is the current context meanwhile
/// (`UIGraphicsGetCurrentContext()`, `UIColor.setFill()`), and returns a blank image of the
/// renderer's size in points at the format's scale. Code that only needs an image of the right
/// size (a colour swatch for a button's background) works as on iOS; its pixels are not there.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// `UIGraphicsImageRenderer.DrawingActions`: the drawing closure.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// `init(size:)`: a renderer of `size` points in the main screen's format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat())
    }
    /// `init(size:format:)`: a renderer of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// `init(bounds:format:)`: a renderer of `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }
    /// `init(bounds:)`: a renderer of `bounds` in the main screen's format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    /// `image(actions:)`: runs `actions` with a fresh context (the current one while it runs)
    /// and returns a blank image of the renderer's size at the format's scale.
    open func image(actions: DrawingActions) -> UIImage {
        let imageFormat = format as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat()
        let size = imageFormat.bounds.size
        let cgContext = CGContext(size: size, scale: imageFormat.scale)
        let context = UIGraphicsImageRendererContext(cgContext: cgContext, format: imageFormat)
        GraphicsContextStack.current.push(cgContext, size: size, scale: imageFormat.scale)
        defer { GraphicsContextStack.current.pop() }
        actions(context)
        return context.currentImage
    }
}
