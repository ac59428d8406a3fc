import Foundation
import Testing
@testable import TesseraLayout

/// Shorthands for building compositional descriptions in tests.
enum C {
    static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    static func item(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutItem {
        CollectionLayoutItem(layoutSize: size(width, height))
    }

    static func container(width: CGFloat = 390, height: CGFloat = 844, _ sections: [CollectionContainer.Section]) -> CollectionContainer {
        CollectionContainer(size: CGSize(width: width, height: height), sections: sections)
    }

    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: w, height: h)
    }

    /// Lays out and checks the invariants (frames may lie outside the content when `outside`).
    static func solve(_ layout: CompositionalLayout, _ container: CollectionContainer,
                      allowOutside: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutResult {
        let result = layout.layout(in: container)
        let violations = result.invariantViolations().filter {
            if case .outsideContent = $0 { return !allowOutside }
            return true
        }
        #expect(violations.isEmpty, "\(violations)", sourceLocation: sourceLocation)
        return result
    }

    static func frame(_ result: LayoutResult, _ kind: ElementKind, section: Int = 0, item: Int = 0) -> CGRect? {
        result.attributes(forSupplementaryOfKind: kind, at: IndexPath(item: item, section: section))?.frame
    }
}
