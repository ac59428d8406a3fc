// Self-sizing benchmark (issue 25): a 10,000-row collection view whose rows have an estimated
// height and cells sized by Auto Layout (a block of varying height, pinned 10 points in from the
// content view's edges), and a 10,000-row list of subtitle cells whose text is measured and
// wrapped. Measures a whole layout pass: prepare at the estimates, make and size every cell,
// prepare again. Goal: under 1 s.
import Foundation
import TesseraUIKit

final class BlockCell: UICollectionViewCell {
    let block = UIView()
    lazy var blockHeight = block.heightAnchor.constraint(equalToConstant: 10)
    override init(frame: CGRect) {
        super.init(frame: frame)
        block.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(block)
        NSLayoutConstraint.activate([
            block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            block.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            blockHeight,
        ])
    }
    required init?(coder: NSCoder) { nil }
}

final class Blocks: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10_000 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "block", for: indexPath) as! BlockCell
        cell.blockHeight.constant = CGFloat(20 + indexPath.item % 7 * 9)
        return cell
    }
}

@MainActor
func run() -> CGFloat {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                    heightDimension: .estimated(44)), subitems: [item])
    return contentHeight(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                         cells: BlockCell.self, identifier: "block", dataSource: Blocks())
}

/// Lays out a 390 × 844 collection view with `layout`, its cells of `cells` made by `dataSource`,
/// and answers its content height.
@MainActor
func contentHeight(_ layout: UICollectionViewLayout, cells: UICollectionViewCell.Type, identifier: String,
                   dataSource: UICollectionViewDataSource) -> CGFloat {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    collectionView.register(cells, forCellWithReuseIdentifier: identifier)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return withExtendedLifetime(dataSource) { collectionView.contentSize.height }
}

final class Rows: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10_000 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Photo \(indexPath.item)"
        content.secondaryText = String(repeating: "taken at the harbour at dusk ", count: 1 + indexPath.item % 4)
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        return cell
    }
}

@MainActor
func runList() -> CGFloat {
    contentHeight(UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)),
                  cells: UICollectionViewListCell.self, identifier: "row", dataSource: Rows())
}

/// The median and best of `runs` timed calls after one warm-up, in milliseconds, and the last result.
func measure(runs: Int, _ body: @MainActor () -> CGFloat) -> (median: Double, best: Double, result: CGFloat) {
    var times: [Double] = []
    var result: CGFloat = 0
    for _ in 0...runs {
        let start = ContinuousClock.now
        result = MainActor.assumeIsolated { body() }
        let elapsed = ContinuousClock.now - start
        times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    times.removeFirst()
    times.sort()
    return (times[runs / 2], times[0], result)
}

let list = measure(runs: 5) { runList() }
print(String(format: "self-sizing list, 10000 subtitle rows with wrapped text: median %.0f ms, best %.0f ms over 5 runs (goal: under 1000 ms); content height %.0f",
             list.median, list.best, Double(list.result)))

let blocks = measure(runs: 5) { run() }
print(String(format: "self-sizing list, 10000 rows sized by Auto Layout: median %.0f ms, best %.0f ms over 5 runs (goal: under 1000 ms); content height %.0f",
             blocks.median, blocks.best, Double(blocks.result)))
