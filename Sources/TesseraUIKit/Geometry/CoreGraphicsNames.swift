import Foundation
import TesseraLayout

#if !canImport(Darwin)
extension CGPoint {
    /// Core Graphics' `equalTo(_:)`.
    public func equalTo(_ other: CGPoint) -> Bool { self == other }
}

extension CGSize {
    /// Core Graphics' `equalTo(_:)`.
    public func equalTo(_ other: CGSize) -> Bool { self == other }
}

extension CGRect {
    /// Core Graphics' `equalTo(_:)`.
    public func equalTo(_ other: CGRect) -> Bool { self == other }
}

/// Core Graphics' `CGColor`: an sRGB colour (what `UIColor.cgColor` and layer colours hold).
public final class CGColor: Sendable {
    /// `components`: red, green, blue, alpha.
    public let components: [CGFloat]?
    /// `alpha`: the opacity, the last component (1 when there are none).
    public var alpha: CGFloat { components?.last ?? 1 }
    init(_ color: UIColor) { components = [color.red, color.green, color.blue, color.alpha] }
}
#endif

#if !canImport(ObjectiveC)
extension IndexPath {
    /// UIKit's `IndexPath(row:section:)` (table views name the item a row).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// UIKit's `row`: the second index, the same as `item`.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

extension NSValue {
    /// UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// UIKit's `cgPointValue`.
    public var cgPointValue: CGPoint { pointValue }
    /// UIKit's `cgSizeValue`.
    public var cgSizeValue: CGSize { sizeValue }
    /// UIKit's `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }
}
#endif

#if !canImport(Darwin)
/// Core Graphics' `CGVector`.
public struct CGVector: Sendable, Equatable, Hashable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init() { self.init(dx: 0, dy: 0) }
    public static let zero = CGVector()
}
#endif

#if !canImport(ObjectiveC)
extension NSIndexPath {
    /// UIKit's `NSIndexPath(item:section:)`.
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }
    /// UIKit's `NSIndexPath(row:section:)`.
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    /// UIKit's `section`: the first index.
    public var section: Int { length > 0 ? index(atPosition: 0) : 0 }
    /// UIKit's `item`: the second index.
    public var item: Int { length > 1 ? index(atPosition: 1) : 0 }
    /// UIKit's `row`: the second index, the same as `item`.
    public var row: Int { item }
}
#endif
