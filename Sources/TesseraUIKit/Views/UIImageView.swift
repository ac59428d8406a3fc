import Foundation
import TesseraLayout

/// `UIImageView`: a view that shows an image; the image is kept (an image with a file feeds the
/// picture of a cell that shows it).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// `image`.
    open var image: UIImage?
    /// `highlightedImage`.
    open var highlightedImage: UIImage?
    /// `preferredSymbolConfiguration` (kept; no symbols are drawn).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// `init(image:)`.
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}

extension UIView {
    /// `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight
    }
}
