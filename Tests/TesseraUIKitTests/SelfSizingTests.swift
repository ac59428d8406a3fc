import Foundation
import Testing
@testable import TesseraUIKit

/// Self-sizing cells: a flow layout with `estimatedItemSize` lays each item out at the size Auto
/// Layout gives its cell, through UIKit's calls in UIKit's order.
@Suite("Self-sizing cells")
@MainActor
struct SelfSizingTests {
    /// A cell whose content is a pill of a given width and 20 points high, 4 points in from
    /// every edge of the content view: it prefers (width + 8) × 28.
    final class PillCell: UICollectionViewCell {
        let pill = UIView()
        lazy var pillWidth = pill.widthAnchor.constraint(equalToConstant: 10)
        override init(frame: CGRect) {
            super.init(frame: frame)
            pill.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(pill)
            NSLayoutConstraint.activate([
                pill.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
                pill.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
                pill.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                pill.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
                pill.heightAnchor.constraint(equalToConstant: 20), pillWidth,
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Pills: NSObject, UICollectionViewDataSource {
        let widths: [CGFloat]
        var asked: [Int] = []
        init(_ widths: [CGFloat]) { self.widths = widths }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { widths.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            asked.append(indexPath.item)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "pill", for: indexPath) as! PillCell
            cell.pillWidth.constant = widths[indexPath.item]
            return cell
        }
    }

    /// Records UIKit's self-sizing calls on the layout.
    final class RecordingFlowLayout: UICollectionViewFlowLayout {
        var calls: [String] = []
        override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                             withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
            let answer = super.shouldInvalidateLayout(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
            calls.append("should \(originalAttributes.indexPath.item) \(originalAttributes.size) → \(preferredAttributes.size): \(answer)")
            return answer
        }
        override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                          withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutInvalidationContext {
            calls.append("context \(originalAttributes.indexPath.item)")
            return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        }
    }

    func makeCollectionView(_ layout: UICollectionViewFlowLayout, _ dataSource: Pills) -> UICollectionView {
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
        collectionView.register(PillCell.self, forCellWithReuseIdentifier: "pill")
        collectionView.dataSource = dataSource
        return collectionView
    }

    @Test("each item takes its cell's Auto Layout size, and the rows wrap on those sizes")
    func flowItemsTakeTheirCellsSizes() throws {
        let pills = Pills([30, 40, 50, 60, 70])
        let collectionView = makeCollectionView(UICollectionViewFlowLayout(), pills)
        collectionView.layoutIfNeeded()
        let frames = (0..<5).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.map(\.size) == [38, 48, 58, 68, 78].map { CGSize(width: $0, height: 28) })
        // 38 + 48 + 58 and two gaps fit in 200; adding 68 would not: the fourth item starts row 2.
        #expect(frames.map(\.minY) == [0, 0, 0, 38, 38])
        #expect(collectionView.contentSize.height == 66)
    }

    @Test("UIKit's calls in UIKit's order: the cell, then shouldInvalidate, then the context, per item")
    func callOrder() {
        let layout = RecordingFlowLayout()
        let pills = Pills([30, 42])
        let collectionView = makeCollectionView(layout, pills)
        collectionView.layoutIfNeeded()
        #expect(pills.asked == [0, 1])
        #expect(layout.calls == [
            "should 0 \(CGSize(width: 50, height: 50)) → \(CGSize(width: 38, height: 28)): true", "context 0",
            "should 1 \(CGSize(width: 50, height: 50)) → \(CGSize(width: 50, height: 28)): true", "context 1",
        ])
    }

    @Test("without an estimated size, no cell is made to measure it")
    func fixedSizesAreNotMeasured() {
        let pills = Pills([30, 40])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
        collectionView.register(PillCell.self, forCellWithReuseIdentifier: "pill")
        collectionView.dataSource = pills
        collectionView.layoutIfNeeded()
        #expect(pills.asked.isEmpty)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.size == CGSize(width: 50, height: 50))
    }

