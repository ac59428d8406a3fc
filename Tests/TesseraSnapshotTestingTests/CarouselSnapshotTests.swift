import Foundation
import Testing
import TesseraSnapshotTesting
import TesseraUIKit
import TesseraLayout

/// An orthogonal carousel whose `visibleItemsInvalidationHandler` scales items by their distance
/// from the centre — the formula public apps write — laid out and drawn at two scroll offsets.
@Suite("Carousel with a visible-items handler")
@MainActor
struct CarouselSnapshotTests {
    /// Groups 0.8 × 390 = 312 wide and 200 high, `groupPagingCentered` (a leading inset of
    /// (390 − 312) / 2 = 39), fading to half opacity away from the centre when `fades`.
    static func makeCollectionView(fades: Bool = false) -> UICollectionView {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8),
                                                                                          heightDimension: .absolute(200)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.visibleItemsInvalidationHandler = { (items, offset, environment) in
            items.forEach { item in
                let distanceFromCenter = abs((item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0)
                let minScale: CGFloat = 0.5
                let maxScale: CGFloat = 1.0
                let scale = max(maxScale - (distanceFromCenter / environment.container.contentSize.width), minScale)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                if fades { item.alpha = 0.5 }
            }
        }
        return UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300),
                                collectionViewLayout: UICollectionViewCompositionalLayout(section: section), itemCounts: [4])
    }

    func attributes(_ collectionView: UICollectionView) -> [UICollectionViewLayoutAttributes] {
        collectionView.layoutIfNeeded()   // a new offset invalidated the layout, as a scroll does
        return (collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
            .sorted { $0.indexPath.lexicographicallyPrecedes($1.indexPath) }
    }

    @Test("at rest the centred item is full size and its neighbour at the minimum; scrolled by 120 they move and shrink")
    func transforms() {
        let collectionView = Self.makeCollectionView()
        // Offset 0: item 0 at x 39 (centre 195, distance 0, scale 1); item 1 at x 351 (centre 507,
        // distance 312, 1 − 312/390 = 0.2 → 0.5).
        var shown = attributes(collectionView)
        #expect(shown.map(\.frame.minX).prefix(2) == [39, 351])
        #expect(shown[0].transform == .identity)
        #expect(shown[1].transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        // Offset 120: the items move 120 to the left; the handler sees their resting frames and
        // the offset: item 0's distance is |195 − 120 − 195| = 120 (scale 1 − 120/390), item 1's 192.
        collectionView.orthogonalScrollOffsets = [0: 120]
        shown = attributes(collectionView)
        #expect(shown.map(\.frame.minX).prefix(2) == [-81, 231])
        #expect(abs(shown[0].transform.a - (1 - 120.0 / 390)) < 1e-12)
        #expect(abs(shown[1].transform.a - (1 - 192.0 / 390)) < 1e-12)
    }

    func render(_ collectionView: UICollectionView) -> PixelBuffer {
        var image: PixelBuffer?
        let content = CollectionViewContent { _ in CollectionViewContent.color(.systemRed) }
        Snapshotting<UICollectionView, PixelBuffer>.image(scale: 1, glyphs: .boxes, content: content)
            .snapshot(collectionView).run { image = $0 }
        return image ?? PixelBuffer(width: 0, height: 0)
    }

    @Test("the renderer draws the handler's scale and alpha")
    func drawn() {
        let red = RGBA8(255, 59, 48), white = RGBA8(255, 255, 255)
        let collectionView = Self.makeCollectionView()
        collectionView.orthogonalScrollOffsets = [0: 120]
        // Item 0 drawn at (−81, 0, 312, 200) scaled by 0.6923 about (75, 100): y 30.8 … 169.2.
        let image = render(collectionView)
        #expect(image[100, 20] == white)
        #expect(image[100, 100] == red)
        // Unscaled it would cover (100, 20): the handler is what moved it.
        let faded = render(Self.makeCollectionView(fades: true))
        // At rest item 0 is full size at (39, 0, 312, 200), at half opacity over white.
        #expect(faded[100, 20] == RGBA8(255, 157, 152))
    }

    /// One cell at a fixed frame, drawn with a transform.
    final class OneCell: UICollectionViewLayout {
        let frame: CGRect, transform: CGAffineTransform
        init(frame: CGRect, transform: CGAffineTransform) {
            self.frame = frame
            self.transform = transform
            super.init()
        }
        required init?(coder: NSCoder) { nil }
        override var collectionViewContentSize: CGSize { CGSize(width: 200, height: 100) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            attributes.frame = frame
            attributes.transform = transform
            return [attributes]
        }
    }

    @Test("a scaled photo is decoded at its drawn size: the same picture as an unscaled cell of that size")
    func scaledPhoto() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("SampleImages/Landscapes/sunset.jpg").path
        let content = CollectionViewContent { _ in .photo(path: path, label: nil) }
        func picture(_ layout: UICollectionViewLayout) -> PixelBuffer {
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout,
                                                  itemCounts: [1])
            var image: PixelBuffer?
            Snapshotting<UICollectionView, PixelBuffer>.image(scale: 1, glyphs: .boxes, content: content)
                .snapshot(collectionView).run { image = $0 }
            return image ?? PixelBuffer(width: 0, height: 0)
        }
        let scaled = picture(OneCell(frame: CGRect(x: 0, y: 0, width: 200, height: 100), transform: CGAffineTransform(scaleX: 0.5, y: 0.5)))
        let plain = picture(OneCell(frame: CGRect(x: 50, y: 25, width: 100, height: 50), transform: .identity))
        #expect(scaled.size == PixelSize(width: 200, height: 100))
        #expect(scaled == plain)
    }

    @Test("a rotation is drawn rotated: the corners of its bounding box stay empty")
    func rotated() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100),
                                              collectionViewLayout: OneCell(frame: CGRect(x: 50, y: 25, width: 100, height: 50),
                                                                            transform: CGAffineTransform(rotationAngle: .pi / 4)),
                                              itemCounts: [1])
        var image: PixelBuffer?
        let content = CollectionViewContent { _ in CollectionViewContent.color(.systemRed) }
        Snapshotting<UICollectionView, PixelBuffer>.image(scale: 1, glyphs: .boxes, content: content)
            .snapshot(collectionView).run { image = $0 }
        guard let image else { Issue.record("no image"); return }
        // Turned 45° about (100, 50), the 100 × 50 cell spans x 47 … 153 and y −3 … 103; its
        // bounding box's corners are outside it.
        #expect(image[100, 50] == RGBA8(255, 59, 48))
        #expect(image[52, 2] == RGBA8(255, 255, 255))
        #expect(image[148, 97] == RGBA8(255, 255, 255))
        // Along the diagonal the turned cell reaches (70, 20) and (130, 80).
        #expect(image[72, 22] == RGBA8(255, 59, 48) && image[128, 78] == RGBA8(255, 59, 48))
    }
}
