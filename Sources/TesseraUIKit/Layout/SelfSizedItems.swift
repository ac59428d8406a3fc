import Foundation
import TesseraLayout

/// The sizes self-sizing cells and supplementary views preferred
/// (`preferredLayoutAttributesFitting(_:)`), as UIKit's flow and compositional layouts keep
/// them privately: recorded when the layout makes the invalidation context for a preferred
/// size, given to the items (and a section's headers and footers) from then on, and forgotten
/// when the data changes (an invalidation of everything or of the data source counts). Main-actor
/// state, as the layouts that keep it are.
@MainActor
struct SelfSizedItems {
    private var sizes: [IndexPath: CGSize] = [:]
    /// Supplementary views' sizes, by section and element kind.
    private var boundaries: [Int: [ElementKind: CGSize]] = [:]

    /// Whether no view has preferred a size yet.
    var isEmpty: Bool { sizes.isEmpty && boundaries.isEmpty }

    /// The size the cell at `indexPath` preferred, if it did.
    subscript(indexPath: IndexPath) -> CGSize? { sizes[indexPath] }

    /// The sizes the supplementary views of `section` preferred, by kind.
    func boundarySizes(inSection section: Int) -> [ElementKind: CGSize] { boundaries[section] ?? [:] }

    /// Whether a view's preferred attributes ask for a new layout: a cell or supplementary view
    /// whose preferred size is not the one it has (what UIKit's self-sizing layouts answer).
    static func prefersAnotherSize(_ preferred: UICollectionViewLayoutAttributes,
                                   than original: UICollectionViewLayoutAttributes) -> Bool {
        original.representedElementCategory != .decorationView && preferred.size != original.size
    }

    /// Keeps a cell's preferred size for its item, a supplementary view's for its kind in its
    /// section.
    mutating func record(_ preferred: UICollectionViewLayoutAttributes, for original: UICollectionViewLayoutAttributes) {
        switch original.representedElementCategory {
        case .cell:
            sizes[original.indexPath] = preferred.size
        case .supplementaryView:
            guard let kind = original.representedElementKind, let section = original.indexPath.first else { return }
            boundaries[section, default: [:]][ElementKind(kind)] = preferred.size
        case .decorationView:
            break
        }
    }

    /// Forgets every size when `context` changes the data.
    mutating func forget(after context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            sizes = [:]
            boundaries = [:]
        }
    }
}
