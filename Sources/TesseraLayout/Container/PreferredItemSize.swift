import Foundation

/// The size an item would like to have, when it knows: what UIKit learns from self-sizing
/// (`preferredLayoutAttributesFitting(_:)`) or from a delegate's `sizeForItemAt`.
///
/// An item's preferred size comes from an aspect ratio (a photo's displayed width / height, read
/// from its header by the caller) or from an explicit size. Placeholder items have none:
/// a waterfall draws them square and a flow layout gives them its `itemSize`.
///
/// ```swift
/// let photo = PreferredItemSize.aspectRatio(1.5)
/// print(photo.aspectRatio, PreferredItemSize.size(CGSize(width: 100, height: 40)).aspectRatio)  // 1.5 2.5
/// ```
public enum PreferredItemSize: Sendable, Equatable, Hashable {
    /// Width / height; the layout chooses one dimension and derives the other.
    /// It MUST be finite and greater than zero.
    case aspectRatio(CGFloat)
    /// An explicit size in points. Width and height MUST be finite and greater than zero.
    case size(CGSize)
    /// A size a self-sizing cell answered when measured at its item's length on the other axis
    /// (UIKit's `preferredLayoutAttributesFitting(_:)`). Like ``size(_:)``, except along one
    /// `estimated` axis of a compositional item, where its own length is taken exactly, as UIKit
    /// takes a cell's preferred height: the cell's width there is the item's frame width, inside
    /// its content insets, not a ratio to scale by. Width and height MUST be finite and greater
    /// than zero.
    case fitted(CGSize)

    /// Width / height.
    public var aspectRatio: CGFloat {
        switch self {
        case .aspectRatio(let ratio): ratio
        case .size(let size), .fitted(let size): size.width / size.height
        }
    }

    /// The height of an item `width` points wide: `width / aspectRatio`, or for an explicit size
    /// `width × size.height / size.width` (CHT's `sizeForItemAtIndexPath` rule).
    public func height(forWidth width: CGFloat) -> CGFloat {
        switch self {
        case .aspectRatio(let ratio): width / ratio
        case .size(let size), .fitted(let size): width * size.height / size.width
        }
    }

    /// The width of an item `height` points high: `height × aspectRatio`, or for an explicit size
    /// `height × size.width / size.height`.
    public func width(forHeight height: CGFloat) -> CGFloat {
        switch self {
        case .aspectRatio(let ratio): height * ratio
        case .size(let size), .fitted(let size): height * size.width / size.height
        }
    }

    /// Whether the value obeys the contract above (finite, greater than zero).
    public var isValid: Bool {
        switch self {
        case .aspectRatio(let ratio):
            ratio.isFinite && ratio > 0
        case .size(let size), .fitted(let size):
            size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
        }
    }
}
