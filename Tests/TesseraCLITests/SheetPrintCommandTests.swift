import Foundation
import Testing
@testable import tessera
import TesseraImage

/// `tessera sheet --paper`: printed pages of an exact size with their resolution (issue 17).
@Suite("tessera sheet: print pages")
struct SheetPrintCommandTests {
    @Test("--paper letter --dpi 100: pages of 850×1100 pixels, pHYs at 100 dpi, the photos inside the margin")
    func letter() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("print.png").path
        let result = try Tessera.run(["sheet", "SampleImages", "-o", output, "--paper", "letter", "--dpi", "100",
                                      "--margin", "0.5in", "--layout", "grid", "--columns", "3", "--background", "#FF00FF"])
        #expect(result.status == 0, "\(result.stderr)")
        // 21 photos in three sections of 3 columns (about 2.4 inches a row) need two letter pages.
        #expect(result.stderr.contains("print-1.png (850×1100 px") && result.stderr.contains("print-2.png (850×1100 px"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
        let first = folder.appendingPathComponent("print-1.png").path
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: first)))
        #expect(Array(bytes[37..<41]) == Array("sRGB".utf8))
        #expect(Array(bytes[50..<63]) == Array("pHYs".utf8) + [0, 0, 0x0F, 0x61, 0, 0, 0x0F, 0x61, 1])   // 3,937 a metre
        let pixels = try ImageDecoder().decode(bytes: bytes).pixels
        let magenta = RGBA8(255, 0, 255)
        // Margin 0.5 in = 50 pixels: nothing but background there, something inside it.
        #expect((0..<1100).allSatisfy { pixels[49, $0] == magenta && pixels[800, $0] == magenta })
        #expect((0..<850).allSatisfy { pixels[$0, 49] == magenta && pixels[$0, 1050] == magenta })
        #expect((50..<800).contains { x in (50..<1050).contains { pixels[x, $0] != magenta } })
    }

    @Test("wrong print options are usage errors", arguments: [
        (["--paper", "a7"], "--paper must be a5, a4, a3, a3+, b5, b4, letter, legal, tabloid, or a size such as 210x297mm or 8.5x11in, not 'a7'."),
        (["--dpi", "300"], "--dpi and --margin need --paper."),
        (["--paper", "a4", "--width", "800"], "--paper sets the width, scale and page height: leave out --width, --scale and --page-height."),
        (["--paper", "a4", "--dpi", "10"], "--dpi must be between 36 and 2400, not 10.0."),
        (["--paper", "a4", "--margin", "wide"], "--margin must be a length such as 10mm, 0.5in or 12pt, not 'wide'."),
        (["--paper", "a4", "--margin", "100mm"], "--margin 100mm leaves less than an inch to print on A4."),
    ])
    func usage(arguments: [String], message: String) {
        AssertUsageError(["sheet", Tessera.repository("SampleImages"), "-o", "/tmp/never-written.png"] + arguments, contains: message)
    }
}

/// `tessera sheet --paper … -o sheet.pdf`: one PDF of all pages (issue 17).
@Suite("tessera sheet: print pages as PDF")
struct SheetPDFCommandTests {
    /// The objects of a PDF by number, from its cross-reference table, checking every offset.
    static func objects(_ pdf: [UInt8]) throws -> [Int: ArraySlice<UInt8>] {
        let tail = String(decoding: pdf.suffix(64), as: UTF8.self)
        let start = try #require(tail.range(of: "startxref\n", options: .backwards))
        let xrefOffset = try #require(Int(tail[start.upperBound...].prefix { $0.isNumber }))
        let lines = String(decoding: pdf[xrefOffset...], as: UTF8.self).split(separator: "\n")
        #expect(lines.first == "xref")
        let count = try #require(Int(lines[1].split(separator: " ")[1]))
        var objects: [Int: ArraySlice<UInt8>] = [:]
        for number in 1..<count {
            let offset = try #require(Int(lines[2 + number].prefix(10)))
            let header = Array("\(number) 0 obj\n".utf8)
            #expect(Array(pdf[offset..<(offset + header.count)]) == header, "object \(number) at \(offset)")
            objects[number] = pdf[offset...]
        }
        return objects
    }

    @Test("a lossless PDF of the same pages: A4 media boxes, an image per page holding the very rows the PNG pages hold")
    func pdf() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ["--paper", "a4", "--dpi", "50", "--layout", "grid", "--columns", "3", "-q"]
        let png = try Tessera.run(["sheet", "SampleImages", "-o", folder.appendingPathComponent("p.png").path] + options)
        // Lossless pages (JPEG pages are the default since issue 40).
        let pdfRun = try Tessera.run(["sheet", "SampleImages", "-o", folder.appendingPathComponent("p.pdf").path, "--lossless"] + options)
        #expect(png.status == 0 && pdfRun.status == 0, "\(pdfRun.stderr)")
        let pdf = try [UInt8](Data(contentsOf: folder.appendingPathComponent("p.pdf")))
        #expect(pdf.starts(with: Array("%PDF-1.4\n".utf8)) && pdf.suffix(6) == ArraySlice("%%EOF\n".utf8))
        let objects = try Self.objects(pdf)
        let text = { (number: Int) in String(decoding: objects[number]?.prefix(400) ?? [], as: UTF8.self) }
        let pageCount = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("p-") }.count
        #expect(pageCount >= 2)
        #expect(text(2).contains("/Count \(pageCount)"))
        // Object 3 is the sRGB profile; object 4 the first page's image: 413×585 pixels (A4 at
        // 50 dpi) in the profile's ICC-based colour space, the PNG predictors.
        #expect(text(3).hasPrefix("3 0 obj\n<< /N 3 /Alternate /DeviceRGB /Length "))
        #expect(text(1).contains("/OutputIntents [<< /Type /OutputIntent /S /GTS_PDFA1"))
        #expect(text(4).contains("/Width 413 /Height 585 /ColorSpace [/ICCBased 3 0 R]"))
        #expect(text(4).contains("/DecodeParms << /Predictor 15 /Colors 3 /BitsPerComponent 8 /Columns 413 >>"))
        #expect(objects.values.contains { String(decoding: $0.prefix(200), as: UTF8.self).contains("/MediaBox [0 0 595.2756 841.8898]") })
        // Its stream, between "stream\n" and "\nendstream", is a PNG's image data: decode it as one.
        let image = try #require(objects[4])
        let streamStart = try #require(image.firstRange(of: Array("stream\n".utf8))).upperBound
        let length = try #require(Int(String(decoding: objects[5]?.dropFirst("5 0 obj\n".count).prefix { $0 != 0x0A } ?? [], as: UTF8.self)))
        let data = Array(pdf[streamStart..<(streamStart + length)])
        #expect(Array(pdf[(streamStart + length)..<(streamStart + length + 10)]) == Array("\nendstream".utf8))
        var asPNG = [UInt8]([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let first = try [UInt8](Data(contentsOf: folder.appendingPathComponent("p-1.png")))
        asPNG += first[8..<33]                                           // the PNG page's IHDR
        asPNG += Self.chunk("IDAT", data) + Self.chunk("IEND", [])
        #expect(try ImageDecoder().decode(bytes: asPNG).pixels == ImageDecoder().decode(bytes: first).pixels)
        AssertUsageError(["sheet", Tessera.repository("SampleImages"), "-o", folder.appendingPathComponent("x.pdf").path],
                         contains: "A PDF is printed pages: give --paper")
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in Array(type.utf8) + data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return be(UInt32(data.count)) + Array(type.utf8) + data + be(~crc)
    }
}
