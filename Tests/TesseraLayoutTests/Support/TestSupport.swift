import Foundation
@testable import TesseraLayout

/// `CGRect(x:y:width:height:)`, short enough for tables of expected frames.
func R(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A container `width` × `height` points with the given sections.
func container(
    width: CGFloat, height: CGFloat = 800, insets: DirectionalEdgeInsets = .zero,
    _ sections: [CollectionContainer.Section], viewport: CGPoint? = nil
) -> CollectionContainer {
    CollectionContainer(size: CGSize(width: width, height: height), contentInsets: insets,
                        sections: sections, viewportOffset: viewport)
}

/// A section of items with these aspect ratios.
func ratios(_ values: CGFloat...) -> CollectionContainer.Section {
    .init(items: values.map { .aspectRatio($0) })
}

/// A section of items with these explicit sizes.
func sizes(_ values: CGSize...) -> CollectionContainer.Section {
    .init(items: values.map { .size($0) })
}

extension LayoutResult {
    /// The frames of the cells of `section`, in item order.
    func cells(_ section: Int) -> [CGRect] {
        attributes.filter { $0.category == .cell && $0.section == section }.map(\.frame)
    }

    /// The frame of the supplementary of `kind` in `section`.
    func supplementary(_ kind: ElementKind, _ section: Int) -> CGRect? {
        attributes(forSupplementaryOfKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    /// Computes the result and checks its invariants.
    static func checked(_ layout: some CollectionLayout, _ container: CollectionContainer) throws -> LayoutResult {
        let result = layout.layout(in: container)
        try result.checkInvariants()
        return result
    }
}

/// A small, fast, seedable random number generator (SplitMix64), so property tests are
/// reproducible: a failure names its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
