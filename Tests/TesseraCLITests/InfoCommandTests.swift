import Foundation
import Testing
@testable import tessera
import TesseraTestSupport

@Suite("tessera info")
struct InfoCommandTests {
    @Test("JSON for the sample photos: shape, values from the headers, walk order")
    func sampleImagesJSON() throws {
        let run = try Tessera.run(["info", "--json", "SampleImages"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 21)
        let paths = objects.compactMap { $0["path"] as? String }
        #expect(paths.first == "SampleImages/Close-ups/dragonfly.jpg")
        #expect(paths.last == "SampleImages/Science/rocket.jpg")
        #expect(paths == paths.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
        #expect(!paths.contains { $0.hasSuffix(".md") })
        let aitzgorri = try #require(objects.first { ($0["path"] as? String)?.hasSuffix("aitzgorri.jpg") == true })
        #expect(aitzgorri["format"] as? String == "jpeg")
        #expect(aitzgorri["width"] as? Int == 1200 && aitzgorri["height"] as? Int == 800)
        #expect(aitzgorri["orientation"] as? Int == 6)
        #expect(aitzgorri["displayWidth"] as? Int == 800 && aitzgorri["displayHeight"] as? Int == 1200)
        let coffee = try #require(objects.first { ($0["path"] as? String)?.hasSuffix("coffee.png") == true })
        #expect(coffee["format"] as? String == "png" && coffee["width"] as? Int == 600)
    }

    @Test("JSON keys come in the documented order")
    func keyOrder() throws {
        let run = try Tessera.run(["info", "--json", "SampleImages/Landscapes/seeding.jpg"])
        #expect(run.stdout == """
        [
          {"path": "SampleImages/Landscapes/seeding.jpg", "format": "jpeg", "width": 675, "height": 1200, "orientation": 8, "displayWidth": 1200, "displayHeight": 675}
        ]

        """)
    }

    @Test("a failed file is reported in place, the others still are, and the exit status is 1")
    func failures() throws {
        let run = try Tessera.run(["info", "--json", "Tests/Fixtures/corrupt/text_named.jpg",
                                   "SampleImages/Science/logo.png", "does-not-exist.jpg"])
        #expect(run.status == 1)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 3)
        #expect(objects[0]["error"] as? String == "not an image: the file starts with none of the signatures Tessera reads (JPEG, PNG, WebP, TIFF, GIF, BMP, HEIC/HEIF, AVIF and camera RAW)")
        #expect(objects[0].count == 2)
        #expect(objects[1]["width"] as? Int == 500)
        #expect(objects[2]["path"] as? String == "does-not-exist.jpg")
        #expect(objects[2]["error"] as? String == "cannot read file: No such file or directory")
    }

    @Test("text mode: an aligned table on stdout, errors on stderr naming the file")
    func textMode() throws {
        let run = try Tessera.run(["info", "SampleImages/Science/hubble-deep-field.jpg", "SampleImages/Science/logo.png",
                                   "Tests/Fixtures/corrupt/png_zero_width.png"])
        #expect(run.status == 1)
        #expect(run.stdout == """
        PATH                                        FORMAT    STORED  ORIENTATION  DISPLAYED
        SampleImages/Science/hubble-deep-field.jpg  JPEG    872×1000            6   1000×872
        SampleImages/Science/logo.png               PNG      500×500            1    500×500

        """)
        #expect(run.stderr == "Tests/Fixtures/corrupt/png_zero_width.png: bad dimensions 0×16: PNG width and height must be 1 to 2147483647\n")
    }

    @Test("folders: hidden files and non-image extensions skipped; explicitly named files always probed; symlink loops end")
    func folderWalking() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fm = FileManager.default
        let photo = Tessera.repositoryRoot.appendingPathComponent("SampleImages/Science/chelsea.jpg")
        try fm.createDirectory(at: folder.appendingPathComponent("b/deeper"), withIntermediateDirectories: true)
        try fm.copyItem(at: photo, to: folder.appendingPathComponent("b/deeper/z.JPG"))
        try fm.copyItem(at: photo, to: folder.appendingPathComponent("a.jpeg"))
        try fm.copyItem(at: photo, to: folder.appendingPathComponent(".hidden.jpg"))
        try fm.copyItem(at: photo, to: folder.appendingPathComponent("photo.dat"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("b/deeper/loop").path, withDestinationPath: folder.path)

        let run = try Tessera.run(["info", "--json", "."], in: folder)
        #expect(run.status == 0)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(objects.compactMap { $0["path"] as? String } == ["./a.jpeg", "./b/deeper/z.JPG"])

        let named = try Tessera.run(["info", "--json", "photo.dat", ".hidden.jpg"], in: folder)
        #expect(named.status == 0)
        #expect(named.stdout.contains("\"path\": \"photo.dat\", \"format\": \"jpeg\", \"width\": 451"))
        #expect(named.stdout.contains("\"path\": \".hidden.jpg\""))
    }

    @Test("a PNG named .jpg is a PNG; a JPEG named .png is a JPEG")
    func signatureNotExtension() throws {
        // A 6×6 PNG made here, named .jpg; the committed ladybird JPEG named .png.
        let folder = try Tessera.folder(with: [
            (name: "png_named.jpg", source: .bytes(PNGSamples.png(PNGSamples.Variety(colorType: 2, bitDepth: 8), width: 6, height: 6))),
            (name: "jpeg_named.png", source: .repository("Tests/Fixtures/jpeg/ladybird_jpeg_named.png")),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tessera.run(["info", "--json", "photos/png_named.jpg", "photos/jpeg_named.png"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout == """
            [
              {"path": "photos/png_named.jpg", "format": "png", "width": 6, "height": 6, "orientation": 1, "displayWidth": 6, "displayHeight": 6},
              {"path": "photos/jpeg_named.png", "format": "jpeg", "width": 800, "height": 500, "orientation": 1, "displayWidth": 800, "displayHeight": 500}
            ]

            """, "\(run.stdout)")
    }

    @Test("usage errors exit 2", arguments: [["info"], ["info", "--bogus", "x.jpg"], ["no-such-command"]])
    func usage(arguments: [String]) {
        let run = AssertUsageError(arguments, prefix: "Error: ")
        #expect(run.stderr.contains("Usage: tessera"), "\(run.stderr)")
    }

    @Test("the whole corrupt corpus is reported without a crash: each file's header read or its error named")
    func corruptCorpus() throws {
        let run = try Tessera.run(["info", "--json", "Tests/Fixtures/corrupt"])
        #expect(run.status == 1)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let folder = "Tests/Fixtures/corrupt/"
        #expect(objects.map { $0["path"] as? String ?? "" } == [
            "png_ihdr_not_first.png", "png_truncated_mid_idat.png", "png_zero_width.png", "text_named.jpg",
            "truncated_inside_exif_app1.jpg", "truncated_mid_scan.jpg", "yellowflower.gif",
        ].map { folder + $0 })
        let errors = objects.map { $0["error"] as? String }
        #expect(errors == [
            "corrupt PNG chunk tEXt at byte 8: the first chunk must be IHDR",
            nil,   // cut inside its image data: the header is whole
            "bad dimensions 0×16: PNG width and height must be 1 to 2147483647",
            "not an image: the file starts with none of the signatures Tessera reads (JPEG, PNG, WebP, TIFF, GIF, BMP, HEIC/HEIF, AVIF and camera RAW)",
            "truncated header: the file ends at byte 3000 inside the APP1 segment at byte 20",
            nil,   // cut inside its scan: the header is whole
            nil,   // a valid GIF, read since GIF support
        ])
        #expect(objects[1]["width"] as? Int == 480 && objects[5]["width"] as? Int == 800)
        #expect(objects[6]["format"] as? String == "gif" && objects[6]["width"] as? Int == 96 && objects[6]["height"] as? Int == 60)
    }

    @Test("the shared third-party corrupt corpus (PngSuite x*, fuzzer finds, other decoders' test files) is reported without a crash",
          .thirdPartyData("corrupt"))
    func thirdPartyCorruptCorpus() throws {
        let folder = try #require(TestData.thirdPartyFolder("corrupt"))
        let run = try Tessera.run(["info", "--json", folder.path])
        #expect(run.status == 1)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 23)
        #expect(objects.filter { $0["error"] != nil }.count >= 15)
    }
}
