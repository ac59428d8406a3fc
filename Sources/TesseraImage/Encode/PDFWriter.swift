/// Writes a PDF whose pages are each one picture, streamed row by row: the printed pages of a
/// contact sheet (`tessera sheet --paper a4 -o sheet.pdf`).
///
/// A page's picture is an image XObject: a baseline JPEG at ``quality`` (`/DCTDecode`, 4:2:0,
/// streamed as ``JPEGWriter`` writes one), or, without a quality, the same filtered, deflated rows
/// a PNG's IDAT chunks hold (``ImageDataStream``: `/FlateDecode` with `/Predictor 15`, PNG's row
/// filters, lossless), drawn to fill the page, in an ICC-based colour space: Tessera's sRGB profile (``SRGBProfile``),
/// which is also the document's output intent. Its length is written after it, as an indirect object, so nothing is
/// held back in memory; the cross-reference table comes last. Pictures are RGB: what is not
/// opaque is printed over white, as on paper. The file goes to a temporary file renamed into place by ``finish()``, as
/// ``PNGWriter``'s do. A class: it owns the file; use it from one thread.
///
/// Beside the picture a page may carry text (``addText(_:)``): the captions, set invisibly where
/// they are drawn (text rendering mode 3, as a scan's recognised text is), so a reader can select
/// and search them. The document says its ``title`` and ``author`` and has one bookmark per
/// ``Bookmark`` given to ``finish(bookmarks:)``.
///
/// ```swift
/// let pdf = try PDFWriter(path: "/tmp/pages.pdf")
/// try pdf.beginPage(width: 2480, height: 3508, pointWidth: 595.28, pointHeight: 841.89)
/// try pdf.append(rows: firstBand)   // … until 3508 rows
/// try pdf.endPage()
/// try pdf.finish()
/// ```
public final class PDFWriter {
    private let sink: CountingSink
    private let compression: PNGCompression
    private let workers: WorkerPool
    /// Byte offsets of objects 1, 2, 3, … (0 until written).
    private var offsets: [Int] = [0, 0]
    private var pageObjects: [Int] = []
    private var page: (stream: ImageDataStream?, jpeg: JPEGWriter?, rows: Int, width: Int, height: Int, points: (Double, Double),
                       image: Int, length: Int, start: Int, text: [TextRun])?
    /// JPEG quality of the pages' pictures; nil: lossless.
    public let quality: Int?
    /// The document's title and author (its information dictionary).
    public let title: String?, author: String?
    /// The font object of the pages' text (Helvetica), once a page has text.
    private var fontObject = 0

    /// A line of text on a page, in points from the page's bottom-left corner: its left end on
    /// its baseline, and its size.
    public struct TextRun: Sendable, Equatable {
        public var text: String
        public var x: Double, baseline: Double, size: Double
        public init(text: String, x: Double, baseline: Double, size: Double) {
            self.text = text
            self.x = x
            self.baseline = baseline
            self.size = size
        }
    }

    /// A bookmark (an outline entry): its title and the page (from 0) it opens.
    public struct Bookmark: Sendable, Equatable {
        public var title: String
        public var page: Int
        public init(title: String, page: Int) {
            self.title = title
            self.page = page
        }
    }
    private var completion: WriterCompletion
    /// The object holding the sRGB ICC profile.
    private var profileObject = 0

