import Foundation
import TesseraLayout

/// `UILayoutGuide`: a rectangle that constraints can name without a view behind it.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// What a guide stands for: one the app adds, or one of a view's system guides.
    enum Kind { case custom, layoutMargins, safeArea, readableContent }

    /// The widest readable content guide: 672 points, what iOS gives at the default
    /// content-size category (larger text categories widen it on a device; not simulated).
    nonisolated public static let readableWidth: CGFloat = 672

    /// `owningView`: the view whose coordinates the guide lives in (set by `addLayoutGuide(_:)`;
    /// weak).
    open weak var owningView: UIView?
    /// `identifier`: UIKit's names for the system guides (`UIViewLayoutMarginsGuide`, …).
    open var identifier = ""
    let kind: Kind

    /// `init()`: a free guide; add it to a view and constrain it to place it.
    public override init() {
        kind = .custom
        super.init()
    }

    init(owningView: UIView, kind: Kind) {
        self.owningView = owningView
        self.kind = kind
        identifier = switch kind {
        case .custom: ""
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readableContent: "UIViewReadableContentGuide"
        }
        super.init()
    }

    /// A guide a UIKit view declares for others to constrain to (a list cell's
    /// `separatorLayoutGuide`, a list content view's `textLayoutGuide`): its rectangle is not
    /// simulated, so it is placed only by the constraints that name it.
    init(owningView: UIView, name: String) {
        self.owningView = owningView
        kind = .custom
        identifier = name
        super.init()
    }

    /// `layoutFrame`: the guide's rectangle in its owning view's coordinates, from the owning
    /// view's subtree solved as it stands now.
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        let solve = AutoLayoutSolve(root: AutoLayoutSolve.root(for: owner), mode: .fixed)
        let rect = solve.rect(of: self), outer = solve.rect(of: owner)
        return rect.offsetBy(dx: owner.bounds.minX - outer.minX, dy: owner.bounds.minY - outer.minY)
    }
}
