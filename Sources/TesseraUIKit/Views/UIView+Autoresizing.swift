import Foundation
import TesseraLayout

extension UIView {
    /// UIKit's autoresizing: when this view's size changes, each subview that keeps its frame
    /// (`translatesAutoresizingMaskIntoConstraints`) and has an `autoresizingMask` moves and
    /// resizes with it. On each axis the flexible parts (leading margin, size, trailing margin)
    /// share the change in proportion to their lengths, equally when they are all zero.
    func resizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let frame = subview.frame
            let x = Self.resized(origin: frame.minX, size: frame.width, outer: oldSize.width, newOuter: newSize.width,
                                 flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                            mask.contains(.flexibleRightMargin)))
            let y = Self.resized(origin: frame.minY, size: frame.height, outer: oldSize.height, newOuter: newSize.height,
                                 flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                            mask.contains(.flexibleBottomMargin)))
            subview.frame = CGRect(x: x.origin, y: y.origin, width: x.size, height: y.size)
        }
    }

    /// One axis: the new origin and size.
    private static func resized(origin: CGFloat, size: CGFloat, outer: CGFloat, newOuter: CGFloat,
                                flexible: (lead: Bool, size: Bool, trail: Bool)) -> (origin: CGFloat, size: CGFloat) {
        let parts = [origin, size, outer - origin - size]
        let isFlexible = [flexible.lead, flexible.size, flexible.trail]
        let count = isFlexible.filter { $0 }.count
        guard count > 0 else { return (origin, size) }
        let total = zip(parts, isFlexible).filter(\.1).map(\.0).reduce(0, +)
        let growth = newOuter - outer
        func share(_ i: Int) -> CGFloat { isFlexible[i] ? (total > 0 ? parts[i] / total : 1 / CGFloat(count)) : 0 }
        return (origin + share(0) * growth, size + share(1) * growth)
    }
}
