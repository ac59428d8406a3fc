import Foundation

/// What a `LayoutResult`'s elements show when rendered: each cell's content, each section's
/// header title, the highlighted (selected) items and an optional sheet title.
///
/// The layout says where; this says what. Elements are matched by index path and kind:
/// cells get ``cells``, supplementaries of a ``titleKinds`` kind (`header` by default) get
/// ``sectionTitles``, a ``titleKind``
/// supplementary gets ``title``, decorations of kind `background` get the style's decoration
/// fill; other supplementaries (badges, footers) are drawn as small wireframes. A supplementary
/// or decoration with an entry in ``elementViews`` is drawn as those views instead.
///
/// ```swift
/// let content = SheetContent(cells: [[.wireframe, .wireframe]], sectionTitles: ["Recent"])
/// print(content.cell(at: IndexPath(item: 1, section: 0)), content.sectionTitle(0) ?? "")
/// // wireframe Recent
/// ```
public struct SheetContent: Sendable, Equatable {
    /// The element kind of the sheet title's supplementary (see ``ContactSheet``).
    public static let titleKind: ElementKind = "sheetTitle"

    /// Cell contents by section, then item; a cell without an entry shows ``CellContent/wireframe``.
    public var cells: [[CellContent]]
    /// Header titles by section; nil or a missing entry leaves the header empty.
    public var sectionTitles: [String?]
    /// Items drawn with the style's highlight border.
    public var highlighted: Set<IndexPath>
    /// Whether photos have their label strip (the cell frames must leave room for it:
    /// ``SheetStyle/labelStripHeight`` points at the bottom of each cell).
    public var showsLabels: Bool
    /// Lines in each label: the strip is ``SheetStyle/labelStripHeight`` points per line
    /// (default 1); a label's lines are separated by `\n`.
    public var labelLines: Int = 1
    /// Cells whose label strip holds another number of lines than ``labelLines`` (0: no strip):
    /// a waterfall's photo whose caption lacks a line (no date on a scan) is that much shorter.
    public var cellLabelLines: [IndexPath: Int] = [:]

    /// The lines of the label strip of the cell at `indexPath`.
    public func labelLines(at indexPath: IndexPath) -> Int {
        cellLabelLines[indexPath] ?? max(1, labelLines)
    }
    /// Text of the ``titleKind`` supplementary.
    public var title: String?
    /// The supplementary kinds that show their section's title: `header`, UIKit's
    /// `UICollectionElementKindSectionHeader`, and any kind added (a compositional layout's
    /// top boundary items, such as Apple's `"section-header-element-kind"`).
    public var titleKinds: Set<ElementKind> = SheetContent.defaultTitleKinds

    /// List sections (`NSCollectionLayoutSection.list…`) by section number: their cells are
    /// drawn as list rows (a row background, a left-aligned text, separators) as their
    /// configuration's appearance draws them.
    public var listSections: [Int: ListLayoutConfiguration] = [:]

    /// Supplementary and decoration views drawn as their views show them, as a ``CellContent/views(_:)``
    /// cell is (backgrounds, borders, text at their frames in the element's coordinates), by
    /// element; an element without an entry is drawn from the style and ``sectionTitles``.
    public var elementViews: [ElementViewKey: [ViewPaint]] = [:]

    /// Colour labels and pick/reject flags drawn on photo tiles (``PhotoMark``), by cell.
    public var marks: [IndexPath: PhotoMark] = [:]

    /// The kinds that show section titles unless told otherwise.
    public static let defaultTitleKinds: Set<ElementKind> = [.header, "UICollectionElementKindSectionHeader"]

    /// Content from its parts.
    public init(cells: [[CellContent]], sectionTitles: [String?] = [], highlighted: Set<IndexPath> = [],
                showsLabels: Bool = false, title: String? = nil) {
        self.cells = cells
        self.sectionTitles = sectionTitles
        self.highlighted = highlighted
        self.showsLabels = showsLabels
        self.title = title
    }

    /// The content of the cell at `indexPath` ([section, item]).
    public func cell(at indexPath: IndexPath) -> CellContent {
        guard indexPath.count == 2, cells.indices.contains(indexPath[0]),
              cells[indexPath[0]].indices.contains(indexPath[1]) else { return .wireframe }
        return cells[indexPath[0]][indexPath[1]]
    }

    /// The header title of `section`, if any.
    public func sectionTitle(_ section: Int) -> String? {
        sectionTitles.indices.contains(section) ? sectionTitles[section] : nil
    }
}
