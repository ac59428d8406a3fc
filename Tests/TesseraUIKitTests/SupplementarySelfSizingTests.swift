import Foundation
import Testing
@testable import TesseraUIKit

/// Section headers and footers with an `.estimated` dimension take the size their views' Auto
/// Layout gives them, as UIKit's self-sizing supplementary views do, and the sections below move.
@Suite("Self-sizing headers and footers")
@MainActor
struct SupplementarySelfSizingTests {
    /// A header whose label is pinned 10 points in from every edge (Apple's TitleSupplementaryView
    /// in its Modern Collection Views sample, with wrapping allowed).
    final class TitleView: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            label.numberOfLines = 0
            addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
                label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        let titles: [String]
        init(_ titles: [String]) { self.titles = titles }
        func numberOfSections(in collectionView: UICollectionView) -> Int { titles.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleView
            view.label.text = titles[indexPath.section]
            return view
        }
    }

    /// A 200×600-point collection view at 3× whose sections are two 50-point rows under a
    /// full-width "title" header of estimated height 44, filled by `source` (which it does not
    /// keep: the caller holds it).
    static func titledSections(_ source: Source) -> UICollectionView {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: "title", alignment: .top)]
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 600),
                                              collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.simulatedDisplayScale = 3
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(TitleView.self, forSupplementaryViewOfKind: "title", withReuseIdentifier: "title")
        collectionView.dataSource = source
        return collectionView
    }

    @Test("a one-line header is 10 + 61/3 + 10; a three-line one 10 + 3 × 20.29 rounded + 10; the sections below move")
    func headersTakeTheirViewsHeights() throws {
        let long = "Photographs of the harbour at dusk, with boats"
        let source = Source(["Short", long])
        let collectionView = Self.titledSections(source)
        collectionView.layoutIfNeeded()

        // The label's height for the long title at 200 − 20 points, measured by a separate label.
        let measure = UILabel()
        measure.simulatedDisplayScale = 3
        measure.numberOfLines = 0
        measure.text = long
        let longText = measure.sizeThatFits(CGSize(width: 180, height: 0)).height
        #expect(longText > 2 * 20.29, "the long title wraps")

        let first = try #require(collectionView.layoutAttributesForSupplementaryElement(ofKind: "title", at: IndexPath(item: 0, section: 0)))
        let second = try #require(collectionView.layoutAttributesForSupplementaryElement(ofKind: "title", at: IndexPath(item: 0, section: 1)))
        func close(_ a: CGRect, _ b: CGRect) -> Bool {
            [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
        }
        let short = 10 + 61.0 / 3 + 10
        #expect(close(first.frame, CGRect(x: 0, y: 0, width: 200, height: short)), "\(first.frame)")
        #expect(close(second.frame, CGRect(x: 0, y: short + 100, width: 200, height: 10 + longText + 10)), "\(second.frame)")
        let firstCellOfSecond = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
        #expect(abs(firstCellOfSecond.frame.minY - (short + 100 + 10 + longText + 10)) < 1e-9)
    }

    @Test("on rotation a wrapping header is measured again at the new width, and back")
    func headersFollowARotation() throws {
        let title = "Photographs of the harbour at dusk, with boats"
        let source = Source([title])
        let collectionView = Self.titledSections(source)
        func headerHeight() throws -> CGFloat {
            collectionView.layoutIfNeeded()
            return try #require(collectionView.layoutAttributesForSupplementaryElement(ofKind: "title", at: IndexPath(item: 0, section: 0))).frame.height
        }
        func expected(width: CGFloat) -> CGFloat {
            let measure = UILabel()
            measure.simulatedDisplayScale = 3
            measure.numberOfLines = 0
            measure.text = title
            return 10 + measure.sizeThatFits(CGSize(width: width - 20, height: 0)).height + 10
        }
        #expect(expected(width: 200) > expected(width: 600), "fewer lines when wide")
        #expect(abs(try headerHeight() - expected(width: 200)) < 1e-9)
        collectionView.frame = CGRect(x: 0, y: 0, width: 600, height: 200)
        #expect(abs(try headerHeight() - expected(width: 600)) < 1e-9)
        collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 600)
        #expect(abs(try headerHeight() - expected(width: 200)) < 1e-9)
    }
}
