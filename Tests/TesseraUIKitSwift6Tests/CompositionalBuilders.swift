// Compositional layout code written as iOS app files write it in Swift 6 mode, where the iOS SDK
// makes NSCollectionLayoutSection, its groups, items and boundary items and the layout
// configuration main-actor classes (and so Sendable): a main-actor namespace of section
// builders, extensions of the layout classes reading the environment, a custom group whose
// provider reads the view controller, a carousel handler, and builders called from nonisolated
// code. Each compiles on iOS; here it must compile without a diagnostic too.
import Foundation
import TesseraUIKit

/// Section builders in a main-actor namespace.
@MainActor
enum GallerySections {
    /// Rows of `columns` squares-ish cells 100 high.
    static func grid(columns: Int) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                                                                             heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: GalleryMetrics.row, subitems: [item])
        return NSCollectionLayoutSection(group: row)
    }

    /// A layout configuration kept in a main-actor static property.
    static let configuration: UICollectionViewCompositionalLayoutConfiguration = {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        return configuration
    }()
}

/// Sizes in a nonisolated namespace: a layout size is Sendable, as on iOS.
enum GalleryMetrics {
    static let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
}

extension NSCollectionLayoutSection {
    /// An extension builder: main-actor isolated, as an extension of a main-actor class, so it may
    /// read the environment's container.
    static func banner(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let width = environment.container.effectiveContentSize.width
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width / 2),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width),
                                                                                          heightDimension: .absolute(60)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [.header(height: 30)]
        return section
    }
}

extension NSCollectionLayoutBoundarySupplementaryItem {
    /// A full-width header, made in an extension (main-actor isolated).
    static func header(height: CGFloat) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                       heightDimension: .absolute(height)),
                                                    elementKind: "header", alignment: .top)
    }
}

/// A view controller whose layout's sections come from a main-actor builder, from an extension,
/// and from a custom group whose provider reads the controller's state.
final class GalleryViewController: UIViewController {
    /// How many 40-point tiles the custom section puts in its row.
    var tilesPerRow = 3
    /// How often the carousel's handler ran.
    var handled = 0

    func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { [unowned self] index, environment in
            switch index {
            case 0: return GallerySections.grid(columns: 2)
            case 1: return .banner(environment: environment)
            default: return self.tilesSection()
            }
        }, configuration: GallerySections.configuration)
    }

    private func tilesSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
        let group = NSCollectionLayoutGroup.custom(layoutSize: size) { environment in
            // The provider is an ordinary closure of main-actor code: it reads the controller.
            (0..<self.tilesPerRow).map { column in
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: CGFloat(column) * 40, y: 0, width: 40,
                                                                height: environment.container.contentSize.height))
            }
        }
        let section = NSCollectionLayoutSection(group: group)
        section.visibleItemsInvalidationHandler = { items, _, environment in
            self.handled += 1
            for item in items where item.frame.maxX > environment.container.contentSize.width { item.alpha = 0.5 }
        }
        return section
    }
}

/// A section asked of the main actor from nonisolated code: it crosses back, being Sendable.
nonisolated func gridSectionFromElsewhere(columns: Int) async -> NSCollectionLayoutSection {
    await GallerySections.grid(columns: columns)
}

/// A section made where the caller knows it runs on the main actor.
nonisolated func gridSectionAssumingMainActor() -> NSCollectionLayoutSection {
    MainActor.assumeIsolated { GallerySections.grid(columns: 4) }
}
