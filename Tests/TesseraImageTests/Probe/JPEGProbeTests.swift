import Testing
@testable import TesseraImage

@Suite("JPEG header probing, hand-built edge cases")
struct JPEGProbeTests {
    @Test("every SOF variant is a frame header", arguments: [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF] as [UInt8])
    func everyFrameType(marker: UInt8) throws {
        let bytes = JPEGBytes.soi + JPEGBytes.frame(marker, width: 321, height: 123) + JPEGBytes.scan
        let info = try ImageProbe.probe(bytes: bytes)
        #expect(info.width == 321 && info.height == 123)
        guard case .jpeg(let details) = info.details else { Issue.record("not JPEG details"); return }
        #expect(details.frameType == Int(marker - 0xC0))
        #expect(details.isProgressive == [0xC2, 0xC6, 0xCA, 0xCE].contains(marker))
        #expect(details.isArithmetic == (marker >= 0xC9))
    }

    @Test("DHT, JPG and DAC are not frames, even with frame-like contents", arguments: [0xC4, 0xC8, 0xCC] as [UInt8])
    func nonFrameMarkersInTheSOFRange(marker: UInt8) throws {
        let fake = JPEGBytes.segment(marker, [8, 0, 9, 0, 9, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0])
        let info = try ImageProbe.probe(bytes: JPEGBytes.jpeg(width: 50, height: 20, before: fake))
        #expect(info.width == 50 && info.height == 20)
    }

