import Foundation
import Testing
@testable import TesseraImage

/// Camera RAW files through LibRaw, checked against exiftool, raw-identify, dcraw_emu and djpeg
/// (Tests/Fixtures/raw/manifest.json). Our two DNGs always; the camera files of exiftool's and
/// Exiv2's test suites where the shared data is present.
@Suite("Camera RAW: header, preview, half-size development, damage")
struct RAWDecodeTests {
    @Test("the probe gives the camera RAW format, LibRaw's size, the orientation and the camera", arguments: RAWFixture.ours)
    func probe(fixture: RAWFixture) throws {
        try Self.checkProbe(fixture)
    }

    @Test("the probe gives the camera files' format, LibRaw's size, the orientation and the camera", .thirdPartyData("raw"),
          arguments: RAWFixture.thirdParty)
    func thirdPartyProbe(fixture: RAWFixture) throws {
        try Self.checkProbe(fixture)
    }

    /// The probe of `fixture` against its manifest entry.
    static func checkProbe(_ fixture: RAWFixture) throws {
        let info = try ImageProbe.probe(fileAt: fixture.path)
        #expect(info.format == .raw)
        #expect(info.orientation.rawValue == (fixture.orientation ?? 1))
        if let output = fixture.librawOutputSize {
            #expect([info.displayWidth, info.displayHeight] == output)
        }
        let camera = try #require(info.camera)
        if fixture.isTIFFBased {
            #expect(camera.make == fixture.make && camera.model == fixture.model)
        } else {
            // Outside TIFF files the names are LibRaw's own: the maker, and the model without it.
            #expect(camera.make?.lowercased() == fixture.make?.lowercased())
            #expect(fixture.model?.hasSuffix(camera.model ?? "-") == true, "\(String(describing: camera.model))")
        }
        #expect(camera.iso == fixture.iso)
        #expect(camera.lens == fixture.lens)
        if let time = fixture.exposureTime { #expect(abs((camera.exposureTime ?? 0) - time) < time * 0.001) }
        if let f = fixture.fNumber { #expect(abs((camera.fNumber ?? 0) - f) < 0.01) }
        if let focal = fixture.focalLength { #expect(abs((camera.focalLength ?? 0) - focal) < 0.01) }
        #expect(info.captureDate == fixture.dateTimeOriginal)
        #expect(try ImageProbe.probe(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: fixture.path)))) == info)
    }

    @Test("the largest embedded preview is decoded and turned, with djpeg's pixels", arguments: RAWFixture.decoding("preview"))
    func preview(fixture: RAWFixture) throws {
        try Self.checkPreview(fixture)
    }

    @Test("the camera files' largest embedded preview is decoded and turned, with djpeg's pixels", .thirdPartyData("raw"),
          arguments: RAWFixture.thirdPartyDecoding("preview"))
    func thirdPartyPreview(fixture: RAWFixture) throws {
        try Self.checkPreview(fixture)
    }

    /// Decodes `fixture`'s preview and checks its size and pixels.
    static func checkPreview(_ fixture: RAWFixture) throws {
        let image = try ImageDecoder().decode(fileAt: fixture.path)
        let stored = try #require(fixture.previewSize)
        let turned = (fixture.orientation ?? 1) >= 5
        #expect([image.pixels.width, image.pixels.height] == (turned ? [stored[1], stored[0]] : stored))
        #expect(image.warnings.isEmpty)
        for point in fixture.pixels ?? [] {
            let got = Array(image.pixels[point.x, point.y].unpremultipliedValues.prefix(3))
            #expect(zip(got, point.rgb).allSatisfy { abs($0 - $1) <= 2 }, "(\(point.x), \(point.y)): \(got) vs \(point.rgb)")
        }
    }

    @Test("without a preview the raw data is developed at half size, as dcraw_emu -h develops it", arguments: RAWFixture.decoding("half-size"))
    func halfSize(fixture: RAWFixture) throws {
        for image in [try ImageDecoder().decode(fileAt: fixture.path),
                      try ImageDecoder().decode(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: fixture.path))))] {
            #expect(image.pixels.size == PixelSize(width: 150, height: 100))
            #expect(image.scale == DecodeScale(numerator: 1, denominator: 2))
            #expect(image.warnings.isEmpty)
            for point in fixture.pixels ?? [] {
                let got = Array(image.pixels[point.x, point.y].unpremultipliedValues.prefix(3))
                #expect(zip(got, point.rgb).allSatisfy { abs($0 - $1) <= 1 }, "(\(point.x), \(point.y)): \(got) vs \(point.rgb)")
            }
        }
    }

    @Test("camera files whose data was cut out are refused with LibRaw's reason and the missing data named",
          .thirdPartyData("raw"), arguments: RAWFixture.thirdPartyDecoding("damaged"))
    func damaged(fixture: RAWFixture) throws {
        Self.checkRefused(fixture.path)
    }

