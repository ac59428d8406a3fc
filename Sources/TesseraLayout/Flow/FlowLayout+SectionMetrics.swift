import Foundation

extension FlowLayout {
    /// Everything a flow layout may vary per section: what `UICollectionViewDelegateFlowLayout`
    /// answers for one section.
    public struct SectionMetrics: Sendable, Equatable {
        /// Size of items without a preferred size (`collectionView(_:layout:sizeForItemAt:)`).
        public var itemSize: CGSize
        /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
        public var minimumLineSpacing: CGFloat
        /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
        public var minimumInteritemSpacing: CGFloat
        /// `collectionView(_:layout:insetForSectionAt:)`.
        public var sectionInset: EdgeInsets
        /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
        public var headerReferenceSize: CGSize
        /// `collectionView(_:layout:referenceSizeForFooterInSection:)`.
        public var footerReferenceSize: CGSize

        /// Creates section metrics.
        public init(itemSize: CGSize, minimumLineSpacing: CGFloat, minimumInteritemSpacing: CGFloat,
                    sectionInset: EdgeInsets, headerReferenceSize: CGSize, footerReferenceSize: CGSize) {
            self.itemSize = itemSize
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.sectionInset = sectionInset
            self.headerReferenceSize = headerReferenceSize
            self.footerReferenceSize = footerReferenceSize
        }
    }

    /// Values that replace the layout-wide ones for one section; `nil` keeps the layout's value.
    public struct SectionOverride: Sendable, Equatable {
        /// Replaces ``FlowLayout/itemSize`` when set.
        public var itemSize: CGSize?
        /// Replaces ``FlowLayout/minimumLineSpacing`` when set.
        public var minimumLineSpacing: CGFloat?
        /// Replaces ``FlowLayout/minimumInteritemSpacing`` when set.
        public var minimumInteritemSpacing: CGFloat?
        /// Replaces ``FlowLayout/sectionInset`` when set.
        public var sectionInset: EdgeInsets?
        /// Replaces ``FlowLayout/headerReferenceSize`` when set.
        public var headerReferenceSize: CGSize?
        /// Replaces ``FlowLayout/footerReferenceSize`` when set.
        public var footerReferenceSize: CGSize?

        /// Creates an override; every value left `nil` keeps the layout's.
        public init(itemSize: CGSize? = nil, minimumLineSpacing: CGFloat? = nil, minimumInteritemSpacing: CGFloat? = nil,
                    sectionInset: EdgeInsets? = nil, headerReferenceSize: CGSize? = nil, footerReferenceSize: CGSize? = nil) {
            self.itemSize = itemSize
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.sectionInset = sectionInset
            self.headerReferenceSize = headerReferenceSize
            self.footerReferenceSize = footerReferenceSize
        }

        /// `metrics` with this override's values in place.
        public func applied(to metrics: SectionMetrics) -> SectionMetrics {
            var result = metrics
            if let itemSize { result.itemSize = itemSize }
            if let minimumLineSpacing { result.minimumLineSpacing = minimumLineSpacing }
            if let minimumInteritemSpacing { result.minimumInteritemSpacing = minimumInteritemSpacing }
            if let sectionInset { result.sectionInset = sectionInset }
            if let headerReferenceSize { result.headerReferenceSize = headerReferenceSize }
            if let footerReferenceSize { result.footerReferenceSize = footerReferenceSize }
            return result
        }
    }

    /// A closure giving one section's metrics, as the flow layout's delegate does. It receives
    /// the section and the metrics so far and returns the metrics to use. It MUST be pure and
    /// MAY run on any thread.
    public typealias SectionMetricsProvider = @Sendable (_ section: Int, _ metrics: SectionMetrics) -> SectionMetrics

    /// A closure giving one item's size, as the flow layout delegate's `sizeForItemAt` does. It
    /// MUST be pure and MAY run on any thread.
    public typealias ItemSizeProvider = @Sendable (_ indexPath: IndexPath, _ size: CGSize) -> CGSize

    /// The metrics of `section`: the layout's values, then ``sectionOverrides``, then
    /// ``sectionMetricsProvider``.
    public func metrics(forSection section: Int) -> SectionMetrics {
        var metrics = SectionMetrics(
            itemSize: itemSize, minimumLineSpacing: minimumLineSpacing, minimumInteritemSpacing: minimumInteritemSpacing,
            sectionInset: sectionInset, headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize)
        if let override = sectionOverrides[section] { metrics = override.applied(to: metrics) }
        if let sectionMetricsProvider { metrics = sectionMetricsProvider(section, metrics) }
        return metrics
    }
}
