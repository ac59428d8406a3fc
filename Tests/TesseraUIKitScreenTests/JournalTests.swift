import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

/// The journal (JournalViewController), self-sized: each row as high as its JournalEntryCell's
/// content. The derivation follows the cell's own constraints: the disclosure indicator takes 28
/// of the 393 points, leaving a 365-point content view; the mood label keeps its natural width
/// and ends 16 before the content view's edge, 12 after the entry view, so the entry view is
/// 365 − 16 − mood − 12 wide; its text wraps at that less its 16 + 16 margins; a subtitle row is
/// 11 + title + 3 + note + 11 high. Text is measured by separate labels.
@Suite("Journal screen, self-sized")
@MainActor
struct JournalTests {
    func measure(_ text: String, _ font: UIFont, width: CGFloat? = nil, scale: CGFloat) -> CGSize {
        let label = UILabel()
        label.simulatedDisplayScale = scale
        label.font = font
        label.numberOfLines = width == nil ? 1 : 0
        label.text = text
        return width.map { label.sizeThatFits(CGSize(width: $0, height: 0)) } ?? label.intrinsicContentSize
    }

    func rows(_ collectionView: UICollectionView) -> [CGRect] {
        (0..<collectionView.numberOfItems(inSection: 0)).compactMap { ScreenHarness.frame(collectionView, $0) }
    }

    @Test("each row as high as its wrapped note, rows stacked")
    func heights() throws {
        let controller = JournalViewController()
        let collectionView = try ScreenHarness.collectionView(of: controller)
        collectionView.simulatedDisplayScale = 3
        collectionView.layoutIfNeeded()
        let body = UIFont.preferredFont(forTextStyle: .body), subheadline = UIFont.preferredFont(forTextStyle: .subheadline)
        var y: CGFloat = 0
        let frames = rows(collectionView)
        #expect(frames.count == JournalEntry.samples.count)
        for (index, (row, entry)) in zip(frames, JournalEntry.samples).enumerated() {
            let textWidth = 365 - 16 - measure(entry.mood, body, scale: 3).width - 12 - 32
            let note = measure(entry.note, subheadline, width: textWidth, scale: 3).height
            let height = 11 + measure(entry.place, body, width: textWidth, scale: 3).height + 3 + note + 11
            #expect(abs(row.minY - y) < 1e-6 && abs(row.height - height) < 1e-6 && row.minX == 0 && row.width == 393,
                    "row \(index) \(entry.place): \(row), expected y \(y) height \(height)")
            #expect(note > 2 * 18, "\(entry.place)'s note wraps")
            y += height
        }
        #expect(abs(collectionView.contentSize.height - y) < 1e-6)
    }

    @Test("in the picture: the place's text from 16 points in, the mood ending 16 before the content view's edge")
    func picture() throws {
        // At 1×, as the picture is drawn: text heights round up to whole points.
        let controller = JournalViewController()
        let collectionView = try ScreenHarness.collectionView(of: controller)
        collectionView.simulatedDisplayScale = 1
        collectionView.layoutIfNeeded()
        var rendered: PixelBuffer?
        Snapshotting<UICollectionView, PixelBuffer>.image(scale: 1, extent: .full, content: .cells())
            .snapshot(collectionView).run { rendered = $0 }
        let image = try #require(rendered)
        #expect(CGFloat(image.height) == collectionView.contentSize.height.rounded(.up))
        func isInk(_ pixel: RGBA8) -> Bool { Int(pixel.r) + Int(pixel.g) + Int(pixel.b) < 600 }
        let body = UIFont.preferredFont(forTextStyle: .body)
        for (index, (row, entry)) in zip(rows(collectionView), JournalEntry.samples).enumerated() {
            // The place's first line: 11 points down, from x 16.
            let title = (Int(row.minY) + 12)..<(Int(row.minY) + 30)
            #expect(title.contains { y in (16..<40).contains { isInk(image[$0, y]) } }, "row \(index): the place")
            #expect(!title.contains { y in (0..<15).contains { isInk(image[$0, y]) } }, "row \(index): nothing in the margin")
            // The mood, centred on the row, from 365 − 16 − its width to 349.
            let mood = measure(entry.mood, body, scale: 1).width
            let middle = Int(row.midY)
            let moodInk = (Int(349 - mood)..<349).contains { x in (middle - 5..<middle + 5).contains { isInk(image[x, $0]) } }
            #expect(moodInk, "row \(index): the mood")
            #expect(!(350..<362).contains { x in (middle - 5..<middle + 5).contains { isInk(image[x, $0]) } },
                    "row \(index): nothing after the mood")
        }
    }
}
