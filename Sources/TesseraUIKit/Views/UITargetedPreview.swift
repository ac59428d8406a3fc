import Foundation

/// `UIPreviewParameters`: how a targeted preview draws its view — the visible outline and
/// the colour behind it. Kept, not drawn.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// `visiblePath`: the part of the view shown (nil: all of it, rounded).
    open var visiblePath: UIBezierPath?
    /// `shadowPath`: the outline of the preview's shadow (nil: the visible path's).
    open var shadowPath: UIBezierPath?
    /// `backgroundColor`: the colour behind the view (white by default here).
    open var backgroundColor: UIColor! = .white

    /// Parameters with no path and the default background.
    public override init() { super.init() }
}

/// `UITargetedPreview`: a view a context menu lifts (or returns to) as its preview. Kept, not
/// shown.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// `view`: the view previewed.
    public let view: UIView
    /// `parameters`: how it is drawn.
    public let parameters: UIPreviewParameters
    /// `size`: the view's size.
    open var size: CGSize { view.bounds.size }

    /// `init(view:parameters:)`: a preview of `view`, drawn as `parameters` say.
    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    /// `init(view:)`: a preview of `view` with default parameters.
    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }
}
