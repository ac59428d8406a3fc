import Foundation
import TesseraRender
import TesseraUIKit

/// Reads what a configured cell or supplementary view shows, for ``CollectionViewContent/cells``:
/// a cell with text or an image is drawn as its views, where its layout puts them
/// (``CellViewPainter``); a cell with a photo file as that photo; otherwise from its background
/// colour.
@MainActor
enum CellViewReader {
    /// What `cell` shows:
    /// - its list content configuration's text and image, else the first `UILabel` with text
    ///   and the first `UIImageView` with an image file in its content view (depth first), then
    ///   in the cell;
    /// - its colour: the background configuration's (unless clear), else the content view's
    ///   `backgroundColor`, else the cell's.
    ///
    /// An image file is drawn as a photo (with the text as its label); a cell whose views show
    /// text or an image as those views (``CellViewPainter``); a colour alone as the colour;
    /// nothing found as the wireframe.
    static func content(of cell: UICollectionViewCell) -> CellContent {
        var text: String?, ink: UIColor?, image: String?
        if let list = cell.contentConfiguration as? UIListContentConfiguration {
            text = list.text
            ink = list.textProperties.color
            image = list.image?.path
        }
        if text == nil, let label = firstLabel(in: cell.contentView) ?? firstLabel(in: cell) {
            text = label.text
            ink = label.textColor
        }
        if image == nil { image = firstImagePath(in: cell.contentView) ?? firstImagePath(in: cell) }
        if let image { return .photo(path: image, label: text) }

        let background = backgroundColour(of: cell)
        var paints = CellViewPainter.paints(of: cell)
        if CellViewPainter.showContent(paints) {
            // The background configuration's colour under everything, as UIKit's background view.
            if let background, cell.backgroundColor == nil, cell.contentView.backgroundColor == nil {
                paints.insert(ViewPaint(frame: CGRect(origin: .zero, size: cell.bounds.size),
                                        background: CollectionViewContent.colour(background),
                                        cornerRadius: cell.backgroundConfiguration?.cornerRadius ?? 0), at: 0)
            }
            return .views(paints)
        }

        if let text, let background {
            return .styledText(text, background: CollectionViewContent.colour(background),
                               color: CollectionViewContent.colour(ink ?? .label))
        }
        if let text { return .text(text) }
        if let background { return .color(CollectionViewContent.colour(background)) }
        return .wireframe
    }

    /// The text a supplementary view shows: its first label's, or nil.
    static func title(of view: UICollectionReusableView) -> String? {
        firstLabel(in: view)?.text
    }

    private static func backgroundColour(of cell: UICollectionViewCell) -> UIColor? {
        if let configuration = cell.backgroundConfiguration {
            let colour = configuration.resolvedBackgroundColor(for: cell.tintColor)
            if colour.alpha > 0 { return colour }
        }
        return [cell.contentView.backgroundColor, cell.backgroundColor].compactMap { $0 }.first { $0.alpha > 0 }
    }

    private static func firstLabel(in view: UIView) -> UILabel? {
        if let label = view as? UILabel, let text = label.text, !text.isEmpty, !label.isHidden { return label }
        if let list = view as? UIListContentView, let text = list.listConfiguration.text, !text.isEmpty {
            let label = UILabel()
            label.text = text
            label.textColor = list.listConfiguration.textProperties.color
            return label
        }
        for subview in view.subviews where !subview.isHidden {
            if let found = firstLabel(in: subview) { return found }
        }
        return nil
    }

    private static func firstImagePath(in view: UIView) -> String? {
        if let imageView = view as? UIImageView, !imageView.isHidden, let path = imageView.image?.path { return path }
        for subview in view.subviews where !subview.isHidden {
            if let found = firstImagePath(in: subview) { return found }
        }
        return nil
    }
}
