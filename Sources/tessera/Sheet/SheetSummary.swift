import Foundation
import TesseraImage
import TesseraLayout
import TesseraRender

/// What `tessera sheet` says when it is done: the photos that failed or were damaged, photos cut
/// between pages, pages of an earlier run removed, and the closing line.
enum SheetSummary {
    /// Lists failures, warnings, photos split between `regions` (pages) and removed pages on
    /// standard error; said even with `--quiet`.
    static func printProblems(failures: [RenderReport.Problem], warnings: [RenderReport.Problem], layout: LayoutResult,
                              content: SheetContent, pages: [PageBreaks.Page], removedPages: [String]) {
        for failure in failures { printProblem("failed", failure.path, failure.message) }
        for warning in warnings { printProblem("warning", warning.path, warning.message) }
        for split in PageBreaks.splitCells(of: layout, pages: pages) {
            // Said even with --quiet, as damage is: the print has half a photo on each page.
            let path = content.photoPath(at: split.indexPath) ?? "photo \(split.indexPath.item + 1) of section \(split.indexPath.section + 1)"
            let numbers = split.pages.count == 2 ? "pages \(split.pages.lowerBound) and \(split.pages.upperBound)"
                : "pages \(split.pages.lowerBound) to \(split.pages.upperBound)"
            // Pages keep photos whole: only one taller than a page is cut.
            printProblem("warning", path, "taller than a page, split between \(numbers)")
        }
        if !removedPages.isEmpty {
            // Said even with --quiet: files went away.
            let count = removedPages.count
            printError("tessera: removed \(count) page\(count == 1 ? "" : "s") left by an earlier run: "
                + removedPages.map { terminalSafe($0, keepingNewlines: false) }.joined(separator: ", "))
        }
    }

    /// The closing line: photos found, drawn, failed and damaged, unreadable folders, and the files written.
    static func line(photos: Int, drawn: Int, failures: Int, unreadableFolders: Int = 0, warnings: Int,
                     written: [(path: String, size: PixelSize)], tiles: [String: RenderReport.TileTally] = [:], seconds: Double) -> String {
        var parts = ["\(photos) photo\(photos == 1 ? "" : "s")", "\(drawn) drawn"]
        if failures > 0 { parts.append("\(failures) failed") }
        if unreadableFolders > 0 { parts.append("\(unreadableFolders) unreadable folder\(unreadableFolders == 1 ? "" : "s")") }
        if warnings > 0 { parts.append("\(warnings) damaged") }
        // Pages in one file (a PDF) are said once: `sheet.pdf (3 pages of 2480×3508 px, 4.1 MB)`.
        var groups: [(path: String, size: PixelSize, count: Int)] = []
        for page in written {
            if let last = groups.last, last.path == page.path, last.size == page.size {
                groups[groups.count - 1].count += 1
            } else {
                groups.append((page.path, page.size, 1))
            }
        }
        let files = groups.map { group -> String in
            if let tally = tiles[group.path] {
                return "\(group.path) (\(group.size.width)×\(group.size.height) px, \(tally.count) tiles, \(ByteCount.text(tally.bytes, kilobyteDecimals: 1)); page \(tally.page))"
            }
            let bytes = group.path == "-" ? nil : (try? FileManager.default.attributesOfItem(atPath: group.path))?[.size] as? Int
            let size = bytes.map { ", " + ByteCount.text($0, kilobyteDecimals: 1) } ?? ""
            let pages = group.count > 1 ? "\(group.count) pages of " : ""
            return "\(group.path) (\(pages)\(group.size.width)×\(group.size.height) px\(size))"
        }
        return "tessera: \(parts.joined(separator: ", ")) → \(files.joined(separator: ", ")) in \(String(format: "%.2f", seconds)) s"
    }
}
