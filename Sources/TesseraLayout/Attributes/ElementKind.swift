/// The kind of a supplementary or decoration view: UIKit's `elementKind` strings.
///
/// UIKit identifies supplementary and decoration views by a string
/// (`UICollectionView.elementKindSectionHeader`, or any string an app registers). Tessera does
/// the same with the short names of docs/layout-spec.md: `header`, `footer`, `background`, `badge`, …
///
/// ```swift
/// let kind: ElementKind = "badge"
/// print(kind == .header, kind.rawValue)   // false badge
/// ```
public struct ElementKind: RawRepresentable, Sendable, Equatable, Hashable, Comparable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The kind's name, as it appears in specs and frame dumps.
    public var rawValue: String

    /// Creates a kind from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a kind from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Creates a kind from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// A section header (`UICollectionView.elementKindSectionHeader`).
    public static let header: ElementKind = "header"
    /// A section footer (`UICollectionView.elementKindSectionFooter`).
    public static let footer: ElementKind = "footer"
    /// A section background decoration
    /// (`NSCollectionLayoutDecorationItem.background(elementKind:)`).
    public static let background: ElementKind = "background"
    /// A badge supplementary attached to an item.
    public static let badge: ElementKind = "badge"

    /// The frame dump orders kinds by name (plain string order).
    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }
}
