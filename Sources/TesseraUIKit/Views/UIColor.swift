import Foundation
import TesseraLayout

/// `UIColor`: an sRGB colour with alpha, and the named colours view code assigns
/// (`.systemBackground`, `.secondarySystemBackground`, `.systemBlue`, …) in their light-mode values.
///
/// TesseraUIKit keeps colours so that code setting `backgroundColor` compiles and so that a
/// snapshot can show a cell's colour; the renderer's style decides everything else.
public final class UIColor: NSObject, Sendable {
    /// Red, green, blue and alpha, each 0…1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// `UIColor(red:green:blue:alpha:)`; components are clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1) : 0 }
        (self.red, self.green, self.blue, self.alpha) = (clamp(red), clamp(green), clamp(blue), clamp(alpha))
    }
    /// `UIColor(white:alpha:)`: a grey, `white` from 0 (black) to 1 (white), clamped.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    /// `UIColor(displayP3Red:green:blue:alpha:)`, taken as sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// `UIColor(hue:saturation:brightness:alpha:)`: HSB, each 0…1 (a hue of 1 is red again).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// `UIColor(named:)`: there are no asset catalogs here, so a named colour is a 50 % grey
    /// (never `nil`, so `UIColor(named: "Accent")!` runs); snapshots show it as such.
    public convenience init?(named name: String) { self.init(white: 0.5, alpha: 1) }

    /// `UIColor(named:in:compatibleWith:)`: as ``init(named:)``.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(white: 0.5, alpha: 1)
    }

    /// `UIColor(dynamicProvider:)`: the provider's colour for the light appearance headless
    /// views have.
    @MainActor
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(containerSize: UIScreen.main.bounds.size, displayScale: UIScreen.main.scale))
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
    }

    /// `withAlphaComponent(_:)`: the same colour with `alpha` replaced (clamped to 0…1).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// `getRed(_:green:blue:alpha:)`: writes the sRGB components into the pointers given; always
    /// true (every colour here is RGB).
    @discardableResult
    public func getRed(_ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
                       blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        r?.pointee = red; g?.pointee = green; b?.pointee = blue; a?.pointee = alpha
        return true
    }

    /// `getWhite(_:alpha:)`: writes the colour's grey level and alpha into the pointers given;
    /// always true (every colour here converts). A grey (equal red, green and blue, as
    /// `UIColor(white:alpha:)`, `.black`, `.white`, `.gray` make) gives its level exactly; another
    /// colour gives its Rec. 709 luma `0.2126 r + 0.7152 g + 0.0722 b` — an estimate of the
    /// grey iOS converts it to through its colour spaces.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = red == green && green == blue ? red : 0.2126 * red + 0.7152 * green + 0.0722 * blue
        a?.pointee = alpha
        return true
    }

    /// `getHue(_:saturation:brightness:alpha:)`: writes the colour's hue, saturation and
    /// brightness (HSB, each 0…1; a grey has hue and saturation 0) and alpha into the pointers
    /// given; always true.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let high = max(red, green, blue), low = min(red, green, blue), range = high - low
        var h: CGFloat = 0
        if range > 0 {
            if high == red { h = (green - blue) / range }
            else if high == green { h = 2 + (blue - red) / range }
            else { h = 4 + (red - green) / range }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = high > 0 ? range / high : 0
        brightness?.pointee = high
        a?.pointee = alpha
        return true
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    public override var hash: Int { [red, green, blue, alpha].hashValue }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    public static let systemRed = rgb(255, 59, 48)
    public static let systemOrange = rgb(255, 149, 0)
    public static let systemYellow = rgb(255, 204, 0)
    public static let systemGreen = rgb(52, 199, 89)
    public static let systemMint = rgb(0, 199, 190)
    public static let systemTeal = rgb(48, 176, 199)
    public static let systemCyan = rgb(50, 173, 230)
    public static let systemBlue = rgb(0, 122, 255)
    public static let systemIndigo = rgb(88, 86, 214)
    public static let systemPurple = rgb(175, 82, 222)
    public static let systemPink = rgb(255, 45, 85)
    public static let systemBrown = rgb(162, 132, 94)
    public static let systemGray = rgb(142, 142, 147)
    public static let systemGray2 = rgb(174, 174, 178)
    public static let systemGray3 = rgb(199, 199, 204)
    public static let systemGray4 = rgb(209, 209, 214)
    public static let systemGray5 = rgb(229, 229, 234)
    public static let systemGray6 = rgb(242, 242, 247)
    public static let systemBackground = white
    public static let secondarySystemBackground = rgb(242, 242, 247)
    public static let tertiarySystemBackground = white
    public static let systemGroupedBackground = rgb(242, 242, 247)
    /// `groupTableViewBackground`: the grouped-table background of iOS 2–12, renamed
    /// `systemGroupedBackground` in iOS 13 and the same colour. Deprecated as in the SDK (on iOS
    /// only, so Linux builds give no warning).
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use systemGroupedBackgroundColor")
    public static let groupTableViewBackground = systemGroupedBackground
    public static let secondarySystemGroupedBackground = white
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
    public static let label = black
    public static let secondaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    public static let tertiaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    public static let separator = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
    public static let opaqueSeparator = rgb(198, 198, 200)
    public static let systemFill = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
    public static let tintColor = systemBlue
    public static let placeholderText = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    public static let quaternaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18)
    public static let link = systemBlue
}
