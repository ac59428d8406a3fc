import Testing
@testable import TesseraImage

@Suite("EXIF orientation, hand-built")
struct EXIFOrientationTests {
    @Test("IFD0 orientation in both byte orders", arguments: [false, true], Array(1...8))
    func bothByteOrders(bigEndian: Bool, value: Int) throws {
        let app1 = JPEGBytes.exifAPP1(bigEndian: bigEndian, ifd0: [(0x010F, 2, 0), (0x0112, 3, value)])
        let info = try ImageProbe.probe(bytes: JPEGBytes.jpeg(width: 40, height: 30, before: app1))
        #expect(info.orientation.rawValue == value)
        #expect(info.displayWidth == (value >= 5 ? 30 : 40))
        #expect(info.displayHeight == (value >= 5 ? 40 : 30))
    }

    @Test("values outside 1…8 mean 1", arguments: [0, 9, 255, 65535])
    func outOfRange(value: Int) throws {
        let app1 = JPEGBytes.exifAPP1(bigEndian: true, ifd0: [(0x0112, 3, value)])
        #expect(try ImageProbe.probe(bytes: JPEGBytes.jpeg(before: app1)).orientation == .up)
    }

    @Test("only IFD0 counts: an orientation in the thumbnail's IFD1 is ignored")
    func ifd1Ignored() throws {
        let onlyIFD1 = JPEGBytes.exifAPP1(bigEndian: false, ifd0: [(0x010F, 2, 0)], ifd1: [(0x0112, 3, 6)])
        #expect(try ImageProbe.probe(bytes: JPEGBytes.jpeg(before: onlyIFD1)).orientation == .up)
        let both = JPEGBytes.exifAPP1(bigEndian: false, ifd0: [(0x0112, 3, 8)], ifd1: [(0x0112, 3, 1)])
        #expect(try ImageProbe.probe(bytes: JPEGBytes.jpeg(before: both)).orientation == .left)
    }

    @Test("IFD offsets outside the segment give orientation 1 and never crash")
    func offsetsOutOfRange() throws {
        for ifd0Offset: [UInt8] in [[0xFF, 0xFF, 0xFF, 0xFF], [0, 0, 0, 0], [0x00, 0x00, 0x00, 0x7F], [0, 0, 0, 8]] {
            let tiff = Array("MM".utf8) + [0, 42] + ifd0Offset + [0xFF, 0xFF]  // IFD0 claims 65535 entries
            let app1 = JPEGBytes.segment(0xE1, Array("Exif\0\0".utf8) + tiff)
            let info = try ImageProbe.probe(bytes: JPEGBytes.jpeg(width: 3, height: 2, before: app1))
            #expect(info.orientation == .up)
            #expect(info.width == 3)
        }
    }

    @Test("an IFD that points at itself is read once")
    func ifdLoop() throws {
        // IFD0 at 8 with one entry (no orientation) and a next-IFD link back to 8.
        let tiff: [UInt8] = Array("II".utf8) + [42, 0, 8, 0, 0, 0] + [1, 0] + [0x0F, 0x01, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0] + [8, 0, 0, 0]
        let app1 = JPEGBytes.segment(0xE1, Array("Exif\0\0".utf8) + tiff)
        #expect(try ImageProbe.probe(bytes: JPEGBytes.jpeg(before: app1)).orientation == .up)
    }

    @Test("an XMP APP1 before the EXIF one does not hide it")
    func xmpFirst() throws {
        let xmp = JPEGBytes.segment(0xE1, Array("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>".utf8))
        let exif = JPEGBytes.exifAPP1(bigEndian: false, ifd0: [(0x0112, 3, 6)])
        #expect(try ImageProbe.probe(bytes: JPEGBytes.jpeg(before: xmp + exif)).orientation == .right)
    }

    @Test("orientation stored as LONG or BYTE is read too")
    func otherTypes() throws {
        let long = JPEGBytes.exifAPP1(bigEndian: true, ifd0: [(0x0112, 4, 3)])
        #expect(try ImageProbe.probe(bytes: JPEGBytes.jpeg(before: long)).orientation == .down)
    }

    @Test("a damaged TIFF header means no orientation")
    func badTIFFHeader() throws {
        let app1 = JPEGBytes.segment(0xE1, Array("Exif\0\0".utf8) + Array("XX".utf8) + [0, 42, 0, 0, 0, 8])
        #expect(try ImageProbe.probe(bytes: JPEGBytes.jpeg(before: app1)).orientation == .up)
    }
}
