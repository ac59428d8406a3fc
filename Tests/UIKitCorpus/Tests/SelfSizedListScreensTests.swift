import Foundation
import Testing
import UIKit

/// Apple's Modern Collection Views sample, list screens laid out self-sized: each row as high as
/// its cell's content, checked against heights derived from the screen's own code — its
/// configurations' metrics and its constraints — with the text measured by a separate label.
@Suite("Modern Collection Views lists, self-sized")
@MainActor
struct SelfSizedListScreensTests {
    func collectionView(of controller: UIViewController) throws -> UICollectionView {
        controller.loadViewIfNeeded()
        let collectionView = try #require(controller.view.subviews.compactMap { $0 as? UICollectionView }.first)
        collectionView.simulatedDisplayScale = 3
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
}
