import Foundation

/// What a layout is computed for: the collection view's size and insets and the shape of its
/// data source. It replaces UIKit's `collectionView` back-pointer.
///
/// UIKit layouts read `collectionView.bounds`, `adjustedContentInset`, `numberOfSections` and
/// `numberOfItems(inSection:)` during `prepare()`. A Tessera layout receives the same facts as
/// this value, so computing a layout is a pure function of `(layout, container)`.
///
/// ```swift
/// let container = CollectionContainer(
///     size: CGSize(width: 390, height: 844),
///     sections: [.init(placeholders: 12), .init(items: [.aspectRatio(1.5)])])
/// print(container.numberOfSections, container.contentWidth)   // 2 390.0
/// ```
public struct CollectionContainer: Sendable, Equatable {
    /// The collection view's bounds size in points (`bounds.size`).
    public var size: CGSize
    /// Space around the content (`adjustedContentInset`); frames are in content coordinates,
    /// so these insets lie outside every frame and outside the content size.
    public var contentInsets: DirectionalEdgeInsets
    /// The sections of the data source, in order.
    public var sections: [Section]
    /// The safe area, layout margins and readable content, inside the content insets: what
    /// compositional sections' `contentInsetsReference` measures from (zero by default).
    public var insetsReferences: ContentInsetsReferences = .zero
    /// How far each orthogonal section of a compositional layout is scrolled along its own axis,
    /// by section number: its cells and their badges move back by it (its headers and
    /// backgrounds stay). Empty: every section at rest.
    public var orthogonalScrollOffsets: [Int: CGFloat] = [:]
    /// The content-coordinate point shown at the top-left corner of the visible area (inside the
    /// content insets), when one viewport is being rendered: pinned headers and footers
    /// (`sectionHeadersPinToVisibleBounds`) move to stay visible for it. `nil` lays everything
    /// out at rest, as frame dumps do.
    public var viewportOffset: CGPoint?

    /// Creates a container. `size` MUST be finite and not negative.
    public init(
        size: CGSize,
        contentInsets: DirectionalEdgeInsets = .zero,
        sections: [Section],
        viewportOffset: CGPoint? = nil
    ) {
        precondition(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
                     "invalid container size \(size)")
        self.size = size
        self.contentInsets = contentInsets
        self.sections = sections
        self.viewportOffset = viewportOffset
    }

    /// `numberOfSections`.
    public var numberOfSections: Int { sections.count }

    /// `numberOfItems(inSection:)`. `section` MUST exist.
    public func numberOfItems(inSection section: Int) -> Int { sections[section].numberOfItems }

    /// The total number of items in every section.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.numberOfItems } }

    /// The width available to content: bounds width − leading − trailing content insets
    /// (docs/layout-spec.md's `W`).
    public var contentWidth: CGFloat { size.width - contentInsets.leading - contentInsets.trailing }

    /// The height available to content: bounds height − top − bottom content insets: the
    /// visible height of a vertical layout and the content height of a horizontal one.
    public var contentHeight: CGFloat { size.height - contentInsets.top - contentInsets.bottom }

    /// A copy with another bounds size: a rotation or a resized window. A layout computes a new
    /// result for it (UIKit invalidates on a bounds change).
    public func resized(to newSize: CGSize) -> CollectionContainer {
        var copy = self
        copy.size = newSize
        return copy
    }
}
