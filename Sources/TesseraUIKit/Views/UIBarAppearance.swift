import Foundation

/// `UIBarAppearance` (iOS 13): how a bar's background and shadow look. Kept, not drawn: a
/// snapshot draws no bars.
///
/// The three `configureWith…` methods set the background and shadow as UIKit does: the
/// default background is the system's chrome blur with a faint hairline shadow, the opaque one
/// the system background colour with the same shadow, the transparent one nothing at all.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// `backgroundEffect`: the blur behind the bar's background colour.
    open var backgroundEffect: UIBlurEffect?
    /// `backgroundColor`: the colour over the blur.
    open var backgroundColor: UIColor?
    /// `backgroundImage`: an image over the colour.
    open var backgroundImage: UIImage?
    /// `shadowColor`: the hairline under the bar (nil or clear: none).
    open var shadowColor: UIColor?
    /// `shadowImage`: an image in place of the hairline.
    open var shadowImage: UIImage?

    /// `init()`: configured with the default background.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// `init(barAppearance:)`: a copy of another appearance's background and shadow.
    public init(barAppearance: UIBarAppearance) {
        super.init()
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// The hairline UIKit draws under a default or opaque bar: black at 30 %.
    static let hairline = UIColor(white: 0, alpha: 0.3)

    /// `configureWithDefaultBackground()`: the system's chrome material blur, no colour, a
    /// hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIBarAppearance.hairline
        shadowImage = nil
    }

    /// `configureWithOpaqueBackground()`: no blur, the system background colour, a hairline
    /// shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIBarAppearance.hairline
        shadowImage = nil
    }

    /// `configureWithTransparentBackground()`: no blur, a clear background, no shadow.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }
}

/// `UINavigationBarAppearance` (iOS 13): a navigation bar's background, shadow and title
/// text attributes. Kept, not drawn.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// `titleTextAttributes`: the attributes of the inline title (empty: the system's).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// `largeTitleTextAttributes`: the attributes of the large title (empty: the system's).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// `titlePositionAdjustment`: how far the inline title is moved.
    open var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)

    /// `init()`: the default background, no title attributes.
    public override init() { super.init() }

    /// `init(barAppearance:)`: another appearance's background and shadow (and, from a
    /// navigation-bar appearance, its title attributes).
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
            titlePositionAdjustment = navigation.titlePositionAdjustment
        }
    }

    /// `copy()`: an appearance with the same values, as UIKit's bars copy the one given. Like
    /// every use of a bar appearance, it MUST run on the main actor.
    open override func copy() -> Any {
        let original = AppearanceBox(self)
        return MainActor.assumeIsolated {
            AppearanceBox(UINavigationBarAppearance(barAppearance: original.appearance))
        }.appearance
    }
}

/// A bar appearance carried into `MainActor.assumeIsolated` and out again (the appearance is
/// only touched on the main actor).
// Unchecked: the appearance is touched only on the main actor.
private struct AppearanceBox: @unchecked Sendable {
    let appearance: UINavigationBarAppearance
    init(_ appearance: UINavigationBarAppearance) { self.appearance = appearance }
}
