import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the fields of ``XMPMetadata`` from an XMP packet (RDF/XML), with Foundation's
/// `XMLParser` (libxml2). Properties are matched by namespace URI, whatever their prefix, and
/// read in both RDF forms: an attribute of `rdf:Description` (`xmp:Rating="3"`) or an element
/// (`<xmp:Rating>3</xmp:Rating>`); `dc:title` and `dc:description` take their `x-default`
/// entry (else their first).
///
/// MUST be pure (no file is opened) and MAY run on any thread.
public enum XMPParser {
    static let xmp = "http://ns.adobe.com/xap/1.0/"
    static let dublinCore = "http://purl.org/dc/elements/1.1/"
    static let dynamicMedia = "http://ns.adobe.com/xmp/1.0/DynamicMedia/"
    static let rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"

    /// The metadata in `packet` (UTF-8 XML, the `<?xpacket?>` wrapper allowed).
    /// - Throws: ``XMPError``: what ``XMPPrescan`` refuses before libxml2 sees the packet (a
    ///   DTD, too many attributes or namespace declarations), or malformed XML.
    public static func parse(_ packet: [UInt8]) throws(XMPError) -> XMPMetadata {
        try XMPPrescan.check(packet)
        let parser = XMLParser(data: Data(packet))
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = true
        let collector = XMPCollector()
        parser.delegate = collector
        // corelibs' parser may answer true for a document cut short, with an error set.
        guard parser.parse(), parser.parserError == nil else {
            throw .malformed(line: parser.lineNumber, column: parser.columnNumber,
                             reason: parser.parserError.map { String(describing: $0) } ?? "not XML")
        }
        return collector.metadata
    }

    /// A property's value as ``XMPMetadata`` keeps it, into `metadata`.
    static func set(_ namespace: String, _ name: String, _ rawValue: String, in metadata: inout XMPMetadata) {
        let value = rawValue.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !value.isEmpty else { return }
        switch (namespace, name) {
        case (xmp, "Rating"):
            // Ratings are integers, but some tools write "3.0".
            if let number = Double(value), number.isFinite { metadata.rating = Int(max(-1, min(5, number.rounded()))) }
        case (xmp, "Label"):
            metadata.label = value
        case (dynamicMedia, "pick"):
            metadata.flag = value == "1" ? .pick : value == "-1" ? .reject : metadata.flag
        case (dynamicMedia, "good"):
            if value.lowercased() == "true" { metadata.flag = metadata.flag ?? .pick }
        case (dublinCore, "title"):
            metadata.title = metadata.title ?? value
        case (dublinCore, "description"):
            metadata.description = metadata.description ?? value
        default:
            break
        }
    }
}

/// The `XMLParser` delegate behind ``XMPParser``: a namespace map and the open property.
private final class XMPCollector: NSObject, XMLParserDelegate {
    var metadata = XMPMetadata()
    /// Prefix → namespace URI, as declared so far (XMP packets declare each prefix once).
    private var namespaces: [String: String] = [:]
    /// The property element being read (namespace, local name) and its text so far.
    private var property: (namespace: String, name: String)?
    private var text = ""
    /// Whether the open `rdf:li` is the `x-default` entry (or the first) of an alternative.
    private var languageIsDefault = false
    private var pending: [String: String] = [:]
    /// The open elements, outermost first: a property is an element whose parent is an
    /// `rdf:Description`.
    private var open: [(namespace: String, name: String)] = []

    func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
        namespaces[prefix] = namespaceURI
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        let namespace = namespaceURI ?? ""
        let parentIsDescription = open.last.map { $0.namespace == XMPParser.rdf && $0.name == "Description" } ?? false
        open.append((namespace, elementName))
        if namespace == XMPParser.rdf && elementName == "Description" {
            for (key, value) in attributes.sorted(by: { $0.key < $1.key }) {
                let parts = key.split(separator: ":", maxSplits: 1).map(String.init)
                guard parts.count == 2, let uri = namespaces[parts[0]] else { continue }
                XMPParser.set(uri, parts[1], value, in: &metadata)
            }
            return
        }
        if namespace == XMPParser.rdf && elementName == "li" {
            text = ""
            languageIsDefault = (attributes["xml:lang"] ?? "x-default") == "x-default"
            return
        }
        if parentIsDescription, namespace != XMPParser.rdf, property == nil {
            property = (namespace, elementName)
            text = ""
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        let namespace = namespaceURI ?? ""
        if !open.isEmpty { open.removeLast() }
        if namespace == XMPParser.rdf && elementName == "li", let property {
            // The x-default entry wins; another language's only when no default comes.
            let key = property.namespace + property.name
            if languageIsDefault { XMPParser.set(property.namespace, property.name, text, in: &metadata) }
            else if pending[key] == nil { pending[key] = text }
            text = ""
            return
        }
        if let open = property, open.namespace == namespace, open.name == elementName {
            let key = open.namespace + open.name
            if let fallback = pending.removeValue(forKey: key) { XMPParser.set(open.namespace, open.name, fallback, in: &metadata) }
            XMPParser.set(open.namespace, open.name, text, in: &metadata)
            property = nil
            text = ""
        }
    }
}
