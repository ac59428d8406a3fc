// View-controller layout code compiled in Swift 6 language mode, where UIKit's classes are
// main-actor classes: a section provider closure that captures the view controller and calls its
// methods to build each section, as app code commonly does.
import TesseraUIKit
import TesseraLayout

/// A `UIViewController` for a hiking trail's page: a list of waypoints, then a band of photo
/// thumbnails three to a screen that scrolls sideways (`orthogonalScrollingBehavior`
/// `.continuous`). Its `UICollectionViewCompositionalLayout` section provider captures `self` and
/// asks the controller which band a section index is and for that band's section.
final class TrailViewController: UIViewController {
    enum Band: Int, CaseIterable {
        case waypoints
        case thumbnails
    }

    /// The space around every waypoint row and every thumbnail.
    private let spacing = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// The page's layout: the section provider runs on the main actor, so it may call the
    /// controller's methods directly; it holds the controller for as long as the layout lives.
    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            guard let band = self.band(at: sectionIndex) else { return nil }
            switch band {
            case .waypoints: return self.waypointsSection()
            case .thumbnails: return self.thumbnailsSection()
            }
        }
    }

    private func band(at sectionIndex: Int) -> Band? {
        Band(rawValue: sectionIndex)
    }

    /// Full-width rows 50 points high, the waypoint inset inside each.
    private func waypointsSection() -> NSCollectionLayoutSection {
        let waypoint = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1)))
        waypoint.contentInsets = spacing
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .absolute(50)),
                                                     subitems: [waypoint])
        return NSCollectionLayoutSection(group: row)
    }

    /// Screens of three thumbnails (the group shares its width between them), 0.3 of the
    /// collection view's height, one screen after another sideways.
    private func thumbnailsSection() -> NSCollectionLayoutSection {
        let thumbnail = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                                  heightDimension: .fractionalHeight(1)))
        thumbnail.contentInsets = spacing
        let screen = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                           heightDimension: .fractionalHeight(0.3)),
                                                        subitem: thumbnail, count: 3)
        let section = NSCollectionLayoutSection(group: screen)
        section.orthogonalScrollingBehavior = .continuous
        return section
    }
}
