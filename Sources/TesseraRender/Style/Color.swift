/// A colour as people write it: straight (not premultiplied) 8-bit sRGB red, green, blue and
/// alpha. The canvas works with ``premultiplied``.
///
/// ```swift
/// let ink = Color(hex: "#1C1C1E")
/// print(ink?.premultiplied ?? .clear, Color(hex: "#FF000080")?.premultiplied ?? .clear)
/// // RGBA8(28, 28, 30, 255) RGBA8(128, 0, 0, 128)
/// ```
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// Red, straight.
    public var red: UInt8
    /// Green, straight.
    public var green: UInt8
    /// Blue, straight.
    public var blue: UInt8
    /// Alpha: 0 transparent, 255 opaque.
    public var alpha: UInt8

    /// A colour from straight channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional), or one of the names `white`,
    /// `black`, `transparent` (also `none`); nil for anything else.
    public init?(hex text: String) {
        let lowered = text.lowercased()
        switch lowered {
        case "white": self = .white; return
        case "black": self = .black; return
        case "transparent", "none": self = .transparent; return
        default: break
        }
        var digits = Substring(lowered)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded: String
        switch digits.count {
        case 3: expanded = digits.map { "\($0)\($0)" }.joined() + "ff"
        case 6: expanded = String(digits) + "ff"
        case 8: expanded = String(digits)
        default: return nil
        }
        guard let value = UInt32(expanded, radix: 16) else { return nil }
        self.init(red: UInt8(value >> 24), green: UInt8((value >> 16) & 0xFF),
                  blue: UInt8((value >> 8) & 0xFF), alpha: UInt8(value & 0xFF))
    }

    /// Opaque white.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent.
    public static let transparent = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: UInt8) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The pixel the canvas paints: channels multiplied by alpha, rounded.
    public var premultiplied: RGBA8 {
        RGBA8.premultiplying(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Whether alpha is 255.
    public var isOpaque: Bool { alpha == 255 }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }
}
