import Foundation
@_exported import SnapshotTesting
@_exported import TesseraRender

/// What a snapshot test of a value layout snapshots: a layout, the items it lays out, and what
/// they show. (A `UICollectionView` is snapshotted directly, whatever its layout class.)
///
/// The container size comes from the strategy (``SnapshotTesting/Snapshotting/image(size:scale:style:precision:perceptualPrecision:glyphs:extent:)``
/// or ``SnapshotTesting/Snapshotting/frames(size:)``), so one value is snapshotted at
/// several sizes — the layout is computed afresh at each, as UIKit does on rotation.
///
/// ```swift
/// let snapshot = LayoutSnapshot(layout, itemCounts: [12, 6], sectionTitles: ["Recent", "Albums"])
/// assertSnapshot(of: snapshot, as: .image(size: CGSize(width: 393, height: 852)))
/// ```
public struct LayoutSnapshot: Sendable {
    /// The value layout (`WaterfallLayout`, `FlowLayout`, `CompositionalLayout`); UIKit's layout
    /// classes are snapshotted through a `UICollectionView` instead.
    public var layout: any CollectionLayout
    /// The sections' items and their preferred sizes (UIKit's data source).
    public var sections: [CollectionContainer.Section]
    /// The collection view's content insets.
    public var contentInsets: DirectionalEdgeInsets
    /// What the cells, headers and decorations show (wireframes with index paths by default).
    public var content: SheetContent
    /// Where the viewport is scrolled to, for pinned headers; nil at rest.
    public var viewportOffset: CGPoint?

    /// A snapshot of `layout` over `sections`; `content` nil draws every cell as a wireframe.
    public init(_ layout: any CollectionLayout, sections: [CollectionContainer.Section],
                content: SheetContent? = nil, contentInsets: DirectionalEdgeInsets = .zero, viewportOffset: CGPoint? = nil) {
        self.layout = layout
        self.sections = sections
        self.content = content ?? SheetContent(cells: sections.map { Array(repeating: .wireframe, count: $0.numberOfItems) })
        self.contentInsets = contentInsets
        self.viewportOffset = viewportOffset
    }

    /// A snapshot of `layout` with `itemCounts[s]` placeholder items in section `s`, drawn as
    /// wireframes, and `sectionTitles` in the headers.
    public init(_ layout: any CollectionLayout, itemCounts: [Int], sectionTitles: [String?] = []) {
        let sections = itemCounts.map { CollectionContainer.Section(placeholders: $0) }
        self.init(layout, sections: sections,
                  content: SheetContent(cells: itemCounts.map { Array(repeating: .wireframe, count: $0) }, sectionTitles: sectionTitles))
    }

    /// The frames at container `size`.
    public func result(in size: CGSize) -> LayoutResult {
        layout.layout(in: CollectionContainer(size: size, contentInsets: contentInsets, sections: sections,
                                              viewportOffset: viewportOffset))
    }
}
