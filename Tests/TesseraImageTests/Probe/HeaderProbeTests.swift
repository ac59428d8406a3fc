import Foundation
import Testing
@testable import TesseraImage
@testable import TesseraProbe

/// TesseraProbe's ``HeaderProbe`` reads headers in Swift alone; TesseraImage's ``ImageProbe`` is
/// the same readers with LibRaw, zlib and Little CMS. Their answers differ only where the doc
/// comments say: camera RAW files and colour profiles.
@Suite("HeaderProbe (Swift alone) against ImageProbe (with the codecs)")
struct HeaderProbeTests {
    /// Every file of the fixtures, the sample photos and the shared third-party data there is.
    static let files: [String] = {
        var roots = [TestData.fixtures, TestData.repositoryRoot.appendingPathComponent("SampleImages")]
        roots += ["raw", "png", "jpeg", "orientation", "corrupt"].compactMap(TestData.thirdPartyFolder)
        return roots.flatMap { root in
            (FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])?.allObjects ?? [])
                .compactMap { $0 as? URL }
                .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
                .map(\.path)
        }.sorted()
    }()

    @Test("the same answer for every file but a camera RAW file, and no profile description")
    func sameAnswers() throws {
        var raw = 0, profiles = 0, images = 0
        for path in Self.files {
            let full = Result { () throws(ProbeError) in try ImageProbe.probe(fileAt: path) }
            let swiftOnly = Result { () throws(ProbeError) in try HeaderProbe.probe(fileAt: path) }
            if case .failure(.rawNeedsLibRaw(let container)) = swiftOnly {
                raw += 1
                switch full {
                case .success(let info):
                    // LibRaw's size, or a TIFF-signature file LibRaw does not take for a RAW.
                    #expect(info.format == .raw || info.format == .tiff, "\(path)")
                    if case .raw(let details) = info.details { #expect(details.container == container, "\(path)") }
                case .failure(let error):
                    guard case .corruptRAW(let named, _) = error else {
                        Issue.record("\(path): ImageProbe throws \(error)")
                        continue
                    }
                    #expect(named == container, "\(path)")
                }
                continue
            }
            switch (full, swiftOnly) {
            case (.success(var expected), .success(let info)):
                images += 1
                if expected.colorProfile != nil { profiles += 1 }
                expected.colorProfile = nil
                #expect(info == expected, "\(path)")
            case (.failure(let expected), .failure(let error)):
                #expect(error == expected, "\(path)")
            default:
                Issue.record("\(path): ImageProbe gives \(full), HeaderProbe \(swiftOnly)")
            }
        }
        #expect(images > 150)
        // The committed DNGs at least; more with the shared RAW files.
        #expect(raw >= 2)
        #expect(profiles >= 5, "files with an ICC profile (JPEG, PNG iCCP, TIFF, WebP, HEIF)")
    }

    @Test("a camera RAW file from memory without LibRaw: the container is named, and ImageProbe is named as the way")
    func rawFromMemory() throws {
        let dng = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path("raw", "dng-preview-o6.dng"))))
        #expect(throws: ProbeError.rawNeedsLibRaw(container: "DNG")) { try HeaderProbe.probe(bytes: dng) }
        #expect(try ImageProbe.probe(bytes: dng).format == .raw)
        #expect(ProbeError.rawNeedsLibRaw(container: "ORF").description
                == "camera RAW (ORF): its size is read by LibRaw, which this probe does not use (TesseraImage's ImageProbe does)")
    }

    @Test("the probe's HEIF input limit is the default decode pixel limit")
    func heifPixelLimit() {
        #expect(HEIFDerivedSizes.maxDecodedPixels == DecodeLimits.default.maxPixels)
    }
}
