import Foundation
import TesseraLayout

/// `NSLayoutConstraint`: a relation between two views' edges or sizes. TesseraUIKit keeps
/// constraints and whether they are active but does not solve them: a collection view's cells
/// get their frames from the layout, and what is inside a cell is drawn from its content (text,
/// colour, image), not from its subviews' frames.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline,
             leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins,
             centerYWithinMargins, notAnAttribute = 0
    }

    /// `firstItem`, `firstAttribute`, `relation`, `secondItem`, `secondAttribute`, `multiplier`.
    public let firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public let secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// `constant`.
    open var constant: CGFloat
    /// `priority`.
    open var priority: UILayoutPriority = .required
    /// `identifier`.
    open var identifier: String?
    /// `isActive`.
    open var isActive = false

    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// `activate(_:)`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// `constraints(withVisualFormat:options:metrics:views:)`: no constraints. TesseraUIKit does
    /// not solve Auto Layout (see the type's discussion), so the format is not parsed.
    open class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        []
    }

    /// `NSLayoutConstraint.FormatOptions`.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    }

    /// `deactivate(_:)`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

/// `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (priority: UILayoutPriority, value: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue + value) }
    public static func - (priority: UILayoutPriority, value: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue - value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}
