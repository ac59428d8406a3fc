import Foundation

extension LayoutSpec {
    /// The most elements (cells, supplementaries and decorations) a spec's layout may make for
    /// its sections, counted before anything is laid out as the most it could make: twenty
    /// million, room for ``maximumItems`` cells with a badge or a header each. A result of that
    /// many elements takes about two gigabytes; more is refused rather than allocated.
    public static let maximumElements = 20_000_000

    /// The most elements `layout` can make for `sections`: every item's cell, the
    /// supplementaries that come with each item (a compositional spec's item and group
    /// badges), and each section's headers, footers and backgrounds. `spec` is the `layout:`
    /// mapping `layout` was decoded from; the sum saturates at `Int.max`.
    static func elementBound(layout: Layout, spec: SpecCursor, sections: [Section]) throws -> Int {
        var total = 0
        func add(_ items: Int, each perItem: Int, plus perSection: Int) {
            let (product, overflow) = items.multipliedReportingOverflow(by: perItem)
            total = CompositionalLayout.saturatingSum(total, overflow ? Int.max : product)
            total = CompositionalLayout.saturatingSum(total, perSection)
        }
        switch layout {
        case .waterfall, .flow:
            for section in sections { add(section.itemCount, each: 1, plus: 2) }   // a header and a footer
        case .justified:
            for section in sections { add(section.itemCount, each: 1, plus: 1) }   // a header
        case .compositional:
            let counts = try CompositionalLayout.specElementCounts(spec)
            total = counts.layoutWide
            for (index, section) in sections.enumerated() {
                // Section i uses description min(i, count − 1): the last one repeats.
                guard let description = counts.sections.indices.last.map({ counts.sections[min(index, $0)] }) else { break }
                add(section.itemCount, each: description.perItem, plus: description.perSection)
            }
        }
        return total
    }
}
