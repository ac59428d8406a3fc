import ArgumentParser
import Foundation
import TesseraRender

/// How photos are laid out on a contact sheet: the options `sheet` and `preview` (for a folder)
/// share, declared once with their one set of defaults and limits, and included with
/// `@OptionGroup`.
struct SheetLayoutOptions: ParsableArguments {
    /// The most columns a sheet may have (``ContactSheet/columns(ofWidth:in:spacing:padding:)``'s
    /// own limit).
    static let columnRange = 1...1000

    // The numbers are parsed whatever they start with, so that `--columns -3` gets the range
    // message `--columns 0` gets, not "Missing value" (issue 41).

    @Option(help: "Tile arrangement: waterfall, grid, flow or justified (Flickr's rows, each filling the width). For print, grid and justified pages end between rows; a waterfall's end ragged, each column at its last whole photo.")
    var layout: ContactSheet.Kind = .waterfall

    @Option(parsing: .unconditional, help: "Number of columns (montage's -tile).")
    var columns = ContactSheet().columns

    @Option(parsing: .unconditional, help: "With --layout justified: the justified rows' height to aim for, in points (Flickr's targetRowHeight); default two thirds of a column's width.")
    var rowHeight: Double?

    @Option(parsing: .unconditional, help: "Instead of --columns: as many columns as fit at least this many points each (at each size, for preview).")
    var columnWidth: Double?

    @Option(parsing: .unconditional, help: "Space between photos in points (montage's -geometry +X+Y).")
    var spacing = Double(ContactSheet().spacing)

    @Option(parsing: .unconditional, help: "Border around the whole sheet in points (montage's -border).")
    var padding = Double(ContactSheet().padding)

    @Option(help: "folders: each subfolder is a section with a header; none: one section.")
    var sections: ContactSheet.Sections = .folders

    @Flag(help: "Write each photo's file name under it (montage's -label %f).")
    var labels = false

    @Option(help: ArgumentHelp("A caption under each photo (montage's -label), read from headers: {name} {folder} {width} {height} {date} {camera} {lens} {exposure} {aperture} {iso} {focal} {size}, from XMP: {rating} {label} {title} {description}, and {index} (the frame number); \\n starts a line.", valueName: "format"))
    var label: String?

    func validate() throws {
        guard Self.columnRange.contains(columns) else {
            throw ValidationError("--columns must be between \(Self.columnRange.lowerBound) and \(Self.columnRange.upperBound), not \(columns).")
        }
        try OptionChecks.requireColumnSizes(columnWidth: columnWidth, rowHeight: rowHeight)
        try OptionChecks.requirePoints([("--spacing", spacing), ("--padding", padding)])
        try OptionChecks.requireLabelFormat(label)
    }

    /// The contact sheet these options describe, `width` points wide.
    func contactSheet(width: Double) throws -> ContactSheet {
        var sheet = ContactSheet()
        sheet.kind = layout
        sheet.rowHeight = rowHeight.map { CGFloat($0) }
        sheet.columns = columns
        sheet.spacing = CGFloat(spacing)
        sheet.padding = CGFloat(padding)
        sheet.sections = sections
        sheet.labels = labels
        sheet.labelFormat = try label.map { try LabelFormat($0) }
        return sheet.fitted(width: CGFloat(width), minimumColumnWidth: columnWidth.map { CGFloat($0) })
    }

    /// `--columns`, or as many as `--column-width` fits in `width`.
    func columns(at width: Double) -> Int {
        guard let columnWidth else { return columns }
        return ContactSheet.columns(ofWidth: CGFloat(columnWidth), in: CGFloat(width), spacing: CGFloat(spacing), padding: CGFloat(padding))
    }
}