    @Test("fill bytes before markers are skipped")
    func fillBytes() throws {
        let fill = [UInt8](repeating: 0xFF, count: 7)
        let bytes = JPEGBytes.soi + fill + JPEGBytes.segment(0xE0, Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0])
            + fill + JPEGBytes.frame(width: 64, height: 48) + JPEGBytes.scan
        let info = try ImageProbe.probe(bytes: bytes)
        #expect(info.width == 64 && info.height == 48)
    }

    @Test("stray bytes and stuffed zeros between segments are skipped, as libjpeg does")
    func strayBytes() throws {
        let bytes = JPEGBytes.soi + JPEGBytes.segment(0xFE, Array("hello".utf8)) + [0xFF, 0x00, 0x12, 0x00]
            + JPEGBytes.frame(width: 10, height: 11) + JPEGBytes.scan
        let info = try ImageProbe.probe(bytes: bytes)
        #expect(info.width == 10 && info.height == 11)
    }

    @Test("an APP segment of the largest size is skipped")
    func largestAPPSegment() throws {
        let app2 = JPEGBytes.segment(0xE2, [UInt8](repeating: 0xFF, count: 65533))
        let info = try ImageProbe.probe(bytes: JPEGBytes.jpeg(width: 7, height: 9, before: app2 + app2))
        #expect(info.width == 7 && info.height == 9)
    }

    @Test("a fake SOF in a comment and a thumbnail JPEG inside APP1 are never the image")
    func embeddedFrames() throws {
        let thumbnail = JPEGBytes.jpeg(width: 160, height: 120)
        let app1 = JPEGBytes.segment(0xE1, Array("Exif\0\0".utf8) + TIFFBytes.tiff(bigEndian: false, ifd0: []) + thumbnail)
        let comment = JPEGBytes.segment(0xFE, JPEGBytes.frame(width: 999, height: 999))
        let info = try ImageProbe.probe(bytes: JPEGBytes.jpeg(width: 800, height: 500, before: comment + app1))
        #expect(info.width == 800 && info.height == 500)
    }

    @Test("a segment length shorter than its own field is a corrupt marker at its offset")
    func lengthTooShort() {
        let bytes = JPEGBytes.soi + [0xFF, 0xE0, 0x00, 0x01] + JPEGBytes.frame(width: 1, height: 1)
        #expect(throws: ProbeError.corruptMarker(marker: 0xE0, offset: 2, reason: "segment length 1 is shorter than its own 2-byte length field")) {
            try ImageProbe.probe(bytes: bytes)
        }
    }

    @Test("a segment length past the end of the file is a truncated header")
    func lengthPastTheEnd() {
        let bytes = JPEGBytes.soi + [0xFF, 0xE1, 0xFF, 0xF0] + Array("Exif\0\0".utf8)
        #expect(throws: ProbeError.truncated(offset: 12, context: "the APP1 segment at byte 2")) {
            try ImageProbe.probe(bytes: bytes)
        }
        let skipped = JPEGBytes.soi + [0xFF, 0xE5, 0xFF, 0xF0, 1, 2, 3]
        #expect(throws: ProbeError.truncated(offset: 9, context: "the APP5 segment at byte 2")) {
            try ImageProbe.probe(bytes: skipped)
        }
    }

    @Test("endless fill bytes end in a truncated-header error, not a hang")
    func endlessFill() {
        let bytes = JPEGBytes.soi + [UInt8](repeating: 0xFF, count: 200_000)
        #expect(throws: ProbeError.truncated(offset: 200_002, context: "the next marker")) {
            try ImageProbe.probe(bytes: bytes)
        }
    }

    @Test("a scan or the end before any frame header is an error")
    func noFrame() {
        #expect(throws: ProbeError.missingFrameHeader(foundMarker: 0xDA, offset: 2)) {
            try ImageProbe.probe(bytes: JPEGBytes.soi + JPEGBytes.scan)
        }
        #expect(throws: ProbeError.missingFrameHeader(foundMarker: 0xD9, offset: 2)) {
            try ImageProbe.probe(bytes: JPEGBytes.soi + JPEGBytes.eoi)
        }
    }

    @Test("a zero height (DNL) or width is bad dimensions")
    func zeroDimensions() {
        #expect(throws: ProbeError.self) { try ImageProbe.probe(bytes: JPEGBytes.jpeg(width: 10, height: 0)) }
        #expect(throws: ProbeError.self) { try ImageProbe.probe(bytes: JPEGBytes.jpeg(width: 0, height: 10)) }
    }

    @Test("a frame header too short for its components is corrupt")
    func shortFrame() {
        let bytes = JPEGBytes.soi + JPEGBytes.segment(0xC0, [8, 0, 10, 0, 10, 3, 1, 0x11, 0]) + JPEGBytes.scan
        #expect(throws: ProbeError.corruptMarker(marker: 0xC0, offset: 2, reason: "frame header of length 11 cannot hold 3 components")) {
            try ImageProbe.probe(bytes: bytes)
        }
    }

    @Test("Adobe APP14 transform, components and precision are reported")
    func adobeDetails() throws {
        let app14 = JPEGBytes.segment(0xEE, Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, 2])
        let bytes = JPEGBytes.soi + app14 + JPEGBytes.frame(width: 5, height: 5, components: 4) + JPEGBytes.scan
        let info = try ImageProbe.probe(bytes: bytes)
        #expect(info.details == .jpeg(JPEGDetails(frameType: 0, components: 4, bitDepth: 8, adobeTransform: 2,
                                                  sampling: Array(repeating: JPEGSampling(horizontal: 1, vertical: 1), count: 4))))
    }

    @Test("a 50 MB JPEG is probed by reading only its header")
    func boundedReads() throws {
        let icc = (0..<9).flatMap { _ in JPEGBytes.segment(0xE2, [UInt8](repeating: 0x41, count: 60_000)) }
        let huge = JPEGBytes.jpeg(width: 6000, height: 4000, before: icc) + [UInt8](repeating: 0x55, count: 50_000_000)
        let source = CountingByteSource(huge)
        let info = try ImageProbe.probe(source)
        #expect(info.width == 6000 && info.height == 4000)
        #expect(source.bytesRead < 200_000)
        #expect(source.largestRead <= 65_536)
    }
}
