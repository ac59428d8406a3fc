import Foundation

/// `CATransitionType`: how a layer's old content gives way to its new one.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A transition type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new content fades in (`"fade"`, the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old (`"moveIn"`).
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out (`"push"`).
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away to reveal the new (`"reveal"`).
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// `CATransitionSubtype`: the side a moving transition comes from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A transition subtype named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right (`"fromRight"`).
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left (`"fromLeft"`).
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top (`"fromTop"`).
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom (`"fromBottom"`).
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// `CATransition`: an animated change of a layer's whole content (add it to the layer, then
/// change the content). Kept; nothing runs headlessly and the content changes at once.
open class CATransition: CAAnimation {
    /// `type` (`.fade`); kept.
    open var type: CATransitionType = .fade
    /// `subtype` (`nil`); kept.
    open var subtype: CATransitionSubtype?
    /// `startProgress` (0), `endProgress` (1): the part of the transition that runs; kept.
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    override class func blankCopy() -> CAAnimation { CATransition() }

    override func copyValues(to copy: CAAnimation) {
        super.copyValues(to: copy)
        guard let copy = copy as? CATransition else { return }
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
    }
}