    @Test("a cell's content view follows the cell's size (flexible width and height)")
    func contentViewFollowsTheCell() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(cell.contentView.superview === cell)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        cell.frame = CGRect(x: 10, y: 10, width: 150, height: 60)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 150, height: 60))
    }

    @Test("autoresizing masks: fixed margins stay, flexible parts share the change in proportion")
    func autoresizing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pinned = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        pinned.autoresizingMask = [.flexibleLeftMargin]
        let stretched = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        stretched.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        parent.addSubview(pinned)
        parent.addSubview(stretched)
        parent.frame.size.width = 200
        // Only the left margin is flexible: it takes all 100 points.
        #expect(pinned.frame == CGRect(x: 110, y: 10, width: 30, height: 30))
        // Width 30 and right margin 60 share 100 points as 30 : 60.
        #expect(abs(stretched.frame.width - (30 + CGFloat(100) * 30 / 90)) < 1e-9)
        #expect(stretched.frame.minX == 10)
    }

    @Test("preferredLayoutAttributesFitting fixes the axis the layout requires")
    func requiredWidth() {
        let cell = PillCell(frame: .zero)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.size = CGSize(width: 300, height: 44)
        attributes.fittingPriorities = (.required, .fittingSizeLevel)
        cell.pillWidth.priority = .defaultHigh
        #expect(cell.preferredLayoutAttributesFitting(attributes).size == CGSize(width: 300, height: 28))
        attributes.fittingPriorities = nil
        attributes.size = CGSize(width: 1, height: 1)
        #expect(cell.preferredLayoutAttributesFitting(attributes).size == CGSize(width: 1, height: 1))
    }
}

/// Self-sizing in compositional layouts: an item with an `.estimated` height is as tall as its
/// cell's constraints make it at the item's width.
@Suite("Self-sizing compositional items")
@MainActor
struct CompositionalSelfSizingTests {
    /// A cell whose content is a block of a given height, 10 points in from every edge.
    final class BlockCell: UICollectionViewCell {
        let block = UIView()
        lazy var blockHeight = block.heightAnchor.constraint(equalToConstant: 10)
        override init(frame: CGRect) {
            super.init(frame: frame)
            block.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(block)
            NSLayoutConstraint.activate([
                block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
                block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
                block.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                blockHeight,
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Blocks: NSObject, UICollectionViewDataSource {
        let heights: [CGFloat]
        init(_ heights: [CGFloat]) { self.heights = heights }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "block", for: indexPath) as! BlockCell
            cell.blockHeight.constant = heights[indexPath.item]
            return cell
        }
    }

    @Test("rows of full width and estimated height take their cells' heights; later rows move down")
    func estimatedHeights() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .estimated(44)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        collectionView.register(BlockCell.self, forCellWithReuseIdentifier: "block")
        let blocks = Blocks([30, 80, 5])
        collectionView.dataSource = blocks
        collectionView.layoutIfNeeded()
        let frames = (0..<3).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 320, height: 50), CGRect(x: 0, y: 55, width: 320, height: 100),
                           CGRect(x: 0, y: 160, width: 320, height: 25)])
        #expect(collectionView.contentSize.height == 185)
    }
}

/// Rotation with Auto Layout: a new size solves again, and self-sized rows are measured again at
/// the new width.
@Suite("Auto Layout on rotation")
@MainActor
struct AutoLayoutRotationTests {
    @Test("a view pinned to the safe area and margins follows a rotation")
    func pinnedViewRotates() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.simulatedDisplayScale = 1
        root.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            banner.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25),
        ])
        root.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 8, y: 47, width: 374, height: 211))
        // Landscape: the notch moves to the side, and the margins are measured from the safe
        // area (47 + 8); a quarter of 390 is 97.5, its bottom edge rounded to 98 at 1×.
        root.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        root.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        root.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 55, y: 0, width: 734, height: 98))
    }

    final class TextCell: UICollectionViewCell {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            title.numberOfLines = 0
            title.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
                title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Titles: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath) as! TextCell
            cell.title.text = "Hello world"
            return cell
        }
    }

    @Test("self-sized rows are measured again at the new width: two lines when narrow, one when wide")
    func selfSizedRowsRotate() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .estimated(44)),
                                                     subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout)
        collectionView.simulatedDisplayScale = 1
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "text")
        let titles = Titles()
        collectionView.dataSource = titles
        func frames() -> [CGRect] {
            collectionView.layoutIfNeeded()
            return (0..<2).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        }
        // 80 points for "Hello world" (95.3): two lines, 41 high, and 10 above and below.
        #expect(frames() == [CGRect(x: 0, y: 0, width: 100, height: 61), CGRect(x: 0, y: 61, width: 100, height: 61)])
        collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        #expect(frames() == [CGRect(x: 0, y: 0, width: 320, height: 41), CGRect(x: 0, y: 41, width: 320, height: 41)])
        collectionView.frame = CGRect(x: 0, y: 0, width: 100, height: 400)
        #expect(frames() == [CGRect(x: 0, y: 0, width: 100, height: 61), CGRect(x: 0, y: 61, width: 100, height: 61)])
    }
}
