import Foundation

extension SheetContent {
    /// A supplementary or decoration view as a layout names it: its category, kind, section and
    /// item. The key of ``SheetContent/elementViews``.
    ///
    /// ```swift
    /// let header = SheetContent.ElementViewKey(category: .supplementaryView, kind: .header, section: 0, item: 0)
    /// var content = SheetContent(cells: [[.wireframe]])
    /// content.elementViews[header] = [ViewPaint(frame: CGRect(x: 16, y: 0, width: 200, height: 40),
    ///                                           background: Color(red: 242, green: 242, blue: 247))]
    /// ```
    public struct ElementViewKey: Sendable, Hashable {
        /// `.supplementaryView` or `.decorationView`.
        public var category: ElementCategory
        /// The element kind (`UICollectionElementKindSectionHeader`, a decoration's registered kind).
        public var kind: ElementKind
        /// The element's section.
        public var section: Int
        /// The element's item (0 for section-wide supplementaries and decorations).
        public var item: Int

        /// A key from its parts.
        public init(category: ElementCategory, kind: ElementKind, section: Int, item: Int) {
            self.category = category
            self.kind = kind
            self.section = section
            self.item = item
        }

        /// The key of the element `attributes` places.
        public init(_ attributes: LayoutAttributes) {
            self.init(category: attributes.category, kind: attributes.representedElementKind ?? "",
                      section: attributes.section, item: attributes.item)
        }
    }

    /// The views drawn for the supplementary or decoration `attributes` places, when the content
    /// has them (a snapshot's `.cells()` reads them from the app's header, footer and decoration
    /// views); nil for cells and for elements drawn from the style.
    public func elementViews(for attributes: LayoutAttributes) -> [ViewPaint]? {
        guard attributes.category != .cell else { return nil }
        return elementViews[ElementViewKey(attributes)]
    }
}
