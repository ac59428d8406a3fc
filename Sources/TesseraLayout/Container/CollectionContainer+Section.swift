import Foundation

extension CollectionContainer {
    /// One section's items: how many there are and the preferred size of each, if it has one.
    ///
    /// This is what `numberOfItems(inSection:)` and self-sizing tell a UIKit layout. A section of
    /// placeholders stores only its count, so a million placeholder items cost nothing.
    ///
    /// ```swift
    /// let photos = CollectionContainer.Section(items: [.aspectRatio(1.5), nil, .aspectRatio(0.75)])
    /// print(photos.numberOfItems, photos.preferredSize(ofItem: 1) as Any)   // 3 nil
    /// ```
    public struct Section: Sendable, Equatable {
        /// The number of items (`numberOfItems(inSection:)`).
        public let numberOfItems: Int
        /// Per-item preferred sizes; empty for a section of placeholders. Layouts read it
        /// directly in their inner loops.
        let preferredSizes: [PreferredItemSize?]
        /// The sizes the views of the section's boundary supplementary items preferred, by kind
        /// (UIKit's self-sizing headers and footers): a boundary item takes its preferred size on
        /// each axis its layout size gives as `.estimated`. Empty by default.
        public var preferredBoundarySizes: [ElementKind: CGSize] = [:]

        /// `count` placeholder items without a preferred size. `count` MUST NOT be negative.
        public init(placeholders count: Int) {
            precondition(count >= 0, "a section cannot have \(count) items")
            numberOfItems = count
            preferredSizes = []
        }

        /// One item per element, `nil` meaning a placeholder. Every size MUST be valid
        /// (``PreferredItemSize/isValid``).
        public init(items: [PreferredItemSize?]) {
            for (index, size) in items.enumerated() {
                if let size, !size.isValid {
                    preconditionFailure("item \(index): invalid preferred size \(size)")
                }
            }
            numberOfItems = items.count
            preferredSizes = items.contains { $0 != nil } ? items : []
        }

        /// `count` items that all have the same preferred size.
        public init(count: Int, preferredSize: PreferredItemSize) {
            self.init(items: Array(repeating: preferredSize, count: count))
        }

        /// The preferred size of `item`, or `nil` for a placeholder.
        /// `item` MUST be in `0..<numberOfItems`.
        public func preferredSize(ofItem item: Int) -> PreferredItemSize? {
            precondition(item >= 0 && item < numberOfItems, "no item \(item) in a section of \(numberOfItems)")
            return preferredSizes.isEmpty ? nil : preferredSizes[item]
        }
    }
}
