import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

/// Reference pictures of a few screens, as an app's snapshot tests keep them
/// (`assertSnapshot`, recorded into __Snapshots__ on the first run), text drawn in the system
/// font as the other snapshot tests draw it.
@Suite("Screen snapshots")
@MainActor
struct ScreenSnapshotTests {
    @Test("the journal: self-sized rows with wrapped notes and the mood at the trailing edge")
    func journal() throws {
        let controller = JournalViewController()
        let collectionView = try ScreenHarness.collectionView(of: controller)
        collectionView.frame = CGRect(origin: .zero, size: CGSize(width: 393, height: 420))
        withExtendedLifetime(controller) {
            assertSnapshot(of: collectionView, as: .image(scale: 1, content: .cells()), named: "journal", testName: "screen")
        }
    }

    @Test("the region list, plain, with its headers from a supplementary registration")
    func regions() throws {
        let controller = RegionListViewController(appearance: .plain, headerMode: .supplementary)
        let collectionView = try ScreenHarness.collectionView(of: controller)
        collectionView.frame = CGRect(origin: .zero, size: CGSize(width: 390, height: 300))
        withExtendedLifetime(controller) {
            assertSnapshot(of: collectionView, as: .image(scale: 1, content: .cells()), named: "regions", testName: "screen")
        }
    }

    @Test("the destinations carousel scrolled sideways by 100 points")
    func carousel() throws {
        let controller = DestinationsCarouselViewController()
        let collectionView = try ScreenHarness.show(controller, CGSize(width: 390, height: 240), { controller.dataSource },
                                                    [.destinations], [9])
        collectionView.orthogonalScrollOffsets = [0: 100]
        withExtendedLifetime(controller) {
            assertSnapshot(of: collectionView, as: .image(scale: 1, content: .cells()), named: "carousel", testName: "screen")
        }
    }
}
