import Foundation
import Testing
@testable import TesseraUIKit

/// `UIStackView` arranged by the constraints UIKit's stack view makes, solved with the rest:
/// frames derived by hand (no text involved).
@Suite("Stack views")
@MainActor
struct StackViewTests {
    final class SizedView: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A stack in a 400 × 400 root at scale 1, pinned at (0, 0), optionally to a width and height.
    func place(_ stack: UIStackView, width: CGFloat? = nil, height: CGFloat? = nil) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.simulatedDisplayScale = 1
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var constraints = [stack.leftAnchor.constraint(equalTo: root.leftAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return root
    }

    @Test("fill: a row as long as its views and as tall as the tallest (compression beats hugging)")
    func fillRow() {
        let a = SizedView(50, 20), b = SizedView(80, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        _ = place(stack)
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 140, height: 30))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 80, height: 30))
        #expect(a.translatesAutoresizingMaskIntoConstraints == false)
    }

    @Test("fillEqually: equal widths across the stack")
    func fillEqually() {
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 4
        _ = place(stack, width: 308, height: 20)
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 104, y: 0, width: 100, height: 20),
                                       CGRect(x: 208, y: 0, width: 100, height: 20)])
    }

    @Test("fillProportionally: lengths in proportion to the intrinsic sizes")
    func fillProportionally() {
        let a = SizedView(100, 10), b = SizedView(300, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        stack.spacing = 20
        _ = place(stack, width: 220, height: 10)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 70, y: 0, width: 150, height: 10))
    }

    @Test("equalSpacing: views at their sizes, the space left shared equally between them")
    func equalSpacing() {
        let views = [SizedView(40, 10), SizedView(40, 10), SizedView(40, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        _ = place(stack, width: 200, height: 10)
        #expect(views.map(\.frame.minX) == [0, 80, 160])
        #expect(views.map(\.frame.width) == [40, 40, 40])
    }

    @Test("equalCentering: centres equally apart")
    func equalCentering() {
        let a = SizedView(20, 10), b = SizedView(60, 10), c = SizedView(20, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .equalCentering
        _ = place(stack, width: 200, height: 10)
        #expect([a.frame.midX, b.frame.midX, c.frame.midX] == [10, 100, 190])
    }

    @Test("a vertical stack inside its margins, its views centred across it")
    func verticalCentredInMargins() {
        let a = SizedView(50, 20), b = SizedView(100, 40)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 5
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        _ = place(stack, width: 200)
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 200, height: 85))
        #expect(a.frame == CGRect(x: 75, y: 10, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 50, y: 35, width: 100, height: 40))
    }

    @Test("top alignment: views at the top, the stack as tall as the tallest")
    func topAlignment() {
        let a = SizedView(30, 20), b = SizedView(30, 50)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.alignment = .top
        _ = place(stack)
        #expect(stack.frame.height == 50)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(b.frame == CGRect(x: 30, y: 0, width: 30, height: 50))
    }

    @Test("bottom alignment and a custom spacing after the first view")
    func bottomAlignmentCustomSpacing() {
        let a = SizedView(30, 20), b = SizedView(30, 50), c = SizedView(30, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.alignment = .bottom
        stack.spacing = 2
        stack.setCustomSpacing(12, after: a)
        _ = place(stack)
        #expect(a.frame == CGRect(x: 0, y: 30, width: 30, height: 20))
        #expect(b.frame == CGRect(x: 42, y: 0, width: 30, height: 50))
        #expect(c.frame == CGRect(x: 74, y: 40, width: 30, height: 10))
    }

    @Test("a hidden arranged view takes no place")
    func hiddenViews() {
        let a = SizedView(30, 10), b = SizedView(40, 10), c = SizedView(50, 10)
        b.isHidden = true
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        _ = place(stack)
        #expect(stack.frame.width == 90)
        #expect(c.frame.minX == 40)
    }

    @Test("a row runs from the right in a right-to-left layout")
    func rightToLeft() {
        let frames = UIApplication.withLayoutDirection(.rightToLeft) { () -> [CGRect] in
            let a = SizedView(30, 10), b = SizedView(40, 10)
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.spacing = 10
            _ = place(stack, width: 200, height: 10)
            return [a.frame, b.frame]
        }
        // fill: the last view takes the slack (both hug at 250; the solver keeps the first at its size).
        #expect(frames[0] == CGRect(x: 170, y: 0, width: 30, height: 10))
        #expect(frames[1].maxX == 160)
        #expect(frames[1].minX == 0)
    }
}
