import Foundation

/// `UIVisualEffect`: what a ``UIVisualEffectView`` does to the content behind or inside it — a
/// blur (``UIBlurEffect``) or vibrancy (``UIVibrancyEffect``). Effects are values kept for
/// code that makes and compares them; nothing is blurred headlessly.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// An effect that does nothing (what a visual-effect view with no effect shows).
    public override init() { super.init() }
}

/// `UIBlurEffect`: a blur of the content behind a ``UIVisualEffectView``, in one of UIKit's
/// styles. Kept (``style``), not drawn: a snapshot shows the effect view's own background.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// `UIBlurEffect.Style`: the blur's tint and thickness, with UIKit's raw values. The
    /// `system…Material` styles adapt to the appearance; those ending `Light` or `Dark` do not.
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9,
             systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13,
             systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18,
             systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The style the effect was made with (Tessera's: UIKit keeps it private).
    public let style: Style

    /// `UIBlurEffect(style:)`: a blur in `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Two blur effects are equal when their styles are.
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIBlurEffect)?.style == style }
    /// A hash of the style, equal for equal effects.
    open override var hash: Int { style.hashValue }
}

/// `UIVibrancyEffectStyle` (iOS 13): which of the label, fill and separator vibrancies a
/// ``UIVibrancyEffect`` applies to the content of its view.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// `UIVibrancyEffect`: the content of a ``UIVisualEffectView`` made vivid over a blur beneath
/// it. Kept (``blurEffect``, ``style``), not drawn.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy matches (Tessera's: UIKit keeps it private).
    public let blurEffect: UIBlurEffect
    /// The vibrancy style (`.label` for `init(blurEffect:)`).
    public let style: UIVibrancyEffectStyle

    /// `UIVibrancyEffect(blurEffect:)`: vibrancy for content over `blurEffect`.
    public convenience init(blurEffect: UIBlurEffect) { self.init(blurEffect: blurEffect, style: .label) }

    /// `UIVibrancyEffect(blurEffect:style:)` (iOS 13): vibrancy of one kind over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}
