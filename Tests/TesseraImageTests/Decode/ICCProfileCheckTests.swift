import Foundation
import Testing
@testable import TesseraImage

/// Embedded profiles are checked before Little CMS reads them (issue 23): tables a tag declares
/// but does not hold are refused through the "ICC profile ignored" warning, never allocated.
@Suite("ICC profile check")
struct ICCProfileCheckTests {
    static func reason(_ profile: [UInt8], input: ColorTransform.Input = .rgb) -> String? {
        let result = profile.withUnsafeBytes { ColorTransform.make(profile: $0, input: input) }
        if case .failure(let problem) = result { return problem.reason }
        return nil
    }

    @Test("the LUT bomb (mft2, 3 inputs, 15 outputs, 255 grid points, 10 entries held) is refused by its table size")
    func lutBomb() {
        #expect(ICCProfileBytes.lutBomb.count == 228)
        #expect(Self.reason(ICCProfileBytes.lutBomb)
                == "the embedded ICC profile cannot be read: tag A2B0 (mft2) has a table of 248720625 entries, above the limit of 16777216")
    }

    @Test("a colour table within the limit but not within its tag is refused with both sizes")
    func tableBeyondTag() {
        let profile = ICCProfileBytes.profile([("A2B0", ICCProfileBytes.lut16(inputs: 3, outputs: 3, points: 33, heldEntries: 10))])
        #expect(throws: ICCProfileError.tagDataBeyondTag(tag: "A2B0", type: "mft2", needs: 52 + 2 * (3 * 2 + 33 * 33 * 33 * 3 + 3 * 2), holds: 84)) {
            try ICCProfileCheck.check(profile)
        }
        #expect(Self.reason(profile) == "the embedded ICC profile cannot be read: tag A2B0 (mft2) needs 215698 bytes for what it declares but holds 84")
    }

    @Test("tags outside the profile, too many tags, mAB colour tables and curves, and curv counts are refused")
    func structure() {
        var outside = ICCProfileBytes.profile([("rTRC", Array("curv".utf8) + [0, 0, 0, 0] + PNGBytes.be32(1) + [1, 0])])
        outside.replaceSubrange(140..<144, with: PNGBytes.be32(4000))
        #expect(throws: ICCProfileError.tagBeyondProfile(tag: "rTRC", offset: 144, size: 4000, profileBytes: 160)) {
            try ICCProfileCheck.check(outside)
        }
        var many = ICCProfileBytes.profile([])
        many.replaceSubrange(128..<132, with: PNGBytes.be32(101))
        #expect(throws: ICCProfileError.tooManyTags(count: 101, limit: 100)) { try ICCProfileCheck.check(many) }
        // A curv declaring 60,000 entries and holding one.
        let curve = ICCProfileBytes.profile([("rTRC", Array("curv".utf8) + [0, 0, 0, 0] + PNGBytes.be32(60_000) + [1, 0])])
        #expect(throws: ICCProfileError.tagDataBeyondTag(tag: "rTRC", type: "curv", needs: 120_012, holds: 14)) {
            try ICCProfileCheck.check(curve)
        }
        // An mAB whose colour table (at offset 32) declares 17³ × 3 two-byte entries and holds none.
        var mab = Array("mAB ".utf8) + [0, 0, 0, 0, 3, 3, 0, 0] + PNGBytes.be32(0) + PNGBytes.be32(0) + PNGBytes.be32(0)
        mab += PNGBytes.be32(32) + PNGBytes.be32(0) + [17, 17, 17] + [UInt8](repeating: 0, count: 13) + [2, 0, 0, 0]
        #expect(throws: ICCProfileError.tagDataBeyondTag(tag: "A2B0", type: "mAB", needs: 52 + 17 * 17 * 17 * 3 * 2, holds: 52)) {
            try ICCProfileCheck.check(ICCProfileBytes.profile([("A2B0", mab)]))
        }
    }

    @Test("every real profile of the fixtures passes", arguments: ["AdobeRGB1998.icc", "ProPhotoRGB.icc", "WideGamutRGB.icc", "TestPressCMYK.icc"])
    func realProfilesPass(name: String) throws {
        let profile = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path("color", name))))
        try ICCProfileCheck.check(profile)
    }

    @Test("a PNG carrying the LUT bomb decodes as untagged with the warning")
    func pngWithBomb() throws {
        let iccp = PNGBytes.chunk("iCCP", Array("bomb".utf8) + [0, 0] + PNGBytes.zlibStored(ICCProfileBytes.lutBomb))
        let bytes = PNGPixelBytes.png(width: 2, height: 1, bitDepth: 8, colorType: 2, rows: [[10, 20, 30, 40, 50, 60]], before: iccp)
        let image = try ImageDecoder().decode(bytes: bytes)
        #expect(image.warnings == ["ICC profile ignored, colours shown as sRGB: the embedded ICC profile cannot be read: "
                                   + "tag A2B0 (mft2) has a table of 248720625 entries, above the limit of 16777216"])
        #expect(image.pixels[0, 0] == RGBA8(10, 20, 30) && image.pixels[1, 0] == RGBA8(40, 50, 60))
    }
}
