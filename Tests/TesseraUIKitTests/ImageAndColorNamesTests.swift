import Foundation
import Testing
import TesseraUIKit

/// Image and colour names real iOS files use (issue 39, point 2): `UIImage()`, the image
/// renderer and image contexts (which draw nothing headlessly and return blank images of the
/// right size and scale), and a colour's white and HSB components.
@Suite("Image and colour names")
@MainActor
struct ImageAndColorNamesTests {
    @Test("UIImage() is an empty image of size zero")
    func emptyImage() {
        let image = UIImage()
        #expect(image.size == .zero && image.scale == 1 && image.name == nil)
    }

    @Test("an image file's size is its header's, turned by its orientation, read in Swift alone; zero for a camera RAW file")
    func fileSize() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let photo = root.appendingPathComponent("SampleImages/Landscapes/aitzgorri.jpg").path
        // Stored 1200×800 with EXIF orientation 6 (TesseraProbe's HeaderProbe reads it, no codec).
        #expect(UIImage(contentsOfFile: photo)?.size == CGSize(width: 800, height: 1200))
        #expect(UIImage(data: try Data(contentsOf: URL(fileURLWithPath: photo)))?.size == CGSize(width: 800, height: 1200))
        // A RAW file's size is the one LibRaw develops it to, which UIKit's names do not link.
        #expect(UIImage(contentsOfFile: root.appendingPathComponent("Tests/Fixtures/raw/dng-preview-o6.dng").path)?.size == .zero)
    }

    @Test("a renderer calls its actions with a context and returns an image of its size at its scale")
    func renderer() {
        let format = UIGraphicsImageRendererFormat()
        #expect(format.scale == UIScreen.main.scale && !format.opaque && format.preferredRange == .automatic)
        format.scale = 2
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format)
        var ran = false
        let image = renderer.image { context in
            ran = true
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
            context.cgContext.setStrokeColor(UIColor.black.cgColor)
            context.cgContext.move(to: .zero)
            context.cgContext.addLine(to: CGPoint(x: 30, y: 20))
            context.cgContext.strokePath()
            #expect(context.cgContext.width == 60 && context.cgContext.height == 40)
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            #expect((context.format as? UIGraphicsImageRendererFormat)?.scale == 2)
            #expect(context.currentImage.size == CGSize(width: 30, height: 20))
        }
        #expect(ran && image.size == CGSize(width: 30, height: 20) && image.scale == 2)
        #expect(UIGraphicsGetCurrentContext() == nil)

        let screenImage = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        #expect(screenImage.scale == UIScreen.main.scale)
        let fromBounds = UIGraphicsImageRenderer(bounds: CGRect(x: 5, y: 5, width: 8, height: 6),
                                                 format: UIGraphicsImageRendererFormat.default()).image { _ in }
        #expect(fromBounds.size == CGSize(width: 8, height: 6))
    }

    @Test("an image context begun with options gives a blank image of its size and scale until ended")
    func imageContext() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 12), false, 0)
        let context = UIGraphicsGetCurrentContext()
        context?.saveGState()
        context?.translateBy(x: 5, y: 0)
        context?.restoreGState()
        let scale = UIScreen.main.scale
        let ctm = context?.ctm
        #expect(ctm?.a == scale && ctm?.d == -scale && ctm?.tx == 0 && ctm?.ty == 12 * scale, "the translation was restored")
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.size == CGSize(width: 10, height: 12) && image?.scale == UIScreen.main.scale)
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test("getWhite gives a grey's level; getHue gives HSB; groupTableViewBackground is systemGroupedBackground")
    func colourComponents() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(white: 0.4, alpha: 0.5).getWhite(&white, alpha: &alpha))
        #expect(white == 0.4 && alpha == 0.5)
        #expect(UIColor.black.getWhite(&white, alpha: nil) && white == 0)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
        #expect(UIColor(red: 0, green: 0.5, blue: 1, alpha: 1).getHue(&hue, saturation: &saturation,
                                                                     brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 7.0 / 12) < 1e-9 && saturation == 1 && brightness == 1 && alpha == 1)
        let back = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1)
        #expect(abs(back.green - 0.5) < 1e-9 && back.blue == 1)
        #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
    }
}
