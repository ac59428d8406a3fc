import Foundation

/// One visible element handed to a section's `visibleItemsInvalidationHandler`: UIKit's
/// `NSCollectionLayoutVisibleItem`.
///
/// Handlers change an item's ``transform``, ``alpha`` or ``zIndex`` as the section scrolls (a
/// carousel that scales the centred card up). It is a class, as in UIKit, because handlers
/// mutate the items they are given.
public final class CollectionLayoutVisibleItem {
    /// `frame`, in the collection view's content coordinates.
    public var frame: CGRect
    /// `center`: the frame's centre.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// `bounds`: the frame's size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// `alpha` (1 = opaque).
    public var alpha: CGFloat = 1
    /// `zIndex`.
    public var zIndex: Int
    /// `isHidden`.
    public var isHidden: Bool
    /// `transform`, about the frame's centre: the affine part of ``transform3D``.
    public var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// `transform3D`.
    public var transform3D: CATransform3D = CATransform3DIdentity
    /// `indexPath`.
    public let indexPath: IndexPath
    /// `representedElementCategory`.
    public let representedElementCategory: ElementCategory
    /// `representedElementKind` (`nil` for cells).
    public let representedElementKind: String?
    /// `name`: UIKit's name for the item (its element kind, or "cell").
    public var name: String { representedElementKind ?? "cell" }

    /// The visible item of `attributes`.
    public init(_ attributes: LayoutAttributes) {
        frame = attributes.frame
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
        indexPath = attributes.indexPath
        representedElementCategory = attributes.category
        representedElementKind = attributes.representedElementKind?.rawValue
    }
}
