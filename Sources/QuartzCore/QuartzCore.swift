// `import QuartzCore` on Linux: what Tessera has of Core Animation — CALayer and CAShapeLayer
// (kept, not drawn), CATransform3D with its functions, and the animation classes (CABasicAnimation,
// CAKeyframeAnimation, CASpringAnimation, CAAnimationGroup, CATransition, kept on a layer by key) —
// for app files that import it beside UIKit. Depend on it for Linux only, as on the `UIKit` product.
// Nothing animates.
@_exported import Foundation
@_exported import class TesseraUIKit.CALayer
@_exported import class TesseraUIKit.CAShapeLayer
@_exported import struct TesseraUIKit.CAShapeLayerLineCap
@_exported import struct TesseraUIKit.CAShapeLayerLineJoin
@_exported import struct TesseraUIKit.CAShapeLayerFillRule
@_exported import struct TesseraUIKit.CACornerMask
@_exported import struct TesseraUIKit.CALayerCornerCurve
@_exported import protocol TesseraUIKit.CAMediaTiming
@_exported import struct TesseraUIKit.CAMediaTimingFillMode
@_exported import class TesseraUIKit.CAMediaTimingFunction
@_exported import struct TesseraUIKit.CAMediaTimingFunctionName
@_exported import class TesseraUIKit.CAAnimation
@_exported import protocol TesseraUIKit.CAAnimationDelegate
@_exported import class TesseraUIKit.CAPropertyAnimation
@_exported import class TesseraUIKit.CABasicAnimation
@_exported import class TesseraUIKit.CAKeyframeAnimation
@_exported import struct TesseraUIKit.CAAnimationCalculationMode
@_exported import struct TesseraUIKit.CAAnimationRotationMode
@_exported import class TesseraUIKit.CASpringAnimation
@_exported import class TesseraUIKit.CAAnimationGroup
@_exported import class TesseraUIKit.CATransition
@_exported import struct TesseraUIKit.CATransitionType
@_exported import struct TesseraUIKit.CATransitionSubtype
@_exported import typealias TesseraUIKit.CFTimeInterval
@_exported import func TesseraUIKit.CACurrentMediaTime
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
