// A custom layout with an @objc delegate protocol whose methods are partly optional, as many
// Pinterest-style layouts on GitHub declare theirs.
import UIKit

@objc protocol MosaicLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
    @objc optional func collectionView(_ collectionView: UICollectionView, columnsFor section: Int) -> Int
    @objc optional func mosaicLayoutDidPrepare(_ layout: MosaicLayout)
}

class MosaicLayout: UICollectionViewLayout {
    weak var delegate: MosaicLayoutDelegate?
    var defaultColumns = 2
    private var frames: [IndexPath: CGRect] = [:]
    private var height: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        frames = [:]
        height = 0
        for section in 0..<collectionView.numberOfSections {
            let columns = delegate?.collectionView?(collectionView, columnsFor: section) ?? defaultColumns
            let width = collectionView.bounds.width / CGFloat(columns)
            var columnHeights = [CGFloat](repeating: height, count: columns)
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let column = columnHeights.firstIndex(of: columnHeights.min() ?? 0) ?? 0
                let itemHeight = delegate?.collectionView(collectionView, heightForItemAt: indexPath) ?? 100
                frames[indexPath] = CGRect(x: CGFloat(column) * width, y: columnHeights[column], width: width, height: itemHeight)
                columnHeights[column] += itemHeight
            }
            height = columnHeights.max() ?? height
        }
        delegate?.mosaicLayoutDidPrepare?(self)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.filter { $0.value.intersects(rect) }.map { layoutAttributesForItem(at: $0.key) }.compactMap { $0 }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath] ?? .zero
        return attributes
    }
}
