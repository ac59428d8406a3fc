import Foundation
import Testing
import TesseraUIKit

/// The compositional layout classes are main-actor classes, as in the iOS SDK: builders written
/// as app files write them (CompositionalBuilders.swift) compile in Swift 6 mode, and the objects
/// behave as UIKit's (the same objects read back, changes after assembly reaching the layout).
@Suite("Compositional layout classes on the main actor")
@MainActor
struct CompositionalIsolationTests {
    @Test("a controller's sections: a main-actor builder, an extension, a custom group reading the controller")
    func controllerSections() {
        let controller = GalleryViewController()
        controller.tilesPerRow = 2
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                              collectionViewLayout: controller.makeLayout(), itemCounts: [2, 2, 2])
        func frame(_ item: Int, _ section: Int) -> CGRect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
        #expect(frame(0, 0) == CGRect(x: 0, y: 0, width: 195, height: 100))
        #expect(frame(1, 0) == CGRect(x: 195, y: 0, width: 195, height: 100))
        // Section 1 starts 10 points (the configuration's spacing) below: a 30-point header, then a
        // row 60 high of items half the container wide.
        #expect(frame(0, 1) == CGRect(x: 0, y: 140, width: 195, height: 60))
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 110, width: 390, height: 30))
        // Section 2: the provider gave two 40-point tiles, as tall as the group.
        #expect(frame(0, 2) == CGRect(x: 0, y: 210, width: 40, height: 40))
        #expect(frame(1, 2) == CGRect(x: 40, y: 210, width: 40, height: 40))
        #expect(controller.handled > 0)
    }

    @Test("a section crosses from the main actor to nonisolated code and back")
    func crossing() async {
        let section = await gridSectionFromElsewhere(columns: 3)
        let detached = await Task.detached { await GallerySections.grid(columns: 5) }.value
        let assumed = gridSectionAssumingMainActor()
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
                                              itemCounts: [4])
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(detached.interGroupSpacing == 0 && assumed.orthogonalScrollingBehavior == .none)
    }

    @Test("objects read back are the ones given, and changes after assembly reach the layout")
    func referenceSemantics() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: GalleryMetrics.row, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem.header(height: 20)
        section.boundarySupplementaryItems = [header]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        section.decorationItems = [background]
        #expect(group.subitems.first === item)
        #expect(section.boundarySupplementaryItems.first === header)
        #expect(section.decorationItems.first === background)
        // Changed after being put in the group and the section, as UIKit code often does.
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        header.extendsBoundary = false
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400),
                                              collectionViewLayout: UICollectionViewCompositionalLayout(section: section), itemCounts: [2])
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 105, y: 5, width: 90, height: 90))
    }

    @Test("the configuration is copied in and out, as UIKit copies it")
    func configurationCopies() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: GallerySections.grid(columns: 1), configuration: configuration)
        configuration.scrollDirection = .vertical
        #expect(layout.configuration.scrollDirection == .horizontal)
        #expect(layout.configuration !== layout.configuration)
    }

    @Test("a list section reads back UIKit's objects")
    func listSection() {
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.headerMode = .supplementary
        var seen: NSCollectionLayoutSection?
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let section = NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
            seen = section
            return section
        }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
                                              itemCounts: [1])
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) != nil)
        #expect(seen?.boundarySupplementaryItems.map(\.elementKind) == [UICollectionView.elementKindSectionHeader])
    }
}
