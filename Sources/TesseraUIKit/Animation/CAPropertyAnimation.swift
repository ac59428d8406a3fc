import Foundation

/// `CAPropertyAnimation`: an animation of one layer property, named by its key path
/// (`"opacity"`, `"transform.scale"`). Kept; nothing runs headlessly.
open class CAPropertyAnimation: CAAnimation {
    /// `init(keyPath:)`: an animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// `keyPath`: the animated property's key path; kept.
    open var keyPath: String?
    /// `isAdditive`: whether the values add to the model value (false); kept.
    open var isAdditive = false
    /// `isCumulative`: whether each repeat builds on the last (false); kept.
    open var isCumulative = false

    override class func blankCopy() -> CAAnimation { CAPropertyAnimation() }

    override func copyValues(to copy: CAAnimation) {
        super.copyValues(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
    }
}

/// `CABasicAnimation`: a property animation between two values — ``fromValue`` to ``toValue``,
/// or by ``byValue``. Kept; the layer's model value is what code set.
open class CABasicAnimation: CAPropertyAnimation {
    /// `fromValue`, `toValue`, `byValue`: the interpolation's values (`NSNumber`, `CGColor`,
    /// `NSValue` … as on iOS); kept.
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override class func blankCopy() -> CAAnimation { CABasicAnimation() }

    override func copyValues(to copy: CAAnimation) {
        super.copyValues(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
    }
}
