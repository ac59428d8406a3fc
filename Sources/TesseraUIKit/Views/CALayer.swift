import Foundation
import TesseraLayout

/// A screenless Core Animation `CALayer`: the properties view code sets on a view's layer
/// (corners, borders, shadows). They are kept, not drawn.
@preconcurrency @MainActor
open class CALayer: NSObject {
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var opacity: Float = 1
    open var isHidden = false
    open var zPosition: CGFloat = 0
    open var transform: CATransform3D = CATransform3DIdentity
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var isDoubleSided = true
    open var sublayers: [CALayer]?
    open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }
}

extension UIColor {
    /// `cgColor`.
    public var cgColor: CGColor { CGColor(self) }
    /// `UIColor(cgColor:)`.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c.count > 1 ? c[1] : c[0], blue: c.count > 2 ? c[2] : c[0], alpha: c.last ?? 1)
    }
}
