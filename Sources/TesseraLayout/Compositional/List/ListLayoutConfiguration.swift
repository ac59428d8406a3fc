import Foundation

/// How a list section looks and is measured: the layout half of UIKit's
/// `UICollectionLayoutListConfiguration` (TesseraUIKit adds the colour and swipe-action
/// members around it).
///
/// A list section is a compositional section of full-width rows, one item per row; see
/// ``CollectionLayoutSection/list(using:environment:)`` for its frames and ``ListMetrics`` for
/// the measures.
public struct ListLayoutConfiguration: Sendable, Equatable {
    /// `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: String, Sendable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: String, Sendable, CaseIterable {
        /// No header.
        case none
        /// A boundary supplementary of kind `UICollectionElementKindSectionHeader` above the rows.
        case supplementary
        /// The first item of the section is its header (a row like the others, drawn as a header).
        case firstItemInSection
    }

    /// `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: String, Sendable, CaseIterable {
        case none, supplementary
    }

    /// `appearance`.
    public var appearance: Appearance
    /// `headerMode` (`.none`).
    public var headerMode: HeaderMode = .none
    /// `footerMode` (`.none`).
    public var footerMode: FooterMode = .none
    /// `showsSeparators`: true, except for the sidebar appearances.
    public var showsSeparators: Bool
    /// `headerTopPadding`: extra space above each supplementary header; `nil` is the system's
    /// (``ListMetrics/headerTopPadding(for:)``).
    public var headerTopPadding: CGFloat?

    /// `UICollectionLayoutListConfiguration(appearance:)`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = !(appearance == .sidebar || appearance == .sidebarPlain)
    }

    /// Whether rows are grouped in blocks on a grouped background (`.grouped`, `.insetGrouped`,
    /// `.sidebar`).
    public var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }
    /// Whether the row blocks are inset from the sides with rounded corners (`.insetGrouped`, `.sidebar`).
    public var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }
}

/// UIKit's list measures, as TesseraLayout uses them. UIKit sizes list rows, headers and footers
/// itself (they are self-sizing); with no views to measure, Tessera lays them out at these
/// estimates. Values Apple documents are marked so; the others are chosen to match iOS 17's
/// default look and named here so that they can be found and changed in one place.
public enum ListMetrics {
    /// A row's height: 44 points (Apple's HIG: the minimum tappable height, and UIKit's
    /// estimated list row height).
    public static let rowHeight: CGFloat = 44
    /// A supplementary header's height in a plain or sidebar-plain list (chosen: 28).
    public static let plainHeaderHeight: CGFloat = 28
    /// A supplementary header's height in a grouped, inset-grouped or sidebar list, its text at
    /// the bottom (chosen: 38).
    public static let groupedHeaderHeight: CGFloat = 38
    /// A footer's height (chosen: 28 plain, 38 grouped).
    public static func footerHeight(for appearance: ListLayoutConfiguration.Appearance) -> CGFloat {
        headerHeight(for: appearance) == groupedHeaderHeight ? groupedHeaderHeight : plainHeaderHeight
    }
    /// A supplementary header's height for `appearance`.
    public static func headerHeight(for appearance: ListLayoutConfiguration.Appearance) -> CGFloat {
        switch appearance {
        case .plain, .sidebarPlain: plainHeaderHeight
        case .grouped, .insetGrouped, .sidebar: groupedHeaderHeight
        }
    }
    /// The default `headerTopPadding`: 0 (chosen; the grouped header heights include their space).
    public static func headerTopPadding(for appearance: ListLayoutConfiguration.Appearance) -> CGFloat { 0 }
    /// Space above a grouped section's rows when it has no supplementary header: 35 points
    /// (chosen: UITableView's grouped spacing).
    public static let groupedSectionSpacing: CGFloat = 35
    /// The side inset of inset-grouped and sidebar rows: the layout margin, 16 points on a
    /// compact-width phone narrower than 414 points, 20 points otherwise (chosen from iOS's system
    /// minimum layout margins).
    public static func sideInset(containerWidth: CGFloat) -> CGFloat { containerWidth < 414 ? 16 : 20 }
    /// The corner radius of an inset-grouped section's block of rows: 10 points (chosen).
    public static let insetGroupedCornerRadius: CGFloat = 10
    /// How far a separator starts from a row's leading edge: 20 points (chosen: a text-only
    /// cell's leading margin); it runs to the row's trailing edge.
    public static let separatorLeadingInset: CGFloat = 20
    /// UIKit's kind for list headers (`UICollectionView.elementKindSectionHeader`).
    public static let headerKind = "UICollectionElementKindSectionHeader"
    /// UIKit's kind for list footers (`UICollectionView.elementKindSectionFooter`).
    public static let footerKind = "UICollectionElementKindSectionFooter"
}
