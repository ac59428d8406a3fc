import Foundation
import Testing
@testable import TesseraUIKit

/// Auto Layout solved as UIKit solves it, on systems whose frames are derived by hand (no text
/// involved, so each frame is exact).
@Suite("Auto Layout")
@MainActor
struct AutoLayoutTests {
    /// A view with an intrinsic content size, as a label or image view has.
    final class SizedView: UIView {
        var size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A root view of 320 × 480 at scale 1 and a subview placed by constraints.
    func makeRoot(width: CGFloat = 320, height: CGFloat = 480) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.simulatedDisplayScale = 1
        return root
    }

    func constrained(in root: UIView, _ view: UIView = UIView()) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return view
    }

    @Test("edges pinned with constants")
    func pinnedEdges() {
        let root = makeRoot(), child = constrained(in: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 20, width: 288, height: 44))
    }

    @Test("centred at a fixed size")
    func centred() {
        let root = makeRoot(), child = constrained(in: root)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 110, y: 215, width: 100, height: 50))
    }

    @Test("a multiplier on the superview's width, and an aspect ratio")
    func multipliers() {
        let root = makeRoot(), child = constrained(in: root)
        NSLayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: root.leftAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.75),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 160, height: 120))
    }

    @Test("a required minimum wins over an optional wish; a higher priority over a lower one")
    func priorities() {
        let root = makeRoot(), a = constrained(in: root), b = constrained(in: root)
        let wish = a.widthAnchor.constraint(equalToConstant: 100)
        wish.priority = .defaultHigh
        let high = b.widthAnchor.constraint(equalToConstant: 100)
        high.priority = .defaultHigh
        let low = b.widthAnchor.constraint(equalToConstant: 200)
        low.priority = .defaultLow
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(greaterThanOrEqualToConstant: 300), wish,
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            high, low,
            b.leftAnchor.constraint(equalTo: root.leftAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 300, height: 10))
        #expect(b.frame == CGRect(x: 0, y: 10, width: 100, height: 10))
    }

    @Test("two equal columns between the layout margins, 8 points apart")
    func equalColumnsInMargins() {
        let root = makeRoot(), a = constrained(in: root), b = constrained(in: root)
        let margins = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.topAnchor.constraint(equalTo: margins.topAnchor), b.topAnchor.constraint(equalTo: margins.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 30), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 8, y: 8, width: 148, height: 30))
        #expect(b.frame == CGRect(x: 164, y: 8, width: 148, height: 30))
        #expect(margins === root.layoutMarginsGuide)
        #expect(margins.identifier == "UIViewLayoutMarginsGuide")
    }

    @Test("custom layout margins and the margins guide's layoutFrame")
    func customMargins() {
        let root = makeRoot(), child = constrained(in: root)
        root.layoutMargins = UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 12)
        let guide = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 20, width: 298, height: 430))
        #expect(guide.layoutFrame == CGRect(x: 10, y: 20, width: 298, height: 430))
    }

    @Test("margin attributes of NSLayoutConstraint(item:attribute:…)")
    func marginAttributes() {
        let root = makeRoot(), child = constrained(in: root)
        root.layoutMargins = UIEdgeInsets(top: 4, left: 6, bottom: 10, right: 14)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .centerY, relatedBy: .equal, toItem: root,
                               attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 20),
        ])
        root.layoutIfNeeded()
        // Within the margins: x 6…306; centre y = (4 + 470) / 2 = 237.
        #expect(child.frame == CGRect(x: 6, y: 227, width: 300, height: 20))
    }

    @Test("the safe area guide follows safeAreaInsets")
    func safeArea() {
        let root = makeRoot(width: 390, height: 844), child = constrained(in: root)
        root.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let safe = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            child.topAnchor.constraint(equalTo: safe.topAnchor),
            child.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test("the readable content guide: 672 points wide at most, centred in the margins")
    func readableContent() {
        let wide = makeRoot(width: 1024, height: 768), narrow = makeRoot()
        for root in [wide, narrow] {
            let child = constrained(in: root)
            let readable = root.readableContentGuide
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
                child.topAnchor.constraint(equalTo: readable.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
        }
        // Margins 8: 1008 points between them; 672 centred from 8 + (1008 − 672) / 2 = 176.
        #expect(wide.subviews[0].frame == CGRect(x: 176, y: 8, width: 672, height: 10))
        #expect(narrow.subviews[0].frame == CGRect(x: 8, y: 8, width: 304, height: 10))
    }

    @Test("preservesSuperviewLayoutMargins: a full-width subview's margins grow to its superview's 20")
    func preservedMargins() {
        let root = makeRoot(width: 320, height: 200)
        root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        // A tAMIC container across the root's width, 4 points in from the left, 50 high at y 100.
        let container = UIView(frame: CGRect(x: 4, y: 100, width: 316, height: 50))
        root.addSubview(container)
        let child = constrained(in: container)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // Its own margins: 8 on every edge.
        #expect(child.frame == CGRect(x: 8, y: 8, width: 300, height: 10))
        container.preservesSuperviewLayoutMargins = true
        root.layoutIfNeeded()
        // Left: max(8, 20 − 4) = 16; right: max(8, 20 − 0) = 20; top: 100 is clear of the
        // root's 20-point margin, so 8.
        #expect(child.frame == CGRect(x: 16, y: 8, width: 280, height: 10))
    }

    @Test("a button's intrinsic size: its 15-point title measured, 6 above and below, plus its content insets")
    func buttonIntrinsicSize() {
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        button.simulatedDisplayScale = 3
        button.setTitle("Share", for: .normal)
        let label = UILabel()
        label.simulatedDisplayScale = 3
        label.font = .systemFont(ofSize: 15)
        label.text = "Share"
        let title = label.intrinsicContentSize
        #expect(title.height == 18)                       // 15 × 2444 / 2048 = 17.9, up to the pixel
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: 30))
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 20, height: 38))
    }

    @Test("leading and trailing swap in a right-to-left layout")
    func rightToLeft() {
        let frame = UIApplication.withLayoutDirection(.rightToLeft) { () -> CGRect in
            let root = makeRoot(), child = constrained(in: root)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            return child.frame
        }
        #expect(frame == CGRect(x: 210, y: 0, width: 100, height: 10))
    }

    @Test("a custom layout guide as an equal spacer between two views")
    func spacerGuides() {
        let root = makeRoot(), a = constrained(in: root), b = constrained(in: root)
        let left = UILayoutGuide(), middle = UILayoutGuide(), right = UILayoutGuide()
        for guide in [left, middle, right] { root.addLayoutGuide(guide) }
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            middle.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: middle.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: b.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            middle.widthAnchor.constraint(equalTo: left.widthAnchor),
            right.widthAnchor.constraint(equalTo: left.widthAnchor),
            a.widthAnchor.constraint(equalToConstant: 80), b.widthAnchor.constraint(equalToConstant: 80),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // (320 − 160) / 3 = 53.33 per gap: edges rounded to whole points at scale 1.
        #expect(a.frame == CGRect(x: 53, y: 0, width: 80, height: 10))
        #expect(b.frame == CGRect(x: 187, y: 0, width: 80, height: 10))
        #expect(root.layoutGuides.count == 3)
    }

    @Test("frames are rounded to the display's pixels, each edge on its own")
    func pixelRounding() {
        for scale: CGFloat in [1, 3] {
            let root = makeRoot(width: 100, height: 10)
            root.simulatedDisplayScale = scale
            let views = (0..<3).map { _ in constrained(in: root) }
            var constraints = [views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                               views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor)]
            for (a, b) in zip(views, views.dropFirst()) {
                constraints += [b.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.widthAnchor.constraint(equalTo: a.widthAnchor)]
            }
            for view in views {
                constraints += [view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10)]
            }
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            if scale == 1 {
                #expect(views.map(\.frame.minX) == [0, 33, 67])
                #expect(views.map(\.frame.width) == [33, 34, 33])
            } else {
                let thirds: [CGFloat] = views.map { ($0.frame.minX * 3).rounded() }
                let widths: [CGFloat] = views.map { ($0.frame.width * 3).rounded() }
                #expect(thirds == [0, 100, 200])
                #expect(widths == [100, 100, 100])
            }
        }
    }

    @Test("a contradicting required constraint is broken, named, and the others hold")
    func unsatisfiable() {
        let root = makeRoot(), child = constrained(in: root)
        let second = child.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 100), second,
            child.leftAnchor.constraint(equalTo: root.leftAnchor), child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        let solve = AutoLayoutSolve(root: root, mode: .fixed)
        #expect(solve.broken.map(\.identifier) == ["too-wide"])
        #expect(second.description == "<NSLayoutConstraint:\"too-wide\" UIView.width == 200   (active)>")
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test("the intrinsic content size sizes a view that only has a position")
    func intrinsicSize() {
        let root = makeRoot(), child = constrained(in: root, SizedView(120, 30))
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 7),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 7, width: 120, height: 30))
        #expect(child.hasAmbiguousLayout == false)
    }

    @Test("the view with lower hugging priority stretches; the one with lower compression resistance shrinks")
    func huggingAndCompression() {
        func row(width: CGFloat, adjust: (SizedView, SizedView) -> Void) -> (CGRect, CGRect) {
            let root = makeRoot(width: width, height: 50)
            let a = constrained(in: root, SizedView(100, 20)) as! SizedView
            let b = constrained(in: root, SizedView(100, 20)) as! SizedView
            adjust(a, b)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
                b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            return (a.frame, b.frame)
        }
        let stretched = row(width: 320) { a, _ in a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal) }
        #expect(stretched.0 == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(stretched.1 == CGRect(x: 110, y: 0, width: 210, height: 20))
        let squeezed = row(width: 150) { _, b in b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal) }
        #expect(squeezed.0 == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(squeezed.1 == CGRect(x: 110, y: 0, width: 40, height: 20))
    }

    @Test("systemLayoutSizeFitting: the compressed size of a view around its content")
    func compressedFitting() {
        let container = UIView(frame: .zero)
        let content = constrained(in: container, SizedView(100, 40))
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
        ])
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 60))
        #expect(container.frame == .zero)
    }

    @Test("systemLayoutSizeFitting with the width required: the height its constraints give at that width")
    func fittingWithRequiredWidth() {
        let cell = UIView(frame: .zero)
        let image = constrained(in: cell)
        NSLayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            image.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            image.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            image.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
            image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.5),
        ])
        let size = cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 300, height: 166))
    }

    @Test("systemLayoutSizeFitting expanded: as large as the constraints allow")
    func expandedFitting() {
        let container = UIView(frame: .zero)
        let content = constrained(in: container)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            content.topAnchor.constraint(equalTo: container.topAnchor),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            content.widthAnchor.constraint(lessThanOrEqualToConstant: 500),
            content.heightAnchor.constraint(lessThanOrEqualToConstant: 250),
        ])
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 500, height: 250))
    }

    @Test("a view that keeps its autoresizing frame is held there, and others can be placed against it")
    func autoresizingSubview() {
        let root = makeRoot()
        let fixed = UIView(frame: CGRect(x: 20, y: 30, width: 50, height: 60))
        root.addSubview(fixed)
        let follower = constrained(in: root)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 4),
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 2),
            follower.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 20, y: 30, width: 50, height: 60))
        #expect(follower.frame == CGRect(x: 74, y: 90, width: 100, height: 5))
    }

    @Test("nested views: a grandchild placed against its grandparent gets a frame in its own superview")
    func nested() {
        let root = makeRoot(), middle = constrained(in: root), inner = constrained(in: middle)
        NSLayoutConstraint.activate([
            middle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
            middle.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            middle.widthAnchor.constraint(equalToConstant: 200), middle.heightAnchor.constraint(equalToConstant: 200),
            inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 60),
            inner.topAnchor.constraint(equalTo: middle.topAnchor, constant: 10),
            inner.trailingAnchor.constraint(equalTo: middle.trailingAnchor),
            inner.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(middle.frame == CGRect(x: 40, y: 50, width: 200, height: 200))
        #expect(inner.frame == CGRect(x: 20, y: 10, width: 180, height: 20))
        // Each constraint is held by the nearest common ancestor of its items (a size by the view itself).
        #expect(root.constraints.count == 3)
        #expect(middle.constraints.count == 4)
        #expect(inner.constraints.count == 1)
        // Laying out the middle view alone keeps the grandchild where the root's constraint puts it.
        inner.frame = .zero
        middle.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 20, y: 10, width: 180, height: 20))
    }

    @Test("inequalities to two views: below the lower of them")
    func belowBoth() {
        let root = makeRoot()
        let a = constrained(in: root), b = constrained(in: root), c = constrained(in: root)
        let stayUp = c.topAnchor.constraint(equalTo: root.topAnchor)
        stayUp.priority = .defaultLow
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 40),
            b.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), b.heightAnchor.constraint(equalToConstant: 50),
            c.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor, constant: 8),
            c.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: 8), stayUp,
            c.heightAnchor.constraint(equalToConstant: 10),
        ] + [a, b, c].flatMap { [$0.leftAnchor.constraint(equalTo: root.leftAnchor), $0.widthAnchor.constraint(equalToConstant: 10)] })
        root.layoutIfNeeded()
        #expect(c.frame.minY == 68)
    }

    @Test("changing a constant, deactivating and reactivating move the view on the next layout")
    func changes() {
        let root = makeRoot(), child = constrained(in: root)
        let left = child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        let right = child.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10)
        right.priority = .defaultHigh
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([left, width, child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(child.frame.minX == 10)
        left.constant = 30
        root.layoutIfNeeded()
        #expect(child.frame.minX == 30)
        left.isActive = false
        right.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 260, y: 0, width: 50, height: 10))
        #expect(root.constraints.contains { $0 === left } == false)
    }

    @Test("hasAmbiguousLayout: a view whose width nothing fixes")
    func ambiguity() {
        let root = makeRoot(), child = constrained(in: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(child.hasAmbiguousLayout)
        child.widthAnchor.constraint(equalToConstant: 10).isActive = true
        #expect(child.hasAmbiguousLayout == false)
    }

    @Test("updateConstraints runs before layout, subviews first")
    func updateConstraintsOrder() {
        final class Recording: UIView {
            var log: [String]
            let name: String
            init(_ name: String, _ log: [String]) { self.name = name; self.log = log; super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
            required init?(coder: NSCoder) { nil }
            static var shared: [String] = []
            override func updateConstraints() { Recording.shared.append("update \(name)"); super.updateConstraints() }
            override func layoutSubviews() { Recording.shared.append("layout \(name)"); super.layoutSubviews() }
        }
        Recording.shared = []
        let outer = Recording("outer", []), inner = Recording("inner", [])
        outer.addSubview(inner)
        outer.layoutIfNeeded()
        #expect(Recording.shared == ["update inner", "update outer", "layout outer", "layout inner"])
        Recording.shared = []
        outer.layoutIfNeeded()
        #expect(Recording.shared == ["layout outer", "layout inner"])
    }

    @Test("a priority maps to a solver weight that grows tenfold every 125 steps")
    func priorityWeights() {
        #expect(UILayoutPriority.required.strength == .required)
        #expect(UILayoutPriority(999).strength < .required)
        #expect(abs(UILayoutPriority(750).strength.value / UILayoutPriority(625).strength.value - 10) < 1e-9)
        #expect(UILayoutPriority(251).strength > UILayoutPriority(250).strength)
    }
}

/// The visual format language, parsed and solved.
@Suite("Visual format")
@MainActor
struct VisualFormatTests {
    func makeRoot() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.simulatedDisplayScale = 1
        return root
    }

    func constrained(in root: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return view
    }

    @Test("standard spacings, sizes, metrics and a size equal to another view's")
    func rowAndColumn() {
        let root = makeRoot(), icon = constrained(in: root), title = constrained(in: root)
        let views = ["icon": icon, "title": title]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[icon(44)]-[title]-|", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-(top)-[icon(==title)]", options: [], metrics: ["top": 12], views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:[title(30)]", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-top-[title]", options: [], metrics: ["top": 12.0], views: views))
        root.layoutIfNeeded()
        // |-20-[44]-8-[title]-20-|: the title fills 320 − 20 − 44 − 8 − 20 = 228.
        #expect(icon.frame == CGRect(x: 20, y: 12, width: 44, height: 30))
        #expect(title.frame == CGRect(x: 72, y: 12, width: 228, height: 30))
    }

    @Test("relations and priorities in predicates, flush views, alignment options")
    func predicatesAndOptions() {
        let root = makeRoot()
        root.frame.size.width = 400
        let a = constrained(in: root), b = constrained(in: root)
        let views = ["a": a, "b": b]
        let horizontal = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(>=100,<=200@750)][b(50)]-(>=10)-|",
                                                        options: .alignAllTop, metrics: nil, views: views)
        #expect(horizontal.count == 7)
        #expect(horizontal.allSatisfy { !$0.isActive })
        NSLayoutConstraint.activate(horizontal + [a.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                                                  a.heightAnchor.constraint(equalToConstant: 10),
                                                  b.heightAnchor.constraint(equalToConstant: 10),
                                                  a.widthAnchor.constraint(equalToConstant: 300)])
        root.layoutIfNeeded()
        // a wants 300 (required) against ≤ 200 at 750: 300 wins; b flush after it; tops aligned.
        #expect(a.frame == CGRect(x: 0, y: 5, width: 300, height: 10))
        #expect(b.frame == CGRect(x: 300, y: 5, width: 50, height: 10))
    }

    @Test("a format UIKit cannot parse gives no constraints")
    func unparsable() {
        let root = makeRoot(), a = constrained(in: root)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(", options: [], metrics: nil, views: ["a": a]).isEmpty)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[nosuch]", options: [], metrics: nil, views: ["a": a]).isEmpty)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "X:[a]", options: [], metrics: nil, views: ["a": a]).isEmpty)
    }
}
