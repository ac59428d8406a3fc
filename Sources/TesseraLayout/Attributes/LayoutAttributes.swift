import Foundation

/// Where one element of a collection view goes and how it is shown:
/// the members of `UICollectionViewLayoutAttributes` that a static picture needs.
///
/// Frames are in content coordinates (the container's content insets lie outside them) and are
/// exact: the renderer, not the layout, snaps them to pixels. Attributes are plain values; a
/// layout never shares them with anyone.
///
/// ```swift
/// let cell = LayoutAttributes(forCellAt: IndexPath(item: 2, section: 0),
///                             frame: CGRect(x: 8, y: 8, width: 183, height: 122))
/// print(cell.category, cell.representedElementKind as Any)   // cell nil
/// ```
public struct LayoutAttributes: Sendable, Equatable {
    /// The element's frame in content coordinates (`frame`).
    public var frame: CGRect
    /// The section of ``indexPath``.
    public var section: Int
    /// The item of ``indexPath`` (0 for section-wide supplementaries and decorations).
    public var item: Int
    /// Stacking order: higher values are drawn above lower ones (`zIndex`). Equal values are
    /// drawn in frame-dump order.
    public var zIndex: Int
    /// The kind of a supplementary or decoration view (`representedElementKind`); `nil` for cells.
    public var representedElementKind: ElementKind?
    /// Cell, supplementary view or decoration view (`representedElementCategory`).
    public var category: ElementCategory
    /// Whether the element is laid out but not drawn (`isHidden`).
    public var isHidden: Bool
    /// The transform the element is drawn with, about its frame's centre (`transform`); layouts
    /// leave it at the identity, UIKit layout code (a carousel's handler) may scale it.
    public var transform: CGAffineTransform = .identity
    /// The element's opacity, 0…1 (`alpha`).
    public var alpha: CGFloat = 1

    /// Whether the element is drawn with a transform or an opacity other than the defaults.
    public var hasDrawingEffect: Bool { !transform.isIdentity || alpha != 1 }

    /// Creates attributes of any category.
    ///
    /// A cell MUST NOT have an element kind; supplementaries and decorations MUST have one.
    public init(
        category: ElementCategory, kind: ElementKind?, indexPath: IndexPath,
        frame: CGRect, zIndex: Int = 0, isHidden: Bool = false
    ) {
        precondition(indexPath.count == 2, "an element's index path is [section, item]")
        self.init(category: category, kind: kind, section: indexPath[0], item: indexPath[1],
                  frame: frame, zIndex: zIndex, isHidden: isHidden)
    }

    /// Creates attributes from a section and item number, without building an `IndexPath`.
    public init(
        category: ElementCategory, kind: ElementKind?, section: Int, item: Int,
        frame: CGRect, zIndex: Int = 0, isHidden: Bool = false
    ) {
        precondition((category == .cell) == (kind == nil), "cells have no kind; other elements have one")
        self.category = category
        self.representedElementKind = kind
        self.section = section
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
        self.isHidden = isHidden
    }

    /// Cell attributes: `UICollectionViewLayoutAttributes(forCellWith:)`.
    public init(forCellAt indexPath: IndexPath, frame: CGRect, zIndex: Int = 0) {
        self.init(category: .cell, kind: nil, indexPath: indexPath, frame: frame, zIndex: zIndex)
    }

    /// Supplementary-view attributes:
    /// `UICollectionViewLayoutAttributes(forSupplementaryViewOfKind:with:)`.
    public init(forSupplementaryOfKind kind: ElementKind, at indexPath: IndexPath, frame: CGRect, zIndex: Int = 0) {
        self.init(category: .supplementaryView, kind: kind, indexPath: indexPath, frame: frame, zIndex: zIndex)
    }

    /// Decoration-view attributes:
    /// `UICollectionViewLayoutAttributes(forDecorationViewOfKind:with:)`.
    public init(forDecorationOfKind kind: ElementKind, at indexPath: IndexPath, frame: CGRect, zIndex: Int = 0) {
        self.init(category: .decorationView, kind: kind, indexPath: indexPath, frame: frame, zIndex: zIndex)
    }

    /// The element's index path (`indexPath`): `[section, item]`.
    public var indexPath: IndexPath { IndexPath(indexes: [section, item]) }
    /// The frame's size (`size`).
    public var size: CGSize { frame.size }
    /// The frame's centre (`center`).
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// Whether `self` comes before `other` in the frame-dump order of docs/layout-spec.md: by section, then cells
    /// before supplementaries before decorations, then by item, then by element kind.
    public func precedesInDump(_ other: LayoutAttributes) -> Bool {
        if section != other.section { return section < other.section }
        if category != other.category { return category < other.category }
        if item != other.item { return item < other.item }
        return (representedElementKind?.rawValue ?? "") < (other.representedElementKind?.rawValue ?? "")
    }
}
