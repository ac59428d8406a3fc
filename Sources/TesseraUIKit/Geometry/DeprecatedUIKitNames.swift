import Foundation
import TesseraLayout

// UIKit names from before Swift 4.2, which older layout code still uses. The iOS SDK has renamed
// them; they are kept here, deprecated, so that such code compiles and points to the new name.

@available(*, deprecated, renamed: "UICollectionView.elementKindSectionHeader")
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
@available(*, deprecated, renamed: "UICollectionView.elementKindSectionFooter")
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter
@available(*, deprecated, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
@available(*, deprecated, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
@available(*, deprecated, renamed: "UICollectionView.ElementCategory")
public typealias UICollectionElementCategory = UICollectionView.ElementCategory
@available(*, deprecated, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
@available(*, deprecated, renamed: "CGRect.inset(by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }
@available(*, deprecated, message: "Use UIDevice.current.userInterfaceIdiom")
@MainActor
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }
