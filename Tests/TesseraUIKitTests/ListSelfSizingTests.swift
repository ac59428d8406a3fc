import Foundation
import Testing
@testable import TesseraUIKit

/// List rows sized by their cells' content: a `UIListContentConfiguration`'s text, wrapped at the
/// width left by its margins, image and accessories, as UIKit's list content view lays it out.
/// Heights are derived from the configuration's metrics and San Francisco's line heights rounded
/// up to a 3× display's pixels: one body line 61/3 points, one subheadline line 18.
@Suite("List rows sized by their content")
@MainActor
struct ListSelfSizingTests {
    /// A data source whose cells show a list content configuration made by `configure`.
    final class Rows: NSObject, UICollectionViewDataSource {
        let count: Int
        let configure: @MainActor (UICollectionViewListCell, Int) -> Void
        init(_ count: Int, configure: @escaping @MainActor (UICollectionViewListCell, Int) -> Void) {
            self.count = count
            self.configure = configure
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
            configure(cell, indexPath.item)
            return cell
        }
    }

    func list(_ rows: Rows, appearance: UICollectionLayoutListConfiguration.Appearance = .plain) -> UICollectionView {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.simulatedDisplayScale = 3
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collectionView.dataSource = rows
        collectionView.layoutIfNeeded()
        return collectionView
    }