    @Test("our DNG declaring a sensor larger than its data is refused with the reason and the missing data named")
    func ownDamaged() throws {
        // dng-no-preview.dng with IFD0's ImageWidth and ImageLength (tags 256, 257) made 3000×2000:
        // its 120 kB of samples cannot hold them, as the camera files above cannot hold theirs.
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("raw", "dng-no-preview.dng"))))
        let ifd = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
        let entries = Int(bytes[ifd]) | Int(bytes[ifd + 1]) << 8
        for (tag, value) in [(256, 3000), (257, 2000)] {
            let entry = try #require((0..<entries).map { ifd + 2 + 12 * $0 }.first { Int(bytes[$0]) | Int(bytes[$0 + 1]) << 8 == tag })
            let width = bytes[entry + 2] == 3 ? 2 : 4                      // SHORT or LONG
            for k in 0..<width { bytes[entry + 8 + k] = UInt8((value >> (8 * k)) & 0xFF) }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-raw-short-\(UUID()).dng")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        Self.checkRefused(file.path)
        #expect(throws: DecodeError.corrupt(format: .raw, message: "the file (120790 bytes) is too short to hold its 3000×2000 raw data")) {
            try ImageDecoder().decode(fileAt: file.path)
        }
    }

    /// A thumbnail of the camera file at `path` is refused as corrupt RAW data too short for what it declares.
    static func checkRefused(_ path: String) {
        do {
            _ = try ImageDecoder().thumbnail(fileAt: path, width: 64)
            Issue.record("decoded a camera file without its data")
        } catch {
            guard case .corrupt(let format, let message) = error else { Issue.record("\(error)"); return }
            #expect(format == .raw)
            #expect(message.contains("is too short to hold its"), "\(message)")
            #expect(error.description.hasPrefix("corrupt camera RAW data: "), "\(error.description)")
        }
    }

    @Test("a thumbnail of a RAW file decodes its JPEG preview at DCT scale and is upright")
    func thumbnail() throws {
        let path = Fixtures.path("raw", "dng-preview-o6.dng")
        let thumb = try ImageDecoder().thumbnail(fileAt: path, width: 100)
        #expect(thumb.pixels.size == PixelSize(width: 100, height: 150))
        // 300×200 stored; the 600×400 preview decoded at 4/8 covers the 150×100 needed.
        #expect(thumb.scale == DecodeScale(numerator: 4 * 600, denominator: 8 * 300))
        let small = try ImageDecoder().thumbnail(fileAt: path, width: 20)
        #expect(small.scale == DecodeScale(numerator: 1 * 600, denominator: 8 * 300))
    }

    @Test("truncated RAW files never crash: they decode with a warning or are refused, from a file and from memory")
    func truncated() throws {
        try Self.cutAndDecode([Fixtures.path("raw", "dng-preview-o6.dng"), Fixtures.path("raw", "dng-no-preview.dng")])
    }

    @Test("truncated camera files never crash: they decode with a warning or are refused, from a file and from memory",
          .thirdPartyData("raw"))
    func thirdPartyTruncated() throws {
        try Self.cutAndDecode([TestData.thirdParty("raw", "fujifilm-s5pro.raf"), TestData.thirdParty("raw", "panasonic-lx3.rw2")])
    }

    /// Cuts each file at several fractions and decodes the rest, from memory and from a file.
    static func cutAndDecode(_ paths: [String]) throws {
        for path in paths {
            let name = (path as NSString).lastPathComponent
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            for fraction in [0.02, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99] {
                let cut = Array(bytes.prefix(Int(Double(bytes.count) * fraction)))
                let file = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-raw-cut-\(UUID()).\(name)")
                try Data(cut).write(to: file)
                defer { try? FileManager.default.removeItem(at: file) }
                for decode in [{ try ImageDecoder().thumbnail(bytes: cut, width: 40) },
                               { try ImageDecoder().thumbnail(fileAt: file.path, width: 40) }] {
                    do {
                        let image = try decode()
                        #expect(!image.pixels.size.isEmpty)
                    } catch {
                        #expect(!"\(error)".isEmpty, "\(name) at \(fraction)")
                    }
                }
            }
        }
    }

    @Test("raw data that runs past the file's end is refused before it is developed, with the reason")
    func cutRawData() throws {
        var cut = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("raw", "dng-no-preview.dng"))))
        // Point IFD0's StripOffsets (tag 273, a LONG held in the entry) 20 kB before the end: the
        // 120 kB of samples then run past it, as in a file cut inside its raw data.
        let ifd = Int(cut[4]) | Int(cut[5]) << 8 | Int(cut[6]) << 16 | Int(cut[7]) << 24
        let entries = Int(cut[ifd]) | Int(cut[ifd + 1]) << 8
        let entry = try #require((0..<entries).map { ifd + 2 + 12 * $0 }.first { Int(cut[$0]) | Int(cut[$0 + 1]) << 8 == 273 })
        let offset = cut.count - 20_000
        for k in 0..<4 { cut[entry + 8 + k] = UInt8((offset >> (8 * k)) & 0xFF) }
        let patched = cut
        #expect(throws: DecodeError.corrupt(format: .raw, message: "the file ends before its data does (LibRaw: Input/output error)")) {
            try ImageDecoder().decode(bytes: patched)
        }
    }

    @Test("the decode-memory limit refuses a half-size development before LibRaw unpacks it")
    func memoryLimit() throws {
        let path = Fixtures.path("raw", "dng-no-preview.dng")
        let info = try ImageProbe.probe(fileAt: path)
        let need = DecodeMemory.decode(of: info, fileBytes: 120_790, minimum: nil)
        #expect(need > 300 * 200 * 2 && need < 2_000_000)
        let tight = DecodeOptions(limits: DecodeLimits(maxDecodeBytes: need - 1))
        #expect(throws: DecodeError.tooLarge(width: 300, height: 200, limit: .decodeBytes(need - 1))) {
            try ImageDecoder(options: tight).decode(fileAt: path)
        }
    }

    @Test("TIFF files stay TIFF: only files LibRaw identifies as RAW are read as RAW", arguments: FormatFixture.of("tiff"))
    func tiffStaysTIFF(fixture: FormatFixture) throws {
        #expect(try ImageProbe.probe(fileAt: fixture.path).format == .tiff)
    }
}
