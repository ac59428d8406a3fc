import Testing
@testable import TesseraImage

/// EXIF orientation: every stored variant of a picture decodes to the same upright picture.
///
/// Our own set (`Tests/Fixtures/orientation/make.sh`): a landscape ladybird with little-endian
/// EXIF and a portrait yellow flower with big-endian EXIF, each stored as orientation 0…8 asks
/// (turned losslessly by jpegtran, the tag written by exiftool; 0 is out of range and means 1).
/// The recurser and Pillow examples are third-party and run where the shared data is present.
@Suite("Decoding with EXIF orientation")
struct OrientationDecodeTests {
    /// The picture shown upright, small: a thumbnail filling `width` × `height`, as the sheet uses them.
    static func upright(_ path: String, width: Int, height: Int) throws -> PixelBuffer {
        try ImageDecoder().thumbnail(fileAt: path, width: width, height: height, mode: .fill).pixels
    }

    /// One file of our orientation set.
    struct SetFile: Sendable, CustomTestStringConvertible {
        let prefix: String
        let orientation: Int
        var file: String { "\(prefix)_o\(orientation).jpg" }
        var reference: String { "\(prefix)_o1.jpg" }
        var testDescription: String { file }
    }

    static let ownSet: [SetFile] = ["ladybird_land_II", "yellowflower_port_MM"].flatMap { prefix in
        [0, 2, 3, 4, 5, 6, 7, 8].map { SetFile(prefix: prefix, orientation: $0) }
    }

    @Test("our landscape (II) and portrait (MM) sets in orientations 0, 2…8 all show as orientation 1", arguments: ownSet)
    func ownOrientationSet(file: SetFile) throws {
        let reference = try ImageDecoder().decode(fileAt: Fixtures.path("orientation", file.reference))
        let image = try ImageDecoder().decode(fileAt: Fixtures.path("orientation", file.file))
        #expect(image.info.orientation.rawValue == (file.orientation == 0 ? 1 : file.orientation))
        #expect(image.pixels.size == reference.pixels.size)
        // jpegtran turned the DCT blocks, not the pixels: decoding differs by rounding only.
        let difference = PixelDifference(image.pixels, reference.pixels)
        #expect(difference.mean < 1, "\(difference)")
        // The same pixels without the orientation would not match: the test can fail.
        if image.info.orientation != .up {
            let stored = image.pixels.applying(image.info.orientation.inverse)
            if stored.size == reference.pixels.size {
                #expect(PixelDifference(stored, reference.pixels).mean > 10)
            }
        }
        // The thumbnail path turns the picture too.
        let size = reference.pixels.size
        let thumbnail = try Self.upright(Fixtures.path("orientation", file.file), width: size.width / 4, height: size.height / 4)
        let referenceThumbnail = try Self.upright(Fixtures.path("orientation", file.reference), width: size.width / 4, height: size.height / 4)
        #expect(PixelDifference(thumbnail, referenceThumbnail).mean < 2, "\(PixelDifference(thumbnail, referenceThumbnail))")
    }

    /// The eight orientations over the two recurser photos (Landscape_0 holds the invalid value 0).
    static let landscapes = ["Landscape_0.jpg", "Landscape_2.jpg", "Landscape_3.jpg", "Landscape_5.jpg",
                             "Landscape_6.jpg", "Landscape_8.jpg"]
    static let portraits = ["Portrait_3.jpg", "Portrait_4.jpg", "Portrait_7.jpg", "Portrait_8.jpg"]

    @Test("the landscape examples (orientations 0, 2, 3, 5, 6, 8) all look like Landscape_1", .thirdPartyData("orientation"),
          arguments: landscapes)
    func landscape(file: String) throws {
        let reference = try Self.upright(TestData.thirdParty("orientation", "Landscape_1.jpg"), width: 90, height: 60)
        let image = try Self.upright(TestData.thirdParty("orientation", file), width: 90, height: 60)
        let difference = PixelDifference(image, reference)
        #expect(difference.mean < 4, "\(difference)")
        // The same pixels without the orientation would not match: the test can fail.
        let stored = try ImageDecoder().decode(fileAt: TestData.thirdParty("orientation", file))
        if stored.info.orientation != .up {
            let wrong = Resampler().resample(stored.pixels.applying(stored.info.orientation.inverse), to: PixelSize(width: 90, height: 60))
            #expect(PixelDifference(wrong, reference).mean > 10)
        }
    }

    @Test("the portrait examples (orientations 3, 4, 7, 8) all look like Portrait_1", .thirdPartyData("orientation"),
          arguments: portraits)
    func portrait(file: String) throws {
        let reference = try Self.upright(TestData.thirdParty("orientation", "Portrait_1.jpg"), width: 40, height: 60)
        let image = try Self.upright(TestData.thirdParty("orientation", file), width: 40, height: 60)
        let difference = PixelDifference(image, reference)
        #expect(difference.mean < 4, "\(difference)")
    }

    @Test("a PNG with eXIf orientation 6 is the plain PNG turned 90° clockwise, exactly")
    func pngExif() throws {
        let plain = try ImageDecoder().decode(fileAt: Fixtures.path("png", "yellowflower_rgb8.png")).pixels
        let rotated = try ImageDecoder().decode(fileAt: Fixtures.path("orientation", "yellowflower_exif_o6.png"))
        #expect(rotated.info.orientation == .right)
        #expect(rotated.pixels.size == PixelSize(width: 300, height: 480))
        #expect(rotated.pixels[299, 0] == plain[0, 0])      // top-left goes to the top-right
        #expect(rotated.pixels == plain.applying(.right))
        let halfTurn = try ImageDecoder().decode(fileAt: Fixtures.path("orientation", "yellowflower_exif_o3.png")).pixels
        #expect(halfTurn[479, 299] == plain[0, 0])
    }

    @Test("Pillow's hopper in orientations 2, 4, 5, 6, 8 shows as hopper", .thirdPartyData(["jpeg", "orientation"]),
          arguments: ["pillow_hopper_orientation_2.jpg", "pillow_hopper_orientation_4.jpg", "pillow_hopper_orientation_5.jpg",
                      "pillow_hopper_orientation_6.jpg", "pillow_hopper_orientation_8.jpg"])
    func hopper(file: String) throws {
        let reference = try ImageDecoder().decode(fileAt: TestData.thirdParty("jpeg", "pillow_hopper.jpg")).pixels
        let image = try ImageDecoder().decode(fileAt: TestData.thirdParty("orientation", file)).pixels
        let difference = PixelDifference(image, reference)
        #expect(difference.mean < 6, "\(difference)")
    }

    @Test("orientation only in the thumbnail IFD, or out of range, changes nothing")
    func ignoredOrientations() throws {
        for file in ["garden_orientation_only_in_ifd1.jpg", "garden_orientation_9_invalid.jpg"] {
            let image = try ImageDecoder().decode(fileAt: Fixtures.path("orientation", file))
            #expect(image.pixels.size == PixelSize(width: 600, height: 375), "\(file)")
        }
    }
}
