import Testing
@testable import TesseraImage

/// Known pixels of CMYK, YCCK and grey JPEGs. Reference values are ImageMagick 6.9.11's
/// (`convert FILE -colorspace sRGB -format '%[pixel:p{x,y}]' info:`), which reads Adobe CMYK
/// as inverted and converts with R = (1 − C)(1 − K), as Tessera does.
@Suite("JPEG colour spaces")
struct ColorSpaceDecodeTests {
    static func decode(_ file: String) throws -> PixelBuffer {
        try ImageDecoder().decode(fileAt: Fixtures.path("jpeg", file)).pixels
    }

    static func expectNear(_ pixel: RGBA8, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 3,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        let ok = abs(Int(pixel.r) - r) <= tolerance && abs(Int(pixel.g) - g) <= tolerance
            && abs(Int(pixel.b) - b) <= tolerance && pixel.a == 255
        #expect(ok, "\(pixel) is not within \(tolerance) of (\(r), \(g), \(b))", sourceLocation: sourceLocation)
    }

    @Test("Adobe CMYK (transform 0): the four corners of a colour gradient")
    func adobeCMYK() throws {
        let image = try Self.decode("mozilla_jpg-cmyk-1.jpg")
        Self.expectNear(image[0, 0], 255, 255, 0)
        Self.expectNear(image[31, 0], 0, 255, 0)
        Self.expectNear(image[0, 31], 255, 0, 0)
        Self.expectNear(image[31, 31], 0, 0, 255)
        Self.expectNear(image[16, 16], 123, 123, 8)
    }

    @Test("Adobe YCCK (transform 2): red text on black")
    func adobeYCCK() throws {
        let image = try Self.decode("pillow_pil_sample_cmyk.jpg")
        Self.expectNear(image[0, 0], 255, 13, 25)
        Self.expectNear(image[70, 30], 255, 15, 24)
        Self.expectNear(image[50, 10], 1, 4, 5)
        Self.expectNear(image[90, 90], 1, 4, 5)
    }

    @Test("ImageMagick's CMYK version of a photo comes back to the RGB photo")
    func cmykRoundTrip() throws {
        let cmyk = try Self.decode("ladybird_cmyk_adobe.jpg")
        let rgb = try Self.decode("ladybird_baseline_444.jpg")
        let difference = PixelDifference(cmyk, rgb)
        #expect(difference.mean < 3, "\(difference)")
        Self.expectNear(cmyk[20, 10], 127, 151, 189)
        Self.expectNear(cmyk[400, 250], 87, 111, 25)
    }

    @Test("grey JPEGs become R = G = B at the grey level")
    func grey() throws {
        let small = try Self.decode("mozilla_jpg-gray.jpg")
        Self.expectNear(small[0, 0], 255, 255, 255)
        Self.expectNear(small[16, 16], 123, 123, 123)
        Self.expectNear(small[31, 31], 0, 0, 0)
        let photo = try Self.decode("ladybird_gray.jpg")
        for (x, y, level) in [(0, 0, 143), (799, 0, 149), (0, 499, 41), (799, 499, 82), (400, 250, 95), (123, 321, 59)] {
            Self.expectNear(photo[x, y], level, level, level, tolerance: 1)
        }
        for y in stride(from: 0, to: photo.height, by: 7) {
            for x in stride(from: 0, to: photo.width, by: 13) {
                let p = photo[x, y]
                #expect(p.r == p.g && p.g == p.b, "(\(x), \(y)) is \(p)")
            }
        }
    }

    @Test("RGB-component JPEGs (Adobe transform 0) are not mistaken for YCbCr")
    func rgbComponents() throws {
        let rgb = try Self.decode("ladybird_rgb_components.jpg")
        let ycc = try Self.decode("ladybird_baseline_444.jpg")
        let difference = PixelDifference(rgb, ycc)
        #expect(difference.mean < 3, "\(difference)")
    }
}
