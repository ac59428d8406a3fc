// `import CoreGraphics` on Linux: what Tessera has of Core Graphics — Foundation's geometry
// (CGFloat, CGPoint, CGSize, CGRect), CGAffineTransform, CGVector and CGColor — for app files
// that import it beside UIKit. Depend on it for Linux only, as on the `UIKit` product. There is
// no drawing (no CGContext, CGImage or CGPath).
//
// It depends on `_Testing_CoreGraphics`, Swift Testing's overlay for Core Graphics, so a file
// importing both `Testing` and `CoreGraphics` builds.
@_exported import Foundation
@_exported import struct TesseraLayout.CGAffineTransform
@_exported import struct TesseraUIKit.CGVector
@_exported import class TesseraUIKit.CGColor
