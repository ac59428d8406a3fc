import Foundation

// Value snapshots of the compositional description classes. A layout freezes the classes into
// these when it is made (or when a section provider answers), so the solver works on Sendable
// values that no caller can change under it.

/// A frozen ``CollectionLayoutItem`` or ``CollectionLayoutGroup``.
struct ItemBlueprint: Sendable {
    var size: CollectionLayoutSize
    var contentInsets: DirectionalEdgeInsets
    var edgeSpacing: DirectionalEdgeInsets
    /// Which edge spacings are flexible (they grow to share the group's leftover space).
    var flexibleEdges: FlexibleEdges
    var supplementaries: [SupplementaryBlueprint]
    /// Present when the item is a group.
    var group: GroupBlueprint?

    init(_ item: CollectionLayoutItem) {
        size = item.layoutSize
        contentInsets = item.contentInsets
        edgeSpacing = item.edgeSpacing?.insets ?? .zero
        flexibleEdges = FlexibleEdges(item.edgeSpacing)
        supplementaries = item.supplementaryItems.map(SupplementaryBlueprint.init)
        group = (item as? CollectionLayoutGroup).map(GroupBlueprint.init)
    }
}

/// Which edges of an item have flexible edge spacing.
struct FlexibleEdges: Sendable, Equatable {
    var top = false, leading = false, bottom = false, trailing = false

    init(_ spacing: CollectionLayoutEdgeSpacing?) {
        top = spacing?.top?.isFlexibleSpacing ?? false
        leading = spacing?.leading?.isFlexibleSpacing ?? false
        bottom = spacing?.bottom?.isFlexibleSpacing ?? false
        trailing = spacing?.trailing?.isFlexibleSpacing ?? false
    }

    /// The edges mirrored across the diagonal, as a transposed layout needs them.
    var transposed: FlexibleEdges {
        var copy = self
        (copy.top, copy.leading, copy.bottom, copy.trailing) = (leading, top, trailing, bottom)
        return copy
    }
}

/// A frozen group: how its subitems are arranged.
struct GroupBlueprint: Sendable {
    var axis: CollectionLayoutGroup.Axis
    var arrangement: CollectionLayoutGroup.Arrangement
    var subitems: [ItemBlueprint]
    var interItemSpacing: CollectionLayoutSpacing?
    var customProvider: CollectionLayoutGroupCustomItemProvider?
    /// Custom frames are given in the provider's coordinates; a transposed layout swaps them.
    var transposesCustomFrames = false

    init(_ group: CollectionLayoutGroup) {
        axis = group.axis
        arrangement = group.arrangement
        subitems = group.subitems.map(ItemBlueprint.init)
        interItemSpacing = group.interItemSpacing
        customProvider = group.itemProvider
    }
}

/// A frozen item supplementary (badge).
struct SupplementaryBlueprint: Sendable {
    var kind: ElementKind
    var size: CollectionLayoutSize
    var containerAnchor: CollectionLayoutAnchor
    var itemAnchor: CollectionLayoutAnchor?
    var zIndex: Int

    init(_ item: CollectionLayoutSupplementaryItem) {
        kind = ElementKind(item.elementKind)
        size = item.layoutSize
        containerAnchor = item.containerAnchor
        itemAnchor = item.itemAnchor
        zIndex = item.zIndex
    }
}

/// A frozen header or footer.
struct BoundaryBlueprint: Sendable {
    var kind: ElementKind
    var size: CollectionLayoutSize
    var alignment: CollectionLayoutBoundarySupplementaryItem.Alignment
    var offset: CGPoint
    var extendsBoundary: Bool
    var pinToVisibleBounds: Bool
    var zIndex: Int
    var contentInsets: DirectionalEdgeInsets

    init(_ item: CollectionLayoutBoundarySupplementaryItem) {
        kind = ElementKind(item.elementKind)
        size = item.layoutSize
        alignment = item.alignment
        offset = item.offset
        extendsBoundary = item.extendsBoundary
        pinToVisibleBounds = item.pinToVisibleBounds
        zIndex = item.zIndex
        contentInsets = item.contentInsets
    }

    /// Whether the item is attached to the section's leading edge along the scroll axis (top).
    var isAtStart: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
    /// Whether the item is attached to the section's trailing edge along the scroll axis (bottom).
    var isAtEnd: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}

/// A frozen decoration (background).
struct DecorationBlueprint: Sendable {
    var kind: ElementKind
    var contentInsets: DirectionalEdgeInsets
    var zIndex: Int

    init(_ item: CollectionLayoutDecorationItem) {
        kind = ElementKind(item.elementKind)
        contentInsets = item.contentInsets
        zIndex = item.zIndex
    }
}

/// A frozen section.
struct SectionBlueprint: Sendable {
    var group: ItemBlueprint
    var interGroupSpacing: CGFloat
    var contentInsets: DirectionalEdgeInsets
    var supplementariesFollowContentInsets: Bool
    var contentInsetsReference: ContentInsetsReference
    var supplementaryContentInsetsReference: ContentInsetsReference
    var orthogonalScrollingBehavior: CollectionLayoutSection.OrthogonalScrollingBehavior
    var boundaries: [BoundaryBlueprint]
    var decorations: [DecorationBlueprint]
    /// The list configuration of a list section.
    var listConfiguration: ListLayoutConfiguration?

    init(_ section: CollectionLayoutSection) {
        group = ItemBlueprint(section.group)
        interGroupSpacing = section.interGroupSpacing
        contentInsets = section.contentInsets
        supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
        contentInsetsReference = section.contentInsetsReference
        supplementaryContentInsetsReference = section.supplementaryContentInsetsReference
        orthogonalScrollingBehavior = section.orthogonalScrollingBehavior
        boundaries = section.boundarySupplementaryItems.map(BoundaryBlueprint.init)
        decorations = section.decorationItems.map(DecorationBlueprint.init)
        listConfiguration = section.listConfiguration
    }
}

/// A section of a spec file: a section frozen as it was written, or a list section, made for the
/// container when the layout is computed (its side insets depend on the width).
enum SpecSectionSource: Sendable {
    case fixed(SectionBlueprint)
    case list(ListLayoutConfiguration, contentInsets: DirectionalEdgeInsets?)

    func blueprint(in environment: CollectionLayoutEnvironment) -> SectionBlueprint {
        switch self {
        case .fixed(let blueprint):
            return blueprint
        case .list(let configuration, let contentInsets):
            let section = CollectionLayoutSection.list(using: configuration, environment: environment)
            if let contentInsets { section.contentInsets = contentInsets }
            return SectionBlueprint(section)
        }
    }

    var listConfiguration: ListLayoutConfiguration? {
        switch self {
        case .fixed(let blueprint): blueprint.listConfiguration
        case .list(let configuration, _): configuration
        }
    }
}

/// A frozen configuration.
struct ConfigurationBlueprint: Sendable {
    var scrollDirection: ScrollDirection
    var interSectionSpacing: CGFloat
    var boundaries: [BoundaryBlueprint]
    var contentInsetsReference: ContentInsetsReference

    init(_ configuration: CompositionalLayoutConfiguration) {
        scrollDirection = configuration.scrollDirection
        interSectionSpacing = configuration.interSectionSpacing
        boundaries = configuration.boundarySupplementaryItems.map(BoundaryBlueprint.init)
        contentInsetsReference = configuration.contentInsetsReference
    }
}
