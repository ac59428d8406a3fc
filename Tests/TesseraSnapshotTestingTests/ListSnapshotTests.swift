import Foundation
import Testing
import TesseraSnapshotTesting
import TesseraUIKit
import TesseraLayout

/// Lists as they look: one reference picture per appearance, with supplementary headers,
/// a selected row, and text rows.
@Suite("List snapshots")
@MainActor
struct ListSnapshotTests {
    @Test(arguments: UICollectionLayoutListConfiguration.Appearance.allCases)
    func appearance(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 420),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration),
                                              itemCounts: [3, 2])
        collectionView.selectItem(at: IndexPath(item: 1, section: 1), animated: false, scrollPosition: [])
        let names = [["Inbox", "Drafts", "Sent"], ["Archive", "Trash"]]
        let content = CollectionViewContent(sectionTitles: ["Mailboxes", "More"]) { .text(names[$0.section][$0.item]) }
        assertSnapshot(of: collectionView, as: .image(scale: 1, content: content), named: appearance.rawValue, testName: "list")
    }
}
