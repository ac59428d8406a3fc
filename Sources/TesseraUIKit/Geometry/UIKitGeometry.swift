import Foundation
import TesseraLayout

/// `UIEdgeInsets`: insets on the four physical edges (TesseraLayout's `EdgeInsets`).
public typealias UIEdgeInsets = EdgeInsets
/// `NSDirectionalEdgeInsets`: insets on leading and trailing edges.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

#if !canImport(ObjectiveC)
/// Objective-C's `NSInteger`, which Foundation on Linux lacks.
public typealias NSInteger = Int
/// Objective-C's `NSUInteger`.
public typealias NSUInteger = UInt
#endif

/// `UIOffset`: a horizontal and a vertical offset.
public struct UIOffset: Sendable, Equatable, Hashable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    /// An offset.
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// `UIOffset.zero`: no offset on either axis.
    public static let zero = UIOffset()
}

extension CGRect {
    /// `inset(by:)`: the rectangle shrunk by `insets` (grown by negative ones), as UIKit's
    /// `UIEdgeInsetsInsetRect` computes it.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
