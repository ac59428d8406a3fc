import Foundation
import Testing
import TesseraUIKit

/// Timing functions shared as constants, as Swift 6 app code declares them (they are `Sendable`).
enum Pacing {
    static let gentle = CAMediaTimingFunction(name: .easeInEaseOut)
    static let corners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
}

/// A swatch made off the main actor, as image code in a nonisolated helper does (the renderer
/// is not main-actor isolated, as in UIKit).
func swatch(_ colour: UIColor, side: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
        colour.setFill()
        context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
}

/// A view controller that conforms to `CAAnimationDelegate` in Swift 6 mode.
@MainActor
final class PulsingViewController: UIViewController, CAAnimationDelegate {
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}

    func pulse() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.timingFunction = Pacing.gentle
        animation.delegate = self
        view.layer.maskedCorners = Pacing.corners
        view.layer.add(animation, forKey: "pulse")
    }
}

/// Renderers, animations and status-bar overrides in Swift 6 language mode.
@Suite("Drawing and animation in Swift 6 mode")
struct DrawingAndAnimationSwift6Tests {
    @Test("a renderer runs off the main actor; a view controller adds an animation it delegates")
    func rendererAndAnimation() async {
        let image = await Task.detached { swatch(.systemRed, side: 6) }.value
        #expect(image.size == CGSize(width: 6, height: 6) && image.scale == 1)
        await MainActor.run {
            let controller = PulsingViewController()
            controller.pulse()
            #expect(controller.view.layer.animationKeys() == ["pulse"])
            #expect(controller.view.layer.animation(forKey: "pulse")?.delegate === controller)
        }
    }
}
