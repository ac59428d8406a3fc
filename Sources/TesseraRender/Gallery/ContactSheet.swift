import Foundation

/// The photographer's contact sheet: photos in, a `LayoutResult` and its ``SheetContent``
/// out, ready for ``LayoutRenderer``. Every size is in points.
///
/// The sheet is `width` wide with `padding` around the content; photos sit in `columns`
/// columns `spacing` apart, keeping their displayed aspect ratio:
/// - ``Kind/waterfall``: Pinterest masonry (`WaterfallLayout`, shortest column first);
/// - ``Kind/grid``: square cells, row by row (each photo aspect-filled into its square);
/// - ``Kind/flow``: rows of photos of equal height (a column's width), as many per row as fit,
///   spread across the row as `UICollectionViewFlowLayout` justifies them;
/// - ``Kind/justified``: Flickr's justified rows (`JustifiedLayout`): every row but the last
///   fills the width exactly, photos at a common height near ``rowHeight``, `spacing` apart —
///   with `JustifiedLayout.keepsPhotosWhole`, so no photo is ever cropped: a panorama too wide
///   for any row gets its own, shorter row, and a row that cannot fill the width within
///   tolerance is left-aligned at ``rowHeight``.
///
/// With ``Sections/folders`` each subfolder is a section headed by its relative path, the
/// sections in the order their first photo comes (so by their first photo's date when the
/// photos are sorted by date); photos at the top of the walk come first, without a header. With labels, each cell is taller by
/// ``SheetStyle/labelStripHeight`` for the file name, or by that much per line of its
/// ``labelFormat``. A title, when given, sits above all.
///
/// ```swift
/// var sheet = ContactSheet()
/// sheet.columns = 4
/// sheet.width = 1600
/// let (layout, content) = try sheet.make(photos, style: .light)
/// ```
public struct ContactSheet: Sendable, Equatable {
    /// How photos are arranged.
    public enum Kind: String, Sendable, CaseIterable {
        case waterfall, grid, flow, justified
    }

    /// Whether subfolders become sections.
    public enum Sections: String, Sendable, CaseIterable {
        case folders, none
    }

    /// How photos are arranged (default waterfall).
    public var kind: Kind = .waterfall
    /// Columns (at least 1).
    public var columns: Int = 4
    /// The sheet's width in points.
    public var width: CGFloat = 1200
    /// Space between photos, horizontally and vertically.
    public var spacing: CGFloat = 8
    /// Space between the sheet's edge and its content.
    public var padding: CGFloat = 16
    /// Whether subfolders become sections with headers.
    public var sections: Sections = .folders
    /// A title above everything, if any.
    public var title: String?
    /// Whether each photo has its file name under it (``labelFormat`` nil), or its caption.
    public var labels: Bool = false
    /// The caption under each photo, when set (it implies ``labels``): one label strip per line.
    public var labelFormat: LabelFormat?
    /// Paths of the photos to draw with the highlight border.
    public var highlighted: Set<String> = []
    /// Justified rows: the row height aimed at (Flickr's `targetRowHeight`); nil (the default)
    /// means ``defaultRowHeight``.
    public var rowHeight: CGFloat?

    /// Justified rows' height when ``rowHeight`` is nil: two thirds of a column's width, the
    /// height of a 3:2 landscape photo a column wide, so `columns` landscape photos fill a row.
    public var defaultRowHeight: CGFloat { max(1, columnWidth * 2 / 3) }

    /// The tile aspect ratios (width / height) a waterfall, grid or flow sheet uses; photos
    /// beyond are cropped (or fitted) to them.
    public static let aspectRatioRange: ClosedRange<CGFloat> = 0.1...10
    /// The aspect ratios justified rows take as they are (a 40:1 panorama is shown whole);
    /// only a photo beyond them (a strip a pixel high) is cropped to them, so that no box is
    /// thinner than a thousandth of its row.
    public static let justifiedAspectRatioRange: ClosedRange<CGFloat> = 0.001...1000

    /// A sheet with the defaults above.
    public init() {}

    /// The width of one column: what is left of the width after padding and spacing, shared.
    public var columnWidth: CGFloat {
        let available = width - 2 * padding - CGFloat(columns - 1) * spacing
        return max(1, available / CGFloat(max(1, columns)))
    }

    /// How many columns of at least `columnWidth` points fit a sheet `width` points wide with
    /// `padding` around and `spacing` between — what adaptive app layouts do (at least 1, at most
    /// 1,000): `⌊(width − 2 × padding + spacing) / (columnWidth + spacing)⌋`.
    public static func columns(ofWidth columnWidth: CGFloat, in width: CGFloat, spacing: CGFloat, padding: CGFloat) -> Int {
        let fitting = ((width - 2 * padding + spacing) / (columnWidth + spacing)).rounded(.down)
        guard fitting.isFinite else { return 1 }
        return Int(min(1_000, max(1, fitting)))
    }

