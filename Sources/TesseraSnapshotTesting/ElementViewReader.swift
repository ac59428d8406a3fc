import Foundation
import TesseraRender
import TesseraUIKit

/// Reads what a collection view's supplementary and decoration views show, for
/// ``CollectionViewContent/cells(sectionTitle:)``, so they are drawn as cells are: each view is
/// made as UIKit makes it, given its element's frame, laid out by Auto Layout and painted by
/// ``CellViewPainter`` (backgrounds, corner radii, borders, labels' text in their fonts at their
/// frames).
///
/// - A supplementary view (header, footer, badge) is the data source's
///   `collectionView(_:viewForSupplementaryElementOfKind:at:)` — a diffable data source's
///   supplementary view provider, a `SupplementaryRegistration`, a dequeued registered class.
/// - A decoration view is a new instance of the class registered with the layout
///   (`register(_:forDecorationViewOfKind:)`), given its layout attributes through `apply(_:)`
///   (its only way to learn anything, as on a device).
///
/// A hidden view (or one with alpha 0) draws nothing. A view that shows nothing at all (no
/// background, border, text or image), a kind the data source makes no view for and a
/// decoration kind without a registered class are left to the style: a section title in a
/// header, a wireframe, the decoration fill.
@MainActor
enum ElementViewReader {
    /// The views of `frozen`'s supplementary and decoration elements, and the titles of the
    /// sections whose header view has a label (for what draws titles elsewhere: print pages'
    /// continued headers, zoom pages).
    static func read(_ frozen: FrozenLayout, of collectionView: UICollectionView, dataSource: any UICollectionViewDataSource)
        -> (views: [SheetContent.ElementViewKey: [ViewPaint]], titles: [Int: String]) {
        var views: [SheetContent.ElementViewKey: [ViewPaint]] = [:]
        var titles: [Int: String] = [:]
        for element in frozen.result.attributes where element.category != .cell {
            let kind = element.representedElementKind?.rawValue ?? ""
            guard let view = makeView(for: element, kind: kind, of: collectionView, dataSource: dataSource) else { continue }
            if element.category == .supplementaryView, frozen.sectionHeaderKinds.contains(kind), titles[element.section] == nil,
               let title = CellViewReader.title(of: view) {
                titles[element.section] = title
            }
            view.frame = element.frame
            let paints = CellViewReader.paints(of: view)
            let hidden = view.isHidden || view.alpha <= 0.01
            if hidden || !paints.isEmpty { views[SheetContent.ElementViewKey(element)] = paints }
        }
        return (views, titles)
    }

    private static func makeView(for element: LayoutAttributes, kind: String, of collectionView: UICollectionView,
                                 dataSource: any UICollectionViewDataSource) -> UICollectionReusableView? {
        switch element.category {
        case .supplementaryView:
            return OptionalRequirement.answer(dataSource, requirement: "collectionView(_:viewForSupplementaryElementOfKind:at:)") {
                $0.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: element.indexPath)
            }
        case .decorationView:
            let layout = collectionView.collectionViewLayout
            guard let type = layout.registeredDecorationViewClass(ofKind: kind) else { return nil }
            let view = type.init(registeredFrame: element.frame)
            // A copy, as UIKit hands views copies: the layout's own attributes stay as they are.
            let attributes = (layout.layoutAttributesForDecorationView(ofKind: kind, at: element.indexPath)?.copy()
                as? UICollectionViewLayoutAttributes)
                ?? UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: element.indexPath)
            attributes.frame = element.frame
            view.apply(attributes)
            return view
        case .cell:
            return nil
        }
    }
}