    func frames(_ collectionView: UICollectionView) -> [CGRect] {
        (0..<collectionView.numberOfItems(inSection: 0)).compactMap {
            collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
    }

    /// The height of `text` in `font` wrapped at `width`, as a label measures it (the independent
    /// half of each derivation: the list content view is not asked).
    func textHeight(_ text: String, _ font: UIFont, width: CGFloat) -> CGFloat {
        let label = UILabel()
        label.simulatedDisplayScale = 3
        label.font = font
        label.numberOfLines = 0
        label.text = text
        return label.sizeThatFits(CGSize(width: width, height: 0)).height
    }

    @Test("a one-line cell() row is 44 points (11 + 61/3 + 11 = 42⅓, raised to the least row height)")
    func oneLineRowsKeepTheLeastHeight() {
        let collectionView = list(Rows(3) { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        })
        #expect(frames(collectionView) == (0..<3).map { CGRect(x: 0, y: 44 * CGFloat($0), width: 390, height: 44) })
    }

    @Test("a subtitle row is 11 + 61/3 + 3 + 18 + 11 points, and the rows below move down by it")
    func subtitleRows() {
        let collectionView = list(Rows(3) { cell, item in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = "Title \(item)"
            content.secondaryText = "Subtitle"
            cell.contentConfiguration = content
        })
        let height: CGFloat = 11 + 61.0 / 3 + 3 + 18 + 11
        let got = frames(collectionView)
        #expect(got.count == 3)
        for (index, frame) in got.enumerated() {
            #expect(abs(frame.height - height) < 1e-9, "row \(index): \(frame)")
            #expect(abs(frame.minY - CGFloat(index) * height) < 1e-9, "row \(index): \(frame)")
        }
        #expect(abs(collectionView.contentSize.height - 3 * height) < 1e-9)
    }

    @Test("long text wraps at the width inside the margins; a disclosure indicator narrows it by its 28 points")
    func wrappingTextAndAccessories() {
        let text = String(repeating: "A photograph of the harbour at dusk, with boats. ", count: 4)
        let plain = list(Rows(2) { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item == 0 ? text : "Short"
            cell.contentConfiguration = content
        })
        let body = UIFont.preferredFont(forTextStyle: .body)
        let wrapped = 11 + textHeight(text, body, width: 390 - 32) + 11
        #expect(wrapped > 100, "the text takes several lines")
        #expect(frames(plain) == [CGRect(x: 0, y: 0, width: 390, height: wrapped), CGRect(x: 0, y: wrapped, width: 390, height: 44)])

        let rows = Rows(1) { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .delete()]   // delete shows only while editing
        }
        let withChevron = list(rows)
        let narrower = 11 + textHeight(text, body, width: 390 - 28 - 32) + 11
        #expect(frames(withChevron) == [CGRect(x: 0, y: 0, width: 390, height: narrower)])
        let cell = rows.collectionView(withChevron, cellForItemAt: IndexPath(item: 0, section: 0))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 362, height: narrower), "\(cell.contentView.frame)")
    }

    @Test("an image takes its width and the image-to-text padding from the text's; a tall image sets the height")
    func imageBesideText() {
        let text = String(repeating: "Wrapped words beside an image. ", count: 5)
        let collectionView = list(Rows(2) { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item == 0 ? text : "Tall"
            content.image = UIImage(systemName: "star")
            // 17 × 1.25 = 21.25 wide for the text row; a 60-point reserved height for the other.
            content.imageProperties.preferredSymbolConfiguration = .init(pointSize: 17, weight: .regular, scale: .large)
            if item == 1 { content.imageProperties.reservedLayoutSize = CGSize(width: 0, height: 60) }
            cell.contentConfiguration = content
        })
        let body = UIFont.preferredFont(forTextStyle: .body)
        let first = 11 + textHeight(text, body, width: 390 - 32 - 21.25 - 16) + 11
        #expect(frames(collectionView) == [CGRect(x: 0, y: 0, width: 390, height: first),
                                          CGRect(x: 0, y: first, width: 390, height: 11 + 60 + 11)])
    }

    @Test("a value cell sets text and value side by side: one line high")
    func valueCell() {
        let collectionView = list(Rows(1) { cell, _ in
            var content = UIListContentConfiguration.valueCell()
            content.text = "Wi-Fi"
            content.secondaryText = "Home"
            cell.contentConfiguration = content
        }, appearance: .insetGrouped)
        #expect(frames(collectionView) == [CGRect(x: 16, y: 35, width: 358, height: 44)])
    }

    @Test("a cell without a configuration keeps the estimate; one with its own constraints takes their height")
    func cellsWithoutConfiguration() {
        let collectionView = list(Rows(2) { cell, item in
            guard item == 1, cell.contentView.subviews.isEmpty else { return }
            let bar = UIView()
            bar.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8),
                bar.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -8),
                bar.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 100),
            ])
        })
        #expect(frames(collectionView) == [CGRect(x: 0, y: 0, width: 390, height: 44), CGRect(x: 0, y: 44, width: 390, height: 116)])
    }

    @Test("a row measured straight from its list content view has the size Auto Layout solves for it",
          arguments: [0, 1, 2, 3, 4, 5])
    func directMeasureMatchesTheSolver(_ variant: Int) throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.simulatedDisplayScale = 3
        var content = [UIListContentConfiguration.cell(), .subtitleCell(), .valueCell(), .cell(), .subtitleCell(), .cell()][variant]
        content.text = "A title that is long enough to wrap onto a second line in a list row"
        if variant != 0 { content.secondaryText = "and a description below it, long enough to wrap as well, surely" }
        if variant == 3 { content.image = UIImage(systemName: "star") }
        if variant == 5 { content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 7.5, leading: 20, bottom: 7.5, trailing: 20) }
        cell.contentConfiguration = content
        if variant == 4 { cell.accessories = [.disclosureIndicator(), .checkmark()] }
        let target = CGSize(width: 390, height: 44)
        let direct = try #require(cell.fittingSizeOfConfigurationView(target, horizontal: .required, vertical: .fittingSizeLevel))
        let solved = AutoLayoutSolve(root: cell, mode: .fitting(target: target, horizontal: .required, vertical: .fittingSizeLevel)).rootSize
        #expect(direct == solved)
        #expect(cell.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel) == solved)
    }

    @Test("a cell with anything more than its configuration's view is solved")
    func anythingMoreIsSolved() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Text"
        cell.contentConfiguration = content
        let target = CGSize(width: 390, height: 44)
        #expect(cell.fittingSizeOfConfigurationView(target, horizontal: .required, vertical: .fittingSizeLevel) != nil)
        #expect(cell.fittingSizeOfConfigurationView(target, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel) == nil)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(badge)
        #expect(cell.fittingSizeOfConfigurationView(target, horizontal: .required, vertical: .fittingSizeLevel) == nil)
        badge.removeFromSuperview()
        cell.contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 100).isActive = true
        #expect(cell.fittingSizeOfConfigurationView(target, horizontal: .required, vertical: .fittingSizeLevel) == nil)
        #expect(cell.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel).height == 100)
    }

    @Test("on rotation every row is measured again at the new width, and back")
    func rowsFollowARotation() {
        let text = String(repeating: "Boats in the harbour at dusk. ", count: 6)
        let rows = Rows(2) { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let collectionView = list(rows)
        let body = UIFont.preferredFont(forTextStyle: .body)
        func expected(width: CGFloat) -> [CGRect] {
            let height = 11 + textHeight(text, body, width: width - 32) + 11
            return [CGRect(x: 0, y: 0, width: width, height: height), CGRect(x: 0, y: height, width: width, height: height)]
        }
        let portrait = expected(width: 390), landscape = expected(width: 844)
        #expect(portrait[0].height > landscape[0].height, "fewer lines when wide")
        #expect(frames(collectionView) == portrait)
        collectionView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        collectionView.layoutIfNeeded()
        #expect(frames(collectionView) == landscape)
        collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        collectionView.layoutIfNeeded()
        #expect(frames(collectionView) == portrait)
    }
}
