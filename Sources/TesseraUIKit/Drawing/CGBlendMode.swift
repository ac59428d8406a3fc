import Foundation

/// `CGBlendMode`: how Core Graphics combines what is drawn with what is there, with Core
/// Graphics' raw values. Accepted by the drawing calls; nothing is drawn headlessly.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop
    case xor, plusDarker, plusLighter
}
