import ArgumentParser
import Foundation
import TesseraImage
import TesseraLayout
import TesseraRender

extension SheetCommand {
    /// The printed page `--paper`, `--dpi`, `--margin` and the page texts describe
    /// (``PrintPage/init(paperName:dotsPerInch:margin:headerText:)``), or nil without `--paper`.
    func printPage() throws -> PrintPage? {
        guard let paper else {
            if dpi != nil || margin != nil { throw ValidationError("--dpi and --margin need --paper.") }
            if headerText != nil || footerText != nil || cropMarks {
                throw ValidationError("--header-text, --footer-text and --crop-marks need --paper.")
            }
            return nil
        }
        var page: PrintPage
        do {
            page = try PrintPage(paperName: paper, dotsPerInch: dpi, margin: margin, headerText: headerText)
        } catch {
            if case .unknownPaper = error {} else { try refuseSizesBesidePaper() }
            throw ValidationError(Self.usage(error))
        }
        try refuseSizesBesidePaper()
        if let footerText { page.footerText = footerText }
        page.cropMarks = cropMarks
        page.date = Self.today()
        return page
    }

    /// Refuses `--width`, `--scale` and `--page-height` beside `--paper`, which sets them.
    private func refuseSizesBesidePaper() throws {
        if width != nil || scale != nil || pageHeight != nil {
            throw ValidationError("--paper sets the width, scale and page height: leave out --width, --scale and --page-height.")
        }
    }

    /// The usage message for a page the options cannot make, in the options' words.
    static func usage(_ error: PrintPageError) -> String {
        switch error {
        case .unknownPaper(let paper):
            "--paper must be a5, a4, a3, a3+, b5, b4, letter, legal, tabloid, or a size such as 210x297mm or 8.5x11in, not '\(paper)'."
        case .dotsPerInchOutOfRange(let dpi):
            "--dpi must be between \(Int(PrintPage.dotsPerInchRange.lowerBound)) and \(Int(PrintPage.dotsPerInchRange.upperBound)), not \(dpi)."
        case .invalidMargin(let margin):
            "--margin must be a length such as 10mm, 0.5in or 12pt, not '\(margin)'."
        case .noRoomToPrint(let margin, let paper):
            "--margin \(margin ?? "10mm") leaves less than an inch to print on \(paper)."
        case .tooLarge(let paper, let dpi, let error):
            error.message(for: "--paper \(paper) at --dpi \(DumpNumber.format(dpi))") + "."
        case .scaleMismatch:
            "\(error)."
        }
    }

    /// The day `{date}` reads, `2026-11-25` (UTC): today, or the day of `SOURCE_DATE_EPOCH`
    /// when it is set, so that a build can print the same pages twice.
    static func today() -> String {
        let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: epoch.map { Date(timeIntervalSince1970: $0) } ?? Date())
    }

    /// The sheet's width in points: the page's printable width, `--width`, or 1200.
    func sheetWidth(_ page: PrintPage?) -> Double {
        page.map { Double($0.printableWidth) } ?? width ?? Double(ContactSheet().width)
    }

    /// Pixels per point: the page's, `--scale`, or 1.
    func pixelScale(_ page: PrintPage?) -> Double {
        page.map { Double($0.scale) } ?? scale ?? 1
    }
}
