import Foundation
import TesseraLayout

/// `UICollectionViewLayoutAttributes`: where one cell, supplementary view or decoration view
/// goes and how it is shown.
///
/// A class, as in UIKit: layouts create attributes (of ``UICollectionViewLayout/layoutAttributesClass``,
/// which may be a subclass with extra properties), mutate those `super` returns, copy them with
/// `copy()` and compare them with `isEqual(_:)`. Subclasses override `copy(with:)` and
/// `isEqual(_:)` exactly as on iOS.
///
/// Geometry follows UIKit: ``frame`` is the untransformed frame (setting it sets ``center`` and
/// ``size``; it is stored as set, so frames a layout computes stay exact); ``transform`` and ``transform3D`` are applied about the centre when drawn and do not
/// change ``frame``; `bounds` is `(0, 0, size)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// `frame`, stored as set (so frames stay exact); ``center`` and ``size`` are derived from it.
    private var storedFrame: CGRect = .zero

    /// `center`: setting it moves the frame, keeping its size.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set { storedFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2) }
    }
    /// `size`: setting it resizes the frame about its centre.
    open var size: CGSize {
        get { storedFrame.size }
        set {
            let centre = center
            storedFrame = CGRect(x: centre.x - newValue.width / 2, y: centre.y - newValue.height / 2,
                                 width: newValue.width, height: newValue.height)
        }
    }
    /// `transform3D` (the identity by default). Setting it sets ``transform`` to its affine part.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// `transform` (the identity by default).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// `alpha` (1 = opaque; an element at 0 is not drawn).
    open var alpha: CGFloat = 1
    /// `zIndex`: higher values are drawn above lower ones.
    open var zIndex: Int = 0
    /// When true the element is left out of snapshots; it keeps its frame in the layout, as in UIKit.
    open var isHidden = false
    /// The element's item (or section, for section-wide supplementary and decoration views) index path.
    open var indexPath = IndexPath(indexes: [0, 0])
    /// Whether the attributes are a cell's, a supplementary view's or a decoration view's, set by the
    /// initialiser used.
    public internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// `representedElementKind`: `nil` for cells.
    public internal(set) var representedElementKind: String?

    /// `frame`: setting it sets ``center`` and ``size``.
    open var frame: CGRect {
        get { storedFrame }
        set { storedFrame = newValue }
    }

    /// `bounds`: `(0, 0, size)`; setting it sets ``size``.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// Set by the collection view on the attributes it hands to `preferredLayoutAttributesFitting(_:)`
    /// when the layout sizes the element from its content: how firmly each axis is held at the
    /// attributes' size (`.required` for an axis the layout fixes, `.fittingSizeLevel` for a free
    /// one). UIKit keeps the same knowledge privately.
    var fittingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority)?

    /// Attributes of a cell at index path [0, 0]. Not `required`, as in UIKit, so a subclass may
    /// write `override init()`.
    public override init() {
        super.init()
    }

    /// `init(forCellWith:)`. `required` (a divergence UIKit does not need, since Objective-C
    /// makes any class's `init` callable through its metatype): the layer makes instances of a
    /// layout's `layoutAttributesClass` and copies through it. A subclass inherits it whenever it
    /// declares no designated initializer or overrides `init()`, as subclasses of it do.
    public required convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`, with a zero frame.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`, with a zero frame.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// `copy(with:)`: a new instance of the same class with the same values. Subclasses override
    /// it, call `super`, and copy their own properties.
    ///
    /// Like `copy()`, `isEqual(_:)`, `hash` and `description`, it is `nonisolated`, as
    /// `NSCopying` and `NSObject` declare it on iOS, and MUST be called on the main thread.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { copyOnMainActor() }
    }

    private func copyOnMainActor() -> UICollectionViewLayoutAttributes {
        let copy = type(of: self).init(forCellWith: indexPath)
        copy.frame = frame
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.fittingPriorities = fittingPriorities
        return copy
    }

    /// `copy()`: ``copy(with:)``.
    nonisolated open override func copy() -> Any { copy(with: nil) }

    /// Equal when every property UIKit compares is equal (and the other is the same class).
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        nonisolated(unsafe) let object = object  // compared on the main actor, where it lives
        return MainActor.assumeIsolated { isEqualOnMainActor(object) }
    }

    private func isEqualOnMainActor(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return frame == other.frame && transform3D == other.transform3D && alpha == other.alpha
            && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    nonisolated open override var hash: Int {
        MainActor.assumeIsolated { hashOnMainActor }
    }

    private var hashOnMainActor: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { descriptionOnMainActor }
    }

    private var descriptionOnMainActor: String {
        let kind = representedElementKind.map { "; kind = \($0)" } ?? ""
        return "<\(type(of: self)); index path: (\(indexPath.map(String.init).joined(separator: " - ")))\(kind); frame = \(frame); zIndex = \(zIndex)>"
    }
}
