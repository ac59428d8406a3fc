import UIKit

/// A `UIViewController` whose compositional layout gives each section its own layout: a section
/// provider closure maps the section index to a ``RecipeSection`` and builds that section with
/// its own column count (1, 4 and 2), whatever the width.
final class RecipeViewController: UIViewController {
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<RecipeSection, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipe"
        let layout = UICollectionViewCompositionalLayout { sectionIndex, _ in
            guard let kind = RecipeSection(rawValue: sectionIndex) else { return nil }
            return kind.layoutSection(columns: kind.columns)
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<SwatchCell, Int> { cell, _, item in
            cell.caption.text = "\(item)"
        }
        dataSource = UICollectionViewDiffableDataSource<RecipeSection, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }
}
