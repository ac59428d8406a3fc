import Foundation
import TesseraLayout

// Names from Swift 2 and Swift 3/4 that today's iOS SDK still declares, as unavailable and
// renamed, so that the compiler rejects them with the same error and fix-it as Xcode does
// ("'CGRectMake' has been renamed to 'CGRect.init(x:y:width:height:)'"). They are declared, not
// provided: code using them fails here as it fails on iOS, and the fix-it names today's spelling.
// Each has the type the SDK imports it with (`UIScrollViewDecelerationRateFast` is a
// `UIScrollView.DecelerationRate`), so the availability error is the one reported.
// (DeprecatedUIKitNames.swift keeps the names Tessera accepts with a warning.)

#if !canImport(Darwin)
@available(*, unavailable, renamed: "CGRect.init(x:y:width:height:)")
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
@available(*, unavailable, renamed: "CGPoint.init(x:y:)")
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
@available(*, unavailable, renamed: "CGSize.init(width:height:)")
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
@available(*, unavailable, renamed: "CGRect.zero")
public let CGRectZero = CGRect.zero
@available(*, unavailable, renamed: "CGPoint.zero")
public let CGPointZero = CGPoint.zero
@available(*, unavailable, renamed: "CGSize.zero")
public let CGSizeZero = CGSize.zero
#endif

@available(*, unavailable, renamed: "UIScrollView.DecelerationRate.fast")
public let UIScrollViewDecelerationRateFast = UIScrollView.DecelerationRate.fast
@available(*, unavailable, renamed: "UIScrollView.DecelerationRate.normal")
public let UIScrollViewDecelerationRateNormal = UIScrollView.DecelerationRate.normal
@available(*, unavailable, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
@available(*, unavailable, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
@available(*, unavailable, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
@available(*, unavailable, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
@available(*, unavailable, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment
@available(*, unavailable, renamed: "UIView.noIntrinsicMetric")
public let UIViewNoIntrinsicMetric: CGFloat = -1
@available(*, unavailable, renamed: "UILayoutPriority.required")
public let UILayoutPriorityRequired = UILayoutPriority.required
@available(*, unavailable, renamed: "UILayoutPriority.defaultHigh")
public let UILayoutPriorityDefaultHigh = UILayoutPriority.defaultHigh
@available(*, unavailable, renamed: "UILayoutPriority.defaultLow")
public let UILayoutPriorityDefaultLow = UILayoutPriority.defaultLow
