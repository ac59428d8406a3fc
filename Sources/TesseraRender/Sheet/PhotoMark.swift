import TesseraImage

/// How a photographer sorted a photo, drawn on its tile as a proof shows it (Lightroom's grid):
/// its colour label as a dot in the top-right corner, a pick as a white dot in the top-left
/// corner, a reject as a black one there with the whole tile greyed.
///
/// ```swift
/// let mark = PhotoMark(xmp: XMPMetadata(rating: 4, label: "Red"))   // a red dot
/// ```
public struct PhotoMark: Sendable, Hashable {
    /// The colour label's colour; nil without one (or with a name not among the five).
    public var colourLabel: Color?
    /// Picked (`true`), rejected (`false`), or neither.
    public var picked: Bool?

    public init(colourLabel: Color? = nil, picked: Bool? = nil) {
        self.colourLabel = colourLabel
        self.picked = picked
    }

    /// The mark of a photo's XMP; nil when it has no colour label and no flag.
    public init?(xmp: XMPMetadata) {
        colourLabel = xmp.label.flatMap(Self.colour(named:))
        picked = xmp.isRejected ? false : xmp.isPicked ? true : nil
        if colourLabel == nil && picked == nil { return nil }
    }

    /// Whether the tile is greyed: a reject.
    public var dims: Bool { picked == false }

    /// Lightroom's and Bridge's five colour labels by name, in English and as their colours.
    static func colour(named name: String) -> Color? {
        switch name.trimmingCharacters(in: .whitespaces).lowercased() {
        case "red": Color(red: 0xE0, green: 0x3C, blue: 0x31)
        case "yellow": Color(red: 0xF2, green: 0xC1, blue: 0x1D)
        case "green": Color(red: 0x3D, green: 0xA3, blue: 0x4F)
        case "blue": Color(red: 0x2F, green: 0x6F, blue: 0xD6)
        case "purple": Color(red: 0x8E, green: 0x4C, blue: 0xC2)
        default: nil
        }
    }
}
