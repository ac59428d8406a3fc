import Foundation

/// The type an `#imageLiteral(resourceName:)` makes when nothing else is asked for, as UIKit
/// declares it: a ``UIImage``.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {
    /// `#imageLiteral(resourceName:)`: the image named `name`, as `UIImage(named:)` — kept by
    /// name (there are no asset catalogs to load it from), never nil.
    public convenience init(imageLiteralResourceName name: String) {
        self.init(assetName: name)
    }
}
