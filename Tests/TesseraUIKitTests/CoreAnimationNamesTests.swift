import Foundation
import Testing
import TesseraUIKit

/// Core Animation names real iOS files use (issue 39, point 2): masked corners and corner
/// curves, and animations kept on a layer by key (nothing runs headlessly).
@Suite("Core Animation names")
@MainActor
struct CoreAnimationNamesTests {
    @Test("CACornerMask has Core Animation's raw values; a layer masks all four corners until told")
    func cornerMask() {
        #expect(CACornerMask.layerMinXMinYCorner.rawValue == 1 && CACornerMask.layerMaxXMinYCorner.rawValue == 2)
        #expect(CACornerMask.layerMinXMaxYCorner.rawValue == 4 && CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.layer.maskedCorners.rawValue == 15 && view.layer.cornerCurve == .circular)
        view.layer.cornerRadius = 12
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.layer.cornerCurve = .continuous
        #expect(view.layer.maskedCorners == CACornerMask(rawValue: 3))
        #expect(view.layer.cornerCurve.rawValue == "continuous")
    }

    @Test("an animation added under a key is kept as a copy, replaced by key, and removed")
    func animationsByKey() {
        let layer = CALayer()
        #expect(layer.animationKeys() == nil)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.3
        fade.timingFunction = CAMediaTimingFunction(name: .easeOut)
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        layer.add(fade, forKey: "fade")
        layer.opacity = 1
        let kept = layer.animation(forKey: "fade") as? CABasicAnimation
        #expect(kept != nil && kept !== fade, "the layer keeps a copy, as Core Animation does")
        #expect(kept?.keyPath == "opacity" && kept?.toValue as? Int == 1 && kept?.duration == 0.3)
        #expect(kept?.timingFunction == CAMediaTimingFunction(controlPoints: 0, 0, 0.58, 1))
        #expect(kept?.fillMode == .forwards && kept?.isRemovedOnCompletion == false)
        #expect(layer.opacity == 1, "the model value is what code set")

        let spin = CAKeyframeAnimation(keyPath: "transform.rotation")
        spin.values = [0, Double.pi]
        spin.keyTimes = [0, 1]
        layer.add(spin, forKey: "spin")
        layer.add(CASpringAnimation(keyPath: "position"), forKey: "fade")
        layer.add(CATransition(), forKey: nil)
        #expect(layer.animationKeys() == ["spin", "fade"])
        #expect(layer.animation(forKey: "fade") is CASpringAnimation)
        #expect((layer.animation(forKey: "spin") as? CAKeyframeAnimation)?.keyTimes == [0, 1])
        layer.removeAnimation(forKey: "spin")
        #expect(layer.animationKeys() == ["fade"] && layer.animation(forKey: "spin") == nil)
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
    }

    @Test("a group copies its animations; timing functions keep their control points")
    func groupsAndTiming() {
        let group = CAAnimationGroup()
        let move = CABasicAnimation(keyPath: "position.y")
        move.byValue = 20
        group.animations = [move, CABasicAnimation(keyPath: "opacity")]
        group.duration = 1
        group.repeatCount = .infinity
        let copy = group.copy() as? CAAnimationGroup
        #expect(copy?.animations?.count == 2 && copy?.animations?.first !== move)
        #expect((copy?.animations?.first as? CABasicAnimation)?.byValue as? Int == 20)
        #expect(copy?.repeatCount == .infinity && copy?.duration == 1)

        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.damping = 10
        spring.stiffness = 100
        #expect(abs(spring.settlingDuration - 1.3816) < 0.001)
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        #expect(transition.type.rawValue == "push" && transition.endProgress == 1)
    }
}
