import Foundation
import TesseraLayout

/// `UIUserInterfaceSizeClass`: a coarse measure of the room on one axis — `compact` (a phone's
/// width in portrait) or `regular` (an iPad's); see ``UITraitCollection``'s rules.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// `UIUserInterfaceIdiom`: the kind of device; Tessera derives only `phone` or `pad`, from the
/// screen's or container's shorter side.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// `UIContentSizeCategory`: the reader's text size (Tessera lays out at `.large`, the default).
public struct UIContentSizeCategory: RawRepresentable, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

/// `UITraitCollection`: size classes, idiom, scale and text size, as a layout environment or a
/// view reports them.
///
/// ``init(containerSize:displayScale:)`` derives them from a container's size the way iPhones
/// and iPads report them for a full-screen app:
/// - a container whose shorter side is at least 700 points is an iPad: regular width and height;
/// - otherwise a phone: in portrait (width < height) compact width and regular height; in
///   landscape compact height, and regular width only when the shorter side is at least 414
///   points (the Plus and Max phones, 414–440 points wide in portrait), compact otherwise.
public final class UITraitCollection: NSObject, Sendable {
    /// `horizontalSizeClass`: the room across (compact on a phone in portrait).
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// `verticalSizeClass`: the room down (compact on a phone in landscape).
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// `displayScale`: pixels per point.
    public let displayScale: CGFloat
    /// `userInterfaceIdiom`: `.phone` or `.pad` (`.phone` unless given or derived from a size).
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// `preferredContentSizeCategory` (`.large`).
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// `layoutDirection`: left-to-right unless given; right-to-left mirrors leading and trailing.
    public let layoutDirection: UIUserInterfaceLayoutDirection
    /// `userInterfaceStyle`: light or dark appearance. A view's traits are `.light` unless it or
    /// a view or view controller above it overrides the style (`overrideUserInterfaceStyle`,
    /// `traitOverrides.userInterfaceStyle`); a collection made for one trait
    /// (`UITraitCollection(userInterfaceStyle:)`) may leave it `.unspecified`.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// A trait collection from its values.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
                displayScale: CGFloat = 2, userInterfaceIdiom: UIUserInterfaceIdiom = .phone,
                preferredContentSizeCategory: UIContentSizeCategory = .large,
                layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
                userInterfaceStyle: UIUserInterfaceStyle = .light) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The traits of a full-screen app whose window is `size` (see the type's rules), in the
    /// light appearance unless `userInterfaceStyle` says otherwise.
    public convenience init(containerSize size: CGSize, displayScale: CGFloat = 2,
                            userInterfaceStyle: UIUserInterfaceStyle = .light) {
        let pad = min(size.width, size.height) >= SizeClassRule.padMinimumSide
        self.init(horizontalSizeClass: SizeClassRule.isRegularWidth(size) ? .regular : .compact,
                  verticalSizeClass: SizeClassRule.isRegularHeight(size) ? .regular : .compact,
                  displayScale: displayScale, userInterfaceIdiom: pad ? .pad : .phone,
                  userInterfaceStyle: userInterfaceStyle)
    }

    /// The shortest side of an iPad's window (`SizeClassRule.padMinimumSide`).
    public static let padMinimumSide = SizeClassRule.padMinimumSide
    /// The portrait width from which a phone is regular-width in landscape
    /// (`SizeClassRule.largePhoneMinimumWidth`).
    public static let largePhoneMinimumWidth = SizeClassRule.largePhoneMinimumWidth
}
