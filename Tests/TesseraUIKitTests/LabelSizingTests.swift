import Foundation
import Testing
@testable import TesseraUIKit

/// `UILabel` measured for Auto Layout: DejaVu Sans advances (and 'kern' pairs) at the point size,
/// San Francisco's line height, rounded up to the display's pixels. Expected widths were derived
/// from DejaVu Sans 2.37's own tables (cmap, hmtx, kern read with a 40-line Python script, not
/// through FreeType): "Hello" is 3,002 design units = 43.0894 points at 17 points;
/// "Hello world" 95.3013 points.
@Suite("Label sizing")
@MainActor
struct LabelSizingTests {
    func label(_ text: String?, scale: CGFloat = 1) -> UILabel {
        let label = UILabel()
        label.text = text
        label.simulatedDisplayScale = scale
        return label
    }

    @Test("the system font's metrics are San Francisco's (lineHeight 20.287109375 at 17 points)")
    func fontMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.lineHeight == 20.287109375)
        #expect(font.ascender == CGFloat(17) * 1950 / 2048)
        #expect(font.descender == CGFloat(-17) * 494 / 2048)
        #expect(font.leading == 0)
    }

    @Test("one line: its measured width and one line's height, rounded up to pixels")
    func oneLine() {
        #expect(label("Hello").intrinsicContentSize == CGSize(width: 44, height: 21))
        let sharp = label("Hello", scale: 3).intrinsicContentSize
        #expect(sharp.width * 3 == 130)
        #expect(sharp.height * 3 == 61)
        #expect(label(nil).intrinsicContentSize == .zero)
        #expect(label("").intrinsicContentSize == .zero)
    }

    @Test("preferredMaxLayoutWidth wraps a multi-line label at spaces")
    func preferredWidth() {
        let wrapped = label("Hello world")
        wrapped.numberOfLines = 0
        wrapped.preferredMaxLayoutWidth = 60
        // "Hello" (43.09) and "world" on two lines: 2 × 20.287 = 40.57 → 41.
        #expect(wrapped.intrinsicContentSize.height == 41)
        #expect(wrapped.intrinsicContentSize.width <= 60)
        wrapped.numberOfLines = 1
        #expect(wrapped.intrinsicContentSize == CGSize(width: 96, height: 21))
    }

    @Test("a two-line limit cuts the text with an ellipsis")
    func lineLimit() throws {
        let limited = label("one two three four five six seven")
        limited.numberOfLines = 2
        let layout = try #require(limited.textLayout(maxWidth: 70))
        #expect(layout.lines.count == 2)
        #expect(layout.lines[1].hasSuffix("…"))
    }

    @Test("long texts: 2,000 words wrap two to a line; a 50,000-letter word breaks between letters")
    func longTexts() throws {
        let words = label(Array(repeating: "Hello", count: 2_000).joined(separator: " "))
        words.numberOfLines = 0
        // "Hello Hello" is 91.6 points at 17 points; a third word would make about 140.
        let wrapped = try #require(words.textLayout(maxWidth: 100))
        #expect(wrapped.lines.count == 1_000)
        #expect(Set(wrapped.lines) == ["Hello Hello"])
        let word = label(String(repeating: "l", count: 50_000))
        word.numberOfLines = 0
        let broken = try #require(word.textLayout(maxWidth: 100))
        #expect(broken.lines.joined() == String(repeating: "l", count: 50_000))
        // "l" is 569 of 2048 units, 4.72 points: 21 of them are 99.2 points, 22 would be 103.9.
        #expect(broken.lines.dropLast().allSatisfy { $0.count == 21 })
    }

    @Test("Auto Layout wraps a multi-line label at the width it gives it (UIKit's second pass)")
    func wrapsAtSolvedWidth() {
        let cell = UIView(frame: .zero)
        cell.simulatedDisplayScale = 1
        let text = label("Hello world")
        text.numberOfLines = 0
        text.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            text.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            text.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            text.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        let narrow = cell.systemLayoutSizeFitting(CGSize(width: 80, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(narrow == CGSize(width: 80, height: 61))
        let wide = cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 41))
        // Compressed: the label's own width, one line.
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 116, height: 41))
    }

    @Test("a self-sizing flow layout sizes label cells to their text")
    func labelCells() {
        final class TextCell: UICollectionViewCell {
            let title = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                title.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(title)
                NSLayoutConstraint.activate([
                    title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                    title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                    title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Words: NSObject, UICollectionViewDataSource {
            let words = ["Hello", "Hello world"]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath) as! TextCell
                cell.title.text = words[indexPath.item]
                return cell
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.simulatedDisplayScale = 1
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "text")
        let words = Words()
        collectionView.dataSource = words
        collectionView.layoutIfNeeded()
        let sizes = (0..<2).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.size }
        #expect(sizes == [CGSize(width: 60, height: 37), CGSize(width: 112, height: 37)])
    }
}
