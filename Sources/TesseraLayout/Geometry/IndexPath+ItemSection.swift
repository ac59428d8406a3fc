import Foundation

#if !canImport(ObjectiveC)
/// UIKit's `IndexPath` members for collection views, which Foundation on Linux lacks:
/// `IndexPath(item:section:)`, `item` and `section`. (On Apple platforms UIKit and AppKit
/// provide them; Tessera's own code uses the subscripts so it builds everywhere. The test is
/// `canImport(ObjectiveC)`, not `canImport(UIKit)`: this package's `UIKit` module for Linux
/// makes the latter true.)
extension IndexPath {
    /// An index path for `item` in `section`: `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item: the second index. The index path MUST have two indices.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The section: the first index. The index path MUST have two indices.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
#endif
