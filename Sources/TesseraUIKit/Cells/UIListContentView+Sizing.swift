import Foundation
import TesseraLayout

extension UIListContentView: WidthDependentContent {
    /// The content laid out at `width`, as UIKit's list content view lays it out:
    /// - the image first (its `reservedLayoutSize` if set, else its own size, at most
    ///   `maximumSize`), then `imageToTextPadding`, then the text;
    /// - the text above the secondary text, `textToSecondaryTextVerticalPadding` apart, each
    ///   wrapped at the width left (`numberOfLines` and fonts from their text properties); or, with
    ///   `prefersSideBySideTextAndSecondaryText`, side by side `textToSecondaryTextHorizontalPadding`
    ///   apart;
    /// - `directionalLayoutMargins` around it all, and a cell style at least
    ///   ``ListContentMetrics/minimumRowHeight`` high.
    func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        measuredSize(width: width)
    }

    /// Text wraps at the width Auto Layout gives the view.
    var wrapsAtItsWidth: Bool {
        let configuration = listConfiguration
        return configuration.text != nil && configuration.textProperties.numberOfLines != 1
            || configuration.secondaryText != nil && configuration.secondaryTextProperties.numberOfLines != 1
    }

    /// The content's size at `width`, or at its natural width when nil.
    func measuredSize(width: CGFloat?) -> CGSize {
        contentLayout(width: width).size
    }

    /// Where the content goes in the view's bounds: what a snapshot draws.
    /// The content is centred on the bounds' height when the view is taller than its content.
    package var contentLayout: ListContentLayout {
        var layout = contentLayout(width: bounds.width)
        let dy = (bounds.height - layout.size.height) / 2
        layout.image = layout.image?.offsetBy(dx: 0, dy: dy)
        layout.text?.frame.origin.y += dy
        layout.secondaryText?.frame.origin.y += dy
        return layout
    }

    /// The content laid out at `width` (its natural width when nil): the image at the leading
    /// margin, centred on the content's height; the text block after it, centred likewise.
    private func contentLayout(width: CGFloat?) -> ListContentLayout {
        let configuration = listConfiguration
        let margins = configuration.directionalLayoutMargins
        let image = imageSize(configuration)
        let imageWidth = image.map { $0.width + configuration.imageToTextPadding } ?? 0
        let textWidth = width.map { max(0, $0 - margins.leading - margins.trailing - imageWidth) }
        let primary = textLayout(configuration.text, configuration.textProperties, width: textWidth)
        var secondaryWidth = textWidth
        let sideBySide = configuration.prefersSideBySideTextAndSecondaryText
        if sideBySide, let textWidth, let primary {
            secondaryWidth = max(0, textWidth - primary.size.width - configuration.textToSecondaryTextHorizontalPadding)
        }
        let secondary = textLayout(configuration.secondaryText, configuration.secondaryTextProperties, width: secondaryWidth)
        var text = CGSize.zero
        switch (primary, secondary) {
        case let (first?, second?) where sideBySide:
            text = CGSize(width: first.size.width + configuration.textToSecondaryTextHorizontalPadding + second.size.width,
                          height: max(first.size.height, second.size.height))
        case let (first?, second?):
            text = CGSize(width: max(first.size.width, second.size.width),
                          height: first.size.height + configuration.textToSecondaryTextVerticalPadding + second.size.height)
        case let (only?, nil), let (nil, only?):
            text = only.size
        case (nil, nil):
            break
        }
        let contentHeight = max(text.height, image?.height ?? 0)
        var height = margins.top + contentHeight + margins.bottom
        if configuration.style.isCell { height = max(height, ListContentMetrics.minimumRowHeight) }
        let naturalWidth = margins.leading + imageWidth + text.width + margins.trailing
        var layout = ListContentLayout(size: CGSize(width: width ?? naturalWidth, height: height))

        let middle = height / 2
        if let image {
            layout.image = CGRect(x: margins.leading, y: middle - image.height / 2, width: image.width, height: image.height)
        }
        let textX = margins.leading + imageWidth
        let textTop = middle - text.height / 2
        if let primary {
            layout.text = ListContentLayout.Text(frame: CGRect(x: textX, y: sideBySide ? middle - primary.size.height / 2 : textTop,
                                                               width: primary.size.width, height: primary.size.height),
                                                 lines: primary.lines, properties: configuration.textProperties)
        }
        if let secondary {
            let frame: CGRect
            if sideBySide {
                // The value sits at the trailing margin.
                let right = (width ?? naturalWidth) - margins.trailing
                frame = CGRect(x: right - secondary.size.width, y: middle - secondary.size.height / 2,
                               width: secondary.size.width, height: secondary.size.height)
            } else {
                let below = primary.map { $0.size.height + configuration.textToSecondaryTextVerticalPadding } ?? 0
                frame = CGRect(x: textX, y: textTop + below, width: secondary.size.width, height: secondary.size.height)
            }
            layout.secondaryText = ListContentLayout.Text(frame: frame, lines: secondary.lines,
                                                          properties: configuration.secondaryTextProperties)
        }
        return layout
    }

    /// One text's lines and size, measured as a label with the text's properties measures it
    /// (nil without text).
    private func textLayout(_ text: String?, _ properties: UIListContentConfiguration.TextProperties,
                            width: CGFloat?) -> (lines: [String], size: CGSize)? {
        guard let text, !text.isEmpty else { return nil }
        return UILabel.textLayout(text, font: properties.font, numberOfLines: properties.numberOfLines, maxWidth: width,
                                  scale: displayScale) ?? ([text], .zero)
    }

    /// The space the image takes: its reserved layout size on each axis that has one, else its
    /// own size held within `maximumSize`.
    private func imageSize(_ configuration: UIListContentConfiguration) -> CGSize? {
        guard let image = configuration.image else { return nil }
        let properties = configuration.imageProperties
        var size = image.size(with: properties.preferredSymbolConfiguration, font: configuration.textProperties.font)
        if properties.maximumSize.width > 0 { size.width = min(size.width, properties.maximumSize.width) }
        if properties.maximumSize.height > 0 { size.height = min(size.height, properties.maximumSize.height) }
        if properties.reservedLayoutSize.width > 0 { size.width = max(size.width, properties.reservedLayoutSize.width) }
        if properties.reservedLayoutSize.height > 0 { size.height = max(size.height, properties.reservedLayoutSize.height) }
        return size
    }
}

extension UIListContentConfiguration.Style {
    /// Whether this is a cell style (rows have a least height) rather than a header or footer.
    var isCell: Bool {
        switch self {
        case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell: true
        default: false
        }
    }
}

/// Where a list content view's image and texts go in its bounds.
package struct ListContentLayout {
    /// One text's frame, lines and properties.
    package struct Text {
        package var frame: CGRect
        package var lines: [String]
        package var properties: UIListContentConfiguration.TextProperties
    }

    /// The whole content's size, margins included.
    package var size: CGSize
    /// The image's frame, if there is an image.
    package var image: CGRect?
    /// The text, if any.
    package var text: Text?
    /// The secondary text, if any.
    package var secondaryText: Text?
}
