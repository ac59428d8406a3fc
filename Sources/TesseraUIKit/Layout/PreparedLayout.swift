import Foundation
import TesseraLayout

/// The value engine's result as UIKit's layouts hand it out: the seam where a built-in layout
/// class (flow, compositional) turns a `LayoutResult` into `UICollectionViewLayoutAttributes`.
///
/// Each question makes fresh attribute objects of the layout's `layoutAttributesClass`, so a
/// subclass may change what `super` returns without copying it first and never alters what
/// the layout holds (UIKit hands out its cached objects and warns when they are changed).
@preconcurrency @MainActor
struct PreparedLayout {
    /// The frames, in content coordinates.
    var result: LayoutResult
    /// The kind UIKit code sees for each of the engine's kinds (the flow layout's `header`
    /// becomes `UICollectionView.elementKindSectionHeader`).
    var uikitKind: (ElementKind) -> String = { $0.rawValue }
    /// The engine's kind for a kind UIKit code names.
    var engineKind: (String) -> ElementKind = { ElementKind($0) }

    static let empty = PreparedLayout(result: .empty())

    /// What `layoutAttributesForElements(in:)` returns: the elements meeting `rect`, each made as
    /// `type` (the layout's attributes class).
    func elements(in rect: CGRect, of type: AnyClass) -> [UICollectionViewLayoutAttributes] {
        result.attributes(in: rect).map { make($0, of: type) }
    }

    func item(at indexPath: IndexPath, of type: AnyClass) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return result.attributes(forItemAt: indexPath).map { make($0, of: type) }
    }

    func supplementary(ofKind kind: String, at indexPath: IndexPath, of type: AnyClass) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return result.attributes(forSupplementaryOfKind: engineKind(kind), at: indexPath).map { make($0, of: type) }
    }

    func decoration(ofKind kind: String, at indexPath: IndexPath, of type: AnyClass) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return result.attributes(forDecorationOfKind: engineKind(kind), at: indexPath).map { make($0, of: type) }
    }

    /// A UIKit attributes object of `type` (a subclass of `UICollectionViewLayoutAttributes`,
    /// or that class itself when `type` is not one).
    func make(_ value: LayoutAttributes, of type: AnyClass) -> UICollectionViewLayoutAttributes {
        let attributesType = (type as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let attributes = attributesType.init(forCellWith: value.indexPath)
        attributes.setCategory(value.category, kind: value.representedElementKind.map(uikitKind))
        attributes.frame = value.frame
        attributes.zIndex = value.zIndex
        attributes.isHidden = value.isHidden
        return attributes
    }
}

extension UICollectionViewLayoutAttributes {
    /// Sets what the `init(for…)` initialisers set.
    func setCategory(_ category: UICollectionView.ElementCategory, kind: String?) {
        representedElementCategory = category
        representedElementKind = kind
    }
}
