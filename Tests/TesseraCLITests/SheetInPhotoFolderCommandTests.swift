import Foundation
import Testing
import TesseraImage

/// Issue 40, point 6: a sheet written into its own photo folder. The second run refused ("would
/// write over the photo") or drew the first sheet into the second. Tessera now marks what it
/// writes (a PNG tEXt chunk, a JPEG COM segment) and leaves its earlier sheets out.
@Suite("Sheets in their own photo folder")
struct SheetInPhotoFolderCommandTests {
    @Test("run twice into the folder, JPEG then PNG: the earlier sheets are left out and said, the photos counted once")
    func twice() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trip = folder.appendingPathComponent("Trip")
        try FileManager.default.copyItem(at: Tessera.repositoryRoot.appendingPathComponent("SampleImages/Landscapes"), to: trip)
        let first = try Tessera.run(["sheet", "Trip", "-o", "Trip/contact.jpg"], in: folder)
        #expect(first.status == 0 && first.stderr.contains("tessera: 7 photos, 7 drawn → Trip/contact.jpg"), "\(first.stderr)")
        let bytes = try Data(contentsOf: trip.appendingPathComponent("contact.jpg"))
        let again = try Tessera.run(["sheet", "Trip", "-o", "Trip/contact.jpg"], in: folder)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("tessera: left out 1 sheet Tessera wrote earlier: Trip/contact.jpg"), "\(again.stderr)")
        #expect(again.stderr.contains("tessera: 7 photos, 7 drawn → Trip/contact.jpg"), "\(again.stderr)")
        #expect(try Data(contentsOf: trip.appendingPathComponent("contact.jpg")) == bytes)
        let png = try Tessera.run(["sheet", "Trip", "-o", "Trip/contact.png", "-q"], in: folder)
        #expect(png.status == 0, "\(png.stderr)")
        #expect(try ImageProbe.probe(fileAt: trip.appendingPathComponent("contact.png").path).isTesseraSheet)
        let both = try Tessera.run(["sheet", "Trip", "-o", "Trip/contact.png"], in: folder)
        #expect(both.stderr.contains("left out 2 sheets Tessera wrote earlier: Trip/contact.jpg, Trip/contact.png"), "\(both.stderr)")
        // A photo that is no sheet of Tessera's is still never written over.
        let photo = try Tessera.run(["sheet", "Trip", "-o", "Trip/bridge.jpg"], in: folder)
        #expect(photo.status == 1 && photo.stderr.contains("refusing to write the sheet over the photo"), "\(photo.stderr)")
    }

    @Test("the mark is read from PNG and JPEG headers; a photo has none")
    func mark() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let marked = folder.appendingPathComponent("m.png").path, plain = folder.appendingPathComponent("p.png").path
        let writer = try PictureEncoding.png(.fast).writer(path: marked, width: 4, height: 2, hasAlpha: false, marked: true)
        try writer.append(rows: PixelBuffer(width: 4, height: 2, filledWith: .white))
        try writer.finish()
        try PNGWriter.write(PixelBuffer(width: 4, height: 2, filledWith: .white), to: plain)
        #expect(try ImageProbe.probe(fileAt: marked).isTesseraSheet && !(try ImageProbe.probe(fileAt: plain).isTesseraSheet))
        let jpeg = folder.appendingPathComponent("m.jpg").path
        let jpegWriter = try PictureEncoding.jpeg(quality: 80).writer(path: jpeg, width: 16, height: 16, hasAlpha: false, marked: true)
        try jpegWriter.append(rows: PixelBuffer(width: 16, height: 16, filledWith: .white))
        try jpegWriter.finish()
        #expect(try ImageProbe.probe(fileAt: jpeg).isTesseraSheet)
        #expect(!(try ImageProbe.probe(fileAt: Tessera.repositoryRoot.appendingPathComponent("SampleImages/Landscapes/bridge.jpg").path).isTesseraSheet))
    }
}