    /// A PDF at `path` (`-` for standard output); pictures are compressed as ``PNGWriter``'s are,
    /// on `workers`.
    /// - Throws: ``EncodeError/invalidQuality(_:)`` for a quality outside 1 … 100, or
    ///   ``EncodeError/cannotCreate(path:reason:)`` when the folder is missing or not writable.
    public init(path: String, compression: PNGCompression = .default, workers: WorkerPool = .callingThread, quality: Int? = nil,
                title: String? = nil, author: String? = nil) throws(EncodeError) {
        try EncodeError.checkQuality(quality)
        self.quality = quality
        self.title = title
        self.author = author
        let file = path == "-" ? nil : try AtomicFile(path: path)
        let sink = CountingSink(DescriptorByteSink(descriptor: file?.descriptor ?? 1, path: path))
        self.sink = sink
        completion = WriterCompletion(file: file) { () throws(EncodeError) in try sink.flush() }
        self.compression = compression
        self.workers = workers
        do {
            // The header, and a comment of four bytes above 127, marking the file as binary.
            try sink.write(Array("%PDF-1.4\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A])
            // The pictures' colour space: sRGB, by its ICC profile (also the output intent).
            let profile = SRGBProfile.bytes
            profileObject = reserve()
            try object(profileObject, "<< /N 3 /Alternate /DeviceRGB /Length \(profile.count) >>\nstream\n", close: false)
            try sink.write(profile)
            try sink.write(Array("\nendstream\nendobj\n".utf8))
        } catch {
            completion.discardUnlessFinished()
            throw error
        }
    }

    deinit {
        page?.stream?.stop()
        completion.discardUnlessFinished()
    }

    /// Starts a page showing a `width × height`-pixel picture over `pointWidth × pointHeight`
    /// points (1/72 inch).
    /// - Throws: ``EncodeError/tooLarge(_:)`` for a picture beyond ``PictureLimits`` (a JPEG's
    ///   when the pages are JPEG), ``EncodeError/invalidPageSize(width:height:)``, or the
    ///   failure of an earlier page.
    public func beginPage(width: Int, height: Int, pointWidth: Double, pointHeight: Double) throws(EncodeError) {
        precondition(page == nil && !completion.isFinished, "PDFWriter: end the page before starting another")
        try completion.rethrowFailure()
        try EncodeError.checkSize(width: width, height: height, as: quality == nil ? .file : .jpeg)
        guard pointWidth.isFinite, pointHeight.isFinite, pointWidth > 0, pointHeight > 0 else {
            throw .invalidPageSize(width: pointWidth, height: pointHeight)
        }
        let image = reserve(), length = reserve()
        let filter = quality == nil
            ? "/Filter /FlateDecode /DecodeParms << /Predictor 15 /Colors 3 /BitsPerComponent 8 /Columns \(width) >>"
            : "/Filter /DCTDecode"
        try object(image, """
            << /Type /XObject /Subtype /Image /Width \(width) /Height \(height) /ColorSpace [/ICCBased \(profileObject) 0 R] \
            /BitsPerComponent 8 \(filter) /Length \(length) 0 R >>
            stream

            """, close: false)
        let sink = self.sink
        let start = sink.count
        if let quality {
            let jpeg = try JPEGWriter(tileSink: SinkAdapter(sink), width: width, height: height, quality: quality, fullChroma: false)
            page = (nil, jpeg, 0, width, height, (pointWidth, pointHeight), image, length, start, [])
        } else {
            let stream = ImageDataStream(width: width, height: height, hasAlpha: false, compression: compression, workers: workers) { pieces throws(EncodeError) in
                for piece in pieces where !piece.isEmpty { try sink.write(piece) }
            }
            page = (stream, nil, 0, width, height, (pointWidth, pointHeight), image, length, start, [])
        }
    }

    /// Sets `runs` of text on the current page, invisibly over its picture (selectable and
    /// searchable). Characters outside Latin-1 are written as `?`.
    public func addText(_ runs: [TextRun]) {
        precondition(page != nil, "PDFWriter: text needs a page")
        page?.text += runs
    }

    /// Appends rows of the current page's picture (premultiplied RGBA, as ``PNGWriter`` takes
    /// them); `rows.width` MUST be the page's width.
    public func append(rows: PixelBuffer) throws(EncodeError) {
        guard let page else { preconditionFailure("PDFWriter: rows need a page") }
        precondition(rows.width == page.width && page.rows + rows.height <= page.height, "PDFWriter: rows do not fit the page")
        self.page?.rows += rows.height
        if let jpeg = page.jpeg {
            // JPEG composites what is not opaque over white itself.
            return try completion.recording { () throws(EncodeError) in try jpeg.append(rows: rows) }
        }
        guard let stream = page.stream else { return }
        try completion.recording { () throws(EncodeError) in
            var paper = [UInt8](repeating: 255, count: rows.width * 4)
            for y in 0..<rows.height {
                try rows.withRow(y) { (row) throws(EncodeError) in
                    guard Self.hasTranslucency(row, width: rows.width) else { return try stream.append(row: row) }
                    // Paper is white: what is not opaque is printed over white, not black.
                    for i in 0..<(rows.width * 4) where i % 4 != 3 {
                        paper[i] = row[i] &+ (255 &- row[i - i % 4 + 3])
                    }
                    let result: Result<Void, EncodeError> = paper.withUnsafeBufferPointer { buffer in
                        do throws(EncodeError) { try stream.append(row: buffer); return .success(()) } catch { return .failure(error) }
                    }
                    try result.get()
                }
            }
        }
    }

    /// Ends the current page after its last row.
    public func endPage() throws(EncodeError) {
        guard let current = page else { preconditionFailure("PDFWriter: no page to end") }
        precondition(current.rows == current.height, "PDFWriter: the page is missing rows")
        try completion.recording { () throws(EncodeError) in
            if let jpeg = current.jpeg { try jpeg.finish() } else { try current.stream?.finish() }
            let streamLength = sink.count - current.start
            try sink.write(Array("\nendstream\nendobj\n".utf8))
            try object(current.length, "\(streamLength)")
            let (w, h) = (Self.number(current.points.0), Self.number(current.points.1))
            var drawing = Array("q \(w) 0 0 \(h) 0 0 cm /Im0 Do Q\n".utf8)
            var fonts = ""
            if !current.text.isEmpty {
                if fontObject == 0 {
                    fontObject = reserve()
                    try object(fontObject, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
                }
                fonts = " /Font << /F1 \(fontObject) 0 R >>"
                // Invisible (mode 3): there to be selected and searched, the picture shows the text.
                drawing += Array("BT 3 Tr\n".utf8)
                for run in current.text {
                    drawing += Array("/F1 \(Self.number(run.size)) Tf 1 0 0 1 \(Self.number(run.x)) \(Self.number(run.baseline)) Tm ".utf8)
                        + Self.literal(run.text) + Array(" Tj\n".utf8)
                }
                drawing += Array("ET\n".utf8)
            }
            let contents = reserve()
            try object(contents, "<< /Length \(drawing.count) >>\nstream\n", close: false)
            try sink.write(drawing)
            try sink.write(Array("endstream\nendobj\n".utf8))
            let pageObject = reserve()
            try object(pageObject, """
                << /Type /Page /Parent 2 0 R /MediaBox [0 0 \(w) \(h)] \
                /Resources << /XObject << /Im0 \(current.image) 0 R >>\(fonts) >> /Contents \(contents) 0 R >>
                """)
            pageObjects.append(pageObject)
        }
        page = nil
    }

    /// Writes the page tree, the catalogue and the cross-reference table, and moves the file
    /// into place. There MUST be at least one page, and none open.
    public func finish(bookmarks: [Bookmark] = []) throws(EncodeError) {
        precondition(page == nil && !pageObjects.isEmpty && !completion.isFinished, "PDFWriter: finish after the last page")
        try completion.finish { () throws(EncodeError) in
            // One bookmark per entry, in order, each opening its page whole.
            var outlines = ""
            let marks = bookmarks.filter { pageObjects.indices.contains($0.page) }
            if !marks.isEmpty {
                let root = reserve()
                let entries = marks.map { _ in reserve() }
                for (index, mark) in marks.enumerated() {
                    var links = "/Parent \(root) 0 R"
                    if index > 0 { links += " /Prev \(entries[index - 1]) 0 R" }
                    if index + 1 < entries.count { links += " /Next \(entries[index + 1]) 0 R" }
                    try object(entries[index], "<< /Title \(Self.textString(mark.title)) \(links) /Dest [\(pageObjects[mark.page]) 0 R /Fit] >>")
                }
                try object(root, "<< /Type /Outlines /First \(entries[0]) 0 R /Last \(entries[entries.count - 1]) 0 R /Count \(entries.count) >>")
                outlines = " /Outlines \(root) 0 R /PageMode /UseOutlines"
            }
            var information = "/Producer (Tessera)"
            if let title { information += " /Title \(Self.textString(title))" }
            if let author { information += " /Author \(Self.textString(author))" }
            let info = reserve()
            try object(info, "<< \(information) >>")
            try object(1, """
                << /Type /Catalog /Pages 2 0 R /OutputIntents [<< /Type /OutputIntent /S /GTS_PDFA1 \
                /OutputConditionIdentifier (sRGB IEC61966-2.1) /Info (sRGB IEC61966-2.1) \
                /RegistryName (http://www.color.org) /DestOutputProfile \(profileObject) 0 R >>]\(outlines) >>
                """)
            try object(2, "<< /Type /Pages /Kids [\(pageObjects.map { "\($0) 0 R" }.joined(separator: " "))] /Count \(pageObjects.count) >>")
            let table = sink.count
            var xref = "xref\n0 \(offsets.count + 1)\n0000000000 65535 f \n"
            for offset in offsets { xref += String(repeating: "0", count: max(0, 10 - String(offset).count)) + "\(offset) 00000 n \n" }
            xref += "trailer\n<< /Size \(offsets.count + 1) /Root 1 0 R /Info \(info) 0 R >>\nstartxref\n\(table)\n%%EOF\n"
            try sink.write(Array(xref.utf8))
        }
    }

    /// The next object number (objects 1 and 2 are the catalogue and the page tree).
    private func reserve() -> Int {
        offsets.append(0)
        return offsets.count
    }

    /// Writes object `number` with `body`, closed with `endobj` unless it continues as a stream.
    private func object(_ number: Int, _ body: String, close: Bool = true) throws(EncodeError) {
        offsets[number - 1] = sink.count
        try sink.write(Array("\(number) 0 obj\n\(body)\(close ? "\nendobj\n" : "")".utf8))
    }

    /// A text string for the document's information and bookmarks: UTF-16BE with its byte-order
    /// mark, as a hexadecimal string (any character, nothing to escape).
    static func textString(_ text: String) -> String {
        "<FEFF" + text.utf16.map { unit in
            let hex = String(unit, radix: 16, uppercase: true)
            return String(repeating: "0", count: 4 - hex.count) + hex
        }.joined() + ">"
    }

    /// A literal string for text shown in Helvetica's WinAnsi encoding: Latin-1 characters as
    /// their bytes (`(`, `)` and `\\` escaped, control characters as spaces), others as `?`.
    static func literal(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = [0x28]
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x28, 0x29, 0x5C: bytes += [0x5C, UInt8(scalar.value)]
            case 0..<0x20: bytes.append(0x20)
            case 0x80..<0xA0: bytes.append(0x3F)   // WinAnsi's own characters there are not Latin-1's
            case 0x20..<0x100: bytes.append(UInt8(scalar.value))
            default: bytes.append(0x3F)
            }
        }
        return bytes + [0x29]
    }

    /// Whether any pixel of the premultiplied row is not opaque.
    private static func hasTranslucency(_ row: UnsafeBufferPointer<UInt8>, width: Int) -> Bool {
        (0..<width).contains { row[$0 * 4 + 3] != 255 }
    }

    /// A length in points with at most 4 decimals, as PDF writes numbers.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// The ``ByteSink`` a page's ``JPEGWriter`` writes through into the PDF's counted bytes.
final class SinkAdapter: ByteSink {
    private let sink: CountingSink
    init(_ sink: CountingSink) { self.sink = sink }
    func write(_ bytes: UnsafeRawBufferPointer) throws(EncodeError) { try sink.write(Array(bytes)) }
    func flush() throws(EncodeError) {}
}

/// A ``ByteSink`` that counts the bytes it passes on (a PDF's objects are found by offset).
final class CountingSink {
    private let sink: ByteSink
    private(set) var count = 0

    init(_ sink: ByteSink) { self.sink = sink }

    func write(_ bytes: [UInt8]) throws(EncodeError) {
        let result: Result<Void, EncodeError> = bytes.withUnsafeBytes { raw in
            do throws(EncodeError) { try sink.write(raw); return .success(()) } catch { return .failure(error) }
        }
        try result.get()
        count += bytes.count
    }

    func flush() throws(EncodeError) { try sink.flush() }
}
