import Foundation

extension WaterfallLayout {
    /// Everything a waterfall may vary per section: the values CHT's delegate answers for one
    /// section (`columnCountForSection:`, `minimumColumnSpacingForSectionAtIndex:`, …).
    public struct SectionMetrics: Sendable, Equatable {
        /// Number of columns (`columnCount`); MUST be at least 1.
        public var columnCount: Int
        /// Horizontal gap between columns (`minimumColumnSpacing`).
        public var columnSpacing: CGFloat
        /// Vertical gap between items of one column (`minimumInteritemSpacing`).
        public var interitemSpacing: CGFloat
        /// Space around the section's items (`sectionInset`).
        public var sectionInset: EdgeInsets
        /// Height of the section header; 0 = no header (`headerHeight`).
        public var headerHeight: CGFloat
        /// Height of the section footer; 0 = no footer (`footerHeight`).
        public var footerHeight: CGFloat
        /// Space around the header (`headerInset`); its top applies even without a header.
        public var headerInset: EdgeInsets
        /// Space around the footer (`footerInset`); its top applies even without a footer.
        public var footerInset: EdgeInsets

        /// Creates section metrics.
        public init(columnCount: Int, columnSpacing: CGFloat, interitemSpacing: CGFloat, sectionInset: EdgeInsets,
                    headerHeight: CGFloat, footerHeight: CGFloat, headerInset: EdgeInsets, footerInset: EdgeInsets) {
            self.columnCount = columnCount
            self.columnSpacing = columnSpacing
            self.interitemSpacing = interitemSpacing
            self.sectionInset = sectionInset
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.headerInset = headerInset
            self.footerInset = footerInset
        }
    }

    /// Values that replace the layout-wide ones for one section; `nil` keeps the layout's value.
    /// An empty override changes nothing. This is the data form of CHT's delegate (a spec's
    /// `sectionOverrides` entry).
    public struct SectionOverride: Sendable, Equatable {
        /// Replaces ``WaterfallLayout/columnCount`` when set.
        public var columnCount: Int?
        /// Replaces ``WaterfallLayout/columnSpacing`` when set.
        public var columnSpacing: CGFloat?
        /// Replaces ``WaterfallLayout/interitemSpacing`` when set.
        public var interitemSpacing: CGFloat?
        /// Replaces ``WaterfallLayout/sectionInset`` when set.
        public var sectionInset: EdgeInsets?
        /// Replaces ``WaterfallLayout/headerHeight`` when set.
        public var headerHeight: CGFloat?
        /// Replaces ``WaterfallLayout/footerHeight`` when set.
        public var footerHeight: CGFloat?
        /// Replaces ``WaterfallLayout/headerInset`` when set.
        public var headerInset: EdgeInsets?
        /// Replaces ``WaterfallLayout/footerInset`` when set.
        public var footerInset: EdgeInsets?

        /// Creates an override; every value left `nil` keeps the layout's.
        public init(columnCount: Int? = nil, columnSpacing: CGFloat? = nil, interitemSpacing: CGFloat? = nil,
                    sectionInset: EdgeInsets? = nil, headerHeight: CGFloat? = nil, footerHeight: CGFloat? = nil,
                    headerInset: EdgeInsets? = nil, footerInset: EdgeInsets? = nil) {
            self.columnCount = columnCount
            self.columnSpacing = columnSpacing
            self.interitemSpacing = interitemSpacing
            self.sectionInset = sectionInset
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.headerInset = headerInset
            self.footerInset = footerInset
        }

        /// `metrics` with this override's values in place.
        public func applied(to metrics: SectionMetrics) -> SectionMetrics {
            var result = metrics
            if let columnCount { result.columnCount = columnCount }
            if let columnSpacing { result.columnSpacing = columnSpacing }
            if let interitemSpacing { result.interitemSpacing = interitemSpacing }
            if let sectionInset { result.sectionInset = sectionInset }
            if let headerHeight { result.headerHeight = headerHeight }
            if let footerHeight { result.footerHeight = footerHeight }
            if let headerInset { result.headerInset = headerInset }
            if let footerInset { result.footerInset = footerInset }
            return result
        }
    }

    /// A closure giving one section's metrics, as CHT's delegate does. It receives the section
    /// and the metrics so far (layout values with ``sectionOverrides`` applied) and returns the
    /// metrics to use. It MUST be pure and MAY run on any thread.
    public typealias SectionMetricsProvider = @Sendable (_ section: Int, _ metrics: SectionMetrics) -> SectionMetrics

    /// The metrics of `section`: the layout's values, then ``sectionOverrides``, then
    /// ``sectionMetricsProvider``.
    public func metrics(forSection section: Int) -> SectionMetrics {
        var metrics = SectionMetrics(
            columnCount: columnCount, columnSpacing: columnSpacing, interitemSpacing: interitemSpacing,
            sectionInset: sectionInset, headerHeight: headerHeight, footerHeight: footerHeight,
            headerInset: headerInset, footerInset: footerInset)
        if let override = sectionOverrides[section] { metrics = override.applied(to: metrics) }
        if let sectionMetricsProvider { metrics = sectionMetricsProvider(section, metrics) }
        precondition(metrics.columnCount >= 1, "section \(section): columnCount must be at least 1, got \(metrics.columnCount)")
        return metrics
    }
}
