import Foundation
import Testing
import TesseraUIKit
import TesseraLayout

/// `contentInsetsReference` and `supplementaryContentInsetsReference`, frames by hand: a
/// landscape phone (844 × 390) with a 47-point safe area on each side and 21 at the bottom.
@Suite("Content insets references")
@MainActor
struct ContentInsetsReferenceTests {
    static func makeSection(_ reference: UIContentInsetsReference?, header: Bool = false) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(50)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        if let reference { section.contentInsetsReference = reference }
        if header {
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            section.supplementariesFollowContentInsets = false
        }
        return section
    }

    static func firstItem(_ section: NSCollectionLayoutSection, width: CGFloat = 844, safeArea: UIEdgeInsets) -> CGRect? {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 390),
                                              collectionViewLayout: UICollectionViewCompositionalLayout(section: section), itemCounts: [1])
        collectionView.simulatedSafeAreaInsets = safeArea
        return collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    }

    static let notch = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    @Test("automatic is the safe area: the section's insets start inside it")
    func automatic() {
        // 47 + 10 from each side: 844 − 2 × 57 = 730 wide.
        #expect(Self.firstItem(Self.makeSection(nil), safeArea: Self.notch) == CGRect(x: 57, y: 0, width: 730, height: 50))
        #expect(Self.firstItem(Self.makeSection(.safeArea), safeArea: Self.notch) == CGRect(x: 57, y: 0, width: 730, height: 50))
    }

    @Test("none ignores the safe area; layout margins add the compact width's 16 points inside it")
    func noneAndMargins() {
        #expect(Self.firstItem(Self.makeSection(UIContentInsetsReference.none), safeArea: Self.notch) == CGRect(x: 10, y: 0, width: 824, height: 50))
        // 844 × 390 is a compact-width phone in landscape (390 < 414): margins of 16 at the sides.
        #expect(Self.firstItem(Self.makeSection(.layoutMargins), safeArea: Self.notch) == CGRect(x: 73, y: 0, width: 698, height: 50))
        // A Max phone in landscape (932 × 430) is regular-width: 20.
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 932, height: 430),
                                              collectionViewLayout: UICollectionViewCompositionalLayout(section: Self.makeSection(.layoutMargins)),
                                              itemCounts: [1])
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 30)
    }

    @Test("readable content: at most 672 points wide, centred inside the margins")
    func readable() {
        // 1024 × 390 (a compact-width landscape phone's height), margins 16: 992 inside them, 160
        // more on each side for 672; then the section's 10.
        #expect(Self.firstItem(Self.makeSection(.readableContent), width: 1024, safeArea: .zero) == CGRect(x: 186, y: 0, width: 652, height: 50))
    }

    @Test("a header that does not follow the content insets follows its own reference")
    func supplementaryReference() {
        let section = Self.makeSection(nil, header: true)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 844, height: 390),
                                              collectionViewLayout: UICollectionViewCompositionalLayout(section: section), itemCounts: [1])
        collectionView.simulatedSafeAreaInsets = Self.notch
        let header = { collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                              at: IndexPath(item: 0, section: 0))?.frame }
        #expect(header() == CGRect(x: 47, y: 0, width: 750, height: 30))
        section.supplementaryContentInsetsReference = .none
        collectionView.collectionViewLayout.invalidateLayout()
        #expect(header() == CGRect(x: 0, y: 0, width: 844, height: 30))
    }
}
