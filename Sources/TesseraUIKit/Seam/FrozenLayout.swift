import Foundation
import TesseraLayout

/// A collection view's layout frozen into values: what the renderer and the frame dump need,
/// taken from the layout exactly as UIKit would take it to show the collection view.
///
/// Made by ``UICollectionView/frozenLayout(_:)``: the layout is prepared if it was invalidated,
/// then asked for `collectionViewContentSize` and `layoutAttributesForElements(in:)` — for the
/// visible rect (its bounds, at its content offset) or for the whole content — so a custom
/// subclass's own code decides every frame.
package struct FrozenLayout: Sendable {
    /// How much of the content to ask the layout for.
    package enum Extent: Sendable {
        /// The collection view's bounds: what a device shows at the current content offset.
        case visible
        /// The whole content (the content rectangle and the bounds together).
        case all
    }

    /// The frames, in content coordinates.
    package var result: LayoutResult
    /// The collection view's bounds when frozen: the visible rectangle in content coordinates.
    package var visibleRect: CGRect
    /// Supplementary kinds that hold section titles (UIKit's section header kind, and a
    /// compositional layout's top boundary kinds).
    package var sectionHeaderKinds: Set<String>
    /// The selected items, in selection order.
    package var selectedIndexPaths: [IndexPath]
    /// The list sections (a compositional layout's `NSCollectionLayoutSection.list…`) and their
    /// configurations, by section.
    package var listSections: [Int: ListLayoutConfiguration]
    /// The collection view's background colour.
    package var backgroundColor: UIColor?
    /// What the layout returned that could not be used, in words: elements with a frame that is
    /// not a finite number, an index path that is not [section, item] with both ≥ 0, a zIndex
    /// beyond 32 bits (clamped), or a second element of the same category, kind and index path
    /// (the first is kept).
    package var warnings: [String]
}

extension UICollectionView {
    /// The layout's frames now (see ``FrozenLayout``), with each element's `alpha` and
    /// `transform` (the renderer draws them; an element with `alpha` 0 is frozen as hidden).
    package func frozenLayout(_ extent: FrozenLayout.Extent = .all) -> FrozenLayout {
        prepareLayoutIfNeeded()
        let layout = collectionViewLayout
        var warnings: [String] = []
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        let reported = layout.collectionViewContentSize
        let contentSize = CGSize(width: finite(reported.width), height: finite(reported.height))
        if contentSize != reported { warnings.append("collectionViewContentSize \(reported) is not a size; 0 was used for what is not") }
        let visible = bounds
        let rect = extent == .visible ? visible : CGRect(origin: .zero, size: contentSize).union(visible)

        var seen = Set<ElementKey>()
        var elements: [LayoutAttributes] = []
        for attributes in layout.layoutAttributesForElements(in: rect) ?? [] {
            guard let element = Self.frozen(attributes, warnings: &warnings) else { continue }
            let key = ElementKey(category: element.category, kind: element.representedElementKind, section: element.section, item: element.item)
            guard seen.insert(key).inserted else {
                warnings.append("\(Self.describe(attributes)) was returned twice; the first is kept")
                continue
            }
            elements.append(element)
        }
        let direction: ScrollDirection = switch layout {
        case let flow as UICollectionViewFlowLayout: flow.scrollDirection
        case let compositional as UICollectionViewCompositionalLayout: compositional.configuration.scrollDirection
        default: contentSize.width > visible.width && contentSize.height <= visible.height ? .horizontal : .vertical
        }
        var headerKinds: Set<String> = [Self.elementKindSectionHeader]
        var lists: [Int: ListLayoutConfiguration] = [:]
        if let compositional = layout as? UICollectionViewCompositionalLayout {
            headerKinds.formUnion(compositional.sectionHeaderKinds)
            lists = compositional.sectionListConfigurations
        }
        return FrozenLayout(result: LayoutResult(contentSize: contentSize, attributes: elements, scrollDirection: direction),
                            visibleRect: visible, sectionHeaderKinds: headerKinds,
                            selectedIndexPaths: indexPathsForSelectedItems ?? [], listSections: lists,
                            backgroundColor: backgroundColor, warnings: warnings)
    }

    private struct ElementKey: Hashable {
        var category: ElementCategory
        var kind: ElementKind?
        var section: Int
        var item: Int
    }

    private static func frozen(_ attributes: UICollectionViewLayoutAttributes, warnings: inout [String]) -> LayoutAttributes? {
        let frame = attributes.frame
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else {
            warnings.append("\(describe(attributes)) has a frame that is not a finite number; it is left out")
            return nil
        }
        let path = attributes.indexPath
        guard path.count == 2, path[0] >= 0, path[1] >= 0, path[0] <= Int(Int32.max), path[1] <= Int(Int32.max) else {
            warnings.append("\(describe(attributes)): an element's index path is [section, item], both at least 0; it is left out")
            return nil
        }
        let category = attributes.representedElementCategory
        let kind: ElementKind? = category == .cell ? nil : ElementKind(attributes.representedElementKind ?? "")
        let zIndex = min(max(attributes.zIndex, Int(Int32.min)), Int(Int32.max))
        if zIndex != attributes.zIndex { warnings.append("\(describe(attributes)): zIndex \(attributes.zIndex) was clamped to 32 bits") }
        let width = max(0, frame.width), height = max(0, frame.height)
        var element = LayoutAttributes(category: category, kind: kind, section: path[0], item: path[1],
                                       frame: CGRect(x: frame.minX, y: frame.minY, width: width, height: height),
                                       zIndex: zIndex, isHidden: attributes.isHidden || !(attributes.alpha > 0))
        element.alpha = attributes.alpha.isFinite ? min(max(attributes.alpha, 0), 1) : 1
        let t = attributes.transform
        if [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
            element.transform = t
        } else {
            warnings.append("\(describe(attributes)) has a transform that is not finite; it is drawn untransformed")
        }
        return element
    }

    private static func describe(_ attributes: UICollectionViewLayoutAttributes) -> String {
        let path = "[" + attributes.indexPath.map(String.init).joined(separator: ", ") + "]"
        switch attributes.representedElementCategory {
        case .cell: return "the cell at \(path)"
        case .supplementaryView: return "the \(attributes.representedElementKind ?? "") supplementary at \(path)"
        case .decorationView: return "the \(attributes.representedElementKind ?? "") decoration at \(path)"
        }
    }
}
