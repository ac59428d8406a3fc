import Foundation
import Testing
import UIKit
import TesseraImage
import TesseraSnapshotTesting

/// Apple's Modern Collection Views sample, list screens laid out self-sized: each row as high as
/// its cell's content, checked against heights derived from the screen's own code — its
/// configurations' metrics and its constraints — with the text measured by a separate label.
@Suite("Modern Collection Views lists, self-sized")
@MainActor
struct SelfSizedListScreensTests {
    func collectionView(of controller: UIViewController, scale: CGFloat = 3) throws -> UICollectionView {
        controller.loadViewIfNeeded()
        let collectionView = try #require(controller.view.subviews.compactMap { $0 as? UICollectionView }.first)
        collectionView.simulatedDisplayScale = scale
        collectionView.layoutIfNeeded()
        return collectionView
    }

    func frames(_ collectionView: UICollectionView, section: Int = 0) -> [CGRect] {
        (0..<collectionView.numberOfItems(inSection: section)).compactMap {
            collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
        }
    }

    /// A label's size for `text` in `font`, one line (`width` nil) or wrapped at `width`.
    func measure(_ text: String, _ font: UIFont, width: CGFloat? = nil) -> CGSize {
        let label = UILabel()
        label.simulatedDisplayScale = 3
        label.font = font
        label.numberOfLines = width == nil ? 1 : 0
        label.text = text
        return width.map { label.sizeThatFits(CGSize(width: $0, height: 0)) } ?? label.intrinsicContentSize
    }

    @Test("SimpleListViewController: one-line cell() rows, 44 points each, inset 16 and 35 down")
    func simpleList() throws {
        let collectionView = try collectionView(of: SimpleListViewController())
        let rows = frames(collectionView)
        #expect(rows.count == 94)
        #expect(rows == rows.indices.map { CGRect(x: 16, y: 35 + 44 * CGFloat($0), width: 393 - 32, height: 44) })
    }

    /// CustomCellListViewController's CustomListCell: a subtitle-style UIListContentView pinned
    /// to the top, bottom and leading edges of the content view, then the category label and
    /// icon at the trailing edge (`label.leading ≥ list.trailing + 16`, `icon.leading =
    /// label.trailing + 8`, `contentView.trailing = icon.trailing + 16`), the list view's
    /// horizontal compression resistance one below the label's. So the list view is as wide as
    /// the content view less the label, the icon and 40 points; its text wraps at that width less
    /// its margins (16 + 16), its large body-size symbol (21.25) and the image-to-text padding
    /// (16); the row is 11 + title + 3 + description + 11 high. The disclosure indicator takes
    /// 28 points of the 393.
    @Test("CustomCellListViewController: each row as high as its wrapped description, rows stacked")
    func customCells() throws {
        let controller = CustomCellListViewController()
        let collectionView = try collectionView(of: controller)
        let rows = frames(collectionView)
        #expect(rows.count == 9)
        let body = UIFont.preferredFont(forTextStyle: .body)
        let subheadline = UIFont.preferredFont(forTextStyle: .subheadline)
        let contentWidth: CGFloat = 393 - 28
        var y: CGFloat = 0
        for (index, row) in rows.enumerated() {
            let cell = try #require(collectionView.dataSource?.collectionView(collectionView, cellForItemAt: IndexPath(item: index, section: 0)))
            let list = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
            let category = try #require(cell.contentView.subviews.compactMap { $0 as? UILabel }.first?.text)
            let title = try #require(list.listConfiguration.text), description = try #require(list.listConfiguration.secondaryText)

            let icon = 17 * 0.8                       // the category symbol, small, at the value cell's body size
            let listWidth = contentWidth - 16 - measure(category, body).width - 8 - icon - 16
            let textWidth = listWidth - 32 - 21.25 - 16
            let height = 11 + measure(title, body, width: textWidth).height + 3
                + measure(description, subheadline, width: textWidth).height + 11
            #expect(abs(row.minY - y) < 1e-6 && abs(row.height - height) < 1e-6 && row.width == 393,
                    "row \(index) \(title): \(row), expected y \(y) height \(height)")
            #expect(measure(description, subheadline, width: textWidth).height > 18, "\(title)'s description wraps")
            y += height
        }
    }

    @Test("CustomCellListViewController's picture: each row's views where Auto Layout put them")
    func customCellsPicture() throws {
        // At 1×, as the picture is drawn: text heights round up to whole points.
        let controller = CustomCellListViewController()
        let collectionView = try collectionView(of: controller, scale: 1)
        var rendered: PixelBuffer?
        Snapshotting<UICollectionView, PixelBuffer>.image(scale: 1, extent: .full, content: .cells())
            .snapshot(collectionView).run { rendered = $0 }
        let image = try #require(rendered)
        #expect(CGFloat(image.height) == collectionView.contentSize.height.rounded(.up))
        func isBlue(_ pixel: RGBA8) -> Bool { pixel.b > 200 && pixel.r < 80 }
        func isInk(_ pixel: RGBA8) -> Bool { Int(pixel.r) + Int(pixel.g) + Int(pixel.b) < 600 }
        for (index, row) in frames(collectionView).enumerated() {
            let middle = Int(row.midY)
            // The list image (21.25 square at the 16-point margin, centred on the row): a mark.
            #expect(isBlue(image[26, middle]) && !isBlue(image[8, middle]), "row \(index): the image mark")
            // The title's first line starts at 16 + 21.25 + 16 from the leading edge, 11 down.
            let title = (Int(row.minY) + 12)..<(Int(row.minY) + 30)
            #expect(title.contains { y in (54..<70).contains { isInk(image[$0, y]) } }, "row \(index): the title")
            #expect(!title.contains { y in (38..<52).contains { isInk(image[$0, y]) } }, "row \(index): nothing between image and text")
            // The category icon: 13.6 points square, 16 from the trailing edge of the content view (365).
            #expect(isBlue(image[365 - 16 - 7, middle]), "row \(index): the category icon")
        }
    }
}
