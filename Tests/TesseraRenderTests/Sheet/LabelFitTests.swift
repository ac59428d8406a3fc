import Foundation
import Testing
@testable import TesseraRender

/// Issue 40, point 7: a file name under a narrow portrait tile was cut to "3. DSC_…"; it is now
/// drawn smaller first, down to 70 % of the label size, and cut only if it still does not fit.
@Suite("Label lines shrink before they are cut")
struct LabelFitTests {
    @Test("a name that fits keeps the label size; a longer one shrinks to fit; a much longer one stops at 70 %")
    func fitted() throws {
        let renderer = try LayoutRenderer(options: RenderOptions(scale: 1))
        let size = renderer.style.labelFontSize
        #expect(renderer.fittedLabelSize("a.jpg", width: 200) == size)
        let name = "3. DSC_04512.JPG"
        let natural = renderer.bodyText.metrics(name, pixelSize: Double(size)).width
        let width = Int(natural * 0.85)
        let fitted = renderer.fittedLabelSize(name, width: width)
        #expect(fitted < size && fitted >= size * 0.7)
        #expect(renderer.bodyText.metrics(name, pixelSize: Double(fitted)).width <= Double(width) + 0.5)
        #expect(renderer.fittedLabelSize(name, width: Int(natural * 0.3)) == size * 0.7)
    }
}
