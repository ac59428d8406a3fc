import Foundation
import Testing
@testable import TesseraImage

/// The GIF and BMP files of `Tests/Fixtures/gif-bmp`, made by ImageMagick
/// (`Scripts/make-gif-bmp-fixtures`), against the pixels ImageMagick itself decodes from them:
/// the first frame flattened onto the logical screen over transparency, straight RGBA.
@Suite("GIF and BMP: every pixel against ImageMagick")
struct GIFBMPConformanceTests {
    struct Entry: Decodable, Sendable, CustomTestStringConvertible {
        let file: String
        let width: Int
        let height: Int
        let frames: Int
        let rgba: String

        var testDescription: String { file }
        var path: String { Fixtures.path("gif-bmp", file) }
    }

    static let entries: [Entry] = {
        let url = Fixtures.root.appendingPathComponent("gif-bmp/manifest.json")
        guard let data = try? Data(contentsOf: url), let entries = try? JSONDecoder().decode([Entry].self, from: data) else {
            fatalError("cannot read \(url.path)")
        }
        return entries
    }()

    @Test("the manifest lists every GIF and BMP of the folder, each with its reference pixels")
    func complete() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.root.appendingPathComponent("gif-bmp").path)
        #expect(Set(Self.entries.map(\.file)) == Set(names.filter { $0.hasSuffix(".gif") || $0.hasSuffix(".bmp") }))
        #expect(Set(Self.entries.map(\.rgba)) == Set(names.filter { $0.hasSuffix(".rgba") }))
    }

    @Test("the probe gives ImageMagick's size (the logical screen) and the frame count", arguments: entries)
    func probe(_ entry: Entry) throws {
        let info = try ImageProbe.probe(fileAt: entry.path)
        #expect(info.format == (entry.file.hasSuffix(".gif") ? .gif : .bmp))
        #expect(info.width == entry.width && info.height == entry.height && info.orientation == .up)
        if case .gif(let gif) = info.details { #expect(gif.frameCount == entry.frames) }
    }

    @Test("every decoded pixel is ImageMagick's (premultiplied; transparent pixels all zero)", arguments: entries)
    func pixels(_ entry: Entry) throws {
        let image = try ImageDecoder().decode(fileAt: entry.path)
        #expect(image.pixels.size == PixelSize(width: entry.width, height: entry.height))
        #expect(image.scale == .full && image.warnings.isEmpty)
        let reference = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("gif-bmp", entry.rgba))))
        try #require(reference.count == entry.width * entry.height * 4)
        var mismatches: [String] = []
        for y in 0..<entry.height {
            for x in 0..<entry.width {
                let i = (y * entry.width + x) * 4
                let expected = RGBA8.premultiplying(red: reference[i], green: reference[i + 1], blue: reference[i + 2], alpha: reference[i + 3])
                if image.pixels[x, y] != expected { mismatches.append("(\(x), \(y)) \(image.pixels[x, y]) ≠ \(expected)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) pixels differ: \(mismatches.prefix(4))")
    }

    @Test("a thumbnail of each is made through the same path as every other format", arguments: entries)
    func thumbnail(_ entry: Entry) throws {
        let thumbnail = try ImageDecoder().thumbnail(fileAt: entry.path, width: 12, height: 8, mode: .fill)
        #expect(thumbnail.pixels.size == PixelSize(width: 12, height: 8))
    }
}
