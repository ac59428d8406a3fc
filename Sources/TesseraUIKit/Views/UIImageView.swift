import Foundation
import TesseraLayout

/// `UIImageView`: a view that shows an image; the image is kept (an image with a file feeds the
/// picture of a cell that shows it).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// `image`: the image shown; setting it asks for layout, as its size is the view's
    /// intrinsic size.
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// `highlightedImage`: the image for the highlighted state; kept, never shown or sized.
    open var highlightedImage: UIImage?
    /// `preferredSymbolConfiguration`: sizes an SF Symbol image (see
    /// ``UIImage/symbolSize(with:font:)``); no symbols are drawn.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// `intrinsicContentSize`: the image's size (``UIImage/size``; an SF Symbol's as its
    /// `preferredSymbolConfiguration` sizes it); none without an image or when the image's size
    /// is not known (an asset known by name only).
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let size = image.size(with: preferredSymbolConfiguration, font: nil)
        guard size.width > 0, size.height > 0 else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return size
    }

    /// `init(image:)`: an image view with a zero frame showing `image` (not resized to it; its
    /// intrinsic size is the image's).
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}

extension UIView {
    /// `UIView.ContentMode`: how content fits the bounds — stretched, scaled to fit or fill,
    /// centred or pinned to an edge; kept in `contentMode`, nothing is drawn.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight
    }
}
