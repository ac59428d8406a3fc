import Foundation

extension CollectionLayoutSection {
    /// A list section: UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    ///
    /// Frames, with the measures of ``ListMetrics``:
    /// - one full-width row per item, ``ListMetrics/rowHeight`` high (an estimated height: an
    ///   item with a preferred size takes its own height), rows touching (separators are drawn
    ///   over the rows' bottom edges, not between them);
    /// - `.insetGrouped` and `.sidebar` inset the rows from both sides by
    ///   ``ListMetrics/sideInset(containerWidth:)``;
    /// - grouped appearances without a supplementary header start with
    ///   ``ListMetrics/groupedSectionSpacing`` above their rows;
    /// - `headerMode: .supplementary` adds a top boundary item of kind
    ///   `UICollectionElementKindSectionHeader`, as wide as the rows,
    ///   ``ListMetrics/headerHeight(for:)`` high below `headerTopPadding`; `footerMode:
    ///   .supplementary` a bottom one of kind `UICollectionElementKindSectionFooter`;
    /// - `headerMode: .firstItemInSection` changes no frame: item 0 is a row, drawn as a header.
    public static func list(using configuration: ListLayoutConfiguration, environment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let row = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                        heightDimension: .estimated(ListMetrics.rowHeight)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.rowHeight)),
            subitems: [row])
        let section = CollectionLayoutSection(group: group)
        let side = configuration.isInset ? ListMetrics.sideInset(containerWidth: environment.container.contentSize.width) : 0
        let top = configuration.isGrouped && configuration.headerMode != .supplementary ? ListMetrics.groupedSectionSpacing : 0
        section.contentInsets = DirectionalEdgeInsets(top: top, leading: side, bottom: 0, trailing: side)
        var boundaries: [CollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let padding = max(0, configuration.headerTopPadding ?? ListMetrics.headerTopPadding(for: configuration.appearance))
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                 heightDimension: .absolute(padding + ListMetrics.headerHeight(for: configuration.appearance))),
                elementKind: ListMetrics.headerKind, alignment: .top)
            header.contentInsets = DirectionalEdgeInsets(top: padding, leading: 0, bottom: 0, trailing: 0)
            boundaries.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundaries.append(CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                 heightDimension: .absolute(ListMetrics.footerHeight(for: configuration.appearance))),
                elementKind: ListMetrics.footerKind, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaries
        section.listConfiguration = configuration
        return section
    }
}

extension CompositionalLayout {
    /// A layout of list sections only: UIKit's `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: ListLayoutConfiguration) -> CompositionalLayout {
        CompositionalLayout { _, environment in CollectionLayoutSection.list(using: configuration, environment: environment) }
    }
}
