import Testing
import UIKit

/// Swipe, pinch and rotation recognizers and a view's veto, as app files declare them.
@MainActor
@Suite struct GestureNamesTests {
    final class Shelf: UIView {
        let pan = UIPanGestureRecognizer()
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            gestureRecognizer === pan
        }
    }
    final class Viewer: UIViewController {
        private(set) var swipes = 0
        func swiped(_ recognizer: UISwipeGestureRecognizer) { swipes += 1 }
    }

    @Test func recognizersKeepWhatIsSet() {
        let viewer = Viewer()
        let swipe = UISwipeGestureRecognizer(target: viewer, action: Selector("swiped:", performing: Viewer.swiped))
        swipe.direction = [.left, .right]
        #expect(swipe.direction.rawValue == 3)
        #expect(UISwipeGestureRecognizer().direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        #expect(pinch.scale == 1 && pinch.velocity == 0)
        #expect(rotation.rotation == 0)
        #expect(viewer.swipes == 0)
    }

    @Test func aViewCanVetoARecognizer() {
        let shelf = Shelf(frame: .zero)
        #expect(shelf.gestureRecognizerShouldBegin(shelf.pan))
        #expect(!shelf.gestureRecognizerShouldBegin(UITapGestureRecognizer()))
        #expect(UIView().gestureRecognizerShouldBegin(UITapGestureRecognizer()))
    }
}
