import Foundation
import Testing
import TesseraImage

/// Issue 36, point 8, on the built binary: a TIFF whose third strip is deflate garbage is drawn
/// as far as it goes with "damaged after row 32" named, refused under `--strict` and
/// `--fail-on warning`; compression scheme 99 is refused by number.
@Suite("TIFF damage on the command line")
struct TIFFDamageCommandTests {
    /// A 64×64 RGB TIFF of ``HostilePNG/pixel(_:_:)`` in four deflate strips of 16 rows, the third
    /// (rows 32-47) replaced by garbage; or, with `compression`, stored under that scheme whole.
    static func tiff(compression: Int = 8, damaged: Bool = true) -> [UInt8] {
        let strips = (0..<4).map { index -> [UInt8] in
            let rows = (index * 16..<(index * 16 + 16)).flatMap { y in (0..<64).flatMap { x in HostilePNG.pixel(x, y) } }
            if index == 2 && damaged { return (0..<300).map { UInt8($0 * 37 & 0xFF) } }
            return compression == 8 ? PNGBytes.zlibStored(rows) : rows
        }
        return TIFFFileBytes.tiff(width: 64, height: 64, samples: 3, compression: compression, layout: .strips(rows: 16), chunks: strips)
    }

    static let warningStart = "TIFF data damaged after row 32 of 64 ("
    static let warningEnd = "); the missing rows are transparent\n"

    @Test("thumbnail: exit 0, the damage named, rows 0-31 drawn; --strict refuses it")
    func thumbnail() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try HostilePNG.write(Self.tiff(), to: folder.appendingPathComponent("damaged.tif"))
        let run = try Tessera.run(["thumbnail", "damaged.tif", "-o", "thumb.png", "--width", "64"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("tessera: damaged.tif: warning: \(Self.warningStart)"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix(Self.warningEnd), "\(run.stderr)")
        let thumb = try ImageDecoder().decode(fileAt: folder.appendingPathComponent("thumb.png").path).pixels
        let p = HostilePNG.pixel(20, 31)
        #expect(thumb[20, 31] == RGBA8(p[0], p[1], p[2]))
        #expect(thumb[20, 40] == RGBA8(0, 0, 0, 0))

        let strict = try Tessera.run(["thumbnail", "damaged.tif", "-o", "strict.png", "--width", "64", "--strict"], in: folder)
        #expect(strict.status == 1, "\(strict.stderr)")
        #expect(strict.stderr.hasPrefix("tessera: damaged.tif: corrupt TIFF data: "), "\(strict.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("strict.png").path))
    }

    @Test("sheet: exit 0 with the damage named; --fail-on warning makes it 1")
    func sheet() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("photos"), withIntermediateDirectories: true)
        try HostilePNG.write(Self.tiff(), to: folder.appendingPathComponent("photos/damaged.tif"))
        let run = try Tessera.run(["sheet", "photos", "-o", "sheet.png", "--width", "200"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("tessera: warning: photos/damaged.tif: \(Self.warningStart)"), "\(run.stderr)")
        let failing = try Tessera.run(["sheet", "photos", "-o", "failing.png", "--width", "200", "--fail-on", "warning"], in: folder)
        #expect(failing.status == 1, "\(failing.stderr)")
        #expect(failing.stderr.contains("1 damaged"), "\(failing.stderr)")
    }

    @Test("compression scheme 99: refused by number, exit 1, nothing drawn black")
    func unknownCompression() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try HostilePNG.write(Self.tiff(compression: 99, damaged: false), to: folder.appendingPathComponent("c99.tif"))
        let run = try Tessera.run(["thumbnail", "c99.tif", "-o", "thumb.png", "--width", "64"], in: folder)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr == "tessera: c99.tif: unsupported TIFF data: compression scheme 99, which libtiff cannot decode\n")
    }
}
