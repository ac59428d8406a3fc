import Foundation
@testable import TesseraLayout

/// Random layouts and containers for property tests, drawn from a seeded generator.
struct RandomInputs {
    var rng: SplitMix64

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    mutating func number(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &rng)) }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < probability }

    /// Sometimes 0, sometimes a whole number, sometimes a fraction.
    mutating func spacing() -> CGFloat {
        switch int(0...2) {
        case 0: 0
        case 1: CGFloat(int(1...12))
        default: number(0...12)
        }
    }

    mutating func insets() -> EdgeInsets {
        EdgeInsets(top: spacing(), left: spacing(), bottom: spacing(), right: spacing())
    }

    mutating func sections(maxItems: Int, sizes: ClosedRange<Double> = 20...200) -> [CollectionContainer.Section] {
        (0..<int(0...4)).map { _ in
            let count = int(0...maxItems)
            if chance(0.25) { return .init(placeholders: count) }
            return .init(items: (0..<count).map { _ -> PreferredItemSize? in
                switch int(0...2) {
                case 0: nil
                case 1: .aspectRatio(number(0.2...5))
                default: .size(CGSize(width: number(sizes), height: number(sizes)))
                }
            })
        }
    }

    mutating func waterfall() -> WaterfallLayout {
        var layout = WaterfallLayout(columnCount: int(1...6), columnSpacing: spacing(), interitemSpacing: spacing(),
                                     sectionInset: insets())
        layout.headerHeight = chance(0.5) ? spacing() * 3 : 0
        layout.footerHeight = chance(0.5) ? spacing() * 3 : 0
        layout.headerInset = insets()
        layout.footerInset = insets()
        layout.itemRenderDirection = ItemRenderDirection.allCases[int(0...2)]
        layout.minimumContentHeight = chance(0.3) ? number(0...3000) : 0
        if chance(0.3) { layout.sectionOverrides[int(0...3)] = .init(columnCount: int(1...4), interitemSpacing: spacing()) }
        return layout
    }

    /// A flow layout whose items always fit their line (item sizes come from `sections`, at
    /// most 200 points, and the line is at least 220 points long).
    mutating func flow() -> FlowLayout {
        var layout = FlowLayout(scrollDirection: chance(0.5) ? .vertical : .horizontal,
                                itemSize: CGSize(width: number(10...120), height: number(10...120)),
                                minimumLineSpacing: spacing(), minimumInteritemSpacing: spacing(),
                                sectionInset: EdgeInsets(top: spacing(), left: spacing(), bottom: spacing(), right: spacing()),
                                headerReferenceSize: chance(0.5) ? CGSize(width: number(0...60), height: number(0...60)) : .zero,
                                footerReferenceSize: chance(0.5) ? CGSize(width: number(0...60), height: number(0...60)) : .zero)
        if chance(0.3) { layout.sectionOverrides[int(0...3)] = .init(minimumInteritemSpacing: spacing()) }
        return layout
    }

    /// A rect somewhere around `content`, sometimes empty, sometimes outside it.
    mutating func rect(around content: CGSize) -> CGRect {
        let width = Double(Swift.max(content.width, 1)), height = Double(Swift.max(content.height, 1))
        return CGRect(x: number(-0.2 * width...1.1 * width), y: number(-0.2 * height...1.1 * height),
                      width: chance(0.1) ? 0 : number(0...width), height: chance(0.1) ? 0 : number(0...height / 2))
    }
}

/// Whether two frames share interior points by more than rounding error.
func interiorsOverlap(_ a: CGRect, _ b: CGRect) -> Bool {
    let slack: CGFloat = 1e-9
    return a.minX + slack < b.maxX && b.minX + slack < a.maxX && a.minY + slack < b.maxY && b.minY + slack < a.maxY
}
