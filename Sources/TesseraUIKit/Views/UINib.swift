import Foundation
import TesseraLayout

/// `UINib`: a nib file named in code (`collectionView.register(UINib(nibName:bundle:), …)`).
/// There are no nibs here: the name is kept and nothing is loaded.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// The nib's name.
    public let name: String

    /// `UINib(nibName:bundle:)`.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }
}

extension UICollectionView {
    /// `register(_:forCellWithReuseIdentifier:)` with a nib (accepted; cells are never made).
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        register(UICollectionViewCell.self as AnyClass, forCellWithReuseIdentifier: identifier)
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a nib (accepted).
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        register(UICollectionReusableView.self as AnyClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
}
