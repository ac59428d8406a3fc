import Foundation
import TesseraLayout

/// A screenless Core Animation `CALayer`: the properties view code sets on a view's layer
/// (corners, borders, shadows, paths) and its tree of sublayers. They are kept, not drawn.
///
/// The tree behaves as Core Animation's: adding or inserting a layer takes it out of its old
/// superlayer first, ``superlayer`` follows, ``removeFromSuperlayer()`` detaches it.
/// ``setNeedsLayout()`` marks the layer and ``layoutIfNeeded()`` runs ``layoutSublayers()``
/// (nothing else lays layers out headlessly); ``setNeedsDisplay()`` marks it and nothing draws
/// (`display()`/`draw(in:)` are never called).
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// `init()`: a layer with no sublayers; its geometry and style are kept, never drawn, and
    /// `frame`, `bounds` and `position` are stored apart (setting one does not move the others).
    public override init() { super.init() }
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var cornerRadius: CGFloat = 0
    /// `maskedCorners` (iOS 11): the corners ``cornerRadius`` rounds (all four); kept, not drawn.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// `cornerCurve` (iOS 13): the shape of the rounded corners (`.circular`); kept, not drawn.
    open var cornerCurve: CALayerCornerCurve = .circular
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    #if !canImport(Darwin)
    /// `shadowPath`: the shape of the shadow (kept, not drawn).
    open var shadowPath: CGPath?
    #endif
    open var opacity: Float = 1
    open var isHidden = false
    open var zPosition: CGFloat = 0
    open var transform: CATransform3D = CATransform3DIdentity
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var isDoubleSided = true
    /// `name`: a label for finding the layer in its tree; kept, nothing reads it.
    open var name: String?
    /// `mask`: the layer whose alpha masks this one (kept, not applied).
    open var mask: CALayer?
    /// `needsDisplayOnBoundsChange` (false).
    open var needsDisplayOnBoundsChange = false
    /// `contentsScale` (1).
    open var contentsScale: CGFloat = 1

    /// `sublayers`. Setting it makes this layer their superlayer.
    open var sublayers: [CALayer]? {
        didSet {
            for layer in oldValue ?? [] where !(sublayers ?? []).contains(where: { $0 === layer }) { layer.parent = nil }
            for layer in sublayers ?? [] { layer.parent = self }
        }
    }
    /// `superlayer`: the layer this one was added to, or `nil` (weak).
    open var superlayer: CALayer? { parent }
    private weak var parent: CALayer?

    /// `addSublayer(_:)`: appends `layer` (taken out of its superlayer first).
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(clamping: sublayers?.count ?? 0)) }

    /// `insertSublayer(_:at:)`: `layer` at `index` of ``sublayers`` (clamped to the count).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
    }

    /// `insertSublayer(_:above:)`: just above `sibling` (at the top when it is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers?.count ?? 0
        insertSublayer(layer, at: UInt32(clamping: index))
    }

    /// `insertSublayer(_:below:)`: just below `sibling` (at the bottom when it is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sublayers?.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: UInt32(clamping: index))
    }

    /// `replaceSublayer(_:with:)`: puts `newLayer` at `oldLayer`'s index; does nothing if
    /// `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(clamping: index))
    }

    /// `removeFromSuperlayer()`: detaches the layer from its superlayer's `sublayers`.
    open func removeFromSuperlayer() {
        guard let parent else { return }
        parent.sublayers?.removeAll { $0 === self }
        self.parent = nil
    }

    /// `setNeedsDisplay()`: marks the layer (``needsDisplay()``); nothing draws headlessly.
    open func setNeedsDisplay() { displayMarked = true }
    /// `needsDisplay()`: whether `setNeedsDisplay()` marked the layer since `displayIfNeeded()`.
    open func needsDisplay() -> Bool { displayMarked }
    /// `displayIfNeeded()`: clears the mark; nothing draws headlessly.
    open func displayIfNeeded() { displayMarked = false }
    private var displayMarked = false

    /// `setNeedsLayout()`: marks the layer for ``layoutIfNeeded()``.
    open func setNeedsLayout() { layoutMarked = true }
    /// `needsLayout()`: whether `setNeedsLayout()` marked the layer since `layoutIfNeeded()`.
    open func needsLayout() -> Bool { layoutMarked }
    /// `layoutIfNeeded()`: ``layoutSublayers()`` when marked.
    open func layoutIfNeeded() {
        guard layoutMarked else { return }
        layoutMarked = false
        layoutSublayers()
    }
    /// `layoutSublayers()`: nothing in the base class (subclasses place their sublayers).
    open func layoutSublayers() {}
    private var layoutMarked = false

    // MARK: Animations (kept by key; nothing runs headlessly)

    /// `add(_:forKey:)`: attaches a copy of `anim` (Core Animation copies it too) under `key`,
    /// replacing an animation of that key. Nothing runs headlessly: the layer's properties keep
    /// the model values code set, and the animation's delegate is never told it started or
    /// stopped. An animation added without a key is kept but cannot be found by key.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = (anim.copy() as? CAAnimation) ?? anim
        guard let key else { unkeyedAnimations.append(copy); return }
        keyedAnimations.removeAll { $0.key == key }
        keyedAnimations.append((key, copy))
    }
    /// `animation(forKey:)`: the (copied) animation attached under `key`, or `nil`.
    open func animation(forKey key: String) -> CAAnimation? { keyedAnimations.first { $0.key == key }?.animation }
    /// `removeAnimation(forKey:)`: detaches the animation of `key`, if any.
    open func removeAnimation(forKey key: String) { keyedAnimations.removeAll { $0.key == key } }
    /// `removeAllAnimations()`: detaches every animation, keyed or not.
    open func removeAllAnimations() {
        keyedAnimations = []
        unkeyedAnimations = []
    }
    /// `animationKeys()`: the keys of the attached animations in the order they were added, or
    /// `nil` when there are none.
    open func animationKeys() -> [String]? { keyedAnimations.isEmpty ? nil : keyedAnimations.map(\.key) }
    private var keyedAnimations: [(key: String, animation: CAAnimation)] = []
    private var unkeyedAnimations: [CAAnimation] = []
}

extension UIColor {
    /// `cgColor`: the colour as a ``CGColor`` (its red, green, blue and alpha), for layer colours.
    public var cgColor: CGColor { CGColor(self) }
    /// `UIColor(cgColor:)`: the colour with a ``CGColor``'s components (red, green, blue, alpha).
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c.count > 1 ? c[1] : c[0], blue: c.count > 2 ? c[2] : c[0], alpha: c.last ?? 1)
    }
}
