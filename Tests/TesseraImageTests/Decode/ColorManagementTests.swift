import Foundation
import Testing
@testable import TesseraImage

/// Embedded ICC profiles convert photos to sRGB (issue 17). The fixtures (Tests/Fixtures/color,
/// made by make.py with libvips) are one sRGB photo converted into Adobe RGB, ProPhoto RGB and
/// Wide Gamut RGB with the profile embedded, and the same pixels without it.
@Suite("Colour management")
struct ColorManagementTests {
    static func decode(_ name: String) throws -> DecodedImage {
        try ImageDecoder().decode(fileAt: Fixtures.path("color", name))
    }

    /// Peak signal-to-noise ratio of the RGB channels, in dB.
    static func psnr(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
        var sum = 0.0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                for (u, v) in [(p.r, q.r), (p.g, q.g), (p.b, q.b)] { sum += pow(Double(u) - Double(v), 2) }
            }
        }
        let mse = sum / Double(a.width * a.height * 3)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    @Test("tagged PNGs (iCCP) come back as their sRGB original; the same pixels untagged do not", arguments: [
        "AdobeRGB1998", "ProPhotoRGB", "WideGamutRGB",
    ])
    func png(space: String) throws {
        let original = try Self.decode("original.png").pixels
        let managed = try Self.decode("\(space).png")
        let unmanaged = try Self.decode("\(space)-untagged.png").pixels
        #expect(managed.pixels.size == original.size && managed.warnings.isEmpty)
        let good = Self.psnr(managed.pixels, original), bad = Self.psnr(unmanaged, original)
        #expect(good >= 45, "managed \(good) dB")
        #expect(bad <= 26, "unmanaged \(bad) dB")
    }

    @Test("tagged JPEGs (APP2 ICC_PROFILE) come back as their sRGB original, within JPEG's loss", arguments: [
        "AdobeRGB1998", "ProPhotoRGB", "WideGamutRGB",
    ])
    func jpeg(space: String) throws {
        let original = try Self.decode("original.png").pixels
        let managed = try Self.decode("\(space).jpg")
        let unmanaged = try Self.decode("\(space)-untagged.png").pixels
        #expect(managed.warnings.isEmpty)
        let good = Self.psnr(managed.pixels, original), bad = Self.psnr(unmanaged, original)
        #expect(good >= 38, "managed \(good) dB")
        #expect(good >= bad + 15, "managed \(good) dB, unmanaged \(bad) dB")
    }

    @Test("a damaged profile is a warning, and the photo is drawn as if untagged")
    func broken() throws {
        let image = try Self.decode("broken-profile.jpg")
        #expect(image.warnings.contains { $0.hasPrefix("ICC profile ignored, colours shown as sRGB: the embedded ICC profile cannot be read") },
                "\(image.warnings)")
        // Unconverted: the Adobe RGB numbers as they are, like the untagged copy (within JPEG's loss).
        let untagged = try Self.decode("AdobeRGB1998-untagged.png").pixels
        #expect(Self.psnr(image.pixels, untagged) >= 33)
    }

    @Test("a profile whose colour space is not the image's is a warning naming both")
    func mismatch() throws {
        let profile = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path("color", "AdobeRGB1998.icc"))))
        let result = profile.withUnsafeBytes { ColorTransform.make(profile: $0, input: .cmyk(inverted: true)) }
        guard case .failure(let problem) = result else {
            Issue.record("an RGB profile made a CMYK transform")
            return
        }
        #expect(problem.reason == "the embedded ICC profile is an RGB profile but the image is CMYK")
    }

    @Test("the corpus's odd profiles: each a warning saying why, the pixels as the other decoders give them", .thirdPartyData("jpeg"),
          arguments: [
        ("pillow_icc-after-SOF.jpg", "its APP2 ICC_PROFILE chunks do not fit together"),
        ("jpegdec_icc_chunk_order.jpeg", "the embedded ICC profile cannot be read (not an ICC profile, invalid signature)"),
        // The shared folder's earlier version of our nine-chunk file, carrying Little CMS's test1.icc.
        ("ladybird_icc_9_app2.jpg", "the embedded ICC profile is a CMYK profile but the image is RGB"),
    ])
    func corpusProfiles(file: String, reason: String) throws {
        let image = try ImageDecoder().decode(fileAt: TestData.thirdParty("jpeg", file))
        #expect(image.warnings == ["ICC profile ignored, colours shown as sRGB: \(reason)"])
    }

    @Test("a CMYK profile of our own over nine APP2 chunks in an RGB JPEG is put together, then refused with the reason")
    func cmykProfileInRGBJPEG() throws {
        // Tests/Fixtures/jpeg/make.sh: a 540,656-byte CMYK profile (make-cmyk-profile.c, 14-point grid).
        let path = Fixtures.path("jpeg", "ladybird_icc_9_app2.jpg")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let chunks = (0..<(bytes.count - 16)).filter { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xE2 && Array(bytes[($0 + 4)..<($0 + 16)]) == Array("ICC_PROFILE\u{0}".utf8) }
        #expect(chunks.count == 9)
        let image = try ImageDecoder().decode(fileAt: path)
        #expect(image.warnings == ["ICC profile ignored, colours shown as sRGB: the embedded ICC profile is a CMYK profile but the image is RGB"])
        #expect(image.pixels == (try ImageDecoder().decode(fileAt: Fixtures.path("jpeg", "ladybird_baseline_420.jpg")).pixels))
        #expect(try ImageProbe.probe(fileAt: path).colorProfile == "Tessera test press, fine grid (gamma 1.8 inks)")
    }

    @Test("ICC chunks out of order, or one missing, are refused with the reason")
    func builtProfileChunks() throws {
        // Our own AdobeRGB profile (colord) in three APP2 chunks inserted after SOI, in a given order.
        let profile = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path("color", "AdobeRGB1998.icc"))))
        let jpeg = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path("jpeg", "ladybird_baseline_420.jpg"))))
        let size = (profile.count + 2) / 3
        let pieces = stride(from: 0, to: profile.count, by: size).map { Array(profile[$0..<min(profile.count, $0 + size)]) }
        func withChunks(_ order: [Int], total: Int) -> [UInt8] {
            let segments = order.flatMap { k in JPEGBytes.segment(0xE2, Array("ICC_PROFILE\u{0}".utf8) + [UInt8(k + 1), UInt8(total)] + pieces[k]) }
            return Array(jpeg[0..<2]) + segments + Array(jpeg[2...])
        }
        let inOrder = try ImageDecoder().decode(bytes: withChunks([0, 1, 2], total: 3))
        #expect(inOrder.warnings == [])
        #expect(try ImageProbe.probe(bytes: withChunks([0, 1, 2], total: 3)).colorProfile == "Compatible with Adobe RGB (1998)")
        let shuffled = try ImageDecoder().decode(bytes: withChunks([2, 0, 1], total: 3))
        #expect(shuffled.pixels == inOrder.pixels)
        let missing = try ImageDecoder().decode(bytes: withChunks([0, 2], total: 3))
        #expect(missing.warnings == ["ICC profile ignored, colours shown as sRGB: its APP2 ICC_PROFILE chunks do not fit together"])
        #expect(missing.pixels == (try ImageDecoder().decode(bytes: jpeg).pixels))   // shown unconverted
        #expect(inOrder.pixels != missing.pixels)                                  // converted from Adobe RGB
    }

    @Test("a grey JPEG with an sRGB profile of our own is converted as RGB, with no warning; the probe names the profile")
    func greyWithRGBProfile() throws {
        let path = Fixtures.path("jpeg", "ladybird_gray_srgb_icc.jpg")
        let image = try ImageDecoder().decode(fileAt: path)
        #expect(image.warnings == [])
        #expect(try ImageProbe.probe(fileAt: path).colorProfile == "Tessera test sRGB (Little CMS built-in)")
        // sRGB to sRGB: the grey levels stay (within the transform's rounding).
        let plain = try ImageDecoder().decode(fileAt: Fixtures.path("jpeg", "ladybird_gray.jpg")).pixels
        #expect(PixelDifference(image.pixels, plain).maximum <= 1, "\(PixelDifference(image.pixels, plain))")
    }

    @Test("Mozilla's grey JPEG with an sRGB profile is converted as RGB, with no warning; the probe names the profile",
          .thirdPartyData("jpeg"))
    func thirdPartyGreyWithRGBProfile() throws {
        let path = TestData.thirdParty("jpeg", "mozilla_jpg-srgb-icc.jpg")
        #expect(try ImageDecoder().decode(fileAt: path).warnings == [])
        #expect(try ImageProbe.probe(fileAt: path).colorProfile == "sRGB IEC61966-2-1 black scaled")
    }

    @Test("the probe reports the profile's English description, as read from its mluc tag", arguments: [
        ("AdobeRGB1998.png", "Compatible with Adobe RGB (1998)"), ("AdobeRGB1998.jpg", "Compatible with Adobe RGB (1998)"),
        ("ProPhotoRGB.jpg", "ProPhoto RGB"), ("WideGamutRGB.png", "Wide Gamut RGB"),
    ])
    func probeDescription(name: String, description: String) throws {
        #expect(try ImageProbe.probe(fileAt: Fixtures.path("color", name)).colorProfile == description)
        #expect(try ImageProbe.probe(fileAt: Fixtures.path("color", "original.png")).colorProfile == nil)
        #expect(try ImageProbe.probe(fileAt: Fixtures.path("color", "broken-profile.jpg")).colorProfile == nil)
    }

    @Test("a CMYK JPEG goes through its CMYK profile (three APP2 chunks), not the plain CMYK formula")
    func cmyk() throws {
        let original = try Self.decode("original.png").pixels
        let managed = try Self.decode("TestPressCMYK.jpg")
        #expect(managed.warnings.isEmpty)
        let good = Self.psnr(managed.pixels, original)
        // The same file with its profile ignored: the fallback CMYK profile, for a press whose inks are not its.
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path("color", "TestPressCMYK.jpg"))))
        var searchFrom = 0
        while let range = bytes[searchFrom...].firstRange(of: Array("ICC_PROFILE".utf8)) {
            bytes.replaceSubrange(range, with: Array("ICC_PROFILX".utf8))
            searchFrom = range.upperBound
        }
        let plain = try ImageDecoder().decode(bytes: bytes).pixels
        let bad = Self.psnr(plain, original)
        #expect(good >= 32, "managed \(good) dB")                      // measured 35.6
        #expect(good >= bad + 10, "managed \(good) dB, fallback \(bad) dB")
        #expect(try ImageProbe.probe(fileAt: Fixtures.path("color", "TestPressCMYK.jpg")).colorProfile == "Tessera test press (gamma 1.8 inks)")
    }

    @Test("the thread's kept transform is reused for the same profile and replaced for another, with the same pixels")
    func sharedTransform() throws {
        let first = try Self.decode("AdobeRGB1998.jpg").pixels
        let other = try Self.decode("ProPhotoRGB.jpg").pixels
        #expect(try Self.decode("AdobeRGB1998.jpg").pixels == first)
        #expect(try Self.decode("AdobeRGB1998.jpg").pixels == first)
        #expect(try Self.decode("ProPhotoRGB.jpg").pixels == other)
        let profile = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path("color", "AdobeRGB1998.icc"))))
        let a = profile.withUnsafeBytes { ColorTransform.make(profile: $0, input: .rgb, shared: true) }
        let b = profile.withUnsafeBytes { ColorTransform.make(profile: $0, input: .rgb, shared: true) }
        guard case .success(let one) = a, case .success(let two) = b else {
            Issue.record("no transform")
            return
        }
        #expect(one.handle == two.handle)
    }
}
