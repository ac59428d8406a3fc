import Foundation
import TesseraLayout

/// `UIDynamicItem`: what UIKit Dynamics moves. Layout attributes are dynamic items, as in UIKit.
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}

/// Something UIKit Dynamics applies to items over time (a spring, a push). Tessera keeps behaviours and
/// their children, and shows every item at rest: where the behaviour would leave it once settled.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// The behaviours added with `addChildBehavior(_:)`, in order; their items count as this
    /// behaviour's.
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// `action`: called by nobody (nothing is simulated).
    open var action: (() -> Void)?
    /// The animator this behaviour was added to, or nil.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    /// Adds a child behaviour; its items come to rest with this one's.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }
    /// Removes a child behaviour added with `addChildBehavior(_:)`.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.removeAll { $0 === behavior } }
    /// The items the behavior holds at rest, with where each comes to rest.
    func restingCentres() -> [(item: any UIDynamicItem, center: CGPoint)] { childBehaviors.flatMap { $0.restingCentres() } }
}

/// `UIAttachmentBehavior`: a spring or rod from an item to an anchor point (or another item).
///
/// Nothing is simulated: a static picture shows the spring at rest, so an item attached to an
/// anchor sits where the attachment holds it — at its `length` from the anchor, in the direction
/// it had when attached (on the anchor itself when it was attached there, as collection-view
/// layouts attach cells). Moving ``anchorPoint`` moves the item with it.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// Whether an attachment joins an item to an anchor point or to another item.
    public enum AttachmentType: Int, Sendable { case items, anchor }

    /// The attached items.
    public let items: [any UIDynamicItem]
    /// Whether the items are attached to an anchor point or to each other.
    public let attachedBehaviorType: AttachmentType
    /// The point the item hangs from; at rest the item's centre is here (plus the offset it was
    /// attached with).
    open var anchorPoint: CGPoint
    /// `length`: the rest distance between the attachment points.
    open var length: CGFloat
    /// How strongly the spring's oscillation dies down. Kept: at rest, where Tessera shows items,
    /// damping changes nothing.
    open var damping: CGFloat = 0
    /// `frequency` (0: a rigid rod).
    open var frequency: CGFloat = 0
    /// Resistance to rotation around the attachment. Kept: items at rest do not rotate.
    open var frictionTorque: CGFloat = 0
    private let direction: CGPoint

    /// Attaches `item`'s centre to `point`; at rest the centre is there.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: UIOffset.zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from `item`'s centre to `point`; at rest that point of the item is
    /// there.
    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = point
        let dx = item.center.x + offset.horizontal - point.x, dy = item.center.y + offset.vertical - point.y
        length = (dx * dx + dy * dy).squareRoot()
        direction = length > 0 ? CGPoint(x: dx / length, y: dy / length) : .zero
        super.init()
    }

    /// `init(item:attachedTo:)`: two items held at their distance; both stay where they are.
    public init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        items = [item1, item2]
        attachedBehaviorType = .items
        anchorPoint = item2.center
        let dx = item1.center.x - item2.center.x, dy = item1.center.y - item2.center.y
        length = (dx * dx + dy * dy).squareRoot()
        direction = .zero
        super.init()
    }

    override func restingCentres() -> [(item: any UIDynamicItem, center: CGPoint)] {
        guard attachedBehaviorType == .anchor, let item = items.first else { return super.restingCentres() }
        let rest = CGPoint(x: anchorPoint.x + direction.x * length, y: anchorPoint.y + direction.y * length)
        return [(item, rest)] + super.restingCentres()
    }
}

/// Told when an animator pauses and resumes on iOS. Kept; an animator at rest never resumes, so its
/// methods are never called.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

/// `UIDynamicAnimator`, as collection-view layouts use it (`init(collectionViewLayout:)`,
/// `items(in:)`, `layoutAttributesForCell(at:)`): every item is shown at rest (see
/// ``UIAttachmentBehavior``), since a static picture has no time for springs to move.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The behaviours added with `addBehavior(_:)`, in order.
    public private(set) var behaviors: [UIDynamicBehavior] = []
    /// Kept, held weakly; never called (see ``UIDynamicAnimatorDelegate``).
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    /// The view the animator was created for with `init(referenceView:)`; nil for a collection-view
    /// layout's animator.
    public private(set) weak var referenceView: UIView?
    /// `isRunning`: false (nothing moves).
    open var isRunning: Bool { false }
    /// Always 0: items are shown at rest at once, with no time passing.
    open var elapsedTime: TimeInterval { 0 }

    /// Creates an animator for a collection-view layout, whose attributes it moves (to rest) when asked
    /// for them.
    public init(collectionViewLayout layout: UICollectionViewLayout) { super.init() }
    /// Creates an animator for the views in `view`'s coordinate space.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// Adds a behaviour; its items are at rest the next time the animator is asked for them.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.dynamicAnimator = self
        behaviors.append(behavior)
    }
    /// Removes a behaviour; its items are no longer moved by it.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        behaviors.removeAll { $0 === behavior }
        behavior.dynamicAnimator = nil
    }
    /// Removes every behaviour.
    open func removeAllBehaviors() {
        behaviors.forEach { $0.dynamicAnimator = nil }
        behaviors.removeAll()
    }

    /// The items of every behavior at rest, each once, in the order they were added.
    private func restingItems() -> [any UIDynamicItem] {
        var seen = Set<ObjectIdentifier>()
        var items: [any UIDynamicItem] = []
        for (item, center) in behaviors.flatMap({ $0.restingCentres() }) {
            item.center = center
            if seen.insert(ObjectIdentifier(item)).inserted { items.append(item) }
        }
        return items
    }

    /// `items(in:)`: the items at rest whose frames meet `rect`.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        restingItems().filter { item in
            let frame = CGRect(x: item.center.x - item.bounds.width / 2, y: item.center.y - item.bounds.height / 2,
                               width: item.bounds.width, height: item.bounds.height)
            return frame.intersects(rect)
        }
    }

    /// Tells UIKit an item changed outside the animator; nothing to do here, as items are computed at
    /// rest each time they are asked for.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {}

    /// The attributes of the cell at `indexPath` among the behaviours' items, at rest; nil when no
    /// behaviour holds it.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
    /// The attributes of that supplementary view among the behaviours' items, at rest; nil when no
    /// behaviour holds it.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }
    /// The attributes of that decoration view among the behaviours' items, at rest; nil when no
    /// behaviour holds it.
    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .decorationView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    private func attributes(where matches: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        restingItems().lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }.first(where: matches)
    }
}
