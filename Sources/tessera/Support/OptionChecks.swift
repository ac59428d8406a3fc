import ArgumentParser
import Foundation
import TesseraImage
import TesseraLayout
import TesseraRender

/// Checks that several commands make of their options, in one place.
enum OptionChecks {
    /// Refuses point options (`--spacing`, `--padding`, …) that are not finite or are negative.
    static func requirePoints(_ options: [(name: String, value: Double)]) throws {
        for (name, value) in options where !(value.isFinite && value >= 0) {
            throw ValidationError("\(name) must be a number of points, 0 or more, not \(value).")
        }
    }

    /// Refuses `--padding` and `--spacing` that leave less than a point per column for photos.
    static func requireRoom(width: Double, columns: Int, spacing: Double, padding: Double) throws {
        guard !ContactSheet.leavesRoom(width: CGFloat(width), columns: columns, spacing: CGFloat(spacing), padding: CGFloat(padding)) else { return }
        let plural = columns == 1 ? "" : "s"
        throw ValidationError("--padding \(DumpNumber.format(padding)) and --spacing \(DumpNumber.format(spacing)) leave no room for \(columns) column\(plural) of photos in \(DumpNumber.format(width)) points.")
    }

    /// Refuses paths that do not exist (a typo): a usage error, even beside paths that do, so
    /// that nothing is written from part of what was asked (montage refuses too). A symbolic
    /// link that leads nowhere exists; the walk reports it.
    static func requireExistingPaths(_ paths: [String]) throws {
        let missing = paths.filter { path in
            var info = stat()
            return lstat(path, &info) != 0
        }
        guard !missing.isEmpty else { return }
        throw ValidationError(missing.count == 1 ? "No such file or folder: \(missing[0])."
                                                 : "No such files or folders: \(missing.joined(separator: ", ")).")
    }

    /// Refuses to write a PNG to standard output when it is a terminal.
    static func refuseTerminalOutput(_ output: String) throws {
        if output == "-" && isatty(1) == 1 {
            throw ValidationError("Refusing to write a PNG to a terminal: redirect standard output or give -o FILE.")
        }
    }

    /// Refuses a `--column-width` or `--row-height` that is not a sensible number of points.
    static func requireColumnSizes(columnWidth: Double?, rowHeight: Double?) throws {
        if let columnWidth, !(columnWidth.isFinite && columnWidth >= 1 && columnWidth <= 1_000_000) {
            throw ValidationError("--column-width must be a number of points from 1 to 1000000, not \(columnWidth).")
        }
        let tallest = PictureLimits.standard.maximumSide
        if let rowHeight, !(rowHeight.isFinite && rowHeight >= 1 && rowHeight <= Double(tallest)) {
            throw ValidationError("--row-height must be a number of points from 1 to \(tallest), not \(rowHeight).")
        }
    }

    /// Refuses a `--label` template that names an unknown field or leaves a brace open.
    static func requireLabelFormat(_ label: String?) throws {
        guard let label else { return }
        do {
            _ = try LabelFormat(label)
        } catch {
            throw ValidationError("--label: \(error.description).")
        }
    }
}
