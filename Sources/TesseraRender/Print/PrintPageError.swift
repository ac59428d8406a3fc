import TesseraImage
import TesseraLayout

/// Why a print page cannot be set up from a paper name, a resolution and a margin
/// (``PrintPage/init(paperName:dotsPerInch:margin:headerText:)``), each case carrying the evidence.
///
/// ```swift
/// do { _ = try PrintPage(paperName: "a4", dotsPerInch: 9000, margin: nil, headerText: nil) } catch { print(error) }
/// // 9000 dots per inch is outside 36…2400
/// ```
public enum PrintPageError: Error, Equatable, CustomStringConvertible {
    /// The paper is neither a known name nor a size such as `210x297mm` or `8.5x11in`.
    case unknownPaper(String)
    /// The resolution is outside ``PrintPage/dotsPerInchRange``.
    case dotsPerInchOutOfRange(Double)
    /// The margin is not a length such as `10mm`, `0.5in` or `12pt`.
    case invalidMargin(String)
    /// The margin (as given, nil for the default) and the footer leave less than an inch each way
    /// on the paper named `paper`.
    case noRoomToPrint(margin: String?, paper: String)
    /// The page on the paper named `paper` at `dotsPerInch` is beyond ``PictureLimits``.
    case tooLarge(paper: String, dotsPerInch: Double, PictureSizeError)
    /// A renderer at one scale asked to draw pages at another (a page's scale is its
    /// resolution / 72).
    case scaleMismatch(rendererScale: Double, pageScale: Double)

    /// One line naming the value and what is wrong with it.
    public var description: String {
        switch self {
        case .unknownPaper(let paper): "unknown paper '\(paper)'"
        case .dotsPerInchOutOfRange(let dpi): "\(DumpNumber.format(dpi)) dots per inch is outside 36…2400"
        case .invalidMargin(let margin): "'\(margin)' is not a length"
        case .noRoomToPrint(let margin, let paper): "a margin of \(margin ?? "10mm") leaves less than an inch to print on \(paper)"
        case .tooLarge(let paper, let dpi, let error): error.message(for: "\(paper) at \(DumpNumber.format(dpi)) dots per inch")
        case .scaleMismatch(let rendererScale, let pageScale):
            "the renderer draws at \(DumpNumber.format(rendererScale))×, the page at \(DumpNumber.format(pageScale))×: render print pages at the page's scale"
        }
    }
}
