import Foundation
import Testing
import TesseraUIKit
import TesseraLayout

/// UIView's transform, hit testing, snapshots, subview order and accessibility, and the small
/// names real files use beside them (issue 24).
@Suite("View geometry and the names around it")
@MainActor
struct ViewGeometryTests {
    @Test("hitTest finds the deepest visible, interactive view; hidden, faint and disabled views are skipped")
    func hitTesting() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 150, height: 150))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(child)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)        // front is above back
        #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 280, y: 20), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 400, y: 20), with: UIEvent()) == nil)
        #expect(front.point(inside: CGPoint(x: 149, y: 0), with: nil) && !front.point(inside: CGPoint(x: 150, y: 0), with: nil))
        front.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === back)
        front.isUserInteractionEnabled = true
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === front)
        // A scrolled superview: its bounds origin moves the subviews.
        root.bounds.origin = CGPoint(x: 0, y: 100)
        #expect(root.hitTest(CGPoint(x: 50, y: 150), with: nil) === back)
    }

    @Test("a transform keeps bounds and center, and hit testing goes through it")
    func transform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 20))
        root.addSubview(view)
        #expect(view.transform == .identity)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 20) && view.center == CGPoint(x: 150, y: 110))
        // Turned a quarter about its centre, the 100 × 20 view stands 20 wide and 100 tall.
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 190, y: 110), with: nil) === root)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(root.hitTest(CGPoint(x: 60, y: 110), with: nil) === view)
    }

    @Test("snapshotView is a plain view of the same bounds; subviews insert above, below and exchange")
    func snapshotsAndOrder() throws {
        let view = UIView(frame: CGRect(x: 40, y: 50, width: 120, height: 80))
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 120, height: 80) && snapshot.subviews.isEmpty)
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        view.addSubview(a)
        view.addSubview(b)
        view.insertSubview(c, aboveSubview: a)
        view.insertSubview(d, belowSubview: a)
        #expect(view.subviews.map(ObjectIdentifier.init) == [d, a, c, b].map(ObjectIdentifier.init))
        view.insertSubview(b, belowSubview: d)                        // moving one already there
        #expect(view.subviews.map(ObjectIdentifier.init) == [b, d, a, c].map(ObjectIdentifier.init))
        view.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(view.subviews.map(ObjectIdentifier.init) == [c, d, a, b].map(ObjectIdentifier.init))
        #expect(c.superview === view)
    }

    @Test("accessibility properties are kept on views and controllers")
    func accessibility() {
        let view = UIView()
        #expect(!view.isAccessibilityElement && view.accessibilityTraits == .none && view.accessibilityLabel == nil)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Photo"
        view.accessibilityHint = "Opens the photo"
        view.accessibilityValue = "3 of 9"
        view.accessibilityIdentifier = "photo-3"
        view.accessibilityTraits = [.button, .image]
        #expect(view.accessibilityTraits.contains(.image) && !view.accessibilityTraits.contains(.header))
        #expect(view.accessibilityIdentifier == "photo-3" && view.accessibilityValue == "3 of 9")
        let controller = UIViewController()
        controller.accessibilityLabel = "Gallery"
        #expect(controller.accessibilityLabel == "Gallery")
    }

    final class Delegate: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    }

    @Test("a gesture recognizer keeps its delegate weakly; unimplemented delegate methods answer UIKit's defaults")
    func gestureDelegate() {
        let pan = UIPanGestureRecognizer()
        var delegate: Delegate? = Delegate()
        pan.delegate = delegate
        #expect(pan.delegate === delegate)
        #expect(delegate?.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: pan) == true)
        #expect(delegate?.gestureRecognizerShouldBegin(pan) == true)
        #expect(delegate?.gestureRecognizer(pan, shouldRequireFailureOf: pan) == false)
        #expect(delegate?.gestureRecognizer(pan, shouldReceive: UITouch()) == true)
        delegate = nil
        #expect(pan.delegate == nil)
    }

    @Test("UIFont's fixed sizes and MAXFLOAT are UIKit's")
    func constants() {
        #expect(UIFont.smallSystemFontSize == 12 && UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18)
        #expect(UIFont.systemFontSize == 14)
        #expect(MAXFLOAT == Float.greatestFiniteMagnitude && CGFloat(MAXFLOAT) > 1e38)
    }
}

/// Image rendering modes and the prefetching data source (issue 24).
@Suite("Images and prefetching")
@MainActor
struct ImageAndPrefetchingTests {
    final class Prefetcher: NSObject, UICollectionViewDataSourcePrefetching {
        var asked: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { asked += indexPaths }
    }

    @Test("withRenderingMode keeps the image and changes its mode; a prefetching data source is kept weakly")
    func renderingModeAndPrefetching() throws {
        let image = try #require(UIImage(systemName: "star"))
        #expect(image.renderingMode == .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.name == "star" && image.renderingMode == .automatic)
        #expect(template.withRenderingMode(.alwaysTemplate) === template)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        var prefetcher: Prefetcher? = Prefetcher()
        collectionView.prefetchDataSource = prefetcher
        collectionView.prefetchDataSource?.collectionView(collectionView, cancelPrefetchingForItemsAt: [IndexPath(item: 0, section: 0)])
        #expect(collectionView.prefetchDataSource === prefetcher && prefetcher?.asked.isEmpty == true)
        prefetcher = nil
        #expect(collectionView.prefetchDataSource == nil)
    }
}

/// Navigation-bar visibility and UIKit's attributed-string keys (issue 24).
@Suite("Navigation bar and text attribute names")
@MainActor
struct NavigationAndTextNamesTests {
    @Test("setNavigationBarHidden sets isNavigationBarHidden; UIKit's attribute keys have UIKit's raw values")
    func navigationBarAndKeys() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(!navigation.isNavigationBarHidden)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
        let text = NSAttributedString(string: "Trip", attributes: [.font: UIFont.systemFont(ofSize: 12), .kern: 1.5])
        #expect((text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 12)
        #expect(NSAttributedString.Key.font.rawValue == "NSFont" && NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
    }
}
