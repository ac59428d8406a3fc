// View-controller layout code compiled in Swift 6 language mode, where UIKit's classes are
// main-actor classes: the methods below are copied unchanged from OrthoViewController
// (kishikawakatsumi/IBPCollectionViewCompositionalLayout, Example app, MIT,
// LICENSE-IBPCollectionViewCompositionalLayout.txt): a section provider that captures `self`
// and calls its methods. The class declaration around them keeps only the members the layout
// code uses. Apple's "Implementing Modern Collection Views" sample is not copied here: its
// view controllers run in Tests/UIKitCorpus/Tests, and Scripts/uikit-corpus type-checks the
// sample's files in Swift 6 mode.
import TesseraUIKit
import TesseraLayout

final class OrthoViewController: UIViewController {
    enum Section: Int {
        case main = 0
        case second = 1
    }

    private func createLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { sectionNumber, env -> NSCollectionLayoutSection? in
            switch Section(rawValue: sectionNumber) {
            case .main:
                return self.listSection()
            case .second:
                return self.gridSection()
            default:
                return nil
            }
        }
    }

    private func listSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                             heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                              heightDimension: .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize,
                                                         subitems: [item])

        return NSCollectionLayoutSection(group: group)
    }

    private func gridSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3),
                                             heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .fractionalHeight(0.3))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize,
                                                         subitem: item, count: 3)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        return section
    }


    /// The test's way in: `createLayout()` is private in the app.
    func makeLayout() -> UICollectionViewLayout { createLayout() }
}
