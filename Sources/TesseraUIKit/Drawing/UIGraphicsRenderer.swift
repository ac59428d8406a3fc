import Foundation
import TesseraLayout

/// `UIGraphicsRendererFormat`: how a graphics renderer draws; the base of
/// ``UIGraphicsImageRendererFormat``.
open class UIGraphicsRendererFormat: NSObject {
    /// `bounds`: the area the renderer draws, set by the renderer that uses the format.
    open var bounds: CGRect { storedBounds }
    var storedBounds: CGRect = .zero
}

/// `UIGraphicsRendererContext`: what a renderer's drawing closure receives — the Core Graphics
/// context and a few conveniences. Nothing is drawn headlessly (see ``CGContext``).
open class UIGraphicsRendererContext: NSObject {
    /// `cgContext`: the Core Graphics context drawing code uses (its state is kept, no pixel is
    /// drawn).
    public let cgContext: CGContext
    /// `format`: the renderer's format.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// `fill(_:)`: fills `rect` with the current fill colour (`UIColor.setFill()`); nothing is
    /// drawn headlessly.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// `fill(_:blendMode:)`: as ``fill(_:)``, in `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }
    /// `stroke(_:)`: outlines `rect` in the current stroke colour; nothing is drawn headlessly.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// `stroke(_:blendMode:)`: as ``stroke(_:)``, in `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.stroke(rect) }
    /// `clip(to:)`: clips later drawing to `rect`; nothing is drawn headlessly.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// `UIGraphicsRenderer`: the base of ``UIGraphicsImageRenderer``: a renderer of `bounds` in a
/// format.
open class UIGraphicsRenderer: NSObject {
    /// `format`: the format the renderer was made with, its bounds set to the renderer's.
    public let format: UIGraphicsRendererFormat
    /// `allowsImageOutput`: whether the renderer makes images (true for image renderers).
    open var allowsImageOutput: Bool { true }

    init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        format.storedBounds = bounds
        self.format = format
        super.init()
    }
}
