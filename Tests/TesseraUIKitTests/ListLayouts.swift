// List layouts written as view controllers write them: a section provider that builds list
// sections from `UICollectionLayoutListConfiguration` and the layout environment, alone and
// beside a sideways-scrolling section.
import TesseraUIKit
import TesseraLayout

/// A `UIViewController` showing a reading list in the appearance the reader picked: every
/// section is `NSCollectionLayoutSection.list(using:layoutEnvironment:)` with that appearance,
/// its first item drawn as the section's header (`headerMode = .firstItemInSection`).
final class ReadingListViewController: UIViewController {
    let appearance: UICollectionLayoutListConfiguration.Appearance

    init(appearance: UICollectionLayoutListConfiguration.Appearance) {
        self.appearance = appearance
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("not used from a storyboard")
    }

    func makeLayout() -> UICollectionViewLayout {
        let appearance = appearance
        return UICollectionViewCompositionalLayout { _, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .firstItemInSection
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}

/// A `UIViewController` for a bookshop's home screen, three kinds of section in one
/// compositional layout: a row of recently viewed covers that scrolls sideways and stops at a
/// cover's leading edge (`.continuousGroupLeadingBoundary`), a sidebar-style list of shelves with
/// the screen's own insets in place of the list's, and an inset grouped list of the reader's
/// orders.
final class BookshopHomeViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case recentlyViewed, shelves, orders
    }

    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            switch Section(rawValue: sectionIndex) {
            case .recentlyViewed:
                return Self.coversSection()
            case .shelves:
                let section = NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar),
                                                             layoutEnvironment: environment)
                section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 0, trailing: 12)
                return section
            case .orders:
                return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                                                      layoutEnvironment: environment)
            case nil:
                return nil
            }
        }
    }

    /// Covers 0.3 of the width inside the section's 12-point insets and 90 points high, 8 apart,
    /// each inset by 4 in its group.
    private static func coversSection() -> NSCollectionLayoutSection {
        let cover = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                              heightDimension: .fractionalHeight(1)))
        cover.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3),
                                                                                          heightDimension: .absolute(90)),
                                                       subitems: [cover])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
        return section
    }
}
