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
        let configuration = listConfiguration
        let margins = configuration.directionalLayoutMargins
        let image = imageSize(configuration)
        let imageWidth = image.map { $0.width + configuration.imageToTextPadding } ?? 0
        let textWidth = width.map { max(0, $0 - margins.leading - margins.trailing - imageWidth) }
        let primary = textSize(configuration.text, configuration.textProperties, width: textWidth)
        var secondaryWidth = textWidth
        if configuration.prefersSideBySideTextAndSecondaryText, let textWidth, let primary {
            secondaryWidth = max(0, textWidth - primary.width - configuration.textToSecondaryTextHorizontalPadding)
        }
        let secondary = textSize(configuration.secondaryText, configuration.secondaryTextProperties, width: secondaryWidth)
        var text = CGSize.zero
        switch (primary, secondary) {
        case let (first?, second?) where configuration.prefersSideBySideTextAndSecondaryText:
            text = CGSize(width: first.width + configuration.textToSecondaryTextHorizontalPadding + second.width,
                          height: max(first.height, second.height))
        case let (first?, second?):
            text = CGSize(width: max(first.width, second.width),
                          height: first.height + configuration.textToSecondaryTextVerticalPadding + second.height)
        case let (only?, nil), let (nil, only?):
            text = only
        case (nil, nil):
            break
        }
        let contentHeight = max(text.height, image?.height ?? 0)
        var height = margins.top + contentHeight + margins.bottom
        if configuration.style.isCell { height = max(height, ListContentMetrics.minimumRowHeight) }
        let naturalWidth = margins.leading + imageWidth + text.width + margins.trailing
        return CGSize(width: width ?? naturalWidth, height: height)
    }

    /// The size of one text, measured as a label with the text's properties measures it (nil
    /// without text).
    private func textSize(_ text: String?, _ properties: UIListContentConfiguration.TextProperties, width: CGFloat?) -> CGSize? {
        guard let text, !text.isEmpty else { return nil }
        let label = UILabel()
        label.simulatedDisplayScale = displayScale
        label.text = text
        label.font = properties.font
        label.numberOfLines = properties.numberOfLines
        return label.textLayout(maxWidth: width)?.size ?? .zero
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
