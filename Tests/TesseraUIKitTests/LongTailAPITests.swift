import Foundation
import Testing
import TesseraUIKit

/// The long tail of UIKit that real app files touch around collection views (issue 24's named
/// gaps), checked for what each call does headlessly.
@Suite("UIKit's long tail")
@MainActor
struct LongTailAPITests {
    final class PhotoCell: UICollectionViewCell {
        let label = UILabel(frame: .zero)
    }
    final class SectionHeader: UICollectionReusableView {}

    func makeCollectionView() -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        return UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout,
                                itemCounts: [9, 9])
    }

    @Test("dequeueReusableCell makes the registered class at the item's frame; a nib gives a plain cell")
    func dequeueMakesTheRegisteredClass() throws {
        let collectionView = makeCollectionView()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(UINib(nibName: "TextCell", bundle: nil), forCellWithReuseIdentifier: "text")
        collectionView.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        let cell = try #require(collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: IndexPath(item: 4, section: 0))
            as? PhotoCell)
        // Three 100-point items fill a 320-point line (100 + 2 × (10 + 100)); the 30-point header
        // comes first, lines are 10 apart: item 4 is in line 1, column 1.
        #expect(cell.frame == CGRect(x: 110, y: 90, width: 100, height: 50))
        #expect(cell.reuseIdentifier == "photo")
        let text = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: IndexPath(item: 0, section: 0))
        #expect(type(of: text) == UICollectionViewCell.self)
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                     withReuseIdentifier: "header", for: IndexPath(item: 0, section: 1))
        #expect(header is SectionHeader)
        #expect(header.frame.minY == 200)   // section 0: a 30-point header, then 3 lines of 50 with 10 between
    }

    /// A controller subclass overriding delegate methods, as apps write them.
    final class GalleryController: UICollectionViewController {
        var selected: [IndexPath] = []
        var scrolls = 0
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    }

    @Test("a UICollectionViewController subclass overrides delegate methods; the others stay unimplemented")
    func controllerOverrides() {
        let controller = GalleryController(collectionViewLayout: UICollectionViewFlowLayout())
        let collectionView: UICollectionView = controller.collectionView
        let delegate = collectionView.delegate
        // `_objcOptionalCall` is what the rewrite plugin makes of `delegate?.collectionView?(…)`.
        #expect(_objcOptionalCall(delegate, "collectionView(_:didSelectItemAt:)") {
            $0.collectionView(collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
        } != nil)
        #expect(controller.selected == [IndexPath(item: 1, section: 0)])
        #expect(_objcOptionalCall(delegate, "collectionView(_:shouldSelectItemAt:)") {
            $0.collectionView(collectionView, shouldSelectItemAt: IndexPath(item: 1, section: 0))
        } == nil)
        #expect(_objcOptionalCall(delegate, "scrollViewDidScroll(_:)") { $0.scrollViewDidScroll(collectionView) } != nil)
        #expect(_objcOptionalCall(delegate, "scrollViewDidEndScrollingAnimation(_:)") {
            $0.scrollViewDidEndScrollingAnimation(collectionView)
        } == nil)
        // Called directly, an unimplemented method gives UIKit's default.
        #expect(delegate?.collectionView(collectionView, shouldSelectItemAt: IndexPath(item: 1, section: 0)) == true)
        #expect(controller.scrolls == 1)
    }

    @Test("visible supplementary elements are the ones whose frames meet the bounds")
    func visibleSupplementaries() {
        let collectionView = makeCollectionView()
        #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
                == [IndexPath(item: 0, section: 0)])
        collectionView.contentOffset = CGPoint(x: 0, y: 190)
        #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
                == [IndexPath(item: 0, section: 1)])
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
    }

    @Test("presenting an alert records it; dismissing ends it; an action's handler runs on request")
    func alerts() {
        let controller = UIViewController()
        var deleted = false
        let alert = UIAlertController(title: "Delete photo?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in deleted = true })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        var presented = false
        controller.present(alert, animated: true) { presented = true }
        #expect(presented && controller.presentedViewController === alert && alert.presentingViewController === controller)
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"] && alert.actions.map(\.style) == [.destructive, .cancel])
        alert.actions[0].performHandler()
        #expect(deleted)
        alert.dismiss(animated: true)
        #expect(controller.presentedViewController == nil && alert.presentingViewController == nil)
    }

    final class TrackingView: UIView {
        var events: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) { events.append("will \(newSuperview == nil ? "leave" : "move")") }
        override func didMoveToSuperview() { events.append(superview == nil ? "left" : "moved") }
    }

    @Test("subviews: move callbacks in UIKit's order, viewWithTag depth first, next is the superview")
    func viewHierarchy() {
        let root = UIView(frame: .zero)
        let child = TrackingView(frame: .zero)
        let grandchild = UIView(frame: .zero)
        grandchild.tag = 7
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(root.viewWithTag(7) === grandchild && root.viewWithTag(8) == nil)
        #expect(grandchild.next === child && grandchild.isDescendant(of: root))
        child.removeFromSuperview()
        #expect(child.events == ["will move", "moved", "will leave", "left"])
        #expect(child.window == nil)
    }

    @Test("a cell's preferred attributes make a context that invalidates that item")
    func preferredAttributesContext() {
        let layout = UICollectionViewFlowLayout()
        let original = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        let context = layout.invalidationContext(forPreferredLayoutAttributes: original, withOriginalAttributes: original)
        #expect(context is UICollectionViewFlowLayoutInvalidationContext)
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 3, section: 1)])
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: original, withOriginalAttributes: original))
    }

    @Test("notification names and UIColor(named:) as apps use them")
    func namesAndColours() {
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIColor(named: "AccentColor") == UIColor(white: 0.5, alpha: 1))
    }

    @Test("key-value observing: contentSize after a layout pass, bounds with old and new values, .initial, invalidate")
    func keyValueObserving() {
        let collectionView = makeCollectionView()
        var sizes: [CGSize] = []
        let sizeObservation = collectionView.observe(\.contentSize, options: [.initial, .new]) { _, change in
            if let size = change.newValue { sizes.append(size) }
        }
        collectionView.layoutIfNeeded()
        // Two sections of 9 items in 3 lines of 50 with 10 between, each under a 30-point header.
        #expect(sizes == [.zero, CGSize(width: 320, height: 400)])
        var changes: [String] = []
        let boundsObservation = collectionView.observe(\.bounds, options: [.old, .new, .prior]) { _, change in
            changes.append(change.isPrior ? "prior \(change.oldValue!.width)" : "\(change.oldValue!.width) → \(change.newValue!.width)")
        }
        collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 100)
        collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 100)   // no change: no notification
        #expect(changes == ["prior 320.0", "320.0 → 480.0", "prior 480.0"])
        boundsObservation.invalidate()
        collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        #expect(changes.count == 3)
        _ = sizeObservation
    }

    @Test("a stack view keeps its arranged subviews as UIKit does")
    func stackView() {
        let title = UILabel(frame: .zero), subtitle = UILabel(frame: .zero), badge = UIView(frame: .zero)
        let stack = UIStackView(arrangedSubviews: [title, subtitle])
        stack.axis = .vertical
        stack.setCustomSpacing(4, after: title)
        stack.insertArrangedSubview(badge, at: 0)
        #expect(stack.arrangedSubviews == [badge, title, subtitle] && stack.subviews.count == 3)
        stack.removeArrangedSubview(badge)          // still a subview, no longer arranged
        #expect(stack.arrangedSubviews == [title, subtitle] && stack.subviews.count == 3)
        subtitle.removeFromSuperview()              // gone from both
        #expect(stack.arrangedSubviews == [title])
        #expect(stack.customSpacing(after: title) == 4 && stack.customSpacing(after: badge) == UIStackView.spacingUseDefault)
    }

    final class TitledCell: UICollectionViewCell {
        override var reuseIdentifier: String? { "titled" }
    }

    @Test("buttons run their actions on sendActions(for:); table cells, NSIndexPath and overridable members as UIKit has them")
    func controlsAndCells() {
        var taps = 0
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        button.addAction(UIAction(title: "Edit") { _ in taps += 1 }, for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1 && button.currentTitle == "Edit" && button.titleLabel?.text == "Edit" && button.buttonType == .system)
        button.isEnabled = false
        #expect(button.state == .disabled && button.title(for: .disabled) == "Edit")
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        cell.textLabel?.text = "Title"
        #expect(cell.reuseIdentifier == "row" && cell.contentView.superview === cell && cell.textLabel?.text == "Title")
        let path = NSIndexPath(item: 3, section: 1)
        #expect(path.section == 1 && path.item == 3 && path.row == 3)
        #expect(TitledCell(frame: .zero).reuseIdentifier == "titled")
        #expect(UIView(frame: .zero).contentScaleFactor == UIScreen.main.scale)
    }
}
