import Foundation

/// How an element is drawn beyond its frame: its transform (about the frame's centre) and its
/// opacity. A ``LayoutResult`` keeps them only for the elements that have them.
package struct DrawingEffect: Sendable, Equatable {
    var transform: CGAffineTransform
    var alpha: CGFloat
}
