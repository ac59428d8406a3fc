import Foundation
import TesseraLayout

/// The image contexts made current on this thread — by a renderer's `image(actions:)` while it
/// runs, and by `UIGraphicsBeginImageContextWithOptions` until `UIGraphicsEndImageContext` — as
/// UIKit keeps a stack of current contexts per thread.
final class GraphicsContextStack {
    private var entries: [(context: CGContext, size: CGSize, scale: CGFloat)] = []

    /// The stack of the calling thread.
    static var current: GraphicsContextStack {
        let key = "TesseraUIKit.GraphicsContextStack"
        if let stack = Thread.current.threadDictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }

    func push(_ context: CGContext, size: CGSize, scale: CGFloat) { entries.append((context, size, scale)) }
    func pop() { _ = entries.popLast() }
    var top: (context: CGContext, size: CGSize, scale: CGFloat)? { entries.last }
}

/// `UIGraphicsGetCurrentContext()`: the current image context of this thread — a renderer's
/// while its drawing closure runs, or the one `UIGraphicsBeginImageContextWithOptions` began —
/// or `nil`.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current.top?.context }

/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: begins an image context of `size` points
/// at `scale` (0: the main screen's) and makes it current. `opaque` is kept by nobody (nothing
/// is drawn).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UIGraphicsImageRendererFormat.mainScreenScale()
    GraphicsContextStack.current.push(CGContext(size: size, scale: scale), size: size, scale: scale)
}

/// `UIGraphicsBeginImageContext(_:)`: an image context of `size` at scale 1, not opaque.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// `UIGraphicsGetImageFromCurrentImageContext()`: the current image context's image — blank,
/// of its size and scale (nothing is drawn headlessly) — or `nil` without one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    GraphicsContextStack.current.top.map { UIImage(blankSize: $0.size, scale: $0.scale) }
}

/// `UIGraphicsEndImageContext()`: ends the current image context (nothing when there is none).
public func UIGraphicsEndImageContext() { GraphicsContextStack.current.pop() }

extension UIColor {
    /// `setFill()`: makes this the current context's fill colour (nothing without one).
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// `setStroke()`: makes this the current context's stroke colour (nothing without one).
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// `set()`: makes this the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }
}
