import Foundation
import Testing
import TesseraSnapshotTesting
import TesseraUIKit
import TesseraLayout

/// The image strategy on a `UICollectionView`: titles in a compositional layout's own header
/// kind, per-item content, the selection, and the layout's own life cycle.
@Suite("Snapshots of a UICollectionView")
@MainActor
struct CollectionViewSnapshotTests {
    static let headerKind = "section-header-element-kind"   // the kind Apple's samples use

    /// 100-point full-width rows under a 40-point header of `headerKind`.
    static func makeCollectionView(items: Int = 3) -> UICollectionView {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(100)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: headerKind, alignment: .top)]
        return UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                collectionViewLayout: UICollectionViewCompositionalLayout(section: section), itemCounts: [items])
    }

    func render(_ collectionView: UICollectionView, _ content: CollectionViewContent = .wireframes) -> PixelBuffer {
        var image: PixelBuffer?
        Snapshotting<UICollectionView, PixelBuffer>.image(scale: 1, glyphs: .boxes, content: content)
            .snapshot(collectionView).run { image = $0 }
        return image ?? PixelBuffer(width: 0, height: 0)
    }

    /// The pixels of a rectangle that are not the white background.
    func ink(_ image: PixelBuffer, _ rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where image[x, y] != RGBA8(255, 255, 255) { count += 1 }
        }
        return count
    }

    @Test("a section title is drawn in a top boundary item of any element kind")
    func titleInOwnKind() {
        let collectionView = Self.makeCollectionView()
        let header = CGRect(x: 0, y: 0, width: 320, height: 40)
        // Without a title the header is a wireframe of its kind (tinted all over); with one, the
        // title's glyphs on the background.
        let untitled = render(collectionView)
        #expect(untitled.size == PixelSize(width: 320, height: 480))
        #expect(ink(untitled, header) == 320 * 40)
        let titled = render(collectionView, CollectionViewContent(sectionTitles: ["Recent"]))
        let inked = ink(titled, header)
        #expect(inked > 50 && inked < 320 * 40 / 4)
        #expect(titled[319, 39] == RGBA8(255, 255, 255))
    }

    @Test("per-item content: a colour fills its cell")
    func colourContent() {
        let collectionView = Self.makeCollectionView()
        let image = render(collectionView, CollectionViewContent { indexPath in
            indexPath.item == 1 ? CollectionViewContent.color(.systemRed) : .wireframe
        })
        #expect(image[160, 190] == RGBA8(255, 59, 48))   // item 1: (0, 140, 320, 100)
        #expect(image[160, 90] != RGBA8(255, 59, 48))
    }

    @Test("the selection is drawn with the highlight border")
    func selection() {
        let collectionView = Self.makeCollectionView()
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        let image = render(collectionView)
        let highlight = RGBA8(0, 122, 255)
        #expect(image[160, 241] == highlight)   // item 2 starts at y 240
        #expect(image[160, 141] != highlight)   // item 1 is not selected
    }

    @Test("a resized snapshot asks the layout again and puts the frame back")
    func resized() {
        let collectionView = Self.makeCollectionView(items: 10)
        var image: PixelBuffer?
        Snapshotting<UICollectionView, PixelBuffer>.image(size: CGSize(width: 200, height: 300), scale: 1, glyphs: .boxes)
            .snapshot(collectionView).run { image = $0 }
        #expect(image?.size == PixelSize(width: 200, height: 300))
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 320)
        var dump = ""
        Snapshotting<UICollectionView, String>.frames(size: CGSize(width: 200, height: 300)).snapshot(collectionView).run { dump = $0 }
        #expect(dump.contains(#""kind": "section-header-element-kind", "section": 0, "item": 0, "frame": [0, 0, 200, 40]"#))
    }

    @Test("an inset-grouped list: grouped background, a rounded block of white rows, separators between rows")
    func insetGroupedList() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout,
                                              itemCounts: [3])
        let image = render(collectionView)
        let white = RGBA8(255, 255, 255), grouped = RGBA8(242, 242, 247), separator = RGBA8(198, 198, 200)
        // Rows: (16, 35 + 44k, 358, 44).
        #expect(image[5, 60] == grouped)
        #expect(image[300, 60] == white)
        #expect(image[16, 35] == grouped && image[26, 35] == white)      // a 10-point rounded corner
        #expect(image[300, 78] == separator)                            // bottom pixel row of row 0
        #expect(image[20, 78] == white)                                 // before the 20-point inset
        #expect(image[300, 122] == separator)
        #expect(image[300, 166] == white)                               // no separator under the last row
        #expect(image[300, 170] == grouped)
    }

    @Test("the collection view's background colour is the picture's")
    func backgroundColour() {
        let collectionView = Self.makeCollectionView(items: 1)
        collectionView.backgroundColor = .systemIndigo
        let image = render(collectionView)
        #expect(image[160, 400] == RGBA8(88, 86, 214))
    }
}
