import Foundation

/// One section of a compositional layout: UIKit's `NSCollectionLayoutSection`.
///
/// The section repeats its ``group`` along the scroll axis, ``interGroupSpacing`` apart, inside
/// its ``contentInsets``, with boundary supplementaries (headers, footers) and decorations
/// (backgrounds). With an ``orthogonalScrollingBehavior`` other than `.none`, groups are laid
/// across the scroll axis instead, in one row that scrolls sideways.
public class CollectionLayoutSection {
    /// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
    public enum OrthogonalScrollingBehavior: String, Sendable, CaseIterable {
        case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
    }

    /// `group`: the blueprint repeated for the section's items.
    public let group: CollectionLayoutGroup
    /// `interGroupSpacing`.
    public var interGroupSpacing: CGFloat = 0
    /// `contentInsets`.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// `contentInsetsReference`: what ``contentInsets`` are measured from on the edges across the
    /// scroll direction (see ``ContentInsetsReferences``); `.automatic` follows the
    /// configuration's.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// `supplementaryContentInsetsReference` (iOS 16): what boundary supplementaries that do not
    /// follow the content insets are inset from; `.automatic` follows the content's reference.
    public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    /// `supplementariesFollowContentInsets`: whether boundary items are inset with the content.
    public var supplementariesFollowContentInsets = true
    /// `orthogonalScrollingBehavior`.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// `orthogonalScrollingProperties` (iOS 17): kept; a static picture does not scroll.
    public var orthogonalScrollingProperties = OrthogonalScrollingProperties()
    /// `boundarySupplementaryItems`: headers and footers.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// `decorationItems`: backgrounds.
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: the visible items,
    /// the section's scroll offset and the environment.
    public typealias VisibleItemsInvalidationHandler = ([CollectionLayoutVisibleItem], CGPoint, CollectionLayoutEnvironment) -> Void

    /// `visibleItemsInvalidationHandler`. Accepted, so carousel code compiles; the layout
    /// engine lays sections out at rest and does not call it.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?

    /// The list configuration the section was made from by
    /// ``list(using:environment:)``, `nil` for other sections: renderers draw a list section's
    /// rows, separators and background from it.
    public internal(set) var listConfiguration: ListLayoutConfiguration?

    /// `NSCollectionLayoutSection(group:)`.
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}

/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingProperties`: how an orthogonal
/// section scrolls (iOS 17).
public struct OrthogonalScrollingProperties: Sendable, Equatable {
    /// `UICollectionLayoutSectionOrthogonalScrollingDecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Sendable, Equatable, Hashable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// `.automatic`: the section's behaviour decides.
        public static let automatic = DecelerationRate(rawValue: 0)
        /// `.normal` (0.998).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// `.fast` (0.99).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// `UICollectionLayoutSectionOrthogonalScrollingBounce`.
    public enum Bounce: Int, Sendable, Equatable { case automatic, always, never }

    /// `decelerationRate`.
    public var decelerationRate: DecelerationRate = .automatic
    /// `bounce`.
    public var bounce: Bounce = .automatic

    /// Properties with UIKit's defaults.
    public init() {}
}

/// `UIContentInsetsReference`: what a section's or layout's content insets are measured from.
public enum ContentInsetsReference: String, Sendable, CaseIterable {
    case automatic, none, safeArea, layoutMargins, readableContent
}
