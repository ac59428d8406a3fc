import TesseraImage
import TesseraLayout

extension PrintPage {
    /// The resolutions a page may have, in dots per inch.
    public static let dotsPerInchRange: ClosedRange<Double> = 36...2400
    /// The margin when none is given, in millimetres.
    public static let defaultMarginMillimetres = 10.0
    /// The resolution when none is given, in dots per inch.
    public static let defaultDotsPerInch = 300.0

    /// The page of the paper named `paperName` (``PaperSize/parse(_:)``: `a4`, `letter`,
    /// `297x210mm`, …) at `dotsPerInch` (default 300) with `margin` on every side (a length
    /// ``PaperSize/millimetres(_:)`` reads; default 10 mm), checked in that order; `headerText`
    /// (``headerText``) takes a strip off the printable height.
    ///
    /// ```swift
    /// let page = try PrintPage(paperName: "a4", dotsPerInch: nil, margin: "0.5in", headerText: nil)
    /// print(page.pixelSize, page.marginPixels)
    /// // 2480×3508 150
    /// ```
    /// - Throws: ``PrintPageError`` naming the first value that does not make a printable page:
    ///   an unknown paper, a resolution outside ``dotsPerInchRange``, a margin that is no length,
    ///   margins leaving less than an inch each way, or a page beyond ``PictureLimits`` (``check()``).
    public init(paperName: String, dotsPerInch: Double?, margin: String?, headerText: String?) throws(PrintPageError) {
        guard let paper = PaperSize.parse(paperName) else { throw .unknownPaper(paperName) }
        let dotsPerInch = dotsPerInch ?? Self.defaultDotsPerInch
        guard dotsPerInch.isFinite, Self.dotsPerInchRange.contains(dotsPerInch) else { throw .dotsPerInchOutOfRange(dotsPerInch) }
        var marginMillimetres = Self.defaultMarginMillimetres
        if let margin {
            guard let parsed = PaperSize.millimetres(margin) else { throw .invalidMargin(margin) }
            marginMillimetres = parsed
        }
        self.init(paper: paper, dotsPerInch: dotsPerInch, marginMillimetres: marginMillimetres)
        self.headerText = headerText
        try check(margin: margin)
    }

    /// Refuses a page that cannot be printed, naming the first value at fault: a paper that is
    /// not greater than 0 each way, a resolution outside ``dotsPerInchRange``, a margin under 0,
    /// margins leaving less than an inch each way, or a page beyond ``PictureLimits`` for one
    /// file.
    /// - Throws: ``PrintPageError``.
    public func check() throws(PrintPageError) {
        try check(margin: nil)
    }

    /// ``check()``, naming the margin as the user typed it (nil: as a length in millimetres).
    private func check(margin: String?) throws(PrintPageError) {
        guard paper.widthMillimetres.isFinite, paper.heightMillimetres.isFinite,
              paper.widthMillimetres > 0, paper.heightMillimetres > 0 else { throw .unknownPaper(paper.name) }
        guard dotsPerInch.isFinite, Self.dotsPerInchRange.contains(dotsPerInch) else { throw .dotsPerInchOutOfRange(dotsPerInch) }
        guard marginMillimetres.isFinite, marginMillimetres >= 0 else {
            throw .invalidMargin(margin ?? "\(DumpNumber.format(marginMillimetres))mm")
        }
        guard isUsable else { throw .noRoomToPrint(margin: margin, paper: paper.name) }
        do {
            try PictureLimits.standard.check(pixelSize, as: .file)
        } catch {
            throw .tooLarge(paper: paper.name, dotsPerInch: dotsPerInch, error)
        }
    }
}
