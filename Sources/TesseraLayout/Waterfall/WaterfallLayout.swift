import Foundation

/// A Pinterest-style masonry layout: `CHTCollectionViewWaterfallLayout`, the waterfall most iOS
/// apps use, with docs/layout-spec.md's exact placement rules.
///
/// Items flow into equal-width columns; each keeps its aspect ratio (from its preferred size;
/// placeholders are square), so columns grow unevenly. Sections stack vertically, each with an
/// optional full-width header and footer (supplementaries of kind ``ElementKind/header`` and
/// ``ElementKind/footer`` at item 0).
///
/// Differences from CHT, all deliberate: frames are exact (CHT floors the column width; the
/// renderer snaps to pixels instead); the width is the container's minus its content insets;
/// an empty section ends where its items would have started, plus its bottom inset (CHT also
/// subtracts the inter-item spacing); a column width or header width that would be negative
/// (insets and spacing wider than the container) is 0.
///
/// ```swift
/// var layout = WaterfallLayout()
/// layout.columnCount = 2
/// layout.columnSpacing = 8
/// layout.sectionInset = EdgeInsets(all: 8)
/// let container = CollectionContainer(size: CGSize(width: 390, height: 844),
///                                     sections: [.init(items: [.aspectRatio(1.5), .aspectRatio(0.75)])])
/// print(layout.layout(in: container).cellFrames.map { [$0.minX, $0.minY, $0.width, $0.height] })
/// // [[8.0, 8.0, 183.0, 122.0], [199.0, 8.0, 183.0, 244.0]]
/// ```
public struct WaterfallLayout: CollectionLayout {
    /// Number of columns in every section without an override (CHT `columnCount`, default 2);
    /// MUST be at least 1 and at most ``maximumColumnCount``.
    public var columnCount: Int = 2
    /// The most columns a section may have (specs asking for more are refused): a thousand,
    /// a column a thousandth of the width.
    public static let maximumColumnCount = 1000
    /// Horizontal gap between columns (CHT `minimumColumnSpacing`, default 10).
    public var columnSpacing: CGFloat = 10
    /// Vertical gap between items of one column (CHT `minimumInteritemSpacing`, default 10).
    public var interitemSpacing: CGFloat = 10
    /// Space around each section's items (CHT `sectionInset`, default zero).
    public var sectionInset: EdgeInsets = .zero
    /// Height of each section header; 0 = no header (CHT `headerHeight`, default 0).
    public var headerHeight: CGFloat = 0
    /// Height of each section footer; 0 = no footer (CHT `footerHeight`, default 0).
    public var footerHeight: CGFloat = 0
    /// Space around each header (CHT `headerInset`, default zero). The top inset applies even
    /// when there is no header; the bottom one only when there is.
    public var headerInset: EdgeInsets = .zero
    /// Space around each footer (CHT `footerInset`, default zero). The top inset applies even
    /// when there is no footer; the bottom one only when there is.
    public var footerInset: EdgeInsets = .zero
    /// How items choose their column (CHT `itemRenderDirection`, default shortest first).
    public var itemRenderDirection: ItemRenderDirection = .shortestFirst
    /// The content is at least this tall (CHT `minimumContentHeight`, default 0).
    public var minimumContentHeight: CGFloat = 0
    /// Per-section replacements of the values above, by section number (a spec's
    /// `sectionOverrides`). Sections without an entry use the layout's values.
    public var sectionOverrides: [Int: SectionOverride] = [:]
    /// Per-section metrics from code, as CHT's delegate gives them; applied after
    /// ``sectionOverrides``.
    public var sectionMetricsProvider: SectionMetricsProvider?

    /// A waterfall with CHT's defaults: 2 columns, 10-point spacing, no insets, no headers.
    public init() {}

    /// A waterfall with the given values; the others keep CHT's defaults.
    public init(
        columnCount: Int, columnSpacing: CGFloat = 10, interitemSpacing: CGFloat = 10,
        sectionInset: EdgeInsets = .zero, headerHeight: CGFloat = 0, footerHeight: CGFloat = 0,
        headerInset: EdgeInsets = .zero, footerInset: EdgeInsets = .zero,
        itemRenderDirection: ItemRenderDirection = .shortestFirst, minimumContentHeight: CGFloat = 0
    ) {
        self.columnCount = columnCount
        self.columnSpacing = columnSpacing
        self.interitemSpacing = interitemSpacing
        self.sectionInset = sectionInset
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.headerInset = headerInset
        self.footerInset = footerInset
        self.itemRenderDirection = itemRenderDirection
        self.minimumContentHeight = minimumContentHeight
    }
}