    /// Whether a sheet `width` points wide keeps at least a point per column for photos once
    /// `padding` and `spacing` are taken out.
    public static func leavesRoom(width: CGFloat, columns: Int, spacing: CGFloat, padding: CGFloat) -> Bool {
        width - 2 * padding - CGFloat(max(1, columns) - 1) * spacing >= CGFloat(max(1, columns))
    }

    /// Lays out `photos` (in the order given; folders in the order they first appear).
    /// - Throws: ``ContactSheetError/invalidGeometry(columns:width:spacing:padding:)`` for fewer
    ///   than 1 column, a width not greater than 0, or negative spacing or padding.
    public func make(_ photos: [GalleryPhoto], style: SheetStyle) throws(ContactSheetError) -> (layout: LayoutResult, content: SheetContent) {
        guard columns >= 1, width.isFinite, width > 0, spacing.isFinite, spacing >= 0, padding.isFinite, padding >= 0 else {
            throw .invalidGeometry(columns: columns, width: width, spacing: spacing, padding: padding)
        }
        let groups = group(photos)
        let format = labelFormat ?? (labels ? .fileName : nil)
        let lines = format?.lineCount ?? 0
        let strip = CGFloat(lines) * style.labelStripHeight
        let cells = Self.cells(of: groups, label: format)
        // In a waterfall each tile is as tall as its own caption: lines a photo lacks (no date
        // on a scan) take no space. Rows of the other layouts keep every strip, to line up.
        func linesOf(_ section: Int, _ item: Int) -> Int {
            guard kind == .waterfall, format != nil, case .photo(_, let label?) = cells[section][item] else { return lines }
            return label.isEmpty ? 0 : label.split(separator: "\n", omittingEmptySubsequences: false).count
        }
        let containerSections = groups.enumerated().map { section, group in
            CollectionContainer.Section(items: group.photos.enumerated().map { item, photo in
                .size(cellSize(for: photo, labelStrip: CGFloat(linesOf(section, item)) * style.labelStripHeight))
            })
        }
        let container = CollectionContainer(size: CGSize(width: width, height: 0), sections: containerSections)
        var layout = makeLayout(groups, style: style, labelStrip: strip).layout(in: container)
        if kind == .flow {
            // UIKit's flow headers span the whole width; the titles align with the photos.
            layout = Self.mapping(layout, extraHeight: 0) { element in
                guard element.representedElementKind == .header else { return element.frame }
                let frame = element.frame
                return CGRect(x: frame.minX + padding, y: frame.minY, width: max(0, frame.width - 2 * padding), height: frame.height)
            }
        }
        var content = SheetContent(
            cells: cells,
            sectionTitles: groups.map(\.title),
            highlighted: Set(groups.enumerated().flatMap { section, group in
                group.photos.enumerated().filter { highlighted.contains($0.element.path) }.map { IndexPath(item: $0.offset, section: section) }
            }),
            showsLabels: format != nil
        )
        content.labelLines = max(1, lines)
        for (section, group) in groups.enumerated() {
            for (item, photo) in group.photos.enumerated() {
                let own = linesOf(section, item)
                if own != lines { content.cellLabelLines[IndexPath(item: item, section: section)] = own }
                if let mark = PhotoMark(xmp: photo.xmp) { content.marks[IndexPath(item: item, section: section)] = mark }
            }
        }
        if let title, !title.isEmpty {
            layout = addingTitle(to: layout, style: style)
            content.title = title
        }
        return (layout, content)
    }

    /// A section of the sheet: a folder's photos and its header title.
    private struct Group {
        var title: String?
        var photos: [GalleryPhoto]
    }

    private func group(_ photos: [GalleryPhoto]) -> [Group] {
        guard sections == .folders else { return [Group(title: nil, photos: photos)] }
        var groups: [Group] = []
        var position: [String: Int] = [:]
        for photo in photos {
            if let index = position[photo.folder] {
                groups[index].photos.append(photo)
            } else {
                position[photo.folder] = groups.count
                groups.append(Group(title: photo.folder.isEmpty ? nil : photo.folder, photos: [photo]))
            }
        }
        // Photos at the top of the walk (no header) come first; the folders follow in the order
        // their first photo appears (by date under `--sort date`).
        if let top = groups.firstIndex(where: { $0.title == nil }), top > 0 {
            groups.insert(groups.remove(at: top), at: 0)
        }
        return groups.isEmpty ? [Group(title: nil, photos: [])] : groups
    }

    /// A cell's size: a column wide (flow: a column high) with the photo's aspect ratio (square
    /// when unknown, always square in a grid), plus the label strip.
    private func cellSize(for photo: GalleryPhoto, labelStrip: CGFloat) -> CGSize {
        let column = columnWidth
        // A strip of 1×65500 pixels would make a cell 65,500 columns tall: the tile's aspect
        // ratio is kept within 1:10 … 10:1, and the photo is cropped (or fitted) to it.
        let known = photo.aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 1
        let ratio = min(max(known, Self.aspectRatioRange.lowerBound), Self.aspectRatioRange.upperBound)
        switch kind {
        case .waterfall:
            return CGSize(width: column, height: column / ratio + labelStrip)
        case .grid:
            return CGSize(width: column, height: column + labelStrip)
        case .flow:
            let contentWidth = max(1, width - 2 * padding)
            return CGSize(width: min(contentWidth, column * ratio), height: column + labelStrip)
        case .justified:
            // Only the aspect ratio counts; the layout adds the label strip as its caption.
            // Justified rows never crop: the photo's own ratio, panoramas included.
            let whole = min(max(known, Self.justifiedAspectRatioRange.lowerBound), Self.justifiedAspectRatioRange.upperBound)
            let height = rowHeight ?? defaultRowHeight
            return CGSize(width: height * whole, height: height)
        }
    }

