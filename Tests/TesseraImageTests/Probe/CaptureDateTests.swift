import Testing
@testable import TesseraImage
@testable import TesseraProbe

/// EXIF DateTimeOriginal, for `tessera sheet --sort date`; expected values from ImageMagick
/// (`identify -format '%[EXIF:DateTimeOriginal]'`).
@Suite("EXIF capture date")
struct CaptureDateTests {
    @Test("DateTimeOriginal from the Exif sub-IFD", arguments: [
        ("mate_Dune.jpg", "2007:08:06 10:29:13"),
        ("mate_Wood.jpg", "2008:04:19 13:43:16"),
    ])
    func fixtures(file: String, expected: String) throws {
        #expect(try ImageProbe.probe(fileAt: Fixtures.path("jpeg", file)).captureDate == expected)
    }

    @Test("DateTimeOriginal from the Exif sub-IFD of Pillow's photos", .thirdPartyData("jpeg"), arguments: [
        ("pillow_flower.jpg", "2003:12:14 12:01:44"),
        ("pillow_iptc.jpg", "2006:07:08 21:14:45"),
    ])
    func thirdPartyFixtures(file: String, expected: String) throws {
        #expect(try ImageProbe.probe(fileAt: TestData.thirdParty("jpeg", file)).captureDate == expected)
    }

    @Test("no date without an Exif sub-IFD, or in a PNG")
    func absent() throws {
        #expect(try ImageProbe.probe(fileAt: Fixtures.path("jpeg", "ladybird_baseline_420.jpg")).captureDate == nil)
        #expect(try ImageProbe.probe(bytes: JPEGBytes.jpeg()).captureDate == nil)
    }

    @Test("a pointer or a date outside the segment, or a malformed date, gives nil")
    func damaged() {
        // IFD0 with the ExifIFD pointer (0x8769, LONG) pointing far outside the segment.
        let outside = JPEGBytes.exifAPP1(bigEndian: false, ifd0: [(tag: 0x8769, type: 4, value: 100_000)])
        #expect(EXIFDateReader.dateTimeOriginal(inAPP1: Array(outside.dropFirst(4))) == nil)
        let bigOutside = JPEGBytes.exifAPP1(bigEndian: true, ifd0: [(tag: 0x8769, type: 4, value: 0xFFFF_FFF0)])
        #expect(EXIFDateReader.dateTimeOriginal(inAPP1: Array(bigOutside.dropFirst(4))) == nil)
    }
}
