import Foundation
import Testing
@testable import TesseraImage

/// Issue 36, points 9 and 10: sidecars that were read whole before their size check, and
/// packets under the size limit that kept libxml2 busy for minutes. Each refusal is shown by
/// what was read or scanned before it (a count), never by a clock.
@Suite("XMP sidecars and packets refused before they cost time or memory")
struct XMPHostileTests {
    /// Any byte source, its reads counted.
    final class Counting<Inner: ByteSource>: ByteSource {
        let inner: Inner
        private(set) var bytesRead = 0
        let count: Int?

        init(_ inner: Inner, count: Int?) {
            self.inner = inner
            self.count = count
        }

        func read(at offset: Int, count: Int) throws(ProbeError) -> [UInt8] {
            let bytes = try inner.read(at: offset, count: count)
            bytesRead += bytes.count
            return bytes
        }
    }

    static let wrapperStart = #"<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">"#
    static let wrapperEnd = "</rdf:RDF></x:xmpmeta>"

    @Test("a sparse 3 GB sidecar is refused from its size, with nothing read")
    func sparseSidecar() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xmp-hostile-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sidecar = folder.appendingPathComponent("IMG_0001.xmp").path
        let size = 3_000_000_000
        let fd = open(sidecar, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        #expect(fd >= 0 && ftruncate(fd, off_t(size)) == 0)
        close(fd)
        let file = try FileByteSource(path: sidecar)
        let counting = Counting(file, count: file.count)
        #expect(throws: XMPError.tooLarge(bytes: size, limit: XMPReader.maximumPacketSize)) { try XMPReader.sidecarBytes(from: counting) }
        #expect(counting.bytesRead == 0)
        #expect(throws: XMPError.tooLarge(bytes: size, limit: 16 << 20)) { try XMPReader.sidecar(at: sidecar) }
        #expect(XMPReader.read(photoAt: folder.appendingPathComponent("IMG_0001.jpg").path).isEmpty)
    }

    @Test("a source whose size is unknown (or that grows) is read to the limit + 1 byte, no further")
    func unknownSize() throws {
        let counting = Counting(MemoryByteSource([UInt8](repeating: 0x20, count: 300_000)), count: nil)
        #expect(throws: XMPError.tooLarge(bytes: 100_001, limit: 100_000)) { try XMPReader.sidecarBytes(from: counting, limit: 100_000) }
        #expect(counting.bytesRead == 100_001)
        let small = Counting(MemoryByteSource(Array("<x/>".utf8)), count: nil)
        #expect(try XMPReader.sidecarBytes(from: small, limit: 100_000) == Array("<x/>".utf8))
    }

    @Test("a DTD is refused before parsing: one internal entity referenced 150,000 times, or an ENTITY alone")
    func declarations() throws {
        let entity = #"<?xpacket begin=""?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]>"# + Self.wrapperStart
            + "<rdf:Description><dc:title xmlns:dc=\"http://purl.org/dc/elements/1.1/\">" + String(repeating: "&a;", count: 150_000)
            + "</dc:title></rdf:Description>" + Self.wrapperEnd
        #expect(throws: XMPError.forbiddenDeclaration(declaration: "<!DOCTYPE", offset: 20)) { try XMPParser.parse(Array(entity.utf8)) }
        let bare = Array("<!ENTITY a 'b'><x/>".utf8)
        #expect(throws: XMPError.forbiddenDeclaration(declaration: "<!ENTITY", offset: 0)) { try XMPParser.parse(bare) }
        #expect(XMPError.forbiddenDeclaration(declaration: "<!DOCTYPE", offset: 20).description
                == "XMP refused: a document type declaration (<!DOCTYPE) at byte 20; XMP forbids DTDs")
        // In a comment or a CDATA section it is text, not a declaration.
        let quoted = Self.wrapperStart + "<!-- <!DOCTYPE x> --><rdf:Description xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" xmp:Rating=\"3\"/>"
            + Self.wrapperEnd
        #expect(try XMPParser.parse(Array(quoted.utf8)).rating == 3)
    }

    /// An `rdf:Description` with two attributes and `count` more, and where its attribute number
    /// `limit` + 1 begins.
    static func attributes(_ count: Int, limit: Int) -> (packet: [UInt8], over: Int) {
        let head = Self.wrapperStart + "<rdf:Description xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" xmp:Rating=\"2\""
        var text = head
        var over = 0
        for index in 0..<count {
            if index == limit - 2 { over = text.utf8.count + 1 }
            text += " a\(index)=\"1\""
        }
        return (Array((text + "/>" + Self.wrapperEnd).utf8), over)
    }

    @Test("400,000 attributes on one element are refused at the one over the cap, the rest never scanned")
    func manyAttributes() throws {
        let limit = XMPPrescan.maxAttributesPerElement
        let (packet, over) = Self.attributes(400_000, limit: limit)
        #expect(packet.count > 4_000_000)
        #expect(throws: XMPError.tooManyAttributes(limit: limit, offset: over)) { try XMPParser.parse(packet) }
        #expect(over < packet.count / 100)
        // At the cap, the packet is read.
        #expect(try XMPParser.parse(Self.attributes(limit - 2, limit: limit).packet).rating == 2)
    }

    @Test("200,000 namespace declarations are refused at the one over the cap")
    func manyNamespaces() throws {
        let limit = XMPPrescan.maxNamespaces
        var text = Self.wrapperStart   // two declarations
        var over = 0
        for index in 0..<200_000 {
            if index == limit - 2 { over = text.utf8.count + 2 + "p\(index)".utf8.count }
            text += "<p\(index) xmlns:p\(index)=\"urn:x:\(index)\"/>"
        }
        let packet = Array((text + Self.wrapperEnd).utf8)
        #expect(throws: XMPError.tooManyNamespaces(limit: limit, offset: over)) { try XMPParser.parse(packet) }
        #expect(over < packet.count / 100)
    }
}
