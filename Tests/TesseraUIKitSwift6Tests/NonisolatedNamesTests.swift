import Foundation
import Testing
import TesseraUIKit

/// A global cache, as app files declare one. `NSCache` is `Sendable` in Apple's Foundation, not in
/// Linux's (TesseraUIKit does not override Foundation's decision), so the declaration that compiles
/// on both in Swift 6 mode says `nonisolated(unsafe)`.
nonisolated(unsafe) let thumbnailCache = NSCache<NSString, UIImage>()

/// A model class outside the main actor whose property initializer makes a font, as on iOS
/// (where `UIFont` is nonisolated and `Sendable`).
final class CaptionModel {
    var font = UIFont.preferredFont(forTextStyle: .footnote)
    var path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 4)
}

/// Names iOS does not isolate to the main actor, used from nonisolated code in Swift 6 mode.
@Suite("Nonisolated UIKit names")
struct NonisolatedNamesTests {
    @Test("fonts, paths and caches from nonisolated code")
    func nonisolated() async {
        let model = CaptionModel()
        #expect(model.font.pointSize == 13)
        #expect(model.path.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
        let size = await Task.detached { UIFont.systemFont(ofSize: 9).pointSize }.value
        #expect(size == 9)
        if let star = UIImage(systemName: "star") { thumbnailCache.setObject(star, forKey: "a") }
        #expect(thumbnailCache.object(forKey: "a") != nil)
    }
}
