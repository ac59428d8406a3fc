import Foundation

/// How an element is drawn beyond its frame: its transform (about the frame's centre) and its
/// opacity. A ``LayoutResult`` keeps them only for the elements that have them.
package struct DrawingEffect: Sendable, Equatable {
    var transform: CGAffineTransform
    var alpha: CGFloat
}

extension DrawingEffect {
    /// `element` with this effect, or unchanged without one.
    static func applying(_ effect: DrawingEffect?, to element: LayoutAttributes) -> LayoutAttributes {
        guard let effect else { return element }
        var drawn = element
        drawn.transform = effect.transform
        drawn.alpha = effect.alpha
        return drawn
    }
}
