/// What a photo's XMP says about how the photographer sorted it: rating, colour label, pick
/// or reject flag, title and description. Read by ``XMPReader`` from the JPEG's embedded packet
/// and from `.xmp` sidecar files.
///
/// ```swift
/// let metadata = try XMPParser.parse(Array(#"<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:Rating="4" xmp:Label="Red"/></rdf:RDF></x:xmpmeta>"#.utf8))
/// print(metadata.rating ?? 0, metadata.label ?? "")   // 4 Red
/// ```
public struct XMPMetadata: Sendable, Equatable {
    /// A pick flag (Lightroom's and Bridge's `xmpDM:pick`, or `xmpDM:good`).
    public enum Flag: Sendable, Equatable {
        case pick, reject
    }

    /// `xmp:Rating`: 1…5 stars, 0 unrated, −1 rejected (Lightroom, Bridge and darktable
    /// write a reject as −1).
    public var rating: Int?
    /// `xmp:Label`: the colour label's name as the application wrote it ("Red", "Green"…).
    public var label: String?
    /// `xmpDM:pick` (1 pick, −1 reject) or `xmpDM:good` (true: pick).
    public var flag: Flag?
    /// `dc:title`, its default-language entry.
    public var title: String?
    /// `dc:description`, its default-language entry.
    public var description: String?

    /// Metadata from its parts.
    public init(rating: Int? = nil, label: String? = nil, flag: Flag? = nil, title: String? = nil, description: String? = nil) {
        self.rating = rating
        self.label = label
        self.flag = flag
        self.title = title
        self.description = description
    }

    /// Whether nothing was found.
    public var isEmpty: Bool { self == XMPMetadata() }

    /// Whether the photo was rejected: `xmp:Rating` −1 or a reject flag.
    public var isRejected: Bool { rating == -1 || flag == .reject }

    /// Whether the photo was picked (and not rejected).
    public var isPicked: Bool { flag == .pick && !isRejected }

    /// Each field of `other` that is set, over this one's (a sidecar over the embedded packet).
    public func overlaid(with other: XMPMetadata) -> XMPMetadata {
        XMPMetadata(rating: other.rating ?? rating, label: other.label ?? label, flag: other.flag ?? flag,
                    title: other.title ?? title, description: other.description ?? description)
    }
}
