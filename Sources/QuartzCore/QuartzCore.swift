// `import QuartzCore` on Linux: what Tessera has of Core Animation — CALayer and CAShapeLayer
// (kept, not drawn) and CATransform3D with its functions — for app files that import it beside UIKit. Depend on
// it for Linux only, as on the `UIKit` product. Nothing animates.
@_exported import Foundation
@_exported import class TesseraUIKit.CALayer
@_exported import class TesseraUIKit.CAShapeLayer
@_exported import struct TesseraUIKit.CAShapeLayerLineCap
@_exported import struct TesseraUIKit.CAShapeLayerLineJoin
@_exported import struct TesseraUIKit.CAShapeLayerFillRule
@_exported import struct TesseraLayout.CATransform3D
@_exported import let TesseraLayout.CATransform3DIdentity
@_exported import func TesseraLayout.CATransform3DConcat
@_exported import func TesseraLayout.CATransform3DEqualToTransform
@_exported import func TesseraLayout.CATransform3DGetAffineTransform
@_exported import func TesseraLayout.CATransform3DIsAffine
@_exported import func TesseraLayout.CATransform3DIsIdentity
@_exported import func TesseraLayout.CATransform3DMakeAffineTransform
@_exported import func TesseraLayout.CATransform3DMakeRotation
@_exported import func TesseraLayout.CATransform3DMakeScale
@_exported import func TesseraLayout.CATransform3DMakeTranslation
@_exported import func TesseraLayout.CATransform3DRotate
@_exported import func TesseraLayout.CATransform3DScale
@_exported import func TesseraLayout.CATransform3DTranslate
