import Foundation
import TesseraLayout

/// `UICollectionViewCompositionalLayoutConfiguration`: layout-wide settings of a compositional
/// layout — scroll direction, spacing between sections, boundary items of the whole layout and
/// the content insets reference.
///
/// A main-actor class, as in the iOS SDK. `UICollectionViewCompositionalLayout` copies it when
/// given it and hands out copies, as UIKit does; the engine gets a fresh
/// `CompositionalLayoutConfiguration` of the same values each time the layout is computed.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// `scrollDirection`: sections stack, and groups repeat, along this axis (vertical by default).
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// `interSectionSpacing`: the space between consecutive sections (none after the last).
    public var interSectionSpacing: CGFloat = 0
    /// `contentInsetsReference` (iOS 14): what sections whose reference is `.automatic` measure
    /// their insets from; `.automatic` here is `.safeArea`.
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// `boundarySupplementaryItems`: headers and footers of the whole layout, at section 0.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// `UICollectionViewCompositionalLayoutConfiguration()`: UIKit's defaults.
    public init() {}

    /// A configuration of the same values (its boundary items are the same objects).
    func copied() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.contentInsetsReference = contentInsetsReference
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        return copy
    }

    /// The engine's configuration of these values.
    var layoutConfiguration: CompositionalLayoutConfiguration {
        let configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection
        configuration.interSectionSpacing = interSectionSpacing
        configuration.contentInsetsReference = contentInsetsReference
        configuration.boundarySupplementaryItems = boundarySupplementaryItems.map(\.layoutBoundaryItem)
        return configuration
    }
}
