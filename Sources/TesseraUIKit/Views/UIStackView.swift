import Foundation

/// `UIStackView`: a view that arranges its subviews in a row or a column, with the constraints
/// UIKit's stack view makes (its `UISV-…` constraints), solved with the rest when the hierarchy
/// is laid out: `axis`, the five distributions, the alignments, `spacing` and custom spacing,
/// `isLayoutMarginsRelativeArrangement`; hidden arranged subviews take no place.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// `UIStackView.Distribution`: how the length along the axis is shared — views at their own
    /// sizes (`fill`), equal sizes, sizes in proportion, equal gaps, or equally spaced centres.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    /// `UIStackView.Alignment`: where views sit across the axis — stretched (`fill`), at one edge,
    /// centred, or with their text baselines lined up (`top`/`bottom` name the edges of a row).
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
    /// `UIStackView.spacingUseDefault`, `spacingUseSystem`.
    nonisolated public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    nonisolated public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    /// `arrangedSubviews`, in order.
    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// `init(arrangedSubviews:)`: a horizontal stack arranging the views in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// `addArrangedSubview(_:)`: arranged last, and a subview placed by constraints
    /// (`translatesAutoresizingMaskIntoConstraints` becomes false, as in UIKit).
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
    }

    /// `insertArrangedSubview(_:at:)`: arranged at that index (clamped to the list), and placed by
    /// constraints, as `addArrangedSubview(_:)`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
    }

    /// `removeArrangedSubview(_:)`: no longer arranged, still a subview (as in UIKit).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    /// `setCustomSpacing(_:after:)`: the gap after that view instead of `spacing`
    /// (``spacingUseSystem`` gives 8).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// `customSpacing(after:)`: ``spacingUseDefault`` unless set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// A subview removed from the stack view is no longer arranged either.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
    }
}
