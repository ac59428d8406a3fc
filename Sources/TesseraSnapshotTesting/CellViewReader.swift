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
    /// - an image file (its list content configuration's, else the first `UIImageView`'s with a
    ///   file, depth first): that photo, labelled with the configuration's or first label's text;
    /// - else, when its views show text or an image: those views where its layout puts them
    ///   (``CellViewPainter``), over the background configuration's colour;
    /// - else its colour (the background configuration's unless clear, else the content view's
    ///   `backgroundColor`, else the cell's);
    /// - else the wireframe.
    static func content(of cell: UICollectionViewCell) -> CellContent {
        let list = cell.contentConfiguration as? UIListContentConfiguration
        if let image = list?.image?.path ?? firstImagePath(in: cell.contentView) ?? firstImagePath(in: cell) {
            let label = list?.text ?? firstText(in: cell.contentView) ?? firstText(in: cell)
            return .photo(path: image, label: label)
        }
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
        if let background { return .color(CollectionViewContent.colour(background)) }
        return .wireframe
    }

    /// The text a supplementary view shows: its first label's, or nil.
    static func title(of view: UICollectionReusableView) -> String? {
        firstText(in: view)
    }

    private static func backgroundColour(of cell: UICollectionViewCell) -> UIColor? {
        if let configuration = cell.backgroundConfiguration {
            let colour = configuration.resolvedBackgroundColor(for: cell.tintColor)
            if colour.alpha > 0 { return colour }
        }
        return [cell.contentView.backgroundColor, cell.backgroundColor].compactMap { $0 }.first { $0.alpha > 0 }
    }

    /// The first visible text below `view`, depth first: a label's or a list content view's.
    private static func firstText(in view: UIView) -> String? {
        if let label = view as? UILabel, let text = label.text, !text.isEmpty, !label.isHidden { return text }
        if let list = view as? UIListContentView, let text = list.listConfiguration.text, !text.isEmpty { return text }
        for subview in view.subviews where !subview.isHidden {
            if let found = firstText(in: subview) { return found }
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
