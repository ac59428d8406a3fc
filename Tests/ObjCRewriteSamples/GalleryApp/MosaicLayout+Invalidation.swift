// Overrides declared in an extension, as iOS code often splits a layout across files.
import UIKit

extension MosaicLayout {
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    @objc func columnCount(forWidth width: CGFloat) -> Int { width > 600 ? 3 : defaultColumns }
}

/// A layout that changes the column rule: it overrides a method its superclass declares in an
/// extension, which Swift without Objective-C allows only once the method is in the class.
final class WideMosaicLayout: MosaicLayout {
    override func columnCount(forWidth width: CGFloat) -> Int { width > 400 ? 4 : 2 }
}
