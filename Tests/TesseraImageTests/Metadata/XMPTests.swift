import Foundation
import Testing
import TesseraImage

/// XMP (issue 27): ratings, labels, picks and captions, embedded in a JPEG's APP1 and in
/// `.xmp` sidecars, parsed by namespace whatever the prefix.
@Suite("XMP metadata")
struct XMPTests {
    /// An XMP packet whose rdf:Description holds `attributes` and `elements`.
    static func packet(attributes: String = "", elements: String = "") -> [UInt8] {
        Array("""
        <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
        <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"
          xmlns:xmpDM="http://ns.adobe.com/xmp/1.0/DynamicMedia/" xmlns:lr="http://ns.adobe.com/lightroom/1.0/" \(attributes)>\(elements)</rdf:Description>
        </rdf:RDF></x:xmpmeta>
        <?xpacket end="w"?>
        """.utf8)
    }

    /// `jpeg` with an APP1 XMP segment holding `packet` right after SOI.
    static func embedding(_ packet: [UInt8], in jpeg: [UInt8]) -> [UInt8] {
        let payload = Array("http://ns.adobe.com/xap/1.0/\u{0}".utf8) + packet
        let length = payload.count + 2
        return Array(jpeg[0..<2]) + [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + Array(jpeg[2...])
    }

    static let jpeg: [UInt8] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/jpeg/ladybird_baseline_420.jpg")
        return (try? Array(Data(contentsOf: url))) ?? []
    }()

    @Test func attributesAndElements() throws {
        let attributes = try XMPParser.parse(Self.packet(attributes: #"xmp:Rating="4" xmp:Label="Red" xmpDM:pick="1""#))
        #expect(attributes == XMPMetadata(rating: 4, label: "Red", flag: .pick))
        #expect(attributes.isPicked && !attributes.isRejected)
        let elements = try XMPParser.parse(Self.packet(elements: """
            <xmp:Rating>-1</xmp:Rating><xmp:Label>Sélection α</xmp:Label>
            <dc:title><rdf:Alt><rdf:li xml:lang="fr">Titre</rdf:li><rdf:li xml:lang="x-default">Title &amp; more</rdf:li></rdf:Alt></dc:title>
            <dc:description><rdf:Alt><rdf:li xml:lang="de">Nur Deutsch</rdf:li></rdf:Alt></dc:description>
            """))
        #expect(elements == XMPMetadata(rating: -1, label: "Sélection α", title: "Title & more", description: "Nur Deutsch"))
        #expect(elements.isRejected)
    }

    @Test func otherPrefixesForTheSameNamespaces() throws {
        let packet = Array(#"<r:RDF xmlns:r="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><r:Description xmlns:a="http://ns.adobe.com/xap/1.0/" a:Rating="2"/></r:RDF>"#.utf8)
        #expect(try XMPParser.parse(packet).rating == 2)
    }

    @Test func malformedPacketIsATypedError() {
        #expect(throws: XMPError.self) { try XMPParser.parse(Array("<x:xmpmeta><unclosed".utf8)) }
    }

    @Test func embeddedPacketBeforeTheScan() throws {
        #expect(!Self.jpeg.isEmpty)
        let withXMP = Self.embedding(Self.packet(attributes: #"xmp:Rating="5""#), in: Self.jpeg)
        let packet = try #require(try XMPReader.embeddedPacket(in: MemoryByteSource(withXMP)))
        #expect(try XMPParser.parse(packet).rating == 5)
        #expect(try XMPReader.embeddedPacket(in: MemoryByteSource(Self.jpeg)) == nil)
        // The photo still probes as before.
        #expect(try ImageProbe.probe(bytes: withXMP).width == 800)
    }

    @Test func sidecarsOverTheEmbeddedPacket() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-xmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("IMG_1.jpg").path
        try Data(Self.embedding(Self.packet(attributes: #"xmp:Rating="4" xmp:Label="Red""#), in: Self.jpeg)).write(to: URL(fileURLWithPath: photo))
        #expect(XMPReader.read(photoAt: photo) == XMPMetadata(rating: 4, label: "Red"))
        // Lightroom's IMG_1.xmp, then darktable's IMG_1.jpg.xmp: the later wins field by field.
        try Data(Self.packet(attributes: #"xmp:Rating="1" dc:title="x""#)).write(to: folder.appendingPathComponent("IMG_1.xmp"))
        try Data(Self.packet(attributes: #"xmp:Rating="-1""#)).write(to: folder.appendingPathComponent("IMG_1.jpg.xmp"))
        #expect(XMPReader.read(photoAt: photo) == XMPMetadata(rating: -1, label: "Red", title: "x"))
        // A malformed sidecar is no sidecar.
        try Data("<oops".utf8).write(to: folder.appendingPathComponent("IMG_1.jpg.xmp"))
        #expect(XMPReader.read(photoAt: photo).rating == 1)
    }
}
