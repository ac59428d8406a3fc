import Foundation
import TesseraRender
import TesseraUIKit

/// Reads what a configured cell or supplementary view shows, for ``CollectionViewContent/cells(sectionTitle:)``:
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
        let paints = CellViewPainter.paints(of: cell)
        if CellViewPainter.showContent(paints) { return .views(underlaid(paints, in: cell)) }
        if let background = backgroundColour(of: cell) { return .color(CollectionViewContent.colour(background)) }
        return .wireframe
    }

    /// What a supplementary or decoration view shows, painted as a cell's views are (a cell used
    /// as a header — a list cell from a `SupplementaryRegistration` — with its background
    /// configuration's colour under everything).
    static func paints(of view: UICollectionReusableView) -> [ViewPaint] {
        let paints = CellViewPainter.paints(of: view)
        guard let cell = view as? UICollectionViewCell else { return paints }
        return underlaid(paints, in: cell)
    }

    /// `paints` over the cell's background configuration's colour, as UIKit's background view,
    /// when neither the cell nor its content view has a colour of its own.
    private static func underlaid(_ paints: [ViewPaint], in cell: UICollectionViewCell) -> [ViewPaint] {
        guard !cell.isHidden, let background = backgroundColour(of: cell), cell.backgroundColor == nil,
              cell.contentView.backgroundColor == nil else { return paints }
        return [ViewPaint(frame: CGRect(origin: .zero, size: cell.bounds.size), background: CollectionViewContent.colour(background),
                          cornerRadius: cell.backgroundConfiguration?.cornerRadius ?? 0)] + paints
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
