import Foundation
import TesseraLayout
// TesseraText measures in Swift alone (no FreeType, no fontconfig): nothing on `import UIKit`'s
// path needs a C module.
internal import TesseraText

/// The fonts labels (and `NSString`'s drawing metrics) are measured with: DejaVu Sans, regular
/// and bold, loaded once. MAY be used from any thread: a lock serialises every use of a
/// measurer, as a measurer (its glyph cache) is not thread-safe.
// Unchecked: `measurers` and every measurer in them are touched only with `lock` held.
final class LabelFonts: @unchecked Sendable {
    private static let shared = LabelFonts()
    private let lock = NSLock()
    private var measurers: [Bool: TextMeasurer?] = [:]

    /// `body` run with the measurer for a weight (bold from semibold up), under the lock; nil
    /// when the font is not installed.
    static func withMeasurer<Result>(for font: UIFont, _ body: (TextMeasurer) -> Result) -> Result? {
        shared.lock.lock()
        defer { shared.lock.unlock() }
        let bold = font.weight >= .semibold
        let measurer: TextMeasurer?
        if let known = shared.measurers[bold] {
            measurer = known
        } else {
            measurer = try? TextMeasurer(weight: bold ? .bold : .regular)
            shared.measurers[bold] = measurer
        }
        return measurer.map(body)
    }
}

extension UILabel {
    /// The label's text laid out in lines at most `maxWidth` wide (nil: one line per paragraph),
    /// up to `numberOfLines`, and the size they take, each side rounded up to the display's
    /// pixels as UIKit rounds a label's size. nil when the font cannot be loaded.
    func textLayout(maxWidth: CGFloat?) -> (lines: [String], size: CGSize)? {
        UILabel.textLayout(text, font: font ?? UIFont.systemFont(ofSize: 17), numberOfLines: numberOfLines,
                           maxWidth: maxWidth, scale: displayScale)
    }

    /// `text` in `font` laid out as a label lays it out (see ``textLayout(maxWidth:)``), at a
    /// display scale: what a list content view measures its texts with, without making labels.
    nonisolated static func textLayout(_ text: String?, font: UIFont, numberOfLines: Int, maxWidth: CGFloat?,
                                       scale displayScale: CGFloat) -> (lines: [String], size: CGSize)? {
        guard let text, !text.isEmpty else { return ([], .zero) }
        guard let measured = measuredText(text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth) else { return nil }
        let scale = Double(max(1, displayScale))
        func up(_ value: Double) -> CGFloat { CGFloat((value * scale - 1e-9).rounded(.up) / scale) }
        return (measured.lines, CGSize(width: up(measured.width), height: up(measured.height)))
    }

    /// `text` in `font` broken into lines as a label breaks it, and their exact (fractional)
    /// size: the widest line's advance and the lines' height, San Francisco's line height each.
    /// The one text engine behind labels, list content views, text views and `NSString`'s
    /// `boundingRect`; MAY be called from any thread. nil when the font cannot be loaded.
    nonisolated static func measuredText(_ text: String, font: UIFont, numberOfLines: Int,
                                         maxWidth: CGFloat?) -> (lines: [String], width: Double, height: Double)? {
        LabelFonts.withMeasurer(for: font) { measurer in
            let size = Double(font.pointSize)
            let limit = numberOfLines == 1 ? nil : maxWidth.map(Double.init)
            var lines = measurer.lines(of: text, pointSize: size, maxWidth: limit, maxLines: numberOfLines)
            if numberOfLines == 1, let maxWidth, let only = lines.first,
               measurer.width(of: only, pointSize: size) > Double(maxWidth) {
                // One line, too long: cut with "…" as `.byTruncatingTail` does.
                lines = measurer.lines(of: only, pointSize: size, maxWidth: Double(maxWidth), maxLines: 1)
            }
            let widest = lines.map { measurer.width(of: $0, pointSize: size) }.max() ?? 0
            return (lines, widest, Double(lines.count) * Double(font.lineHeight))
        }
    }

    /// The lines the label shows at its bounds' width, for a snapshot to draw.
    package var displayedLines: [String] {
        textLayout(maxWidth: bounds.width > 0 ? bounds.width : nil)?.lines ?? (text.map { [$0] } ?? [])
    }

    /// The size of the text for a width (the engine's second pass for a multi-line label).
    func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        guard let layout = textLayout(maxWidth: width) else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return layout.size
    }

    /// Whether the height depends on the width Auto Layout gives the label: more than one line
    /// allowed and no `preferredMaxLayoutWidth` (UIKit's automatic preferred width).
    var wrapsAtItsWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }
}

extension UILabel: WidthDependentContent {}

extension UILabel: BaselineProviding {
    /// The first baseline one ascender below the top of the text, the last one line per further
    /// line lower.
    var baselineOffsets: (first: CGFloat, last: CGFloat, textHeight: CGFloat)? {
        let font: UIFont = self.font ?? UIFont.systemFont(ofSize: 17)
        let lines = CGFloat(max(1, textLayout(maxWidth: bounds.width > 0 ? bounds.width : nil)?.lines.count ?? 1))
        return (font.ascender, font.ascender + (lines - 1) * font.lineHeight, lines * font.lineHeight)
    }
}
