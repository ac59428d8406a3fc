/// What a printed PDF says beside its pages (`tessera sheet --paper … -o proof.pdf`): how its
/// pictures are compressed, and its title and author.
public struct PDFDocument: Sendable, Equatable {
    /// JPEG quality of the page pictures (1 … 100); nil: lossless (PNG's filters and deflate).
    public var quality: Int?
    /// The document's title; the sheet's title when nil.
    public var title: String?
    /// The document's author.
    public var author: String?

    public init(quality: Int? = nil, title: String? = nil, author: String? = nil) {
        self.quality = quality
        self.title = title
        self.author = author
    }
}
