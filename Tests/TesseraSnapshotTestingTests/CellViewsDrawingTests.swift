import Foundation
import Testing
import TesseraImage
import TesseraSnapshotTesting
import TesseraUIKit

/// A cell's subviews drawn where Auto Layout puts them: backgrounds with their corner radii,
/// borders, labels' text in their colours, image marks, clipping.
@Suite("Cells drawn as their views")
@MainActor
struct CellViewsDrawingTests {
    /// A 120 × 60 cell: a white content view with a 2-point green border; a red pill 40 × 20 at
    /// (10, 10) with 10-point corners; a blue "Hi" label pinned 8 from the trailing edge, centred
    /// vertically; an orange box 30 × 30 at (70, 5) clipping a 60 × 60 purple child.
    final class BadgeCell: UICollectionViewCell {
        let pill = UIView(), label = UILabel(), box = UIView(), child = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .white
            contentView.layer.borderWidth = 2
            contentView.layer.borderColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor
            pill.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            pill.layer.cornerRadius = 10
            label.text = "Hi"
            label.textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            box.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            box.clipsToBounds = true
            child.backgroundColor = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
            child.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
            for view in [pill, label, box] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            box.addSubview(child)
            NSLayoutConstraint.activate([
                pill.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
                pill.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                pill.widthAnchor.constraint(equalToConstant: 40), pill.heightAnchor.constraint(equalToConstant: 20),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 70),
                box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
                box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Badges: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "badge", for: indexPath)
        }
    }

    @Test("backgrounds, a rounded corner, a border, a label at its Auto Layout frame, and a clipped child")
    func drawsViewsAtTheirFrames() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 60)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 120, height: 60), collectionViewLayout: layout)
        collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
        let badges = Badges()
        collectionView.dataSource = badges
        collectionView.simulatedDisplayScale = 1
        var rendered: PixelBuffer?
        Snapshotting<UICollectionView, PixelBuffer>.image(scale: 1, content: .cells()).snapshot(collectionView).run { rendered = $0 }
        let image = try #require(rendered)
        let red = RGBA8(255, 0, 0), white = RGBA8(255, 255, 255), green = RGBA8(0, 255, 0)
        let orange = RGBA8(255, 128, 0), purple = RGBA8(128, 0, 128)
        #expect(image[30, 20] == red && image[12, 20] == red)        // inside the pill
        #expect(image[10, 10] == white)                              // its rounded corner, cut
        #expect(image[55, 20] == white)                              // right of it
        #expect(image[0, 30] == green && image[119, 30] == green && image[60, 59] == green)   // the border
        #expect(image[75, 10] == orange && image[90, 25] == purple)  // the box, and its child inside it
        #expect(image[90, 45] == white, "the child is clipped to the box")
        // "Hi" at 17 points is about 17 wide and 20.29 high, its right edge 8 from the cell's,
        // centred (rows 19 to 41): blue ink there and nowhere else.
        var inkRight = 0, inkElsewhere = 0
        for y in 2..<58 {
            for x in 2..<118 {
                let pixel = image[x, y]
                guard pixel.b > 100, pixel.r < 100, pixel.g < 100 else { continue }   // blue, not the purple
                if x >= 90 && x < 112 && y >= 19 && y < 41 { inkRight += 1 } else { inkElsewhere += 1 }
            }
        }
        #expect(inkRight > 20 && inkElsewhere == 0, "ink at the label: \(inkRight), elsewhere: \(inkElsewhere)")
    }
}
