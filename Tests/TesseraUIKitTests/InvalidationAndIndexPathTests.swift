import Foundation
import Testing
import TesseraUIKit
import TesseraLayout

extension NSCollectionLayoutSize {
    /// As Etsy's bridge writes it: a convenience initializer in an app's extension.
    convenience init(absolute size: CGSize) {
        self.init(widthDimension: .absolute(size.width), heightDimension: .absolute(size.height))
    }
}

/// Invalidation contexts whose members a subclass overrides, `indexPath(for:)`, and
/// `NSCollectionLayoutSize` as a class (issue 24).
@Suite("Invalidation contexts and index paths")
@MainActor
struct InvalidationAndIndexPathTests {
    /// A context that always invalidates everything, as some custom layouts declare theirs.
    final class EverythingContext: UICollectionViewLayoutInvalidationContext {
        override var invalidateEverything: Bool { true }
    }

    /// A context that asks for the counts again.
    final class CountsContext: UICollectionViewLayoutInvalidationContext {
        override var invalidateDataSourceCounts: Bool { true }
    }

    /// A layout that rebuilds its cache only when a context invalidates everything, as real
    /// layouts written for UIKit do.
    final class CachingLayout: UICollectionViewFlowLayout {
        var prepares = 0
        var cacheRebuilds = 0
        var cacheIsValid = false
        var contextsSeen: [Bool] = []
        override class var invalidationContextClass: AnyClass { EverythingContext.self }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
        override func prepare() {
            super.prepare()
            prepares += 1
            if !cacheIsValid { cacheRebuilds += 1; cacheIsValid = true }
        }
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            contextsSeen.append(context.invalidateEverything)
            if context.invalidateEverything { cacheIsValid = false }
            super.invalidateLayout(with: context)
        }
    }

    final class Counts: NSObject, UICollectionViewDataSource {
        var items = 3
        var asked = 0
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            asked += 1
            return items
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test("a context subclass answering invalidateEverything makes the layout re-prepare everything")
    func overriddenInvalidateEverything() {
        let layout = CachingLayout()
        layout.itemSize = CGSize(width: 150, height: 150)
        let source = Counts()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.dataSource = source
        #expect(collectionView.collectionViewLayout.collectionViewContentSize.height > 0)
        // Two 150-point items fit on a 320-point line: item 2 starts the second line.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 160)
        let before = (layout.prepares, layout.cacheRebuilds)
        // A bounds change: the context comes from invalidationContextClass, whose override says everything.
        collectionView.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
        let attributes = collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))
        #expect(layout.contextsSeen.last == true)
        #expect(layout.prepares == before.0 + 1 && layout.cacheRebuilds == before.1 + 1)
        // Re-prepared at the new width: four 150-point items fit on one 640-point line.
        #expect(attributes?.frame.minY == 0)
        // The same through invalidateLayout(with:) with an instance made by the app.
        layout.invalidateLayout(with: EverythingContext())
        _ = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(layout.cacheRebuilds == before.1 + 2)
    }

    @Test("a context subclass answering invalidateDataSourceCounts makes the collection view ask for the counts again")
    func overriddenInvalidateDataSourceCounts() {
        let source = Counts()
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.dataSource = source
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        source.items = 7
        layout.invalidateLayout(with: UICollectionViewLayoutInvalidationContext())
        #expect(collectionView.numberOfItems(inSection: 0) == 3)       // a plain context keeps the counts
        layout.invalidateLayout(with: CountsContext())
        #expect(collectionView.numberOfItems(inSection: 0) == 7)
    }

    @Test("indexPath(for:) answers for the cells and views this collection view dequeued")
    func indexPathForCell() {
        let source = Counts()
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.dataSource = source
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 2, section: 0))
        #expect(collectionView.indexPath(for: cell) == IndexPath(item: 2, section: 0))
        #expect(collectionView.indexPath(for: UICollectionViewCell()) == nil)
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                     withReuseIdentifier: "header", for: IndexPath(item: 0, section: 0))
        #expect(collectionView.indexPath(forSupplementaryView: header) == IndexPath(item: 0, section: 0))
        let other = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(other.indexPath(for: cell) == nil)
        source.items = 2
        collectionView.reloadData()
        #expect(collectionView.indexPath(for: cell) == nil)             // item 2 no longer exists
    }

    @Test("NSCollectionLayoutSize is a class with value equality, extensible with convenience initializers")
    func layoutSizeIsAClass() {
        let a = NSCollectionLayoutSize(absolute: CGSize(width: 40, height: 30))
        let b = NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .absolute(30))
        #expect(a == b && a !== b && a.hashValue == b.hashValue)
        #expect(a != NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)))
        #expect(a.resolved(in: CGSize(width: 300, height: 300)) == CGSize(width: 40, height: 30))
        let item = NSCollectionLayoutItem(layoutSize: a)
        #expect(item.layoutSize == b)
    }
}
