import Foundation
import TesseraLayout

/// `UICollectionViewListCell`: a list row with accessories and an indentation level; its
/// ``defaultContentConfiguration()`` is a ``UIListContentConfiguration/cell()``.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// `accessories`.
    open var accessories: [UICellAccessory] = []
    /// `indentationLevel`.
    open var indentationLevel = 0
    /// `indentationWidth`.
    open var indentationWidth: CGFloat = 10
    /// `indentsAccessories`.
    open var indentsAccessories = true
    /// `separatorLayoutGuide`.
    open var separatorLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self, name: "separator") }

    /// `defaultContentConfiguration()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
