/// What kind of view an attribute describes: UIKit's `UICollectionView.ElementCategory`.
///
/// The order of the cases is the order of the frame dump of docs/layout-spec.md within a section: cells, then
/// supplementary views, then decoration views.
public enum ElementCategory: Int, Sendable, Equatable, Hashable, Comparable, CaseIterable {
    /// A cell, one per item of the data source (`UICollectionViewCell`).
    case cell = 0
    /// A supplementary view such as a section header or footer, or a badge
    /// (`UICollectionReusableView` from `supplementaryViewProvider`).
    case supplementaryView = 1
    /// A decoration view owned by the layout, such as a section background.
    case decorationView = 2

    /// The name the frame dump uses: `cell`, `supplementary` or `decoration`.
    public var dumpName: String {
        switch self {
        case .cell: "cell"
        case .supplementaryView: "supplementary"
        case .decorationView: "decoration"
        }
    }

    public static func < (lhs: ElementCategory, rhs: ElementCategory) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
