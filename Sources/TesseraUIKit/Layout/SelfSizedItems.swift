import Foundation
import TesseraLayout

/// The sizes self-sizing cells preferred (`preferredLayoutAttributesFitting(_:)`), as UIKit's
/// flow and compositional layouts keep them privately: recorded when the layout makes the
/// invalidation context for a preferred size, given to the items from then on, and forgotten
/// when the data changes (an invalidation of everything or of the data source counts).
struct SelfSizedItems {
    private var sizes: [IndexPath: CGSize] = [:]

    /// Whether no cell has preferred a size yet.
    var isEmpty: Bool { sizes.isEmpty }

    /// The size the cell at `indexPath` preferred, if it did.
    subscript(indexPath: IndexPath) -> CGSize? { sizes[indexPath] }

    /// Whether a cell's preferred attributes ask for a new layout: a cell whose preferred size is
    /// not the one it has (what UIKit's self-sizing layouts answer).
    static func prefersAnotherSize(_ preferred: UICollectionViewLayoutAttributes,
                                   than original: UICollectionViewLayoutAttributes) -> Bool {
        original.representedElementCategory == .cell && preferred.size != original.size
    }

    /// Keeps a cell's preferred size for its item.
    mutating func record(_ preferred: UICollectionViewLayoutAttributes, for original: UICollectionViewLayoutAttributes) {
        if original.representedElementCategory == .cell { sizes[original.indexPath] = preferred.size }
    }

    /// Forgets every size when `context` changes the data.
    mutating func forget(after context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { sizes = [:] }
    }
}
