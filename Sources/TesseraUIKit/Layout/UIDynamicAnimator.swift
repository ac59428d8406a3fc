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

/// `UIDynamicBehavior`.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// `childBehaviors`.
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// `action`: called by nobody (nothing is simulated).
    open var action: (() -> Void)?
    /// `dynamicAnimator`.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    /// `addChildBehavior(_:)`.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }
    /// `removeChildBehavior(_:)`.
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
    /// `UIAttachmentBehavior.AttachmentType`.
    public enum AttachmentType: Int, Sendable { case items, anchor }

    /// `items`.
    public let items: [any UIDynamicItem]
    /// `attachedBehaviorType`.
    public let attachedBehaviorType: AttachmentType
    /// `anchorPoint`.
    open var anchorPoint: CGPoint
    /// `length`: the rest distance between the attachment points.
    open var length: CGFloat
    /// `damping`.
    open var damping: CGFloat = 0
    /// `frequency` (0: a rigid rod).
    open var frequency: CGFloat = 0
    /// `frictionTorque`.
    open var frictionTorque: CGFloat = 0
    private let direction: CGPoint

    /// `init(item:attachedToAnchor:)`.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: UIOffset.zero, attachedToAnchor: point)
    }

    /// `init(item:offsetFromCenter:attachedToAnchor:)`.
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

/// `UIDynamicAnimatorDelegate`.
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
    /// `behaviors`.
    public private(set) var behaviors: [UIDynamicBehavior] = []
    /// `delegate`.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    /// `referenceView`.
    public private(set) weak var referenceView: UIView?
    /// `isRunning`: false (nothing moves).
    open var isRunning: Bool { false }
    /// `elapsedTime`.
    open var elapsedTime: TimeInterval { 0 }

    /// `init(collectionViewLayout:)`.
    public init(collectionViewLayout layout: UICollectionViewLayout) { super.init() }
    /// `init(referenceView:)`.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// `addBehavior(_:)`.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.dynamicAnimator = self
        behaviors.append(behavior)
    }
    /// `removeBehavior(_:)`.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        behaviors.removeAll { $0 === behavior }
        behavior.dynamicAnimator = nil
    }
    /// `removeAllBehaviors()`.
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

    /// `updateItem(usingCurrentState:)`.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {}

    /// `layoutAttributesForCell(at:)`.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }
    /// `layoutAttributesForDecorationView(ofKind:at:)`.
    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .decorationView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    private func attributes(where matches: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        restingItems().lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }.first(where: matches)
    }
}
