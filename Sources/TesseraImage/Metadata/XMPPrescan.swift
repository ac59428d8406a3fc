/// A linear pass over an XMP packet's bytes before libxml2 parses it, refusing what makes
/// libxml2 slow although XMP never needs it (issue 36: 400,000 attributes took 90 s, since
/// libxml2 compares each attribute with those before it; 200,000 namespace declarations 15 s;
/// one internal entity referenced 150,000 times 111 s):
/// - any declaration (`<!DOCTYPE`, `<!ENTITY`, …; comments and CDATA sections excepted): XMP
///   forbids DTDs (XMP Specification Part 1, 7.3), so no entity can be declared;
/// - more than ``maxAttributesPerElement`` attributes in one element: Lightroom's sidecars, the
///   largest in the wild, write a few hundred (`crs:` settings) on one `rdf:Description`;
/// - more than ``maxNamespaces`` namespace declarations in the packet: real ones have tens.
///
/// The pass stops at the first excess, so its cost is the bytes before it.
enum XMPPrescan {
    /// The most attributes one element may have.
    static let maxAttributesPerElement = 2_048
    /// The most namespace declarations (`xmlns="…"`, `xmlns:p="…"`) a packet may have.
    static let maxNamespaces = 1_024

    static func check(_ packet: [UInt8]) throws(XMPError) {
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), bang = UInt8(ascii: "!")
        var namespaces = 0
        var at = 0
        while let open = packet[at...].firstIndex(of: lt) {
            let next = open + 1 < packet.count ? packet[open + 1] : 0
            if next == bang {
                if starts(packet, open, "<!--") { at = end(of: "-->", in: packet, from: open + 4); continue }
                if starts(packet, open, "<![CDATA[") { at = end(of: "]]>", in: packet, from: open + 9); continue }
                let name = packet[open..<min(packet.count, open + 9)].prefix { $0 > 32 && $0 != gt }
                throw .forbiddenDeclaration(declaration: String(decoding: name, as: UTF8.self), offset: open)
            }
            if next == UInt8(ascii: "?") { at = end(of: "?>", in: packet, from: open + 2); continue }
            if next == UInt8(ascii: "/") { at = packet[open...].firstIndex(of: gt).map { $0 + 1 } ?? packet.count; continue }
            // A start tag: every `=` outside quotes is an attribute; the word before it its name.
            var attributes = 0
            var quote: UInt8?
            var word = open + 1..<open + 1   // the last run of name characters
            var index = open + 1
            while index < packet.count {
                let byte = packet[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == gt {
                    break
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "=") {
                    attributes += 1
                    guard attributes <= maxAttributesPerElement else { throw .tooManyAttributes(limit: maxAttributesPerElement, offset: word.lowerBound) }
                    if packet[word].elementsEqual("xmlns".utf8) || packet[word].starts(with: "xmlns:".utf8) {
                        namespaces += 1
                        guard namespaces <= maxNamespaces else { throw .tooManyNamespaces(limit: maxNamespaces, offset: word.lowerBound) }
                    }
                } else if byte > 32 && byte != UInt8(ascii: "/") {
                    word = index == word.upperBound ? word.lowerBound..<index + 1 : index..<index + 1
                }
                index += 1
            }
            at = index
        }
    }

    private static func starts(_ packet: [UInt8], _ offset: Int, _ text: String) -> Bool {
        packet[offset...].starts(with: text.utf8)
    }

    /// The index after the first `terminator` from `start`, or the end of the packet.
    private static func end(of terminator: String, in packet: [UInt8], from start: Int) -> Int {
        let bytes = Array(terminator.utf8)
        var index = start
        while index + bytes.count <= packet.count {
            if packet[index] == bytes[0], packet[index..<index + bytes.count].elementsEqual(bytes) { return index + bytes.count }
            index += 1
        }
        return packet.count
    }
}
