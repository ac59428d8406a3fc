@testable import ObjCRewriteSampleApp
import Testing
import UIKit

/// The sample app files compiled through the plugin keep the meaning they have on iOS.
@MainActor
@Suite struct RewrittenAppTests {
    @Test func outletsStayStoredPropertiesThatAreNilUntilSet() {
        let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(cell.titleLabel == nil)
        #expect(cell.imageView == nil)
        #expect(cell.badges == nil)
        let label = UILabel()
        cell.titleLabel = label
        #expect(cell.titleLabel === label)
        cell.cornerRadius = 12
        #expect(cell.layer.cornerRadius == 12)
    }

    @Test func anIBActionIsAnOrdinaryMethod() {
        let cell = PhotoCell(frame: .zero)
        let button = UIButton(type: .system)
        cell.likeTapped(button)
        #expect(cell.likeTaps == 1)
        #expect(cell.lastSender === button)
        cell.isStarred = true
        #expect(cell.isStarred)
    }

    @Test func selectorsAddedWithAddTargetAreSentBySendActions() {
        let controller = AlbumViewController()
        controller.loadViewIfNeeded()
        controller.shareButton.sendActions(for: .touchUpInside)
        #expect(controller.events == ["share"])
        controller.shareButton.sendActions(for: .touchDown)
        #expect(controller.events == ["share", "highlight"])
        controller.refreshControl.beginRefreshing()
        controller.refreshControl.sendActions(for: .valueChanged)
        #expect(controller.events == ["share", "highlight", "refresh while refreshing"])
        // Events nothing was added for send nothing.
        controller.shareButton.sendActions(for: .touchUpOutside)
        #expect(controller.events.count == 3)
    }

    @Test func theSelectorsKeepTheirObjectiveCNames() {
        let controller = AlbumViewController()
        controller.loadViewIfNeeded()
        #expect(controller.shareButton.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["share"])
        #expect(controller.shareButton.actions(forTarget: controller, forControlEvent: .touchDown) == ["highlight:forEvent:"])
        #expect(controller.refreshControl.actions(forTarget: controller, forControlEvent: .valueChanged) == ["refresh:"])
        #expect(controller.shareButton.allTargets == [AnyHashable(controller)])
        #expect(controller.navigationItem.rightBarButtonItem?.target === controller)
        #expect(controller.navigationItem.rightBarButtonItem?.action?.description == "addPhoto")
        controller.shareButton.removeTarget(controller, action: nil, for: .touchUpInside)
        controller.shareButton.sendActions(for: .touchUpInside)
        #expect(controller.events.isEmpty)
    }

    @Test func aTargetIsNotRetained() {
        let button = UIButton(type: .system)
        do {
            let controller = AlbumViewController()
            button.addTarget(controller, action: Selector("share", performing: AlbumViewController.addPhoto), for: .touchUpInside)
            #expect(button.allTargets.count == 1)
        }
        #expect(button.allTargets.isEmpty)
        button.sendActions(for: .touchUpInside)
    }

    @Test func performAfterDelaySendsTheSelectorLater() async throws {
        let controller = AlbumViewController()
        controller.scheduleReload(after: 0.01)
        #expect(controller.events.isEmpty)
        try await Task.sleep(for: .milliseconds(200))
        #expect(controller.events == ["reload"])
        controller.scheduleReload(after: 0.01)
        NSObject.cancelPreviousPerformRequests(withTarget: controller)
        try await Task.sleep(for: .milliseconds(100))
        #expect(controller.events == ["reload"])
    }

    @Test func anOptionalRequirementNotImplementedIsNil() {
        final class Heights: NSObject, MosaicLayoutDelegate {
            func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat {
                CGFloat(50 + 10 * indexPath.item)
            }
        }
        let delegate = Heights()
        let layout = MosaicLayout()
        layout.delegate = delegate
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 500), collectionViewLayout: layout,
                                              itemCounts: [3])
        collectionView.layoutIfNeeded()
        // Two columns (the default, since columnsFor is not implemented) of 150 points.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 150, height: 50))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 150, y: 0, width: 150, height: 60))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 50, width: 150, height: 70))
    }

    @Test func anOptionalRequirementImplementedAnswers() {
        final class Columns: NSObject, MosaicLayoutDelegate {
            var prepared = 0
            func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat { 40 }
            func collectionView(_ collectionView: UICollectionView, columnsFor section: Int) -> Int { 3 }
            func mosaicLayoutDidPrepare(_ layout: MosaicLayout) { prepared += 1 }
        }
        let delegate = Columns()
        let layout = MosaicLayout()
        layout.delegate = delegate
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 500), collectionViewLayout: layout,
                                              itemCounts: [4])
        collectionView.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 200, y: 0, width: 100, height: 40))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 40, width: 100, height: 40))
        #expect(delegate.prepared >= 1)
    }

    @Test func overridesDeclaredInExtensionsAreDispatchedDynamically() {
        let layout: MosaicLayout = WideMosaicLayout()
        // WideMosaicLayout overrides a method MosaicLayout declares in an extension.
        #expect(layout.columnCount(forWidth: 500) == 4)
        #expect(MosaicLayout().columnCount(forWidth: 500) == 2)
        // MosaicLayout's override in an extension replaces UICollectionViewLayout's answer.
        let base: UICollectionViewLayout = MosaicLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 500), collectionViewLayout: base)
        _ = collectionView
        #expect(base.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 320, height: 500)))
        #expect(!base.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 40, width: 300, height: 500)))
    }

    /// A flow delegate that sizes items and hears scrolls.
    final class SizingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
        var scrolls = 0
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: 100 + 10 * CGFloat(indexPath.item), height: 50)
        }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    }

    /// A flow delegate that implements none of the optional methods.
    final class SilentDelegate: NSObject, UICollectionViewDelegateFlowLayout {}

    @Test func aUIKitOptionalRequirementImplementedAnswers() {
        let delegate = SizingDelegate()
        let layout = BadgedFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
                                              itemCounts: [3])
        collectionView.delegate = delegate
        #expect(layout.delegateItemSize(at: IndexPath(item: 1, section: 0)) == CGSize(width: 110, height: 50))
        #expect(layout.badgeFrame(at: IndexPath(item: 2, section: 0)) == CGRect(x: 100, y: 0, width: 20, height: 20))
        #expect(layout.delegateWidths(inSection: 0) == [100, 110, 120])
        // scrollViewDidScroll is implemented (called once); scrollViewDidEndScrollingAnimation is not.
        #expect(!layout.forwardScroll())
        #expect(delegate.scrolls == 1)
    }

    @Test func aUIKitOptionalRequirementNotImplementedIsNil() {
        let layout = BadgedFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
                                              itemCounts: [2])
        let delegate = SilentDelegate()
        collectionView.delegate = delegate
        #expect(layout.delegateItemSize(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.badgeFrame(at: IndexPath(item: 0, section: 0)) == CGRect(x: 40, y: 0, width: 20, height: 20))
        #expect(layout.delegateWidths(inSection: 0) == [0, 0])
        #expect(!layout.forwardScroll())
        // No delegate at all: nil too.
        collectionView.delegate = nil
        #expect(layout.delegateItemSize(at: IndexPath(item: 0, section: 0)) == nil)
        // The forced call of a data source that implements numberOfSections(in:) answers it.
        #expect(layout.requiredSectionCount() == 1)
    }
}
