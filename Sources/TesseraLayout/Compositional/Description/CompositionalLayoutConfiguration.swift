import Foundation

/// Layout-wide settings: UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
public class CompositionalLayoutConfiguration {
    /// `scrollDirection`: sections stack, and groups repeat, along this axis.
    public var scrollDirection: ScrollDirection = .vertical
    /// `interSectionSpacing`: space between consecutive sections (none after the last).
    public var interSectionSpacing: CGFloat = 0
    /// `contentInsetsReference`: what sections whose reference is `.automatic` measure their
    /// insets from; `.automatic` here is `.safeArea` (see ``ContentInsetsReferences``).
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// `boundarySupplementaryItems`: headers and footers of the whole layout, at section 0.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    /// `UICollectionViewCompositionalLayoutConfiguration()`.
    public init() {}
}

/// What a section provider and a custom group learn about where they are laid out:
/// UIKit's `NSCollectionLayoutEnvironment`.
public struct CollectionLayoutEnvironment: Sendable, Equatable {
    /// `container`.
    public var container: CollectionLayoutContainer

    /// Creates an environment.
    public init(container: CollectionLayoutContainer) { self.container = container }
}

/// The size of the space being laid out: UIKit's `NSCollectionLayoutContainer`.
public struct CollectionLayoutContainer: Sendable, Equatable {
    /// `contentSize`: the container's size.
    public var contentSize: CGSize
    /// `contentInsets`.
    public var contentInsets: DirectionalEdgeInsets
    /// `effectiveContentInsets` (Tessera has no safe area: the same as ``contentInsets``).
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
    /// `effectiveContentSize`: the size inside the insets.
    public var effectiveContentSize: CGSize {
        CGSize(width: contentSize.width - contentInsets.horizontal, height: contentSize.height - contentInsets.vertical)
    }

    /// Creates a container description.
    public init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }
}
