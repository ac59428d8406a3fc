import Foundation
import TesseraRender
import TesseraUIKit

/// What a collection view's cells and section headers show in an image snapshot: wireframes
/// with index paths by default, or what a test gives per index path — a photo file, a colour,
/// a text.
///
/// ```swift
/// let content = CollectionViewContent(sectionTitles: ["Featured", "All Photos"]) { indexPath in
///     .photo(path: photos[indexPath.item], label: nil)
/// }
/// assertSnapshot(of: collectionView, as: .image(content: content))
/// ```
public struct CollectionViewContent {
    /// The content of the cell at an index path.
    public var cell: @MainActor (IndexPath) -> CellContent
    /// The title drawn in a section's header.
    public var sectionTitle: @MainActor (Int) -> String?

    /// Content from closures.
    public init(cell: @escaping @MainActor (IndexPath) -> CellContent = { _ in .wireframe },
                sectionTitle: @escaping @MainActor (Int) -> String? = { _ in nil }) {
        self.cell = cell
        self.sectionTitle = sectionTitle
    }

    /// Section titles from a list (a missing entry leaves the header empty) and cells from a closure.
    public init(sectionTitles: [String?], cell: @escaping @MainActor (IndexPath) -> CellContent = { _ in .wireframe }) {
        self.init(cell: cell, sectionTitle: { sectionTitles.indices.contains($0) ? sectionTitles[$0] : nil })
    }

    /// Wireframes with index paths and no titles.
    public static var wireframes: CollectionViewContent { CollectionViewContent() }

    /// What the data source's own views show: each cell as its `cellForItemAt` (a diffable data
    /// source's cell provider, a registration's handler) configured it — its text, its
    /// background colour, an image with a file — and each header, footer and other
    /// supplementary view its `viewForSupplementaryElementOfKind` makes, and each decoration view
    /// of a class registered with the layout, drawn as a cell's views are: laid out by Auto
    /// Layout at the element's frame, with backgrounds, borders and labels in their fonts where
    /// their constraints put them (``ElementViewReader``). A cell with nothing to show is a
    /// wireframe. `sectionTitle` gives the titles of sections whose header view shows nothing
    /// (or which the data source makes no header view for).
    public static func cells(sectionTitle: @escaping @MainActor (Int) -> String? = { _ in nil }) -> CollectionViewContent {
        var content = CollectionViewContent(sectionTitle: sectionTitle)
        content.readsCells = true
        return content
    }

    /// Whether cells, headers and decorations come from the app's views (``cells(sectionTitle:)``).
    var readsCells = false

    /// A cell in a `UIColor` (alpha kept).
    public static func color(_ color: UIColor) -> CellContent { .color(colour(color)) }

    /// The renderer's content for `frozen`'s elements (`collectionView`'s, whose data source
    /// makes the views ``cells(sectionTitle:)`` reads).
    @MainActor
    func sheetContent(for frozen: FrozenLayout, of collectionView: UICollectionView? = nil) -> SheetContent {
        let source = readsCells ? collectionView.flatMap { view in view.dataSource.map { (view, $0) } } : nil
        var cells: [[CellContent]] = []
        var titles: [String?] = []
        let elements = source.map { view, dataSource in ElementViewReader.read(frozen, of: view, dataSource: dataSource) }
        let headerTitles = elements?.titles ?? [:]
        for element in frozen.result.attributes {
            let section = element.section
            if titles.count <= section {
                titles.append(contentsOf: (titles.count...section).map { headerTitles[$0] ?? sectionTitle($0) })
            }
            guard element.category == .cell else { continue }
            while cells.count <= section { cells.append([]) }
            while cells[section].count < element.item { cells[section].append(.wireframe) }
            if cells[section].count == element.item {
                if let (view, dataSource) = source {
                    cells[section].append(CellViewReader.content(of: dataSource.collectionView(view, cellForItemAt: element.indexPath)))
                } else {
                    cells[section].append(cell(element.indexPath))
                }
            }
        }
        var content = SheetContent(cells: cells, sectionTitles: titles, highlighted: Set(frozen.selectedIndexPaths))
        content.titleKinds.formUnion(frozen.sectionHeaderKinds.map { ElementKind($0) })
        content.listSections = frozen.listSections
        content.elementViews = elements?.views ?? [:]
        return content
    }

    /// `style` with the collection view's background: its `backgroundColor` when it has one,
    /// else the grouped background when its first list section is a grouped appearance (as
    /// UIKit's list background colour is).
    @MainActor
    static func style(_ style: SheetStyle, for frozen: FrozenLayout) -> SheetStyle {
        var style = style
        if let background = frozen.backgroundColor {
            style.background = colour(background)
        } else if let first = frozen.listSections.min(by: { $0.key < $1.key })?.value, first.isGrouped {
            style.background = style.listGroupedBackground
        }
        return style
    }

    /// A `UIColor` as the renderer's colour.
    static func colour(_ color: UIColor) -> Color {
        func channel(_ value: CGFloat) -> UInt8 { UInt8((value * 255).rounded()) }
        return Color(red: channel(color.red), green: channel(color.green), blue: channel(color.blue), alpha: channel(color.alpha))
    }
}
