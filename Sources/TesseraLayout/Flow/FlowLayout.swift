import Foundation

/// UIKit's `UICollectionViewFlowLayout`: items fill lines one after another, lines stack along
/// the scroll direction, and each section may have a header and a footer.
///
/// Frames follow docs/layout-spec.md ("How frames resolve", flow layout). For a vertical layout:
/// - a header spans the full width, `(0, y, W, headerReferenceSize.height)`, not indented by
///   `sectionInset`; a footer likewise; no line spacing is added next to them;
/// - items fill lines greedily: the first costs its width, each further one its width +
///   `minimumInteritemSpacing`, while the total fits `W − sectionInset.left − sectionInset.right`;
/// - in a line of n ≥ 2 items the leftover space is spread evenly between them (first item flush
///   with the left inset, last flush with the right); a line that fits only one item centres it;
/// - the last line keeps the column positions of a full line when every item of the section has
///   the same width, and is left-aligned (with `minimumInteritemSpacing` gaps) otherwise;
/// - a line is as tall as its tallest item; shorter items are centred vertically in it; lines are
///   `minimumLineSpacing` apart.
///
/// A horizontal layout is the same with the axes swapped: sections run left to right, lines are
/// columns filled top to bottom within the container's height, headers are
/// `headerReferenceSize.width` wide and full height.
///
/// Choices where UIKit's behaviour is undefined or undocumented, made on purpose:
/// - An item longer than its line (UIKit logs "the behavior of the UICollectionViewFlowLayout is
///   not defined") gets a line of its own and keeps its size; as the only item of a line it is
///   centred, so it overflows both edges equally (left-aligned when it is the last line of a
///   section whose widths differ).
/// - An empty section still takes its header, its section insets and its footer.
/// - An item with only an aspect ratio takes `itemSize.width` and derives its height (vertical),
///   or takes `itemSize.height` and derives its width (horizontal); placeholders take `itemSize`.
/// - Pinned headers and footers move only when the container has a ``CollectionContainer/viewportOffset``;
///   their zIndex stays 0 (dump order already draws them above their own section's cells).
///
/// ```swift
/// var layout = FlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let result = layout.layout(in: CollectionContainer(size: CGSize(width: 320, height: 480),
///                                                    sections: [.init(placeholders: 3)]))
/// print(result.cellFrames.map(\.minX))   // [0.0, 110.0, 220.0]
/// ```
public struct FlowLayout: CollectionLayout {
    /// The scroll direction (`scrollDirection`, default vertical).
    public var scrollDirection: ScrollDirection = .vertical
    /// The size of items that have no preferred size (`itemSize`, default 50 × 50).
    public var itemSize: CGSize = CGSize(width: 50, height: 50)
    /// The least space between lines (`minimumLineSpacing`, default 10): between rows of a
    /// vertical layout, between columns of a horizontal one.
    public var minimumLineSpacing: CGFloat = 10
    /// The least space between items of one line (`minimumInteritemSpacing`, default 10).
    public var minimumInteritemSpacing: CGFloat = 10
    /// Space around each section's items (`sectionInset`, default zero); headers and footers
    /// are not inset.
    public var sectionInset: EdgeInsets = .zero
    /// Header size (`headerReferenceSize`, default zero): only its height counts in a vertical
    /// layout, only its width in a horizontal one; 0 there means no header.
    public var headerReferenceSize: CGSize = .zero
    /// Footer size (`footerReferenceSize`), read like ``headerReferenceSize``.
    public var footerReferenceSize: CGSize = .zero
    /// Whether headers stay visible while their section scrolls by
    /// (`sectionHeadersPinToVisibleBounds`, default false).
    public var sectionHeadersPinToVisibleBounds: Bool = false
    /// Whether footers stay visible while their section scrolls by
    /// (`sectionFootersPinToVisibleBounds`, default false).
    public var sectionFootersPinToVisibleBounds: Bool = false
    /// Per-section replacements of the values above, by section number: the data form of
    /// `UICollectionViewDelegateFlowLayout`.
    public var sectionOverrides: [Int: SectionOverride] = [:]
    /// Per-section metrics from code, as `UICollectionViewDelegateFlowLayout` gives them;
    /// applied after ``sectionOverrides``.
    public var sectionMetricsProvider: SectionMetricsProvider?
    /// Per-item sizes from code, as `collectionView(_:layout:sizeForItemAt:)` gives them: it
    /// receives the item's index path and the size the layout would give it (its preferred
    /// size, or the section's item size) and returns the size to use. Sizes MUST be finite and
    /// not negative (zero is allowed: UIKit lays out a zero-size item in its own slot).
    public var itemSizeProvider: ItemSizeProvider?

    /// A flow layout with UIKit's defaults.
    public init() {}

    /// A flow layout with the given values; the others keep UIKit's defaults.
    public init(
        scrollDirection: ScrollDirection = .vertical, itemSize: CGSize = CGSize(width: 50, height: 50),
        minimumLineSpacing: CGFloat = 10, minimumInteritemSpacing: CGFloat = 10, sectionInset: EdgeInsets = .zero,
        headerReferenceSize: CGSize = .zero, footerReferenceSize: CGSize = .zero
    ) {
        self.scrollDirection = scrollDirection
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }
}
