import Foundation
import Testing
import TesseraUIKit

/// A view controller overriding its status-bar preferences, as app controllers do.
private final class DarkController: UIViewController {
    var hidesBar = false
    var updates = 0
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { hidesBar }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    override func setNeedsStatusBarAppearanceUpdate() {
        updates += 1
        super.setNeedsStatusBarAppearanceUpdate()
    }
}

/// A cell overriding string-key-path observing, as cells that watched a scroll view's content
/// size did.
private final class ObservingCell: UICollectionViewCell {
    var told: [String] = []
    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        if let keyPath, change?[.newKey] != nil { told.append(keyPath) }
        super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
}

/// An invalidation context giving its own property a first value in `override init()`, as
/// layouts' contexts do (which a `required init()` used to refuse).
private final class ScrollContext: UICollectionViewLayoutInvalidationContext {
    var anchor: IndexPath?
    var madeByInit = false
    override init() {
        self.anchor = nil
        super.init()
        madeByInit = true
    }
}

/// A layout that makes its invalidation contexts of that class and records them.
private final class AnchoredLayout: UICollectionViewFlowLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    override class var invalidationContextClass: AnyClass { ScrollContext.self }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

/// A property animator subclass with its own `override init()`.
private final class TaggedAnimator: UIViewPropertyAnimator {
    var tag = 0
    override init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        super.init(duration: duration, timingParameters: parameters)
        tag = 7
    }
}

/// Status-bar preferences, string-key-path observing overrides, and `override init()` in
/// invalidation contexts (issue 39, point 2).
@Suite("View controller and observing names")
@MainActor
struct ViewControllerAndObservingNamesTests {
    @Test("status-bar preferences: UIKit's defaults, a subclass's overrides read back")
    func statusBar() {
        let plain = UIViewController()
        #expect(plain.preferredStatusBarStyle == .default && !plain.prefersStatusBarHidden)
        #expect(plain.preferredStatusBarUpdateAnimation == .fade && plain.childForStatusBarStyle == nil)
        let dark = DarkController()
        dark.hidesBar = true
        dark.setNeedsStatusBarAppearanceUpdate()
        #expect(dark.preferredStatusBarStyle == .lightContent && dark.prefersStatusBarHidden)
        #expect(dark.preferredStatusBarUpdateAnimation == .slide && dark.updates == 1)
        #expect(UIStatusBarStyle.darkContent.rawValue == 3 && UIStatusBarStyle.lightContent.rawValue == 1)
    }

    @Test("observeValue(forKeyPath:of:change:context:) can be overridden; nothing calls it headlessly")
    func observeValueOverride() {
        let cell = ObservingCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let scrollView = UIScrollView(frame: .zero)
        scrollView.addObserver(cell, forKeyPath: "contentSize", options: [.new, .old], context: nil)
        scrollView.contentSize = CGSize(width: 100, height: 500)
        #expect(cell.told.isEmpty)
        cell.observeValue(forKeyPath: "contentSize", of: scrollView, change: [.newKey: CGSize(width: 1, height: 1)],
                          context: nil)
        #expect(cell.told == ["contentSize"])
        scrollView.removeObserver(cell, forKeyPath: "contentSize")
        #expect(NSKeyValueChangeKey.notificationIsPriorKey.rawValue == "notificationIsPrior")
    }

    @Test("an invalidation context's override init() runs when the layout makes a context of its class")
    func contextOverrideInit() {
        let layout = AnchoredLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.layoutIfNeeded()
        layout.invalidateLayout()
        let context = layout.contexts.last as? ScrollContext
        #expect(context != nil && context?.madeByInit == true && context?.anchor == nil)
        #expect(context?.invalidateEverything == true)
    }

    @Test("a property-animator subclass's initializer runs for runningPropertyAnimator")
    func animatorSubclass() {
        let animator = TaggedAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, animations: {})
        #expect(animator.tag == 7 && animator.duration == 0.2)
    }
}
