import Testing
import UIKit

/// `value(forKey:)` reads a stored property by name, as view code reads an inspectable one.
@MainActor
@Suite struct KeyValueCodingTests {
    class BaseCell: UICollectionViewCell {
        var cellNibName: String? = "PhotoCell"
        var missing: String?
    }
    final class FancyCell: BaseCell {
        lazy var columns = 3
        let spacing: CGFloat = 8
    }

    @Test func storedPropertiesAreReadByName() {
        let cell = FancyCell(frame: .zero)
        #expect(cell.value(forKey: "cellNibName") as? String == "PhotoCell")
        #expect(cell.value(forKey: "spacing") as? CGFloat == 8)
        #expect(cell.value(forKey: "missing") == nil)
        // A lazy property is stored under its own name with a prefix; read it once first.
        _ = cell.columns
        #expect(cell.value(forKey: "columns") as? Int == 3)
    }
}
