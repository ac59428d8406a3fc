// `import CoreGraphics` on Linux: what Tessera has of Core Graphics — Foundation's geometry
// (CGFloat, CGPoint, CGSize, CGRect), CGAffineTransform, CGVector, CGColor, and paths (CGPath,
// CGMutablePath with their geometry: bounds, containment), and CGContext as an image renderer hands
// it out — for app files that import it beside UIKit. Depend on it for Linux only, as on the `UIKit`
// product. There is no drawing (no CGImage; a CGContext keeps its graphics state and draws no pixel):
// paths are recorded, never rasterized.
//
// It depends on `_Testing_CoreGraphics`, Swift Testing's overlay for Core Graphics, so a file
// importing both `Testing` and `CoreGraphics` builds.
@_exported import Foundation
@_exported import struct TesseraLayout.CGAffineTransform
@_exported import struct TesseraUIKit.CGVector
@_exported import class TesseraUIKit.CGColor
@_exported import class TesseraUIKit.CGPath
@_exported import class TesseraUIKit.CGMutablePath
@_exported import enum TesseraUIKit.CGPathElementType
@_exported import enum TesseraUIKit.CGPathFillRule
@_exported import enum TesseraUIKit.CGLineCap
@_exported import enum TesseraUIKit.CGLineJoin
@_exported import class TesseraUIKit.CGContext
@_exported import enum TesseraUIKit.CGBlendMode
@_exported import enum TesseraUIKit.CGPathDrawingMode
// The Swift-2 names Apple's SDK declares unavailable (they fail with its error and fix-it).
@_exported import func TesseraUIKit.CGRectMake
@_exported import func TesseraUIKit.CGPointMake
@_exported import func TesseraUIKit.CGSizeMake
@_exported import let TesseraUIKit.CGRectZero
@_exported import let TesseraUIKit.CGPointZero
@_exported import let TesseraUIKit.CGSizeZero
