import Foundation
import TesseraLayout

/// What a view keeps for Auto Layout: the active constraints that name it, its content
/// priorities, its layout guides, and the report of its last solve. One value per view
/// (`UIView.autoLayout`); the engine reads it, UIKit's API writes it.
struct AutoLayoutState {
    /// Active constraints naming this view (or one of its guides) as first or second item, in
    /// activation order. The views hold their constraints, as UIKit's do; a constraint holds its
    /// items weakly, so there is no cycle.
    var constraints: [NSLayoutConstraint] = []
    /// `contentHuggingPriority(for:)`: 250 on both axes, UIKit's default for views made in code.
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    /// `contentCompressionResistancePriority(for:)`: 750 on both axes.
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// `layoutGuides` added with `addLayoutGuide(_:)`.
    var guides: [UILayoutGuide] = []
    /// The system guides, made once (UIKit returns the same object each time).
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// What `needsUpdateConstraints()` answers: true at first and after
    /// `setNeedsUpdateConstraints()`, false once `updateConstraints()` has run.
    var needsUpdateConstraints = true
}

extension UILayoutPriority {
    /// The solver's weight for an optional priority (1…999). Each 125 steps of priority weigh ten
    /// times more, so a constraint outweighs any few constraints of clearly lower priority
    /// (UIKit satisfies priorities strictly in order; a Cassowary weight only approximates that
    /// when many lower constraints pull against one higher). Required (1000 and above) is
    /// Cassowary's `required`.
    var strength: Strength {
        if rawValue >= 1000 { return .required }
        let p = Double(min(max(rawValue, 1), 999))
        return Strength(value: pow(10, p / 125))
    }

    /// Whether the engine must hold it (1000).
    var isRequired: Bool { rawValue >= 1000 }
}
