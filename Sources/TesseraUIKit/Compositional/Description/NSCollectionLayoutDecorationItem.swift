import Foundation
import TesseraLayout

/// `NSCollectionLayoutDecorationItem`: a view the layout draws behind a whole section
/// (``background(elementKind:)``), registered with the layout rather than the data source.
///
/// A main-actor class, as in the iOS SDK; it stands for the engine's
/// `CollectionLayoutDecorationItem` (see ``NSCollectionLayoutItem``).
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The engine's description this decoration stands for.
    package let layoutDecorationItem: CollectionLayoutDecorationItem

    /// A decoration standing for `layoutDecorationItem`.
    package init(layoutDecorationItem: CollectionLayoutDecorationItem) {
        self.layoutDecorationItem = layoutDecorationItem
        super.init(layoutItem: layoutDecorationItem, supplementaryItems: [])
    }

    /// `background(elementKind:)`: a view of `elementKind` covering the section, from the top of
    /// its header to the bottom of its footer, shrunk by the decoration's ``contentInsets``.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(layoutDecorationItem: .background(elementKind: elementKind))
    }

    /// `elementKind`: the kind registered with the layout (`register(_:forDecorationViewOfKind:)`).
    public var elementKind: String { layoutDecorationItem.elementKind }
    /// `zIndex`: 0 by default; the section's other elements are lifted above it.
    public var zIndex: Int {
        get { layoutDecorationItem.zIndex }
        set { layoutDecorationItem.zIndex = newValue }
    }
}
