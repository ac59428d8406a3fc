import Foundation

/// The type a `#colorLiteral(red:green:blue:alpha:)` makes when nothing else is asked for, as
/// UIKit declares it: `let tint = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)` is a
/// ``UIColor``.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`: the sRGB colour with those components (clamped
    /// to 0…1), as `UIColor(red:green:blue:alpha:)`.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
