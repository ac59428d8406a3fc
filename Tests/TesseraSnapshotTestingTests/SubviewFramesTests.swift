import Foundation
import Testing
import TesseraSnapshotTesting
import TesseraUIKit

/// `subviewFrames`: what Auto Layout does inside the cells, as text a snapshot can pin.
@Suite("Subview frame dumps")
@MainActor
struct SubviewFramesTests {
    final class TitleCell: UICollectionViewCell {
        let title = UILabel()
        let badge = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            title.translatesAutoresizingMaskIntoConstraints = false
            badge.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(title)
            contentView.addSubview(badge)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 12), badge.heightAnchor.constraint(equalToConstant: 12),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Titles: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath) as! TitleCell
            cell.title.text = "Hello"
            cell.badge.isHidden = indexPath.item == 1
            return cell
        }
    }

    @Test("each cell's subviews at their Auto Layout frames, in the cell's coordinates")
    func dump() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 60)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "title")
        let titles = Titles()
        collectionView.dataSource = titles
        collectionView.simulatedDisplayScale = 2
        var text: String?
        Snapshotting<UICollectionView, String>.subviewFrames().snapshot(collectionView).run { text = $0 }
        // "Hello" at 17 points: 43.09 wide, rounded up to 43.5 at 2×; 20.29 high, 20.5.
        #expect(text == """
            {
              "cells": [
                {"section": 0, "item": 0, "frame": [0, 0, 200, 60], "subviews": [
                  {"path": "UIView[0]", "frame": [0, 0, 200, 60]},
                  {"path": "UIView[0]/UILabel[0]", "frame": [10, 10, 43.5, 20.5]},
                  {"path": "UIView[0]/UIView[0]", "frame": [180, 24, 12, 12]}
                ]},
                {"section": 0, "item": 1, "frame": [0, 60, 200, 60], "subviews": [
                  {"path": "UIView[0]", "frame": [0, 0, 200, 60]},
                  {"path": "UIView[0]/UILabel[0]", "frame": [10, 10, 43.5, 20.5]},
                  {"path": "UIView[0]/UIView[0]", "frame": [180, 24, 12, 12], "hidden": true}
                ]}
              ]
            }

            """)
        withExtendedLifetime(titles) {}
    }
}
