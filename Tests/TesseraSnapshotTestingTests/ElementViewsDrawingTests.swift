import Foundation
import Testing
import TesseraImage
@testable import TesseraSnapshotTesting
import TesseraUIKit
import TesseraLayout

/// Headers, footers and decorations drawn as their views, as cells are: laid out by Auto Layout
/// at their layout frames, labels in their fonts where their constraints put them, backgrounds
/// and borders.
@Suite("Supplementary and decoration views drawn as their views")
@MainActor
struct ElementViewsDrawingTests {
    /// A header whose label is pinned 16 points from its leading edge, centred vertically, in
    /// `.title3` (20 points), black on white.
    final class TitleHeader: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            label.font = UIFont.preferredFont(forTextStyle: .title3)
            label.textColor = .black
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                label.centerYAnchor.constraint(equalTo: centerYAnchor),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    /// A hidden footer: draws nothing.
    final class HiddenFooter: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            isHidden = true
        }
        required init?(coder: NSCoder) { nil }
    }

    /// Two 50-point cells under a "Recent" header, over a hidden footer.
    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            (view as? TitleHeader)?.label.text = "Recent"
            return view
        }
    }

    /// A 300 × 200 flow layout: a 300 × 40 header, two 100 × 50 cells, a 300 × 30 footer.
    static func headerCollectionView() -> (UICollectionView, Source) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 30)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: UICollectionView.elementKindSectionHeader)
        collectionView.register(HiddenFooter.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: UICollectionView.elementKindSectionFooter)
        let source = Source()
        collectionView.dataSource = source
        collectionView.simulatedDisplayScale = 1
        return (collectionView, source)
    }

    static func render(_ collectionView: UICollectionView) throws -> PixelBuffer {
        var rendered: PixelBuffer?
        Snapshotting<UICollectionView, PixelBuffer>.image(scale: 1, content: .cells()).snapshot(collectionView).run { rendered = $0 }
        return try #require(rendered)
    }

    @Test("the header's label is drawn where its 16-point leading constraint puts it, in .title3")
    func headerLabelAtItsConstraint() throws {
        let (collectionView, source) = Self.headerCollectionView()
        // What is drawn, before pixels: the label's frame in the header and its font.
        let frozen = collectionView.frozenLayout(.visible)
        let content = withExtendedLifetime(source) { CollectionViewContent.cells().sheetContent(for: frozen, of: collectionView) }
        let key = SheetContent.ElementViewKey(category: .supplementaryView, kind: ElementKind(UICollectionView.elementKindSectionHeader),
                                              section: 0, item: 0)
        let header = try #require(content.elementViews[key])
        let text = try #require(header.first { $0.text != nil })
        #expect(text.frame.minX == 16)
        #expect(abs(text.frame.midY - 20) < 0.5, "centred in the 40-point header: \(text.frame)")
        #expect(text.text?.lines == ["Recent"] && text.text?.pointSize == 20)
        #expect(content.sectionTitles.first == "Recent", "titles still come from the header's label")
        #expect(content.elementViews[SheetContent.ElementViewKey(category: .supplementaryView,
                                                                 kind: ElementKind(UICollectionView.elementKindSectionFooter),
                                                                 section: 0, item: 0)] == [], "a hidden footer draws nothing")

        // The pixels: dark ink starts just right of x = 16 (a glyph's side bearing), not at the
        // header's edge, and is as tall as 20-point capitals (DejaVu's "R": about 14.6 pixels).
        let image = try withExtendedLifetime(source) { try Self.render(collectionView) }
        var columns: [Int] = [], rows: [Int] = []
        for y in 0..<40 {
            for x in 0..<300 where image[x, y].r < 100 {
                columns.append(x)
                rows.append(y)
            }
        }
        let left = try #require(columns.min())
        #expect(left >= 16 && left <= 18, "first dark column \(left)")
        let height = try #require(rows.max()) - rows.min()! + 1
        #expect(height >= 14 && height <= 17, "ink \(height) pixels high")
        // The footer (at 90 … 120) is hidden: no red.
        #expect(image[150, 105] == RGBA8(255, 255, 255))
    }

    /// A decoration view: a pale yellow card with a 2-point blue border.
    final class CardView: UICollectionReusableView {
        static let kind = "card"
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor(red: 1, green: 1, blue: 0.8, alpha: 1)
            layer.borderWidth = 2
            layer.borderColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test("a decoration view of a registered class is drawn with its background and border")
    func decorationWithBackgroundAndBorder() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(40)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: CardView.kind)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(CardView.self, forDecorationViewOfKind: CardView.kind)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 120), collectionViewLayout: layout)
        let source = Source()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        // The section, with its insets, is 0 … 200 × 0 … 140 (two 40-point rows): the card covers it.
        let image = try withExtendedLifetime(source) { try Self.render(collectionView) }
        let card = RGBA8(255, 255, 204), blue = RGBA8(0, 0, 255)
        #expect(image[10, 10] == card && image[190, 10] == card, "the card's own colour, not the style's decoration fill")
        #expect(image[0, 60] == blue && image[1, 60] == blue && image[199, 60] == blue && image[100, 0] == blue)
        #expect(image[2, 60] == card)
        #expect(image[0, 0] == blue, "square corners: the view has no corner radius")
    }
}
