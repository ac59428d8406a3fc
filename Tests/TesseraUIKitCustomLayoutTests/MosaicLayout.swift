import UIKit

/// Answers the height of each item of a ``MosaicLayout`` for the width of its column (a photo's
/// height for its aspect ratio, a card's height for its text).
protocol MosaicLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath,
                        withWidth width: CGFloat) -> CGFloat
}

/// A Pinterest-style mosaic: a `UICollectionViewLayout` subclass with `numberOfColumns` columns of
/// equal width, `spacing` apart, each item placed at the top of the shortest column (the leftmost
/// of equally short ones) with the height its ``MosaicLayoutDelegate`` gives. Sections follow one
/// another: a section starts below the longest column of the one before.
///
/// `prepare()` computes every item's attributes once and caches them; the cache is emptied by an
/// invalidation that covers everything (`invalidateLayout()`, `reloadData()`) and rebuilt when the
/// collection view's width changes. A bounds change invalidates the layout only when the width
/// changes (a rotation), never for a scroll.
class MosaicLayout: UICollectionViewLayout {
    weak var delegate: MosaicLayoutDelegate?

    var numberOfColumns = 2 {
        didSet { invalidateLayout() }
    }

    var spacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var cacheIndex: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var cachedWidth: CGFloat = 0
    private var contentHeight: CGFloat = 0

    /// The width inside the collection view's content insets.
    private var contentWidth: CGFloat {
        guard let collectionView else { return 0 }
        let insets = collectionView.adjustedContentInset
        return collectionView.bounds.width - insets.left - insets.right
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView, cache.isEmpty || cachedWidth != contentWidth else { return }
        cache.removeAll()
        cacheIndex.removeAll()
        cachedWidth = contentWidth
        let columns = max(numberOfColumns, 1)
        let columnWidth = (contentWidth - CGFloat(columns - 1) * spacing) / CGFloat(columns)
        // The y at which the next item of each column starts.
        var columnTops = [CGFloat](repeating: 0, count: columns)
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let column = columnTops.indices.min { columnTops[$0] < columnTops[$1] } ?? 0
                let height = delegate?.collectionView(collectionView, heightForItemAt: indexPath, withWidth: columnWidth) ?? columnWidth
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: CGFloat(column) * (columnWidth + spacing), y: columnTops[column],
                                          width: columnWidth, height: height)
                cache.append(attributes)
                cacheIndex[indexPath] = attributes
                columnTops[column] = attributes.frame.maxY + spacing
            }
            // The next section starts below the longest column.
            let bottom = columnTops.max() ?? 0
            columnTops = columnTops.map { _ in bottom }
        }
        contentHeight = cache.isEmpty ? 0 : (columnTops.first ?? 0) - spacing
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cacheIndex[indexPath]
    }

    /// A rotation changes the columns' width; a scroll changes nothing.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            cache.removeAll()
            cacheIndex.removeAll()
        }
        super.invalidateLayout(with: context)
    }
}
