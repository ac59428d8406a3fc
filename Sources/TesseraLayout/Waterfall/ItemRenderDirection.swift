import Foundation

/// How a waterfall chooses the column of each item: CHT's `CHTCollectionViewWaterfallLayoutItemRenderDirection`.
public enum ItemRenderDirection: String, Sendable, Equatable, Hashable, CaseIterable {
    /// The column whose bottom is highest on screen (the shortest column so far), the leftmost on
    /// a tie: the masonry look.
    case shortestFirst
    /// Column `item mod columnCount`, counted from the left.
    case leftToRight
    /// Column `columnCount − 1 − (item mod columnCount)`: the first item goes to the rightmost column.
    case rightToLeft

    /// The column for `item`, given the current bottom of every column.
    @inline(__always)
    func column(forItem item: Int, bottoms: [CGFloat]) -> Int {
        switch self {
        case .shortestFirst:
            var best = 0
            var lowest = bottoms[0]
            var column = 1
            while column < bottoms.count {
                if bottoms[column] < lowest {
                    lowest = bottoms[column]
                    best = column
                }
                column += 1
            }
            return best
        case .leftToRight:
            return item % bottoms.count
        case .rightToLeft:
            return bottoms.count - 1 - item % bottoms.count
        }
    }
}
