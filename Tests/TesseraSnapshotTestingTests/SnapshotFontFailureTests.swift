import Foundation
import Testing
import TesseraRender
@testable import TesseraSnapshotTesting

/// A font that cannot be found, while a strategy draws, is a failure of the test that names
/// the font (and no snapshot is handed on to be recorded as a reference).
@Suite("Snapshot strategies: a missing font")
struct SnapshotFontFailureTests {
    @Test("the font's error becomes a recorded issue with its message")
    func missingFont() {
        let draw = SnapshotRendering.anywhere { (_: Int) throws -> String in
            _ = try TextRasterizer(fontPath: "NoSuchFontFamily Tessera")
            return "drawn"
        }
        withKnownIssue {
            _ = draw(1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the snapshot could not be drawn: font not found: NoSuchFontFamily Tessera") }
        }
    }
}
