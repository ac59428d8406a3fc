import Foundation
import TesseraLayout

/// `UICollectionViewListCell`: a list row with accessories and an indentation level; its
/// ``defaultContentConfiguration()`` is a ``UIListContentConfiguration/cell()``.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// `accessories`: the content view gives up the width of those shown (not those shown only
    /// while editing, as no cell edits here), leading ones before it and trailing ones after it
    /// (``ListContentMetrics/width(of:)``); accessories are not drawn.
    open var accessories: [UICellAccessory] = [] {
        didSet { placeContentView() }
    }
    /// `indentationLevel`: the content view starts `indentationLevel × indentationWidth` further in.
    open var indentationLevel = 0 {
        didSet { placeContentView() }
    }
    /// `indentationWidth`: the points one indentation level moves the content in (10 unless set).
    open var indentationWidth: CGFloat = 10 {
        didSet { placeContentView() }
    }
    /// `indentsAccessories`: whether leading accessories move in with the indentation (they
    /// take the same width either way).
    open var indentsAccessories = true

    /// Places the content view between the accessories shown, indented; autoresizing keeps the
    /// accessories' widths when the cell is resized.
    private func placeContentView() {
        let shown = accessories.filter { $0.displayed != .whenEditing }
        let leading = shown.filter(ListContentMetrics.isLeading).reduce(0) { $0 + ListContentMetrics.width(of: $1) }
            + CGFloat(max(0, indentationLevel)) * indentationWidth
        let trailing = shown.filter { !ListContentMetrics.isLeading($0) }.reduce(0) { $0 + ListContentMetrics.width(of: $1) }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        contentView.frame = CGRect(x: rightToLeft ? trailing : leading, y: 0,
                                   width: max(0, bounds.width - leading - trailing), height: bounds.height)
    }
    /// `separatorLayoutGuide`: where the row's separator starts, for constraints to name; no
    /// separator is placed, so the guide sits only where constraints put it (a new guide each read).
    open var separatorLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self, name: "separator") }

    /// `defaultContentConfiguration()`: a fresh ``UIListContentConfiguration/cell()`` to fill in
    /// and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
