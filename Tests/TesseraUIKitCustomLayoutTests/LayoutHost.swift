import UIKit

/// What a screen's view controller holds for these tests: a `UICollectionView` with a layout, and a
/// data source giving a fixed number of items per section (the collection view holds its data
/// source weakly, so the host keeps it). Cells and section headers are plain registered views.
@MainActor
final class LayoutHost {
    /// A `UICollectionViewDataSource` answering the item counts of each section.
    final class Counts: NSObject, UICollectionViewDataSource {
        var counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
        }
    }

    let collectionView: UICollectionView
    let dataSource: Counts

    /// A collection view of `size` at the origin, laid out once, as a view controller's first
    /// layout pass leaves it.
    init(_ layout: UICollectionViewLayout, size: CGSize, counts: [Int]) {
        dataSource = Counts(counts)
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
        }
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
    }

    /// The frame of every item, section by section, as the collection view asks its layout for them.
    var itemFrames: [CGRect] {
        indexPaths.compactMap { collectionView.layoutAttributesForItem(at: $0)?.frame }
    }

    /// The attributes of every element meeting `rect` (the whole content by default), in the
    /// layout's order.
    func elements(in rect: CGRect? = nil) -> [UICollectionViewLayoutAttributes] {
        collectionView.layoutIfNeeded()
        let content = CGRect(origin: .zero, size: collectionView.collectionViewLayout.collectionViewContentSize)
        return collectionView.collectionViewLayout.layoutAttributesForElements(in: rect ?? content) ?? []
    }

    /// The cells among ``elements(in:)``, sorted by index path.
    func cells(in rect: CGRect? = nil) -> [UICollectionViewLayoutAttributes] {
        elements(in: rect).filter { $0.representedElementCategory == .cell }
            .sorted { $0.indexPath.lexicographicallyPrecedes($1.indexPath) }
    }

    /// The header of `section`, as the collection view asks for it.
    func header(_ section: Int) -> UICollectionViewLayoutAttributes? {
        collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                               at: IndexPath(item: 0, section: section))
    }

    private var indexPaths: [IndexPath] {
        (0..<collectionView.numberOfSections).flatMap { section in
            (0..<collectionView.numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
        }
    }
}
