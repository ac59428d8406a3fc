import Foundation
import Testing
import TesseraImage

/// Issue 23, the photos' half: an ICC LUT bomb, damaged PNG image data, files padded far past
/// their picture, measured on the built binary (exit status, messages, pixels, peak memory).
@Suite("Hostile photos, second round")
struct HostilePhotoCommandTests {
    static let lutBombWarning = "warning: ICC profile ignored, colours shown as sRGB: the embedded ICC profile cannot be read: "
        + "tag A2B0 (mft2) has a table of 248720625 entries, above the limit of 16777216"

    @Test("a PNG carrying the ICC LUT bomb: a warning, the photo drawn untagged, well under 150 MB (Little CMS cleared 500 MB)")
    func lutBombThumbnail() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try HostilePNG.write(HostilePNG.png(width: 64, height: 64, before: HostilePNG.iccp(ICCProfileBytes.lutBomb)),
                             to: folder.appendingPathComponent("bomb.png"))
        let run = try Tessera.runMeasured(["thumbnail", "bomb.png", "-o", "thumb.png", "--width", "64"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "tessera: bomb.png: \(Self.lutBombWarning)\n")
        #expect(run.peakBytes < 150_000_000, "peak \(run.peakBytes) bytes")
        let thumb = try ImageDecoder().decode(fileAt: folder.appendingPathComponent("thumb.png").path).pixels
        #expect(thumb[5, 9] == RGBA8(35, 45, 14))   // HostilePNG.pixel(5, 9), unconverted
    }

    @Test("eight LUT bombs in a sheet with --jobs 8 --memory-limit 16MB stay under 150 MB in all (3.9 GB before)")
    func lutBombSheet() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photos = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        let bytes = HostilePNG.png(width: 64, height: 64, before: HostilePNG.iccp(ICCProfileBytes.lutBomb))
        for index in 1...8 { try HostilePNG.write(bytes, to: photos.appendingPathComponent("bomb\(index).png")) }
        let run = try Tessera.runMeasured(["sheet", "photos", "-o", "sheet.png", "--jobs", "8", "--memory-limit", "16MB",
                                           "--width", "400"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("tessera: warning: photos/bomb8.png: ICC profile ignored, colours shown as sRGB: "
                                    + "the embedded ICC profile cannot be read: tag A2B0 (mft2)"), "\(run.stderr)")
        #expect(run.peakBytes < 150_000_000, "peak \(run.peakBytes) bytes")
    }

    @Test("a PNG whose IDAT stream ends at row 12 of 30, then IEND: rows 0-11 exact, the rest transparent, a warning; --strict and --fail-on warning refuse it")
    func idatCutShort() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The zlib stream stops 50 bytes into row 12 and IEND follows.
        let cut = HostilePNG.png(width: 40, height: 30, idatBytes: HostilePNG.idatOffset(ofRow: 12, width: 40) + 50)
        try HostilePNG.write(cut, to: folder.appendingPathComponent("cut.png"))
        let run = try Tessera.run(["thumbnail", "cut.png", "-o", "thumb.png", "--width", "40"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "tessera: cut.png: warning: PNG data damaged after row 12 of 30 (Not enough image data); the missing rows are transparent\n")
        let thumb = try ImageDecoder().decode(fileAt: folder.appendingPathComponent("thumb.png").path).pixels
        for (x, y) in [(0, 0), (39, 11), (17, 5)] {
            let p = HostilePNG.pixel(x, y)
            #expect(thumb[x, y] == RGBA8(p[0], p[1], p[2]), "pixel \(x), \(y)")
        }
        #expect(thumb[0, 12] == RGBA8(0, 0, 0, 0) && thumb[39, 29] == RGBA8(0, 0, 0, 0))

        let strict = try Tessera.run(["thumbnail", "cut.png", "-o", "strict.png", "--width", "40", "--strict"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.stderr == "tessera: cut.png: corrupt PNG data: Not enough image data\n")

        try FileManager.default.createDirectory(at: folder.appendingPathComponent("photos"), withIntermediateDirectories: true)
        try HostilePNG.write(cut, to: folder.appendingPathComponent("photos/cut.png"))
        let sheet = try Tessera.run(["sheet", "photos", "-o", "sheet.png", "--width", "200", "--fail-on", "warning"], in: folder)
        #expect(sheet.status == 1, "\(sheet.stderr)")
        #expect(sheet.stderr.contains("tessera: warning: photos/cut.png: PNG data damaged after row 12 of 30 (Not enough image data); "
                                      + "the missing rows are transparent\n"), "\(sheet.stderr)")
        #expect(sheet.stderr.contains("1 damaged"), "\(sheet.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("sheet.png").path))
    }

    @Test("a PNG whose IDAT CRC is wrong but whose data is whole decodes exactly, with the warning; --strict refuses it")
    func idatCRCError() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try HostilePNG.write(HostilePNG.png(width: 40, height: 30, badIDATCRC: true), to: folder.appendingPathComponent("crc.png"))
        let run = try Tessera.run(["thumbnail", "crc.png", "-o", "thumb.png", "--width", "40"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "tessera: crc.png: warning: IDAT: CRC error\n")
        let thumb = try ImageDecoder().decode(fileAt: folder.appendingPathComponent("thumb.png").path).pixels
        for (x, y) in [(0, 0), (39, 29), (17, 20)] {
            let p = HostilePNG.pixel(x, y)
            #expect(thumb[x, y] == RGBA8(p[0], p[1], p[2]), "pixel \(x), \(y)")
        }
        let strict = try Tessera.run(["thumbnail", "crc.png", "-o", "strict.png", "--width", "40", "--strict"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.stderr == "tessera: crc.png: damaged PNG data (strict decoding): IDAT: CRC error\n")
    }

    @Test("a 600×400 PNG and a JPEG padded to 200 MB (sparse) make thumbnails with memory far below the file size", arguments: [
        "png", "jpg",
    ])
    func paddedFile(kind: String) throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("padded.\(kind)")
        if kind == "png" {
            try HostilePNG.write(HostilePNG.png(width: 600, height: 400), to: photo)
        } else {
            try FileManager.default.copyItem(at: Tessera.repositoryRoot.appendingPathComponent("Tests/Fixtures/jpeg/ladybird_baseline_420.jpg"), to: photo)
        }
        // Data after the end of the picture, as a sparse file: nothing is written.
        let handle = try FileHandle(forWritingTo: photo)
        try handle.truncate(atOffset: 200_000_000)
        try handle.close()
        let run = try Tessera.runMeasured(["thumbnail", "padded.\(kind)", "-o", "thumb.png", "--width", "64"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        #expect(run.peakBytes < 60_000_000, "peak \(run.peakBytes) bytes for a 200 MB file")   // 200 MB and more before
        let thumb = try ImageDecoder().decode(fileAt: folder.appendingPathComponent("thumb.png").path).pixels
        #expect(thumb.width == 64)
    }
}
