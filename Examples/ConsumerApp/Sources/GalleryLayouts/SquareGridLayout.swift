import UIKit

/// The gallery's photo grid, as Instagram's profile shows photos: a `UICollectionViewLayout`
/// subclass of `numberOfColumns` square cells per row, `spacing` apart across and down, filling
/// the collection view's width edge to edge. Each section starts on a new row.
///
/// `prepare()` computes every frame once for the current width and caches it. Only a new width
/// invalidates the layout on a bounds change (a rotation re-prepares it; a scroll, or a new height
/// alone, keeps the prepared frames); `invalidateLayout()` and data changes empty the cache.
///
/// The app's own code, as a user's package holds it: Tessera's test target
/// `TesseraUIKitCustomLayoutTests` has a twin, since a package of its own cannot share a file with it.
open class SquareGridLayout: UICollectionViewLayout {
    open var numberOfColumns = 3 {
        didSet { invalidateLayout() }
    }

    open var spacing: CGFloat = 2 {
        didSet { invalidateLayout() }
    }

    private var cache: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var orderedCache: [UICollectionViewLayoutAttributes] = []
    private var preparedWidth: CGFloat?
    private var contentHeight: CGFloat = 0

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        guard orderedCache.isEmpty || preparedWidth != width else { return }
        cache.removeAll()
        orderedCache.removeAll()
        preparedWidth = width
        let columns = max(numberOfColumns, 1)
        let side = (width - CGFloat(columns - 1) * spacing) / CGFloat(columns)
        var firstRow = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: CGFloat(item % columns) * (side + spacing),
                                          y: CGFloat(firstRow + item / columns) * (side + spacing),
                                          width: side, height: side)
                cache[indexPath] = attributes
                orderedCache.append(attributes)
            }
            firstRow += (count + columns - 1) / columns
        }
        contentHeight = firstRow == 0 ? 0 : CGFloat(firstRow) * side + CGFloat(firstRow - 1) * spacing
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        orderedCache.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[indexPath]
    }

    /// A rotation changes the squares' side; a scroll or a new height changes nothing.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            cache.removeAll()
            orderedCache.removeAll()
        }
        super.invalidateLayout(with: context)
    }
}