    private func makeLayout(_ groups: [Group], style: SheetStyle, labelStrip: CGFloat) -> any CollectionLayout {
        let headerHeight = (style.headerFontSize * 2.25).rounded(.up)
        let last = groups.count - 1
        func inset(section: Int) -> EdgeInsets {
            let top: CGFloat = groups[section].title == nil ? (section == 0 ? padding : spacing) : 0
            return EdgeInsets(top: top, left: padding, bottom: section == last ? padding : 0, right: padding)
        }
        func headerInset(section: Int) -> EdgeInsets {
            // The waterfall adds headerInset.top even without a header (CHT does too).
            guard groups[section].title != nil else { return .zero }
            return EdgeInsets(top: section == 0 ? padding : 2 * spacing, left: padding, bottom: 0, right: padding)
        }
        switch kind {
        case .waterfall, .grid:
            var layout = WaterfallLayout(columnCount: columns, columnSpacing: spacing, interitemSpacing: spacing,
                                         itemRenderDirection: kind == .grid ? .leftToRight : .shortestFirst)
            for section in groups.indices {
                layout.sectionOverrides[section] = WaterfallLayout.SectionOverride(
                    sectionInset: inset(section: section), headerHeight: groups[section].title == nil ? 0 : headerHeight,
                    headerInset: headerInset(section: section))
            }
            return layout
        case .flow:
            var layout = FlowLayout(itemSize: CGSize(width: columnWidth, height: columnWidth),
                                    minimumLineSpacing: spacing, minimumInteritemSpacing: spacing)
            for section in groups.indices {
                let header = groups[section].title == nil ? CGSize.zero : CGSize(width: width, height: headerHeight)
                layout.sectionOverrides[section] = FlowLayout.SectionOverride(
                    sectionInset: inset(section: section), headerReferenceSize: header)
            }
            return layout
        case .justified:
            var layout = JustifiedLayout()
            // A contact sheet never crops a photo (Flickr's layout clamps rows and crops).
            layout.keepsPhotosWhole = true
            layout.targetRowHeight = rowHeight ?? defaultRowHeight
            layout.boxSpacing = JustifiedLayout.Spacing(spacing)
            layout.containerPadding = EdgeInsets(all: padding)
            // Sections sit 2 × spacing apart, as in the waterfall.
            layout.sectionSpacing = spacing
            layout.captionHeight = labelStrip
            for section in groups.indices where groups[section].title != nil {
                layout.sectionHeaderHeights[section] = headerHeight
            }
            return layout
        }
    }

    /// The layout moved down by the title strip (and the padding above it), with the title as a
    /// ``SheetContent/titleKind`` supplementary.
    private func addingTitle(to layout: LayoutResult, style: SheetStyle) -> LayoutResult {
        let strip = style.titleStripHeight
        let shift = padding + strip
        let title = LayoutAttributes(forSupplementaryOfKind: SheetContent.titleKind, at: IndexPath(item: 0, section: 0),
                                     frame: CGRect(x: padding, y: padding, width: max(0, width - 2 * padding), height: strip))
        return Self.mapping(layout, extraHeight: shift, adding: [title]) { $0.frame.offsetBy(dx: 0, dy: shift) }
    }

    /// `layout` with each frame replaced by `frame(element)`, `extraHeight` more content height
    /// and `extra` elements.
    private static func mapping(_ layout: LayoutResult, extraHeight: CGFloat, adding extra: [LayoutAttributes] = [],
                                frame: (LayoutAttributes) -> CGRect) -> LayoutResult {
        let moved = layout.attributes.map { element -> LayoutAttributes in
            var copy = element
            copy.frame = frame(element)
            return copy
        }
        return LayoutResult(contentSize: CGSize(width: layout.contentSize.width, height: layout.contentSize.height + extraHeight),
                            attributes: moved + extra)
    }

    /// Each section's cells, their labels numbered by frame across the sheet (`{index}`).
    private static func cells(of groups: [Group], label format: LabelFormat?) -> [[CellContent]] {
        var frame = 0
        return groups.map { group in
            group.photos.map { photo in
                frame += 1
                return content(of: photo, label: format, index: frame)
            }
        }
    }

    private static func content(of photo: GalleryPhoto, label format: LabelFormat?, index: Int) -> CellContent {
        if let failure = photo.failure { return .failedPhoto(path: photo.path, reason: failure) }
        return .photo(path: photo.path, label: (format ?? .fileName).text(for: photo, index: index))
    }
}
